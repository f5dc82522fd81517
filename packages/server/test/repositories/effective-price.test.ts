import { DEFAULT_CITY } from '@store/domain';
import { EFFECTIVE_PRICE_SQL } from '../../src/repositories/listing';
import { createTestContext, type TestContext } from '../helpers';

/** The kept shopper's price and the listings kept in price order (011_effective_price, decision 0012). */

interface Listing {
  items: { id: number; price: number }[];
  total: number;
  minPrice: number;
  maxPrice: number;
  producers: { id: number; count: number }[];
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { catalogueCacheMs: 0 } });
});
afterAll(async () => ctx?.close());

const STOCK = DEFAULT_CITY.code;
const list = async (query: string) =>
  (await ctx.app.inject({ url: `/api/category/products?selectedCity=${DEFAULT_CITY.id}&${query}` })).json() as Listing;

/** listing_entries and listing_counts as they would be rebuilt from the prices, links and tree now. */
async function derivedTablesDrift() {
  const [row] = await ctx.db.query<{ missing: number; extra: number; counts: number }>(
    `WITH expected AS (
       SELECT DISTINCT a.ancestor_id AS category_id, pp.stock_code, pp.price, pp.product_id
         FROM product_prices pp JOIN product_categories pc ON pc.product_id = pp.product_id
         JOIN category_ancestors a ON a.category_id = pc.category_id),
     counted AS (
       SELECT category_id, stock_code, count(*)::int AS n FROM expected GROUP BY 1, 2
       UNION ALL SELECT 0, stock_code, count(*)::int FROM product_prices GROUP BY 2)
     SELECT (SELECT count(*)::int FROM (SELECT * FROM expected EXCEPT SELECT * FROM listing_entries) x) AS missing,
            (SELECT count(*)::int FROM (SELECT * FROM listing_entries EXCEPT SELECT * FROM expected) x) AS extra,
            (SELECT count(*)::int FROM counted c FULL JOIN (SELECT * FROM listing_counts WHERE count > 0) k
               ON k.category_id = c.category_id AND k.stock_code = c.stock_code
             WHERE c.n IS DISTINCT FROM k.count) AS counts`,
  );
  return row;
}

describe('the kept shopper price (product_prices.price)', () => {
  it('equals the rule at this moment for every price row once refreshed', async () => {
    await ctx.app.repos.prices.now();
    const rows = await ctx.db.query<{ id: number; kept: number; rule: number }>(
      `SELECT pp.product_id AS id, pp.price AS kept, ${EFFECTIVE_PRICE_SQL} AS rule FROM product_prices pp`,
    );
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.filter((r) => r.kept !== r.rule)).toEqual([]);
  });

  it('follows a write at once: a new sale price moves the product in the listing', async () => {
    const [cheapest] = (await list('sortPrice=ASC&limit=1')).items;
    const [dearest] = (await list('sortPrice=DESC&limit=1')).items;
    await ctx.db.query(
      'UPDATE product_prices SET price_discount = $3, price_discount_end_date = NULL WHERE product_id = $1 AND stock_code = $2',
      [dearest!.id, STOCK, cheapest!.price - 1],
    );
    const after = await list('sortPrice=ASC&limit=1');
    expect(after.items[0]).toEqual(expect.objectContaining({ id: dearest!.id, price: cheapest!.price - 1 }));
    expect(after.minPrice).toBe(cheapest!.price - 1);
    expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });
  });

  it('a discount that ended since the last write is repriced by the scheduled refresh', async () => {
    const [row] = await ctx.db.query<{ product_id: number; price_retail: number; defect_price_retail: number | null; price: number }>(
      `SELECT product_id, price_retail, defect_price_retail, price FROM product_prices
        WHERE stock_code = $1 AND price_discount > 0 AND price_discount_end_date > now() ORDER BY product_id LIMIT 1`,
      [STOCK],
    );
    // The end moves into the past without the write trigger: as if the time had simply passed.
    await ctx.db.query('ALTER TABLE product_prices DISABLE TRIGGER product_prices_set_price');
    await ctx.db.query(
      "UPDATE product_prices SET price_discount_end_date = now() - interval '1 minute', price_until = now() - interval '1 minute' WHERE product_id = $1 AND stock_code = $2",
      [row!.product_id, STOCK],
    );
    await ctx.db.query('ALTER TABLE product_prices ENABLE TRIGGER product_prices_set_price');
    expect(await ctx.app.repos.prices.now()).toBe(1);
    const [kept] = await ctx.db.query<{ price: number; price_until: Date | null }>(
      'SELECT price, price_until FROM product_prices WHERE product_id = $1 AND stock_code = $2',
      [row!.product_id, STOCK],
    );
    const fallback = row!.defect_price_retail && row!.defect_price_retail > 0 ? row!.defect_price_retail : row!.price_retail;
    expect(kept).toEqual({ price: fallback, price_until: null });
    expect(await ctx.app.repos.prices.now()).toBe(0);
    expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });
  });
});

describe('listings kept in price order (listing_entries, listing_counts)', () => {
  it('a product taken out of its category leaves its listings, and comes back when put in again', async () => {
    const before = await list('categorySlug=komp/noutbuki&limit=100');
    const [link] = await ctx.db.query<{ category_id: number; product_id: number }>(
      `SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE c.slug = 'noutbuki' ORDER BY pc.product_id LIMIT 1`,
    );
    await ctx.db.query('DELETE FROM product_categories WHERE category_id = $1 AND product_id = $2', [link!.category_id, link!.product_id]);
    const without = await list('categorySlug=komp/noutbuki&limit=100');
    expect(without.total).toBe(before.total - 1);
    expect(without.items.some((i) => i.id === link!.product_id)).toBe(false);
    expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });

    await ctx.db.query('INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)', [link!.category_id, link!.product_id]);
    expect((await list('categorySlug=komp/noutbuki&limit=100')).total).toBe(before.total);
    expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });
  });

  it('a price removed for the city takes the product out of the count, the producers facet follows', async () => {
    const before = await list('categorySlug=komp/noutbuki&limit=100');
    const item = before.items[0]!;
    const saved = await ctx.db.query<Record<string, unknown>>('SELECT * FROM product_prices WHERE product_id = $1 AND stock_code = $2', [
      item.id,
      STOCK,
    ]);
    await ctx.db.query('DELETE FROM product_prices WHERE product_id = $1 AND stock_code = $2', [item.id, STOCK]);
    const after = await list('categorySlug=komp/noutbuki&limit=100');
    expect(after.total).toBe(before.total - 1);
    expect(after.producers.reduce((sum, p) => sum + p.count, 0)).toBe(before.producers.reduce((sum, p) => sum + p.count, 0) - 1);
    const r = saved[0]!;
    await ctx.db.query(
      'INSERT INTO product_prices (product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail) VALUES ($1, $2, $3, $4, $5, $6)',
      [r.product_id, r.stock_code, r.price_retail, r.price_discount, r.price_discount_end_date, r.defect_price_retail],
    );
    expect((await list('categorySlug=komp/noutbuki&limit=100')).total).toBe(before.total);
    expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });
  });

  it("a price row moved to another stock code leaves one city's listings and enters the other's", async () => {
    const other = 301;
    const [row] = await ctx.db.query<{ product_id: number }>(
      `SELECT product_id FROM product_prices a WHERE stock_code = $1
          AND NOT EXISTS (SELECT 1 FROM product_prices b WHERE b.product_id = a.product_id AND b.stock_code = $2)
        ORDER BY product_id LIMIT 1`,
      [STOCK, other],
    );
    const counts = async () =>
      ctx.db.query<{ stock_code: number; count: number }>(
        'SELECT stock_code, count FROM listing_counts WHERE category_id = 0 AND stock_code = ANY($1::int[]) ORDER BY stock_code',
        [[other, STOCK]],
      );
    const before = await counts();
    await ctx.db.query('UPDATE product_prices SET stock_code = $3 WHERE product_id = $1 AND stock_code = $2', [
      row!.product_id,
      STOCK,
      other,
    ]);
    try {
      expect(await counts()).toEqual(before.map((c) => ({ ...c, count: c.count + (c.stock_code === other ? 1 : -1) })));
      expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });
    } finally {
      await ctx.db.query('UPDATE product_prices SET stock_code = $3 WHERE product_id = $1 AND stock_code = $2', [
        row!.product_id,
        other,
        STOCK,
      ]);
    }
    expect(await counts()).toEqual(before);
  });

  it('a category moved under another parent is listed under its new ancestors only', async () => {
    const [leaf] = await ctx.db.query<{ id: number; parent_id: number }>("SELECT id, parent_id FROM categories WHERE slug = 'noutbuki'");
    const [other] = await ctx.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM categories WHERE parent_id IS NULL AND id <> (SELECT parent_id FROM categories WHERE id = $1) ORDER BY id LIMIT 1',
      [leaf!.id],
    );
    const laptops = (await list('categorySlug=komp/noutbuki')).total;
    const [oldRoot, newRoot] = [(await list('categorySlug=komp')).total, (await list(`categorySlug=${other!.slug}`)).total];
    await ctx.db.query('UPDATE categories SET parent_id = $2 WHERE id = $1', [leaf!.id, other!.id]);
    try {
      expect((await list('categorySlug=komp')).total).toBe(oldRoot - laptops);
      expect((await list(`categorySlug=${other!.slug}`)).total).toBe(newRoot + laptops);
      expect(await derivedTablesDrift()).toEqual({ missing: 0, extra: 0, counts: 0 });
    } finally {
      await ctx.db.query('UPDATE categories SET parent_id = $2 WHERE id = $1', [leaf!.id, leaf!.parent_id]);
    }
  });
});
