import { ApiError } from '@store/api-client';
import { $city, $session, compareChanged, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import {
  addCompareFx,
  deleteCompareItemsFx,
  fetchCompareFx,
  type CompareItemAnswer,
  type CompareOfUser,
} from '../../../shared/api/compare';
import {
  hasItem,
  readLocalCompareFx,
  readLocalOnEarlyPress,
  sameItem,
  unionItems,
  writeLocalCompareFx,
  type CollectionItem,
} from '../../../shared/api/local-collections';
import { fetchCollectionProductsFx, type CollectionProduct } from '../../../shared/api/product-details';
import { COMPARE_PER_CATEGORY, COMPARE_TEXTS, COMPARE_TOTAL } from '../config/limits';

/**
 * The comparison list (SPEC §3 Compare, persisted locally as `compare`), keyed by productId and
 * defectSerialNumber, newest first. A visitor's list lives in localStorage, a signed-in user's on
 * the server (pushed from the local copy when a session starts, as favourites are). Adding is
 * instant; once the item's category is known (the product answer for a visitor, the server's
 * answer for a user) an item beyond COMPARE_PER_CATEGORY of its category is taken back with a toast.
 */

export const compareStarted = createEvent();
export const compareToggled = createEvent<CollectionItem>();
export const compareRemoved = createEvent<CollectionItem>();
/** «Очистить категорию»: the items of one category leave the comparison. */
export const compareCategoryCleared = createEvent<number>();
/** The comparison page needs the items' cards and attributes for the selected city. */
export const compareProductsRequested = createEvent();

export const $compare = createStore<CollectionItem[]>([]);

/** A visitor's item with its product answer and the city its prices are for. */
export interface ComparedProduct extends CollectionProduct {
  cityId: number | null;
}
/** Product answers of a visitor's items by `itemKey`. */
export const $compareProducts = createStore<Record<string, ComparedProduct>>({});
/** The server's cards of a signed-in user's items (oldest first, as the API answers). */
export const $serverCompare = createStore<CompareItemAnswer[]>([]);
/** The last load of the server's list failed. */
export const $serverCompareFailed = createStore(false);

export const itemKey = ({ productId, defectSerialNumber }: CollectionItem): string => `${productId}:${defectSerialNumber ?? ''}`;

const $user = $session.map((session) => (session.isAuth ? session.user : null));
/** The local copy was read: from now on a visitor's changes are written back. */
export const $compareRestored = createStore(false).on(readLocalCompareFx.finally, () => true);
/** Local items a failed push left off the server: shown, and still in the local copy for the next push. */
const $unpushed = createStore<CollectionItem[]>([]);

const categoryCheckFx = attach({ effect: fetchCollectionProductsFx });
export const compareProductsFx = attach({ effect: fetchCollectionProductsFx });
const loadFx = attach({ effect: fetchCompareFx });
export const compareLoadFx = loadFx;
const mergeFx = attach({ effect: addCompareFx });
const addFx = attach({ effect: addCompareFx });
const removeFx = attach({ effect: deleteCompareItemsFx });

const normalized = ({ productId, defectSerialNumber }: CollectionItem): CollectionItem => ({
  productId,
  defectSerialNumber: defectSerialNumber ?? null,
});
const without = (list: readonly CollectionItem[], item: CollectionItem) => list.filter((x) => !sameItem(x, item));
const byKey = <T extends CollectionProduct>(entries: readonly T[]): Record<string, T> =>
  Object.fromEntries(entries.map((entry) => [itemKey(entry.item), entry]));
const cityIdOf = (city: { cityId: number } | null) => city?.cityId ?? null;
const ownerOf = (user: { id: number }, city: { cityId: number } | null): CompareOfUser => ({ userId: user.id, cityId: cityIdOf(city) });
/** The server answers oldest first; the list is newest first. */
const keysOf = (cards: readonly CompareItemAnswer[]): CollectionItem[] => cards.map(normalized).reverse();

/** The category of an item, from whichever source knows it. */
const categoryIn =
  (products: Record<string, CollectionProduct | undefined>, server: readonly CompareItemAnswer[]) => (item: CollectionItem) =>
    products[itemKey(item)]?.product?.categories[0]?.id ?? server.find((card) => sameItem(card, item))?.category?.id;

sample({ clock: compareStarted, target: readLocalCompareFx });
readLocalOnEarlyPress([compareToggled, compareRemoved], $compareRestored, readLocalCompareFx);
$compare.on(readLocalCompareFx.doneData, (list, local) => unionItems(list, local).slice(0, COMPARE_TOTAL));

const toggleDecided = sample({
  clock: compareToggled,
  source: $compare,
  fn: (list, item) => ({ item: normalized(item), present: hasItem(list, item), full: list.length >= COMPARE_TOTAL }),
});
const added = sample({ clock: toggleDecided, filter: ({ present, full }) => !present && !full, fn: ({ item }) => item });
sample({
  clock: toggleDecided,
  filter: ({ present, full }) => !present && full,
  fn: () => ({ message: COMPARE_TEXTS.totalFull, variant: 'warning' as const }),
  target: toastRequested,
});
const removed = sample({
  clock: [
    sample({ clock: toggleDecided, filter: ({ present }) => present, fn: ({ item }) => item }),
    sample({ clock: compareRemoved, source: $compare, filter: (list, item) => hasItem(list, item), fn: (_, item) => normalized(item) }),
  ],
});
const categoryCleared = sample({
  clock: compareCategoryCleared,
  source: { list: $compare, products: $compareProducts, server: $serverCompare },
  fn: ({ list, products, server }, categoryId) => list.filter((item) => categoryIn(products, server)(item) === categoryId),
});

$compare
  .on(added, (list, item) => [item, ...list])
  .on(removed, without)
  .on(categoryCleared, (list, items) => items.reduce(without, list));

// A visitor's new item: its product (and that of kept items not fetched yet) tells its category.
sample({
  clock: added,
  source: { user: $user, list: $compare, products: $compareProducts, city: $city },
  filter: ({ user }) => user === null,
  fn: ({ list, products, city }, item) => ({
    items: [item, ...list.filter((x) => !sameItem(x, item) && !products[itemKey(x)])],
    cityId: cityIdOf(city),
  }),
  target: categoryCheckFx,
});
// A user's new item goes to the server, whose answer tells every item's category.
sample({
  clock: added,
  source: { user: $user, city: $city },
  filter: ({ user }) => user !== null,
  fn: ({ user, city }, item) => ({ ...ownerOf(user!, city), items: [item] }),
  target: addFx,
});
sample({
  clock: [removed.map((item) => [item]), categoryCleared],
  source: { user: $user, city: $city },
  filter: ({ user }, items) => user !== null && items.length > 0,
  fn: ({ user, city }, items) => ({ ...ownerOf(user!, city), items }),
  target: removeFx,
});

const productsArrived = sample({
  clock: [categoryCheckFx.done, compareProductsFx.done],
  source: $city,
  // An answer for a city that is no longer selected would show its prices: dropped.
  filter: (city, { params }) => cityIdOf(city) === params.cityId,
  fn: (_, { params, result }) => result.map((entry) => ({ ...entry, cityId: params.cityId })),
});
$compareProducts.on(productsArrived, (products, entries) => ({ ...products, ...byKey(entries) }));

const checked = sample({
  clock: [
    sample({
      clock: categoryCheckFx.done,
      source: $compareProducts,
      fn: (products, { params, result }) => ({
        item: params.items[0]!,
        products: { ...products, ...byKey(result) } as Record<string, CollectionProduct>,
        server: [] as CompareItemAnswer[],
      }),
    }),
    sample({
      clock: addFx.done,
      fn: ({ params, result }) => ({ item: params.items[0]!, products: {} as Record<string, CollectionProduct>, server: result }),
    }),
  ],
  source: $compare,
  fn: (list, { item, products, server }) => {
    const categoryOf = categoryIn(products, server);
    const category = categoryOf(item);
    const gone = products[itemKey(item)]?.product === null;
    const sameCategory = list.filter((x) => !sameItem(x, item) && category !== undefined && categoryOf(x) === category);
    return { item, gone, full: sameCategory.length >= COMPARE_PER_CATEGORY };
  },
});
const rejected = sample({ clock: checked, filter: ({ gone, full }) => gone || full, fn: ({ item }) => item });
$compare.on(rejected, without);
sample({
  clock: rejected,
  source: { user: $user, city: $city },
  filter: ({ user }) => user !== null,
  fn: ({ user, city }, item) => ({ ...ownerOf(user!, city), items: [item] }),
  target: removeFx,
});
sample({
  clock: checked,
  filter: ({ gone, full }) => full && !gone,
  fn: () => ({ message: COMPARE_TEXTS.categoryFull, variant: 'warning' as const }),
  target: toastRequested,
});

// The server refused: undo the optimistic change and say why.
$compare
  .on(addFx.fail, (list, { params }) => params.items.reduce(without, list))
  .on(removeFx.fail, (list, { params }) => unionItems(params.items, list));
sample({
  clock: addFx.fail,
  fn: ({ error }) => ({
    message: error instanceof ApiError && error.status === 422 ? COMPARE_TEXTS.totalFull : COMPARE_TEXTS.addFailed,
    variant: 'error' as const,
  }),
  target: toastRequested,
});
sample({
  clock: removeFx.fail,
  fn: () => ({ message: COMPARE_TEXTS.removeFailed, variant: 'error' as const }),
  target: toastRequested,
});

// Sign-in (SPEC §4): what a visitor kept locally is pushed and the copy emptied; with nothing
// local the server's list is loaded (see favourites).
const sessionReady = sample({
  clock: [
    sample({ clock: sessionStarted, source: $compare, filter: $compareRestored, fn: (list, { user }) => ({ user, list }) }),
    sample({
      clock: readLocalCompareFx.done,
      source: { user: $user, list: $compare },
      filter: ({ user }) => user !== null,
      fn: ({ user, list }, { result }) => ({ user: user!, list: unionItems(list, result) }),
    }),
  ],
  source: $city,
  fn: (city, { user, list }) => ({ ...ownerOf(user, city), items: list }),
});
sample({
  clock: sessionReady,
  filter: ({ items }) => items.length > 0,
  // The server keeps the order of adding: oldest first.
  fn: ({ items, ...owner }) => ({ ...owner, items: items.slice(0, COMPARE_TOTAL).reverse() }),
  target: mergeFx,
});
sample({
  clock: [sample({ clock: sessionReady, filter: ({ items }) => items.length === 0 }), mergeFx.fail.map(({ params }) => params)],
  fn: ({ userId, cityId }: CompareOfUser) => ({ userId, cityId }),
  target: loadFx,
});
sample({
  clock: compareProductsRequested,
  source: { user: $user, city: $city },
  filter: ({ user }) => user !== null,
  fn: ({ user, city }) => ownerOf(user!, city),
  target: loadFx,
});
sample({ clock: mergeFx.done, fn: (): CollectionItem[] => [], target: writeLocalCompareFx });
$unpushed.on(mergeFx.fail, (_, { params }) => [...params.items].reverse()).reset(mergeFx.done, sessionEnded);
sample({
  clock: mergeFx.fail,
  fn: () => ({ message: COMPARE_TEXTS.mergeFailed, variant: 'warning' as const }),
  target: toastRequested,
});

const serverListArrived = sample({ clock: [loadFx.doneData, mergeFx.doneData] });
sample({ clock: serverListArrived, source: $unpushed, fn: (unpushed, cards) => unionItems(keysOf(cards), unpushed), target: $compare });
$serverCompare.on([serverListArrived, addFx.doneData], (_, cards) => cards);
$serverCompare.on(removeFx.doneData, (cards, left) => left ?? cards);
$serverCompareFailed.on(loadFx.fail, () => true).on(loadFx.done, () => false);

// A visitor's page asks for the products it does not have for this city.
sample({
  clock: compareProductsRequested,
  source: { user: $user, list: $compare, products: $compareProducts, city: $city },
  filter: ({ user, list, products, city }) => user === null && list.some((item) => products[itemKey(item)]?.cityId !== cityIdOf(city)),
  fn: ({ list, products, city }) => ({
    items: list.filter((item) => products[itemKey(item)]?.cityId !== cityIdOf(city)),
    cityId: cityIdOf(city),
  }),
  target: compareProductsFx,
});

// SPEC §4 logout clears the comparison like favourites.
$compare.reset(sessionEnded);
$serverCompare.reset(sessionEnded);
$serverCompareFailed.reset(sessionEnded);
sample({ clock: sessionEnded, fn: (): CollectionItem[] => [], target: writeLocalCompareFx });

sample({
  clock: $compare,
  source: { restored: $compareRestored, user: $user },
  filter: ({ restored, user }) => restored && user === null,
  fn: (_, list) => list,
  target: writeLocalCompareFx,
});
sample({ clock: $compare, fn: (list) => ({ count: list.length }), target: compareChanged });
