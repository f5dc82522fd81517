import { SSR_IDS } from '@store/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';

// Decision 0047: the layout adopts the main the server drew; the server's page is hydrated where it
// is, so the browser lays out the header and the footer, not the whole page a second time.

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
const AT = '/store/komp/noutbuki/42.html';
const CRUMBS = [
  { title: 'Главная', href: '/' },
  { title: 'Ноутбук', href: null },
];

/** The catalogue's page module as the server rendered it: the same markup in the browser. */
function Page() {
  const { pathname } = useLocation();
  return (
    <section>
      <h1>{pathname === AT ? 'Ноутбук' : 'Компьютеры'}</h1>
      <Link to="/contacts">Контакты</Link>
    </section>
  );
}

/** The HTML packages/ssr sends (pageWithSsr): the pre-painted header in #root, then its main with the page. */
function serverHtml() {
  const state = { page: 'catalog/CataloguePage', manifest: MANIFEST, version: 'abc', location: AT, values: {}, crumbs: CRUMBS };
  document.body.innerHTML =
    `<div id="root"><div class="prepaint">шапка</div></div>` +
    `<div id="${SSR_IDS.frame}"><main class="shell-main shell-container" id="main" tabindex="-1">` +
    `<div class="shell-breadcrumbs" data-ssr-crumbs><nav aria-label="Хлебные крошки">сервер</nav></div>` +
    `<div class="shell-main-slot"></div><div class="shell-ssr-host"><div id="${SSR_IDS.island}" data-ssr-page="catalog/CataloguePage">` +
    `<section><h1>Ноутбук</h1><a href="/contacts">Контакты</a></section></div></div></main></div>` +
    `<script id="${SSR_IDS.state}" type="application/json">${JSON.stringify(state)}</script>`;
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async (url: string) => ({
    ok: true,
    json: async () => (String(url).endsWith('/remotes.json') ? { catalog: MANIFEST } : {}),
  })) as unknown as typeof fetch;
  runtime.loadRemote.mockImplementation(async (id: string) =>
    id === 'catalog/CataloguePage' ? { default: Page } : { default: () => <p data-testid="remote">{id}</p> },
  );
});

it("keeps the server's page where it is: one main, the header before it, the footer after it, the shell's crumbs in place of the server's", async () => {
  const errors = jest.spyOn(console, 'error');
  serverHtml();
  const island = document.getElementById(SSR_IDS.island)!;
  const serverHost = island.parentElement;
  const main = document.querySelector('main');
  const root = document.getElementById('root')!;
  // As in the browser, the shell's modules meet the server's HTML already there (some read its state once).
  const { ssrValues } = await import('../../shared/lib/ssr');
  const { AppRoutes } = await import('../routes');
  const { LocationSync } = await import('../../shared/lib/location');

  render(
    <Provider value={fork({ values: ssrValues() })}>
      <MemoryRouter initialEntries={[AT]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <LocationSync />
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
    { container: root },
  );
  await waitFor(() => expect(island).toHaveAttribute('data-hydrated', 'true'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  // The page was never moved: the same element in the same box of the same main.
  expect(document.getElementById(SSR_IDS.island)).toBe(island);
  expect(island.parentElement).toBe(serverHost);
  expect(document.querySelectorAll('main')).toHaveLength(1);
  expect(screen.getByRole('main')).toBe(main);
  expect(within(main!).getByRole('heading', { name: 'Ноутбук' })).toBeInTheDocument();
  // The header in the shell's root instead of the pre-painted one, the footer after the main.
  expect(root.querySelector('.prepaint')).toBeNull();
  const header = within(root).getByTestId('shell-header');
  const footer = screen.getByTestId('shell-footer');
  expect(header.compareDocumentPosition(main!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(main!.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(main!.contains(footer)).toBe(false);
  // One trail of crumbs, the shell's, above the page.
  const crumbs = within(main!).getAllByRole('navigation', { name: 'Хлебные крошки' });
  expect(crumbs).toHaveLength(1);
  expect(crumbs[0]).toHaveTextContent('Главная');
  expect(crumbs[0]!.compareDocumentPosition(island) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(main!.querySelector('[data-ssr-crumbs]')).toBeNull();
  expect(errors).not.toHaveBeenCalled();

  // Another route: the server's page goes with its box, the next page is drawn in the same main.
  await userEvent.click(within(island).getByRole('link', { name: 'Контакты' }));
  expect(await within(main!).findByTestId('shell-page-contacts')).toBeInTheDocument();
  expect(document.getElementById(SSR_IDS.island)).toBeNull();
  expect(main!.querySelector('.shell-ssr-host')).toBeNull();
  expect(document.querySelectorAll('main')).toHaveLength(1);
  expect(main!.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
