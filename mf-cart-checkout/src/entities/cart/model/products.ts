/**
 * What the lines are (SPEC §4 Cart, §9 prices): a signed-in shopper's lines come with their product
 * data from the server's cart; a guest's products are loaded one by one and priced here for the
 * city's stock code, as the server prices them. Loaded when a page asks (`itemsRequested`), again
 * for another city, and for a line a guest adds on an open cart page.
 */
import type { Product } from '@store/api-client';
import { sessionEnded } from '@store/bus';
import { DEFAULT_CITY, itemKey, type CartLine, type ItemRef } from '@store/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { fetchCartProductsFx, fetchServerCartFx } from '../../../shared/api';
import { $shopperCity, shopperCityChosen } from '../../city/@x/cart';
import { serverItemInfo, type ItemInfo } from '../lib/item-info';
import { edited } from './edits';
import { $cityId, $lines, $owner, $restored, $userId, guestRestored, serverAnswered } from './lines';

/** A page needs the lines' product data and prices (the cart page, on each visit). */
export const itemsRequested = createEvent();
/** The API said prices changed (409): its figures replace the shown ones until the next load. */
export const pricesCorrected = createEvent<(ItemRef & { price: number })[]>();

/** A signed-in shopper's product data by line key, as the server's cart gave it. */
export const $serverInfo = createStore<Record<string, ItemInfo>>({});
/** Products of a guest's lines, the stock code their prices were read for, and when. */
export const $guestProducts = createStore<{ products: Record<number, Product | null>; stockCode: number; fetchedAt: number }>({
  products: {},
  stockCode: DEFAULT_CITY.code,
  fetchedAt: 0,
});
/** The 409's prices by line key. */
export const $priceOverrides = createStore<Record<string, number>>({});
const $itemsWanted = createStore(false).on(itemsRequested, () => true);
export const $itemsLoaded = createStore(false);
export const $itemsFailed = createStore(false);

const $stockCode = $shopperCity.map((city) => city?.stockCode ?? DEFAULT_CITY.code);

$serverInfo.on(serverAnswered, (_, cart) => Object.fromEntries(cart.cartList.map((item) => [itemKey(item), serverItemInfo(item)])));
$itemsLoaded.on(serverAnswered, () => true);
$itemsFailed.on(serverAnswered, () => false);
$priceOverrides.reset(serverAnswered);
$itemsFailed.on(fetchServerCartFx.fail, () => true);
$serverInfo.reset(sessionEnded);
$itemsLoaded.on(sessionEnded, () => true);

interface CityRef {
  cityId: number;
  stockCode: number;
}
const $cityRef = combine($cityId, $stockCode, (cityId, stockCode): CityRef => ({ cityId, stockCode }));

const loadGuestItems = createEvent<CityRef & { ids: number[] }>();
sample({ clock: loadGuestItems, filter: ({ ids }) => ids.length > 0, target: fetchCartProductsFx });
const nothingToLoad = sample({ clock: loadGuestItems, filter: ({ ids }) => ids.length === 0 });

interface LoadContext {
  owner: 'guest' | 'user';
  userId: number | null;
  lines: CartLine[];
}
const $loadContext = combine({ owner: $owner, userId: $userId, lines: $lines });
const loadItemsFor = createEvent<LoadContext & CityRef>();
sample({
  clock: loadItemsFor,
  filter: ({ owner, userId }) => owner === 'user' && userId !== null,
  fn: ({ userId, cityId }) => ({ userId: userId!, cityId }),
  target: fetchServerCartFx,
});
sample({
  clock: loadItemsFor,
  filter: ({ owner }) => owner === 'guest',
  fn: ({ lines, cityId, stockCode }) => ({ ids: lines.map((line) => line.productId), cityId, stockCode }),
  target: loadGuestItems,
});

// The page asked: load now when the lines are known, else once they are.
sample({
  clock: itemsRequested,
  source: { restored: $restored, context: $loadContext, city: $cityRef },
  filter: ({ restored }) => restored,
  fn: ({ context, city }) => ({ ...context, ...city }),
  target: loadItemsFor,
});
sample({
  clock: guestRestored,
  source: { wanted: $itemsWanted, city: $cityRef },
  filter: ({ wanted }) => wanted,
  fn: ({ city }, lines) => ({ ids: lines.map((line) => line.productId), ...city }),
  target: loadGuestItems,
});
// Another city: other prices and availability (SPEC §4 "Lines not sold in the city").
sample({
  clock: shopperCityChosen,
  source: { wanted: $itemsWanted, restored: $restored, context: $loadContext },
  filter: ({ wanted, restored }) => wanted && restored,
  fn: ({ context }, city) => ({ ...context, cityId: city.cityId, stockCode: city.stockCode }),
  target: loadItemsFor,
});
// A guest's new line on an open cart page needs its product.
const unknownProducts = (lines: readonly CartLine[], products: Record<number, Product | null>) =>
  lines.filter((line) => !(line.productId in products)).map((line) => line.productId);
sample({
  clock: edited,
  source: { owner: $owner, wanted: $itemsWanted, guest: $guestProducts, city: $cityRef },
  filter: ({ owner, wanted, guest }, { lines }) => owner === 'guest' && wanted && unknownProducts(lines, guest.products).length > 0,
  fn: ({ guest, city }, { lines }) => ({ ids: unknownProducts(lines, guest.products), ...city }),
  target: fetchCartProductsFx,
});

$guestProducts.on(fetchCartProductsFx.done, (current, { params, result }) => ({
  products: params.stockCode === current.stockCode ? { ...current.products, ...result.products } : result.products,
  stockCode: params.stockCode ?? current.stockCode,
  fetchedAt: result.fetchedAt,
}));
$itemsLoaded.on([fetchCartProductsFx.done, nothingToLoad], () => true);
$itemsFailed.on([fetchCartProductsFx.done, nothingToLoad], () => false).on(fetchCartProductsFx.fail, () => true);
$itemsFailed.reset(itemsRequested);
$priceOverrides.reset(fetchCartProductsFx.done);
$priceOverrides.on(pricesCorrected, (overrides, products) => ({
  ...overrides,
  ...Object.fromEntries(products.map((product) => [itemKey(product), product.price])),
}));
