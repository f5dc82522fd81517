import { COMPARE_LIMIT, DEFAULT_CITY, compareLimitText, productPriceForCity } from '@store/domain';
import { collectionClient, collectionFixtures, type DefectInStock } from '../../helpers/collection-client';
import { itKeepsTheCollectionRules } from '../../helpers/collection-rules';
import type { SignedInUser, TestContext } from '../../helpers';

interface CompareItemDto {
  productId: number;
  defectSerialNumber: string | null;
  title: string;
  path: string;
  image: string | null;
  price: number | null;
  oldPrice: number | null;
  priceRetail: number | null;
  status: string;
  available: boolean;
  producer: string | null;
  category: { id: number; slug: string; name: string } | null;
  attributes: Record<string, string>;
  defectReason: string | null;
}
interface CompareDto {
  items: CompareItemDto[];
  message?: string;
}

// Made once for the file by `collectionFixtures`.
let ctx: TestContext, user: SignedInUser, other: SignedInUser, defect: DefectInStock;
let discounted: number;

beforeAll(async () => {
  ({ ctx, user, other, defect } = await collectionFixtures(['79990004001', '79990004002']));
  discounted = (
    await ctx.db.query<{ product_id: number }>(
      "SELECT product_id FROM product_prices WHERE stock_code = 353 AND price_discount > 0 AND price_discount_end_date > '2029-01-01' ORDER BY product_id LIMIT 1",
    )
  )[0]!.product_id;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM compare_items');
});

const { addMany, list, remove, clear } = collectionClient<CompareDto>('/api/compare', () => ({ ctx, user }));

describe('server comparison list (SPEC §2 /compare, §4 Sign-in)', () => {
  it('add-many stores the items in the order added; GET answers cards with what the table compares', async () => {
    const added = await addMany([{ productId: 1 }, { productId: defect.product_id, defectSerialNumber: defect.serial_number }]);
    expect(added.status).toBe(200);
    const { status, body } = await list(user, user.id, `?selectedCity=${DEFAULT_CITY.id}`);
    expect(status).toBe(200);
    expect(added.body).toEqual(body);
    expect(body.items.map((i) => [i.productId, i.defectSerialNumber])).toEqual([
      [1, null],
      [defect.product_id, defect.serial_number],
    ]);
    const [fridge, marked] = body.items as [CompareItemDto, CompareItemDto];
    expect(fridge).toMatchObject({
      path: '/store/krupnaya-tehnika/holodilniki/1.html',
      category: { slug: 'holodilniki', name: 'Холодильники' },
      available: true,
    });
    expect(fridge.title).toMatch(/^Холодильник /);
    expect(fridge.title).toContain(fridge.producer);
    expect(Object.keys(fridge.attributes)).toEqual(expect.arrayContaining(['Объём, л', 'Цвет', 'Гарантия']));
    expect(marked).toMatchObject({ defectReason: defect.reason, status: 'inStock' });
    expect(marked.path).toBe(`${marked.path.split('?')[0]}?defect=${encodeURIComponent(defect.serial_number)}`);
    // A marked-down item costs less than a new one: the new one's price is struck through.
    expect(marked.oldPrice).toBe(marked.priceRetail);
    expect(marked.price!).toBeLessThan(marked.oldPrice!);
  });

  it('prices by the domain rule: a running discount shows the retail price struck through', async () => {
    const { body } = await addMany([{ productId: discounted }]);
    const product = (await ctx.app.inject({ url: `/api/product/${discounted}?selectedCity=${DEFAULT_CITY.id}` })).json() as {
      productPrices: Parameters<typeof productPriceForCity>[0]['productPrices'];
    };
    const expected = productPriceForCity({ productPrices: product.productPrices, productDefects: [] }, 353, new Date());
    expect(body.items[0]!.price).toBe(expected);
    expect(body.items[0]!.oldPrice).toBe(product.productPrices[0]!.priceRetail);
    expect(body.items[0]!.oldPrice!).toBeGreaterThan(body.items[0]!.price!);
  });

  it('is idempotent: pushing the local copy again adds nothing', async () => {
    await addMany([{ productId: 1 }, { productId: 2 }]);
    const { status, body } = await addMany([{ productId: 2 }, { productId: 1, defectSerialNumber: null }, { productId: 2 }]);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.productId)).toEqual([1, 2]);
  });

  it(`holds at most ${COMPARE_LIMIT} goods: one more is a 422 and nothing of that push is stored`, async () => {
    const ids = Array.from({ length: COMPARE_LIMIT }, (_, i) => ({ productId: i + 1 }));
    expect((await addMany(ids)).body.items).toHaveLength(COMPARE_LIMIT);
    expect((await addMany(ids)).status).toBe(200);
    const over = await addMany([{ productId: 1 }, { productId: COMPARE_LIMIT + 1 }]);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(compareLimitText());
    expect((await list()).body.items).toHaveLength(COMPARE_LIMIT);
    await remove('productId=1');
    expect((await addMany([{ productId: COMPARE_LIMIT + 1 }])).status).toBe(200);
  });

  it('two pushes at once cannot pass the limit together', async () => {
    await addMany(Array.from({ length: COMPARE_LIMIT - 1 }, (_, i) => ({ productId: i + 1 })));
    const results = await Promise.all([addMany([{ productId: 100 }]), addMany([{ productId: 101 }])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await list()).body.items).toHaveLength(COMPARE_LIMIT);
  });

  it('DELETE item removes one (the plain product, not its marked-down item); DELETE clears; repeating is harmless', async () => {
    await addMany([
      { productId: defect.product_id },
      { productId: defect.product_id, defectSerialNumber: defect.serial_number },
      { productId: 3 },
    ]);
    for (let i = 0; i < 2; i += 1) {
      const { status, body } = await remove(`productId=${defect.product_id}`);
      expect(status).toBe(200);
      expect(body.items.map((it) => it.defectSerialNumber)).toEqual([defect.serial_number, null]);
    }
    const { body } = await remove(`productId=${defect.product_id}&defectSerialNumber=${encodeURIComponent(defect.serial_number)}`);
    expect(body.items.map((it) => it.productId)).toEqual([3]);
    for (let i = 0; i < 2; i += 1) expect(await clear()).toEqual({ status: 200, body: { items: [] } });
  });

  itKeepsTheCollectionRules({
    client: collectionClient('/api/compare', () => ({ ctx, user })),
    fixtures: () => ({ user, other, defect }),
    pushLimit: COMPARE_LIMIT,
    clearable: true,
  });
});
