import { SSR_IDS } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '../remotes';
import { ssrValues } from './state';

// Issue 24 item 10: a server-rendered page whose remote's code cannot be loaded stays as the server
// drew it, under the notice with «Повторить», which hydrates it once the code comes.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
const PATH = '/store/komp/noutbuki/42.html';

function Page() {
  return (
    <section>
      <h1>Ноутбук</h1>
      <p>54 990 ₽</p>
      <a href="/store/komp">Компьютеры</a>
    </section>
  );
}

function serverPage() {
  const state = { page: 'catalog/CataloguePage', manifest: MANIFEST, version: 'abc123', location: PATH, values: {} };
  document.body.innerHTML =
    `<div id="${SSR_IDS.frame}"><div class="shell-ssr-host"><div id="${SSR_IDS.island}" data-ssr-page="catalog/CataloguePage">` +
    `<section><h1>Ноутбук</h1><p>54 990 ₽</p><a href="/store/komp">Компьютеры</a></section></div></div></div>` +
    `<script id="${SSR_IDS.state}" type="application/json">${JSON.stringify(state)}</script>`;
}

function mount() {
  return renderWithScope(
    <Routes>
      <Route path="store/*" element={<RemoteSlot remote="catalog" module="CataloguePage" area="Каталог" page />} />
    </Routes>,
    { scope: fork({ values: ssrValues() }), path: PATH },
  );
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ catalog: MANIFEST }) })) as unknown as typeof fetch;
});

beforeEach(() => {
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it("keeps the server's page readable, its links plain links, under the notice; «Повторить» hydrates it once the code loads", async () => {
  serverPage();
  const serverHeading = document.querySelector('h1');
  runtime.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 42 failed'));
  mount();

  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Не удалось загрузить раздел «Каталог»');
  // The server's markup is the same node, still on screen, below the notice.
  expect(screen.getByRole('heading', { name: 'Ноутбук' })).toBe(serverHeading);
  expect(screen.getByText('54 990 ₽')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Компьютеры' })).toHaveAttribute('href', '/store/komp');
  const island = document.getElementById(SSR_IDS.island)!;
  expect(notice.compareDocumentPosition(island) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(island).not.toHaveAttribute('data-hydrated');

  runtime.loadRemote.mockResolvedValue({ default: Page });
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  await waitFor(() => expect(island).toHaveAttribute('data-hydrated', 'true'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Ноутбук' })).toBe(serverHeading);
  expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
});
