import { productPath } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';

/**
 * A listing's item shows the stock of the shopper's stock code (summed over its shops), the main
 * picture and the page under its own category (SPEC §7 category-products). They are kept in
 * `stock_totals` and `product_cards` (migration 034, decision 0066) by triggers; each check below
 * compares the kept rows with the same facts computed from stock, shops, pictures and links, after
 * each kind of change an import, an order or an operator makes.
 */
const COMPUTED_TOTALS = `SELECT s.product_id, sh.code AS stock_code, sum(s.quantity)::int AS quantity
                           FROM stock s JOIN shops sh ON sh.id = s.shop_id GROUP BY 1, 2 ORDER BY 1, 2`;
const KEPT_TOTALS = 'SELECT product_id, stock_code, quantity FROM stock_totals ORDER BY 1, 2';
const COMPUTED_CARDS = `
  SELECT p.id AS product_id,
         (SELECT i.name FROM product_images i WHERE i.product_id = p.id ORDER BY i.main DESC, i.sort LIMIT 1) AS image,
         (SELECT pc.category_id FROM product_categories pc
           WHERE pc.product_id = p.id
           ORDER BY pc.category_id IN (SELECT parent_id FROM categories WHERE parent_id IS NOT NULL), pc.category_id LIMIT 1) AS own_category_id
    FROM products p ORDER BY p.id`;
const KEPT_CARDS = `SELECT p.id AS product_id, c.image, c.own_category_id FROM products p LEFT JOIN product_cards c ON c.product_id = p.id ORDER BY p.id`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function expectKeptToMatch() {
  const [computedTotals, keptTotals, computedCards, keptCards] = await Promise.all([
    ctx.db.query(COMPUTED_TOTALS),
    ctx.db.query(KEPT_TOTALS),
    ctx.db.query(COMPUTED_CARDS),
    ctx.db.query(KEPT_CARDS),
  ]);
  expect(computedTotals.length).toBeGreaterThan(100);
  expect(keptTotals).toEqual(computedTotals);
  expect(keptCards).toEqual(computedCards);
}

/** A listed product of a city: its leaf, the city, the stock code and the slug path of the leaf. */
async function aListedProduct() {
  const [row] = await ctx.db.query<{ product_id: number; city_id: string; stock_code: number; slugs: string[]; category_id: number }>(
    `SELECT pc.product_id, ci.id::text AS city_id, pp.stock_code, cp.slugs, pc.category_id
       FROM product_categories pc
       JOIN category_paths cp ON cp.category_id = pc.category_id AND NOT cp.branch
       JOIN product_prices pp ON pp.product_id = pc.product_id
       JOIN shops sh ON sh.code = pp.stock_code
       JOIN cities ci ON ci.id = sh.city_id
       JOIN stock s ON s.product_id = pc.product_id AND s.shop_id = sh.id AND s.quantity > 0
      ORDER BY pc.product_id, ci.id LIMIT 1`,
  );
  return row!;
}

let asked = 0;
/** The listing item of `product` in its leaf for the city (every ask a new page size, so no kept answer is reused). */
async function listed(product: Awaited<ReturnType<typeof aListedProduct>>) {
  asked += 1;
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/api/category/products?selectedCity=${product.city_id}&categorySlug=${product.slugs.join('/')}&limit=${100 - asked}&sortPrice=ASC`,
  });
  expect(answer.statusCode).toBe(200);
  const items = answer.json<{ items: { id: number; totalQuantity: number; image: string | null; path: string }[] }>().items;
  return items.find((item) => item.id === product.product_id)!;
}

describe('a listing shows the stock, the picture and the page of each product as they change (SPEC §7 category-products)', () => {
  it('as seeded, the kept totals and cards are those computed from stock, pictures and links', async () => {
    await expectKeptToMatch();
  });

  it('stock: an order takes some, an import adds a shop, a shop empties, a shop moves to another stock code', async () => {
    const product = await aListedProduct();
    const before = await listed(product);
    const [{ total }] = (await ctx.db.query<{ total: number }>(
      `SELECT sum(s.quantity)::int AS total FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = $1 AND sh.code = $2`,
      [product.product_id, product.stock_code],
    )) as [{ total: number }];
    expect(before.totalQuantity).toBe(total);

    await ctx.db.query(
      `UPDATE stock SET quantity = quantity - 1 WHERE product_id = $1 AND shop_id = (SELECT min(s.shop_id) FROM stock s JOIN shops sh ON sh.id = s.shop_id
         WHERE s.product_id = $1 AND sh.code = $2 AND s.quantity > 0)`,
      [product.product_id, product.stock_code],
    );
    expect((await listed(product)).totalQuantity).toBe(total - 1);
    await expectKeptToMatch();

    // A shop of the code that did not hold it gets five; then every shop of the code is emptied of it.
    await ctx.db.query(
      `INSERT INTO stock (product_id, shop_id, quantity)
         SELECT $1, sh.id, 5 FROM shops sh WHERE sh.code = $2 AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.product_id = $1 AND s.shop_id = sh.id)
         ORDER BY sh.id LIMIT 1`,
      [product.product_id, product.stock_code],
    );
    await expectKeptToMatch();
    await ctx.db.query(`DELETE FROM stock s USING shops sh WHERE sh.id = s.shop_id AND s.product_id = $1 AND sh.code = $2`, [
      product.product_id,
      product.stock_code,
    ]);
    expect((await listed(product)).totalQuantity).toBe(0);
    await expectKeptToMatch();

    // A shop holding other products moves to a stock code of its own.
    await ctx.db.query(`UPDATE shops SET code = 9999 WHERE id = (SELECT min(shop_id) FROM stock WHERE quantity > 0)`);
    await expectKeptToMatch();
  });

  it('pictures: a new main picture, then its removal', async () => {
    const product = await aListedProduct();
    const first = (await listed(product)).image;
    await ctx.db.query(`INSERT INTO product_images (product_id, name, main, sort) VALUES ($1, 'novaya.webp', true, -1)`, [
      product.product_id,
    ]);
    await ctx.db.query(`UPDATE product_images SET main = false WHERE product_id = $1 AND name <> 'novaya.webp'`, [product.product_id]);
    expect((await listed(product)).image).toBe('novaya.webp');
    await expectKeptToMatch();
    await ctx.db.query(`DELETE FROM product_images WHERE product_id = $1 AND name = 'novaya.webp'`, [product.product_id]);
    expect((await listed(product)).image).toBe(first);
    await expectKeptToMatch();
  });

  it('links and the tree: a product linked to a new child of its leaf, the child removed, the leaf turned into a branch', async () => {
    const product = await aListedProduct();
    const before = await listed(product);
    expect(before.path).toBe(productPath(product.slugs, product.product_id));

    const [{ id: child }] = (await ctx.db.query<{ id: number }>(
      `INSERT INTO categories (id, parent_id, slug, name, sort) SELECT max(id) + 1, $1, 'novinki', 'Новинки', 0 FROM categories RETURNING id`,
      [product.category_id],
    )) as [{ id: number }];
    await ctx.db.query('INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)', [product.product_id, child]);
    // Its own category is the new leaf now: the page moves under it, in the old leaf's listing too.
    expect((await listed(product)).path).toBe(productPath([...product.slugs, 'novinki'], product.product_id));
    await expectKeptToMatch();

    await ctx.db.query('DELETE FROM product_categories WHERE category_id = $1', [child]);
    await ctx.db.query('DELETE FROM categories WHERE id = $1', [child]);
    expect((await listed(product)).path).toBe(before.path);
    await expectKeptToMatch();

    // The leaf becomes a branch by a child without this product: the product's own category is still the old one.
    await ctx.db.query(
      `INSERT INTO categories (id, parent_id, slug, name, sort) SELECT max(id) + 1, $1, 'pustaya', 'Пустая', 0 FROM categories`,
      [product.category_id],
    );
    await expectKeptToMatch();
  });
});
