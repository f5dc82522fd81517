import { DEFAULT_CITY, parseStorePath } from '@store/domain';
import { createTestContext, signIn, type SignedInUser, type TestContext } from '../helpers';

interface Card {
  id?: number;
  productId?: number;
  defectSerialNumber?: string | null;
  path: string;
}

let ctx: TestContext;
let user: SignedInUser;
let defect: { product_id: number; serial_number: string };
/** Product id → its page, from a plain join of the seed's three-level tree (leaf, its parent). */
let expected: Map<number, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await signIn(ctx, '79990003001');
  const rows = await ctx.db.query<{ product_id: number; leaf: string; parent: string | null }>(
    `SELECT pc.product_id, leaf.slug AS leaf, parent.slug AS parent
       FROM product_categories pc JOIN categories leaf ON leaf.id = pc.category_id LEFT JOIN categories parent ON parent.id = leaf.parent_id`,
  );
  expected = new Map(rows.map((r) => [r.product_id, `/store/${r.parent ? `${r.parent}/` : ''}${r.leaf}/${r.product_id}.html`]));
  defect = (
    await ctx.db.query<typeof defect>(
      'SELECT product_id, serial_number FROM product_defects WHERE stock_code = 353 AND quantity > 0 ORDER BY serial_number LIMIT 1',
    )
  )[0]!;
});
afterAll(async () => ctx?.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
const defectPath = (productId: number, serial: string) => `${expected.get(productId)}?defect=${encodeURIComponent(serial)}`;

describe('`path` of every product card: the product page (SPEC §2 addresses, productPath of the domain)', () => {
  it('the seed has the addresses the pages link to', () => {
    expect(expected.get(1)).toBe('/store/krupnaya-tehnika/holodilniki/1.html');
    expect(parseStorePath(expected.get(1)!)).toEqual({ kind: 'product', slugs: ['krupnaya-tehnika', 'holodilniki'], productId: 1 });
  });

  it('category listing: each item under its own category, also when a parent category lists several', async () => {
    const { items } = await get<{ items: Card[] }>(
      `/api/category/products?categorySlug=bytovaya-tehnika&limit=100&selectedCity=${DEFAULT_CITY.id}`,
    );
    expect(new Set(items.map((i) => i.path.split('/')[3])).size).toBeGreaterThan(1);
    for (const item of items) expect(item.path).toBe(expected.get(item.id!));
  });

  it('a top category with leaves right under it: /store/{top}/{leaf}/{id}.html', async () => {
    const { items } = await get<{ items: Card[] }>('/api/category/products?categorySlug=komp/noutbuki&limit=3');
    expect(items[0]!.path).toBe(`/store/komp/noutbuki/${items[0]!.id}.html`);
  });

  it('marked-down items (DEFECTS) link to their own page with ?defect=', async () => {
    const { items } = await get<{ items: Card[] }>(`/api/category/products?type=DEFECTS&limit=100&selectedCity=${DEFAULT_CITY.id}`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.path).toBe(defectPath(item.id!, item.defectSerialNumber!));
    expect(items[0]!.path).toMatch(/\.html\?defect=%D0%A3-\d{7}$/);
  });

  it('laptops of the home page: the product page, and the SPEC category path beside it', async () => {
    const { results } = await get<{ results: (Card & { categoryPath: string })[] }>('/api/laptops');
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.path).toBe(`/store/komp/noutbuki/${r.id}.html`);
      expect(r.categoryPath).toBe('/store/komp/noutbuki');
    }
  });

  it('search results', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: { query: 'холодильник', stockId: 353 } });
    const { products } = res.json() as { products: Card[] };
    expect(products).toHaveLength(6);
    for (const p of products) expect(p.path).toBe(`/store/krupnaya-tehnika/holodilniki/${p.id}.html`);
  });

  it('favourites and cart lines, a marked-down item with ?defect=', async () => {
    const items = [{ productId: 1 }, { productId: defect.product_id, defectSerialNumber: defect.serial_number }];
    await ctx.app.inject({
      method: 'POST',
      url: '/api/favorites/add-many',
      headers: user.headers,
      payload: { userId: user.id, products: items },
    });
    const favourites = await get<{ items: Card[] }>(`/api/favorites/${user.id}`, user.headers);
    expect(favourites.items.map((i) => i.path)).toEqual([defectPath(defect.product_id, defect.serial_number), expected.get(1)]);

    const cartList = items.map((i) => ({ id: i.productId, defectSerialNumber: i.defectSerialNumber ?? null, quantity: 1 }));
    await ctx.app.inject({ method: 'POST', url: '/api/cart/add-many', headers: user.headers, payload: { userId: user.id, cartList } });
    const cart = await get<{ cartList: Card[] }>(`/api/cart/find?userId=${user.id}`, user.headers);
    expect(cart.cartList.map((l) => l.path)).toEqual([expected.get(1), defectPath(defect.product_id, defect.serial_number)]);
  });

  it('the product answer: its canonical path and category chain; with a serial number, the marked-down page', async () => {
    const product = await get<{ path: string; categorySlugs: string[] }>('/api/product/1');
    expect(product.categorySlugs).toEqual(['bytovaya-tehnika', 'krupnaya-tehnika', 'holodilniki']);
    expect(product.path).toBe('/store/krupnaya-tehnika/holodilniki/1.html');
    const marked = await get<{ path: string }>(
      `/api/product/${defect.product_id}?defectSerialNumber=${encodeURIComponent(defect.serial_number)}&selectedCity=${DEFAULT_CITY.id}`,
    );
    expect(marked.path).toBe(defectPath(defect.product_id, defect.serial_number));
  });
});
