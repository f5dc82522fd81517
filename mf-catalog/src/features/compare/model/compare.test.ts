import { ApiError, type Product } from '@store/api-client';
import { $city, $compareCount, $session, citySelected, sessionEnded, toastRequested } from '@store/bus';
import { compareLimitText, itemKey, type ItemRef as CollectionItem } from '@store/domain';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { compareStorage, type CompareItemAnswer } from '../../../shared/api/collections';
import { fetchCollectionProductsFx, type CollectionProducts } from '../../../shared/api/product-details';
import { unionItems } from '../../../shared/lib/item-list';
import { COMPARE_TEXTS } from '../config/limits';
import {
  $compare,
  $compareProducts,
  $serverCompare,
  compareCategoryCleared,
  compareProductsRequested,
  compareStarted,
  compareToggled,
} from './compare';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const angarsk = { cityId: 2002, shopId: 21, code: 302, name: 'Ангарск' };
const fridges = { id: 10, name: 'Холодильники' };
const drills = { id: 20, name: 'Дрели' };

const item = (productId: number, defectSerialNumber: string | null = null): CollectionItem => ({ productId, defectSerialNumber });

const product = (id: number, category: { id: number; name: string }): Product => ({
  id,
  sku: `SKU${id}`,
  title: `Товар ${id}`,
  producer: null,
  description: null,
  attributes: { Цвет: 'белый' },
  weightKg: 1,
  dimensionsCm: [10, 10, 10],
  status: 'inStock',
  categories: [{ ...category, slug: `c${category.id}`, parent: null, deliveryPrice: null, percentPrepayment: null, assemblyService: null }],
  productImages: [],
  productPrices: [],
  productDefects: [],
  metaProducts: [],
  defectSerialNumber: null,
  defectReason: null,
  totalQuantity: 1,
  assembledQuantity: 0,
  categorySlugs: [`c${category.id}`],
  path: `/store/c${category.id}/${id}.html`,
});

/** Products 1–9 are fridges, 20–29 drills, anything else is gone (404). */
const catalogue = (id: number): Product | null => (id < 10 ? product(id, fridges) : id < 30 ? product(id, drills) : null);

function setup(local: CollectionItem[] = []) {
  const requests: CollectionProducts[] = [];
  const written: CollectionItem[][] = [];
  const scope = fork({
    values: [[$city, usolye]],
    handlers: [
      [compareStorage.readLocalFx, () => local],
      [compareStorage.writeLocalFx, (items: CollectionItem[]) => void written.push(items)],
      [
        fetchCollectionProductsFx,
        async (params: CollectionProducts) => {
          requests.push(params);
          return params.items.map((i) => ({ item: i, product: catalogue(i.productId) }));
        },
      ],
    ],
  });
  const toasts: string[] = [];
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
  return { scope, requests, written, toasts };
}

const toggle = (scope: Scope, i: CollectionItem) => allSettled(compareToggled, { scope, params: i });

describe('comparison list of a visitor (SPEC §3 compare, persisted locally)', () => {
  it('restores the local copy and publishes the count for the header', async () => {
    const { scope } = setup([item(1), item(2)]);
    await allSettled(compareStarted, { scope });
    expect(scope.getState($compare)).toEqual([item(1), item(2)]);
    expect(scope.getState($compareCount)).toBe(2);
  });

  it('keeps and writes a good added before the local copy was read (a tap replayed after hydration)', async () => {
    const { scope, written } = setup([item(2)]);
    await toggle(scope, item(1));
    // Written at once, before Collections start (a reload now keeps it).
    expect(written.at(-1)).toContainEqual(item(1));
    expect(written.at(-1)).toContainEqual(item(2));
    await allSettled(compareStarted, { scope });
    expect(scope.getState($compare)).toContainEqual(item(1));
  });

  it('adds at once, learns the category from the product and writes the local copy', async () => {
    const { scope, written } = setup();
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(1));
    expect(scope.getState($compare)).toEqual([item(1)]);
    expect(scope.getState($compareProducts)[itemKey(item(1))]?.product?.categories[0]?.id).toBe(fridges.id);
    expect(written.at(-1)).toEqual([item(1)]);
    await toggle(scope, item(1));
    expect(scope.getState($compare)).toEqual([]);
  });

  it('keeps a marked-down item apart from the new product', async () => {
    const { scope } = setup();
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(1));
    await toggle(scope, item(1, 'SN-7'));
    expect(scope.getState($compare)).toEqual([item(1, 'SN-7'), item(1)]);
  });

  it('takes back a fifth item of one category with a toast, while other categories still fit', async () => {
    const { scope, toasts } = setup([item(1), item(2), item(3), item(4)]);
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(5));
    expect(scope.getState($compare)).toEqual([item(1), item(2), item(3), item(4)]);
    expect(toasts).toEqual([COMPARE_TEXTS.categoryFull]);
    await toggle(scope, item(21));
    expect(scope.getState($compare)).toEqual([item(21), item(1), item(2), item(3), item(4)]);
  });

  it('fetches only what it does not know yet', async () => {
    const { scope, requests } = setup([item(1)]);
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(21));
    await toggle(scope, item(22));
    expect(requests.map((r) => r.items.map((i) => i.productId))).toEqual([[21, 1], [22]]);
  });

  it('drops an item whose product is gone', async () => {
    const { scope } = setup();
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(99));
    expect(scope.getState($compare)).toEqual([]);
  });

  it('clears one category', async () => {
    const { scope } = setup();
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(1));
    await toggle(scope, item(21));
    await allSettled(compareCategoryCleared, { scope, params: fridges.id });
    expect(scope.getState($compare)).toEqual([item(21)]);
  });

  it('loads the products of the page again for another city', async () => {
    const { scope, requests } = setup([item(1), item(21)]);
    await allSettled(compareStarted, { scope });
    await allSettled(compareProductsRequested, { scope });
    await allSettled(compareProductsRequested, { scope });
    expect(requests).toHaveLength(1);
    await allSettled(citySelected, { scope, params: angarsk });
    await allSettled(compareProductsRequested, { scope });
    expect(requests.map((r) => r.cityId)).toEqual([usolye.cityId, angarsk.cityId]);
    expect(scope.getState($compareProducts)[itemKey(item(21))]?.cityId).toBe(angarsk.cityId);
  });

  it('logout clears the comparison (SPEC §4)', async () => {
    const { scope, written } = setup([item(1)]);
    await allSettled(compareStarted, { scope });
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($compare)).toEqual([]);
    expect(written.at(-1)).toEqual([]);
    expect(scope.getState($compareCount)).toBe(0);
  });
});

const user = { id: 7, firstName: 'Иван', lastName: 'Иванов', phone: '79001234567', email: null, isLegal: false };

const serverCard = (i: CollectionItem): CompareItemAnswer => {
  const p = catalogue(i.productId)!;
  return {
    ...i,
    title: p.title,
    sku: p.sku,
    image: null,
    status: 'inStock',
    price: 100,
    priceRetail: 100,
    oldPrice: null,
    defectReason: null,
    totalQuantity: 1,
    available: true,
    path: p.path,
    producer: null,
    category: { id: p.categories[0]!.id, name: p.categories[0]!.name, slug: p.categories[0]!.slug },
    attributes: p.attributes,
  };
};

function signedInSetup({ local = [] as CollectionItem[], server = [] as CollectionItem[], failAdd = 0 } = {}) {
  let stored = [...server];
  const pushed: CollectionItem[][] = [];
  const deleted: CollectionItem[][] = [];
  const productRequests: CollectionProducts[] = [];
  const scope = fork({
    values: [
      [$city, usolye],
      [$session, { isAuth: true, user }],
    ],
    handlers: [
      [compareStorage.readLocalFx, () => local],
      [compareStorage.writeLocalFx, () => undefined],
      [fetchCollectionProductsFx, async (params: CollectionProducts) => (productRequests.push(params), [])],
      [compareStorage.fetchFx, async () => stored.map(serverCard)],
      [
        compareStorage.addFx,
        async ({ items }: { items: CollectionItem[] }) => {
          pushed.push(items);
          if (failAdd) throw new ApiError(failAdd, 'refused');
          stored = unionItems(stored, items);
          return stored.map(serverCard);
        },
      ],
      [
        compareStorage.removeFx,
        async ({ items }: { items: CollectionItem[] }) => {
          deleted.push(items);
          stored = stored.filter((s) => !items.some((i) => i.productId === s.productId && i.defectSerialNumber === s.defectSerialNumber));
          return stored.map(serverCard);
        },
      ],
    ],
  });
  const toasts: string[] = [];
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
  return { scope, pushed, deleted, toasts, productRequests, stored: () => stored };
}

describe('comparison of a signed-in user (kept on the server)', () => {
  it('pushes the local items when a session starts and shows the merged list, newest first', async () => {
    const { scope, pushed } = signedInSetup({ local: [item(2), item(1)], server: [item(21)] });
    await allSettled(compareStarted, { scope });
    // Oldest first for the server, which keeps the order of adding.
    expect(pushed).toEqual([[item(1), item(2)]]);
    expect(scope.getState($compare)).toEqual([item(2), item(1), item(21)]);
    expect(scope.getState($compareCount)).toBe(3);
  });

  it('adds on the server and asks for no product: the answer tells the category', async () => {
    const { scope, stored, productRequests } = signedInSetup({ server: [item(1)] });
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(2));
    expect(stored()).toEqual([item(1), item(2)]);
    expect(scope.getState($compare)).toEqual([item(2), item(1)]);
    expect(productRequests).toEqual([]);
  });

  it('takes a fifth item of a category back from the server too', async () => {
    const { scope, deleted, toasts } = signedInSetup({ server: [item(1), item(2), item(3), item(4)] });
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(5));
    expect(scope.getState($compare)).toHaveLength(4);
    expect(deleted).toEqual([[item(5)]]);
    expect(toasts).toEqual([COMPARE_TEXTS.categoryFull]);
  });

  it('rolls back with the limit text when the server refuses past COMPARE_LIMIT', async () => {
    const { scope, toasts } = signedInSetup({ failAdd: 422 });
    await allSettled(compareStarted, { scope });
    await toggle(scope, item(1));
    expect(scope.getState($compare)).toEqual([]);
    expect(toasts).toEqual([compareLimitText()]);
  });

  it('removes a whole category on the server', async () => {
    const { scope, stored } = signedInSetup({ server: [item(1), item(2), item(21)] });
    await allSettled(compareStarted, { scope });
    await allSettled(compareCategoryCleared, { scope, params: fridges.id });
    expect(scope.getState($compare)).toEqual([item(21)]);
    expect(stored()).toEqual([item(21)]);
  });

  it("loads the server's cards for the page", async () => {
    const { scope } = signedInSetup({ server: [item(1)] });
    await allSettled(compareStarted, { scope });
    await allSettled(compareProductsRequested, { scope });
    expect(scope.getState($serverCompare).map((c) => c.productId)).toEqual([1]);
  });
});
