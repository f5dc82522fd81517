import { HYDRATE_AT_PRESENCE_ATTRIBUTE, SSR_IDS } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '../remotes';

// Decision 0053: a newcomer's listing is hydrated at the first sign of someone at it, not with the page.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
const PATH = '/store/komp/noutbuki';

function Page() {
  return (
    <section>
      <h1>Ноутбуки</h1>
    </section>
  );
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ catalog: MANIFEST }) })) as unknown as typeof fetch;
  const state = { page: 'catalog/CataloguePage', manifest: MANIFEST, version: 'abc123', location: PATH, values: {} };
  // As packages/ssr's starter marks a newcomer's listing: hydrated at the first sign of someone at it.
  document.body.innerHTML =
    `<div id="${SSR_IDS.frame}"><div class="shell-ssr-host"><div id="${SSR_IDS.island}" ${HYDRATE_AT_PRESENCE_ATTRIBUTE}>` +
    `<section><h1>Ноутбуки</h1></section></div></div></div>` +
    `<script id="${SSR_IDS.state}" type="application/json">${JSON.stringify(state)}</script>`;
});

it('loads no code and leaves the server page as it is while the starter marks it, then hydrates it once', async () => {
  runtime.loadRemote.mockResolvedValue({ default: Page });
  const island = document.getElementById(SSR_IDS.island)!;
  renderWithScope(
    <Routes>
      <Route path="store/*" element={<RemoteSlot remote="catalog" module="CataloguePage" area="Каталог" page />} />
    </Routes>,
    { scope: fork(), path: PATH },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(runtime.loadRemote).not.toHaveBeenCalled();
  expect(island).not.toHaveAttribute('data-hydrated');
  expect(screen.getByRole('heading', { name: 'Ноутбуки' })).toBeInTheDocument();

  // Someone is at the page: the starter takes its mark away, the code loads and the page is hydrated in place.
  island.removeAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE);
  await waitFor(() => expect(island).toHaveAttribute('data-hydrated', 'true'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
});
