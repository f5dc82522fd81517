import { $city, compareChanged, toastRequested } from '@store/bus';
import { COMPARE_LIMIT, itemKey, sameItem, type ItemRef } from '@store/domain';
import { attach, createEvent, sample } from 'effector';
import { createProductCollection } from '../../../entities/product-collection';
import { compareStorage, type CompareItemAnswer } from '../../../shared/api/collections';
import { fetchCollectionProductsFx, type CollectionProduct } from '../../../shared/api/product-details';
import { COMPARE_PER_CATEGORY, COMPARE_TEXTS, COMPARE_TOTAL } from '../config/limits';

/**
 * The comparison list (SPEC §3 Compare, persisted locally as `compare`): a product collection of at
 * most COMPARE_TOTAL goods, kept by the server in the order of adding. Adding is instant; once the
 * item's category is known (the product answer for a visitor, the server's answer for a user) an
 * item beyond COMPARE_PER_CATEGORY of its category is taken back with a toast.
 */
export const comparison = createProductCollection({
  name: 'catalog.compare',
  storage: compareStorage,
  serverOrder: 'oldest first',
  pushLimit: COMPARE_LIMIT,
  limit: { count: COMPARE_TOTAL, text: COMPARE_TEXTS.totalFull },
  texts: COMPARE_TEXTS,
  countChanged: compareChanged,
});

export const {
  $items: $compare,
  $restored: $compareRestored,
  $products: $compareProducts,
  $server: $serverCompare,
  started: compareStarted,
  toggled: compareToggled,
  removed: compareRemoved,
  cardsRequested: compareProductsRequested,
} = comparison;

/** «Очистить категорию»: the items of one category leave the comparison. */
export const compareCategoryCleared = createEvent<number>();

const categoryCheckFx = attach({ effect: fetchCollectionProductsFx });
sample({ clock: categoryCheckFx.done, target: comparison.productsLoaded });

type Products = Record<string, CollectionProduct | undefined>;
const byKey = (entries: readonly CollectionProduct[]): Products => Object.fromEntries(entries.map((entry) => [itemKey(entry.item), entry]));

/** The category of an item, from whichever source knows it. */
const categoryIn = (products: Products, server: readonly CompareItemAnswer[]) => (item: ItemRef) =>
  products[itemKey(item)]?.product?.categories[0]?.id ?? server.find((card) => sameItem(card, item))?.category?.id;

// A visitor's new item: its product (and that of kept items not fetched yet) tells its category.
sample({
  clock: comparison.added,
  source: { user: comparison.$user, list: $compare, products: $compareProducts, city: $city },
  filter: ({ user }) => user === null,
  fn: ({ list, products, city }, item) => ({
    items: [item, ...list.filter((x) => !sameItem(x, item) && !products[itemKey(x)])],
    cityId: city?.cityId ?? null,
  }),
  target: categoryCheckFx,
});

// Once an added item's category is known (a visitor's from its product, a user's from the server's
// answer, which tells every item's), one past COMPARE_PER_CATEGORY of it, or one whose product is
// gone, is taken back.
const checked = sample({
  clock: [
    sample({
      clock: categoryCheckFx.done,
      source: $compareProducts,
      fn: (products: Products, { params, result }) => ({ item: params.items[0]!, products: { ...products, ...byKey(result) }, server: [] }),
    }),
    sample({
      clock: comparison.addFx.done,
      fn: ({ params, result }) => ({ item: params.items[0]!, products: {} as Products, server: result }),
    }),
  ],
  source: $compare,
  fn: (list, { item, products, server }: { item: ItemRef; products: Products; server: readonly CompareItemAnswer[] }) => {
    const categoryOf = categoryIn(products, server);
    const category = categoryOf(item);
    const gone = products[itemKey(item)]?.product === null;
    const sameCategory = list.filter((x) => !sameItem(x, item) && category !== undefined && categoryOf(x) === category);
    return { item, gone, full: sameCategory.length >= COMPARE_PER_CATEGORY };
  },
});
sample({ clock: checked, filter: ({ gone, full }) => gone || full, fn: ({ item }) => [item], target: comparison.itemsRemoved });
sample({
  clock: checked,
  filter: ({ gone, full }) => full && !gone,
  fn: () => ({ message: COMPARE_TEXTS.categoryFull, variant: 'warning' as const }),
  target: toastRequested,
});

// «Очистить категорию».
sample({
  clock: compareCategoryCleared,
  source: { list: $compare, products: $compareProducts, server: $serverCompare },
  fn: ({ list, products, server }, categoryId) => list.filter((item) => categoryIn(products, server)(item) === categoryId),
  target: comparison.itemsRemoved,
});
