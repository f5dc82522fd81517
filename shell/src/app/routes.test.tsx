import { act, screen, within } from '@testing-library/react';
import { renderWithScope } from '@store/ui/testing';
import { AppRoutes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({}) })) as unknown as typeof fetch;
  // Each remote module draws its own id, so the test sees which one a path mounted.
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => <p data-testid="remote">{id}</p> }));
});

describe('route table of SPEC §2: each path to the part that owns it', () => {
  it.each([
    ['/', 'catalog/HomePage'],
    ['/store', 'catalog/CataloguePage'],
    ['/store/komp', 'catalog/CataloguePage'],
    ['/store/komp/noutbuki', 'catalog/CataloguePage'],
    ['/store/komp/noutbuki/123.html?defect=SN-1', 'catalog/CataloguePage'],
    ['/search?q=дрель', 'catalog/SearchPage'],
    ['/favorite', 'catalog/FavouritesPage'],
    ['/compare', 'catalog/ComparePage'],
    ['/cart', 'cart_checkout/CartPage'],
    ['/profile', 'profile/ProfilePage'],
    ['/profile/orders?page=1&status=1', 'profile/ProfilePage'],
    ['/profile/orders/15', 'profile/ProfilePage'],
  ])('%s → %s', async (path, remote) => {
    renderWithScope(<AppRoutes />, { path });
    expect(await within(screen.getByRole('main')).findByTestId('remote')).toHaveTextContent(remote);
  });

  it.each([
    ['/contacts', 'shell-page-contacts'],
    ['/point', 'shell-page-point'],
    ['/bonusnaya-programma', 'shell-page-bonus'],
    ['/feedback?category=7', 'shell-page-feedback'],
    ['/page/obmen-i-vozvrat-tovara', 'shell-page-returns'],
    ['/docs/pravila_prodazhi', 'shell-page-sales-rules'],
  ])('%s is a page of the shell', async (path, testId) => {
    renderWithScope(<AppRoutes />, { path });
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
  });

  it('anything else is the 404 page with links home and to the catalogue', async () => {
    renderWithScope(<AppRoutes />, { path: '/no/such/page' });
    const notFound = await screen.findByTestId('shell-not-found');
    expect(notFound).toHaveTextContent('Страница не найдена');
    expect(within(notFound).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(within(notFound).getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/store');
  });

  it("the header's search slot mounts catalog/SearchBox on first use", async () => {
    renderWithScope(<AppRoutes />, { path: '/cart' });
    const slot = screen.getByTestId('shell-search-slot');
    act(() => within(slot).getByRole('searchbox').focus());
    expect(await within(slot).findByTestId('remote')).toHaveTextContent('catalog/SearchBox');
  });
});
