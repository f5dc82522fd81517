import type { PageContext } from '@store/bus';
import { SSR_IDS } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createEvent, createStore, fork, serialize } from 'effector';
import { useUnit } from 'effector-react';
import { Link, Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '../remotes';
import { ssrValues } from './state';

// Issue 27: a page that came rendered by the server starts once after hydration, as after a click.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
const AT = { pathname: '/store/komp/noutbuki/42.html', search: '?defect=SN-1' };

/** A page module as a remote exposes it (bus PageModule): its start loads the title. */
const pageStarted = createEvent<PageContext>();
const $title = createStore('').on(pageStarted, (_, { pathname }) => (pathname.endsWith('42.html') ? 'Ноутбук' : 'Компьютеры'));
/** Every start the page got, in order. */
const $starts = createStore<PageContext[]>([], { serialize: 'ignore' }).on(pageStarted, (list, context) => [...list, context]);

function Page() {
  const title = useUnit($title);
  return (
    <section>
      <h1>{title}</h1>
      <Link to="/store/komp">Компьютеры</Link>
    </section>
  );
}

/** The HTML the shell's server sends (packages/ssr pageWithSsr): the page's markup and the state it was drawn from. */
async function serverPage() {
  const server = fork();
  await allSettled(pageStarted, { scope: server, params: { ...AT, server: true } });
  const state = {
    page: 'catalog/CataloguePage',
    manifest: MANIFEST,
    version: 'abc123',
    location: `${AT.pathname}${AT.search}`,
    values: serialize(server),
  };
  document.body.innerHTML =
    `<div id="${SSR_IDS.frame}"><div class="shell-ssr-host"><div id="${SSR_IDS.island}" data-ssr-page="catalog/CataloguePage">` +
    `<section><h1>Ноутбук</h1><a href="/store/komp">Компьютеры</a></section></div></div></div>` +
    `<script id="${SSR_IDS.state}" type="application/json">${JSON.stringify(state)}</script>`;
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ catalog: MANIFEST }) })) as unknown as typeof fetch;
});

it("starts the hydrated page once, with the location and not as the server's render, and again once per later location", async () => {
  const errors = jest.spyOn(console, 'error');
  await serverPage();
  const serverHeading = document.querySelector('h1');
  runtime.loadRemote.mockResolvedValue({ default: Page, pageStarted });
  // As the shell's bootstrap: the scope comes from the server's state.
  const scope = fork({ values: ssrValues() });
  renderWithScope(
    <Routes>
      <Route path="store/*" element={<RemoteSlot remote="catalog" module="CataloguePage" area="Каталог" page />} />
    </Routes>,
    { scope, path: `${AT.pathname}${AT.search}` },
  );

  await waitFor(() => expect(document.getElementById(SSR_IDS.island)).toHaveAttribute('data-hydrated', 'true'));
  // Whatever settles after the commit has settled.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(scope.getState($starts)).toEqual([{ pathname: AT.pathname, search: AT.search }]);
  // Hydrated in place: the server's markup is what the shopper keeps seeing, without a mismatch.
  expect(screen.getByRole('heading', { name: 'Ноутбук' })).toBe(serverHeading);
  expect(errors).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('link', { name: 'Компьютеры' }));
  await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('Компьютеры'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(scope.getState($starts)).toEqual([
    { pathname: AT.pathname, search: AT.search },
    { pathname: '/store/komp', search: '' },
  ]);
});
