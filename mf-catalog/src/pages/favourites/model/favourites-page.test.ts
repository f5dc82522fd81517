import type { Product } from '@store/api-client';
import { $city, $session, citySelected, sessionStarted } from '@store/bus';
import { allSettled, fork } from 'effector';
import { favouriteRemoved } from '../../../features/favourites';
import type { ItemRef as CollectionItem } from '@store/domain';
import { favouritesStorage, type FavouriteCardAnswer } from '../../../shared/api/collections';
import { fetchCollectionProductsFx, type CollectionProducts } from '../../../shared/api/product-details';
import { $entries, $status, pageStarted, retryClicked } from './favourites-page';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const irkutsk = { cityId: 1, shopId: 11, code: 301, name: 'Иркутск' };
const user = { id: 7, firstName: 'Иван', lastName: 'Иванов', phone: '79001234567', email: null, isLegal: false };
const kettle: CollectionItem = { productId: 5, defectSerialNumber: null };
const drill: CollectionItem = { productId: 9, defectSerialNumber: null };
const open = { pathname: '/favorite', search: '' };

const productOf = (id: number) => ({ id, title: `Товар ${id}` }) as Product;
const cardOf = (item: CollectionItem): FavouriteCardAnswer => ({
  ...item,
  title: `Товар ${item.productId}`,
  sku: 'S',
  image: null,
  status: 'inStock',
  price: 100,
  priceRetail: 100,
  defectReason: null,
  totalQuantity: 1,
  available: true,
  path: `/store/tovary/${item.productId}.html`,
});

function setup({ local = [kettle, drill], signedIn = false, failLocal = false, gone = [] as number[] } = {}) {
  const localRequests: CollectionProducts[] = [];
  let fail = failLocal;
  const scope = fork({
    values: signedIn
      ? [
          [$city, usolye],
          [$session, { isAuth: true, user }],
        ]
      : [[$city, usolye]],
    handlers: [
      [favouritesStorage.readLocalFx, () => local],
      [favouritesStorage.writeLocalFx, () => undefined],
      [
        fetchCollectionProductsFx,
        async (params: CollectionProducts) => {
          localRequests.push(params);
          if (fail) throw new Error('503');
          return params.items.map((item) => ({ item, product: gone.includes(item.productId) ? null : productOf(item.productId) }));
        },
      ],
      [favouritesStorage.fetchFx, async () => [cardOf(drill)]],
      [favouritesStorage.addFx, async () => [cardOf(drill), cardOf(kettle)]],
    ],
  });
  return { scope, localRequests, recover: () => (fail = false) };
}

describe('favourites page /favorite', () => {
  it("shows a visitor's local favourites with their products for the city, restoring them itself on a first visit", async () => {
    const { scope, localRequests } = setup();
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($entries).map((e) => e.item.productId)).toEqual([5, 9]);
    expect(localRequests).toEqual([{ items: [kettle, drill], cityId: usolye.cityId }]);
  });

  it('removes a card at once', async () => {
    const { scope } = setup();
    await allSettled(pageStarted, { scope, params: open });
    await allSettled(favouriteRemoved, { scope, params: kettle });
    expect(scope.getState($entries).map((e) => e.item.productId)).toEqual([9]);
    await allSettled(favouriteRemoved, { scope, params: drill });
    expect(scope.getState($status)).toBe('empty');
  });

  it('shows the empty state when nothing is kept', async () => {
    const { scope, localRequests } = setup({ local: [] });
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($status)).toBe('empty');
    expect(localRequests).toEqual([]);
  });

  it('leaves out a product that is gone', async () => {
    const { scope } = setup({ gone: [5] });
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($entries).map((e) => e.item.productId)).toEqual([9]);
  });

  it('shows an error and loads again on «Повторить»', async () => {
    const { scope, recover } = setup({ failLocal: true });
    await allSettled(pageStarted, { scope, params: open });
    expect(scope.getState($status)).toBe('error');
    recover();
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('ready');
  });

  it('loads the products again for a new city', async () => {
    const { scope, localRequests } = setup();
    await allSettled(pageStarted, { scope, params: open });
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(localRequests.map((r) => r.cityId)).toEqual([usolye.cityId, irkutsk.cityId]);
  });

  it("shows a signed-in user's server list (merged on sign-in)", async () => {
    const { scope } = setup({ local: [kettle] });
    await allSettled(pageStarted, { scope, params: open });
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    const entries = scope.getState($entries);
    expect(entries.map((e) => e.item.productId)).toEqual([9, 5]);
    expect(entries.every((e) => 'server' in e)).toBe(true);
  });
});
