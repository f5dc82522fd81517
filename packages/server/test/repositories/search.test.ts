import { DEFAULT_CITY, searchTokens } from '@store/domain';
import type { Db, QueryOptions } from '../../src/db';
import { searchRepository } from '../../src/repositories/search';
import { KEPT_SQL, PREFIX_WORDS_MAX, QUERIES_SQL, RANK_SQL } from '../../src/repositories/search-sql';
import { catalogueHousekeeping } from '../../src/services/housekeeping';
import { createTestContext, onOneSession, type TestContext } from '../helpers';

/** Each query's ranked matches kept in the database for one catalogue version (012_search_matches, decision 0014). */

interface SearchAnswer {
  products: { id: number; title: string; price: number }[];
  productsCount: number;
  parentCategories: { id: number; slug: string; name: string; path: string }[];
  correctedQuery: string | null;
  droppedWords: string[];
}

interface KeptRow {
  query: string;
  used_query: string | null;
  version: number;
  ids: number[];
  total: number;
  used_at: Date;
}

let ctx: TestContext;
beforeAll(async () => {
  // No answer cache of the instance: every request reads the database.
  ctx = await createTestContext(undefined, { settings: { catalogueCacheMs: 0 } });
});
afterAll(async () => ctx?.close());

const STOCK = DEFAULT_CITY.code;
const search = async (query: string, offset = 0, stockId: number = STOCK) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: { query, stockId, offset } });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchAnswer;
};
/** The same search with nothing kept: the matches ranked afresh. */
const fresh = async (query: string, offset = 0, stockId: number = STOCK) => {
  await ctx.db.query('DELETE FROM search_matches');
  return search(query, offset, stockId);
};
const kept = (query: string, stockCode: number = STOCK) =>
  ctx.db.query<KeptRow>('SELECT query, used_query, version, ids, total, used_at FROM search_matches WHERE query = $1 AND stock_code = $2', [
    query,
    stockCode,
  ]);
const version = async () => (await ctx.db.query<{ version: number }>('SELECT version FROM search_version'))[0]!.version;
const ids = (answer: SearchAnswer) => answer.products.map((p) => p.id);
/** RANK_SQL's parameters for a first try of `query` (no producer spelled in the other script). */
const rankParams = (query: string) => [query, STOCK, 0, searchTokens(query), [], [], [], null, [], true];

describe('a search keeps its ranked matches for the catalogue version', () => {
  it('a repeated search answers the same products, order, count and parents from one kept row', async () => {
    const first = await fresh('холодильник');
    expect(first.productsCount).toBeGreaterThan(6);
    const [row, ...others] = await kept('холодильник');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ version: await version(), total: first.productsCount });
    expect(row!.ids).toHaveLength(first.productsCount);
    expect(row!.ids.slice(0, 6)).toEqual(ids(first));
    expect(await search('холодильник')).toEqual(first);
  });

  it('answers from the kept row while the version holds (not by ranking again)', async () => {
    const answer = await fresh('холодильник');
    await ctx.db.query("UPDATE search_matches SET total = 9999, ids = '{}' WHERE query = 'холодильник'");
    expect(await search('холодильник')).toEqual({ ...answer, products: [], productsCount: 9999 });
    expect(await fresh('холодильник')).toEqual(answer);
  });

  it('the second page comes from the same kept set, as ranking afresh would answer it', async () => {
    const first = await fresh('холодильник');
    const second = await search('холодильник', 6);
    const [row] = await kept('холодильник');
    expect(ids(second)).toEqual(row!.ids.slice(6, 12));
    expect(second.productsCount).toBe(first.productsCount);
    expect(second.parentCategories).toEqual(first.parentCategories);
    expect(await kept('холодильник')).toHaveLength(1);
    expect(await fresh('холодильник', 6)).toEqual(second);
  });

  it('keeps a query that finds nothing, and a corrected query under the words typed, with the words it used', async () => {
    await ctx.db.query('DELETE FROM search_matches');
    expect((await search('звездолёт')).productsCount).toBe(0);
    expect(await kept('звездолет')).toEqual([expect.objectContaining({ total: 0, ids: [], used_query: null })]);
    const layout = await search('[jkjlbkmybr');
    expect(layout.correctedQuery).toBe('холодильник');
    // The key is the query's words as the search reads them (lower case, «ё» as «е», no punctuation).
    expect(await kept('jkjlbkmybr')).toEqual([expect.objectContaining({ total: layout.productsCount, used_query: 'холодильник' })]);
    expect(await kept('холодильник')).toEqual([]);
    expect(await search('[jkjlbkmybr')).toEqual(layout);
    expect(await search('[JKJLBKMYBR')).toEqual(layout);
  });

  it('concurrent first searches of one query answer alike and keep one row', async () => {
    await ctx.db.query('DELETE FROM search_matches');
    const answers = await Promise.all([0, 1, 2, 3].map(() => search('стиральная машина')));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await kept('стиральная машина')).toHaveLength(1);
  });
});

describe('a change of what a search finds shows in the very next search (the version changes)', () => {
  it('a product whose title changes', async () => {
    const before = await search('холодильник');
    const target = before.products[0]!;
    const v = await version();
    await ctx.db.query('UPDATE products SET title = $2 WHERE id = $1', [target.id, 'Морозильный ларь Пингвин ZZ-1']);
    try {
      expect(await version()).toBeGreaterThan(v);
      const after = await search('холодильник');
      // Its category («Холодильники») still names it, a word form only: it now ranks after every title holding the word.
      expect(after.productsCount).toBe(before.productsCount);
      expect((await kept('холодильник'))[0]!.ids.at(-1)).toBe(target.id);
      expect(await search('пингвин')).toMatchObject({
        productsCount: 1,
        products: [{ id: target.id, title: 'Морозильный ларь Пингвин ZZ-1' }],
      });
      expect(after).toEqual(await fresh('холодильник'));
    } finally {
      await ctx.db.query('UPDATE products SET title = $2 WHERE id = $1', [target.id, target.title]);
    }
    expect(await search('холодильник')).toEqual(before);
  });

  it('a new product', async () => {
    const before = await search('холодильник');
    const [leaf] = await ctx.db.query<{ category_id: number }>('SELECT category_id FROM product_categories WHERE product_id = $1', [
      before.products[0]!.id,
    ]);
    const id = 900_001;
    await ctx.db.query(
      `INSERT INTO products (id, sku, title, status, weight_kg, length_cm, width_cm, height_cm)
       VALUES ($1, 'TS-NEW-0001', 'Холодильник Новинка QX-1', 'inStock', 60, 60, 60, 180)`,
      [id],
    );
    await ctx.db.query('INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)', [leaf!.category_id, id]);
    await ctx.db.query('INSERT INTO product_prices (product_id, stock_code, price_retail) VALUES ($1, $2, 19999)', [id, STOCK]);
    try {
      const after = await search('холодильник');
      expect(after.productsCount).toBe(before.productsCount + 1);
      expect(await search('новинка')).toMatchObject({ productsCount: 1, products: [{ id, price: 19999 }] });
      expect(after).toEqual(await fresh('холодильник'));
    } finally {
      await ctx.db.query('DELETE FROM product_prices WHERE product_id = $1', [id]);
      await ctx.db.query('DELETE FROM product_categories WHERE product_id = $1', [id]);
      await ctx.db.query('DELETE FROM products WHERE id = $1', [id]);
    }
    expect(await search('холодильник')).toEqual(before);
  });

  it("a product removed from a city's stock", async () => {
    const before = await search('холодильник');
    const target = before.products[0]!;
    const [saved] = await ctx.db.query<Record<string, unknown>>('SELECT * FROM product_prices WHERE product_id = $1 AND stock_code = $2', [
      target.id,
      STOCK,
    ]);
    await ctx.db.query('DELETE FROM product_prices WHERE product_id = $1 AND stock_code = $2', [target.id, STOCK]);
    try {
      const after = await search('холодильник');
      expect(after.productsCount).toBe(before.productsCount - 1);
      expect(after).toEqual(await fresh('холодильник'));
    } finally {
      await ctx.db.query(
        `INSERT INTO product_prices (product_id, stock_code, price_retail, price_discount, price_discount_end_date, defect_price_retail)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          saved!.product_id,
          saved!.stock_code,
          saved!.price_retail,
          saved!.price_discount,
          saved!.price_discount_end_date,
          saved!.defect_price_retail,
        ],
      );
    }
    expect(await search('холодильник')).toEqual(before);
  });

  it('a product moved to another category (the parent categories follow)', async () => {
    const before = await search('холодильник');
    const target = before.products[0]!;
    const [from] = await ctx.db.query<{ category_id: number }>('SELECT category_id FROM product_categories WHERE product_id = $1', [
      target.id,
    ]);
    const [to] = await ctx.db.query<{ id: number; parent: string }>(
      "SELECT c.id, p.slug AS parent FROM categories c JOIN categories p ON p.id = c.parent_id WHERE c.slug = 'noutbuki'",
    );
    expect(before.parentCategories.map((c) => c.slug)).not.toContain(to!.parent);
    const move = async (a: number, b: number) => {
      await ctx.db.query('DELETE FROM product_categories WHERE product_id = $1 AND category_id = $2', [target.id, a]);
      await ctx.db.query('INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)', [b, target.id]);
    };
    await move(from!.category_id, to!.id);
    try {
      const after = await search('холодильник');
      expect(after.parentCategories.map((c) => c.slug)).toContain(to!.parent);
      expect(after).toEqual(await fresh('холодильник'));
    } finally {
      await move(to!.id, from!.category_id);
    }
    expect(await search('холодильник')).toEqual(before);
  });
});

describe('a change no kept query can find keeps the kept answers (decision 0064)', () => {
  // No category: its name would be words of the product too.
  const addProduct = async (id: number, title: string) => {
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO products (id, sku, title, status, weight_kg, length_cm, width_cm, height_cm)
         VALUES ($1, $3, $2, 'inStock', 1, 10, 10, 10)`,
        [id, title, `TS-KEEP-${id}`],
      );
      await tx.query('INSERT INTO product_prices (product_id, stock_code, price_retail) VALUES ($1, $2, 999)', [id, STOCK]);
    });
  };
  const removeProduct = async (id: number) => {
    await ctx.db.query('DELETE FROM product_prices WHERE product_id = $1', [id]);
    await ctx.db.query('DELETE FROM product_categories WHERE product_id = $1', [id]);
    await ctx.db.query('DELETE FROM products WHERE id = $1', [id]);
  };

  it('a new product of other words leaves a kept query as it was; one it matches ends it, and the next search finds it', async () => {
    const fridges = await fresh('холодильник');
    const [before] = await kept('холодильник');
    expect((await search('звездолёт')).productsCount).toBe(0);
    const v = await version();
    await addProduct(900_101, 'Звездолёт Орион ZX-5');
    try {
      expect(await version()).toBeGreaterThan(v);
      // «холодильник» cannot match the new product's words: its row stands, answered without ranking again.
      expect(await kept('холодильник')).toEqual([before]);
      expect(await search('холодильник')).toEqual(fridges);
      // «звездолет» can: its kept «nothing» is gone and the search finds the product.
      expect(await kept('звездолет')).toEqual([]);
      expect(await search('звездолёт')).toMatchObject({ productsCount: 1, products: [{ id: 900_101 }] });
    } finally {
      await removeProduct(900_101);
    }
    expect((await search('звездолёт')).productsCount).toBe(0);
  });

  it('a word new to the dictionary that continues, is a form of or a slip of a kept word ends that row only', async () => {
    await ctx.db.query('DELETE FROM search_matches');
    for (const query of ['холодильник', 'квазаро', 'квазарные', 'квазарнй']) await search(query);
    await addProduct(900_102, 'Квазарон 3000');
    await addProduct(900_103, 'Квазарный 77');
    try {
      const rows = await ctx.db.query<{ query: string }>('SELECT query FROM search_matches ORDER BY query');
      expect(rows.map((r) => r.query)).toEqual(['холодильник']);
      expect((await search('квазаро')).products.map((p) => p.id)).toContain(900_102);
      expect((await search('квазарные')).products.map((p) => p.id)).toContain(900_103);
      expect((await search('квазарнй')).products.map((p) => p.id)).toContain(900_103);
    } finally {
      await removeProduct(900_102);
      await removeProduct(900_103);
    }
  });
});

describe('prices are read live: a price change keeps the kept matches', () => {
  it('a price change shows the new price in the next search without ranking again', async () => {
    const before = await fresh('холодильник');
    const target = before.products[0]!;
    const [row] = await kept('холодильник');
    await ctx.db.query('UPDATE product_prices SET price_retail = $3, price_discount = NULL WHERE product_id = $1 AND stock_code = $2', [
      target.id,
      STOCK,
      123_459,
    ]);
    const after = await search('холодильник');
    expect(after).toEqual({ ...before, products: before.products.map((p) => (p.id === target.id ? { ...p, price: 123_459 } : p)) });
    expect(await kept('холодильник')).toEqual([row]);
    expect(await version()).toBe(row!.version);
  });

  it('a sale that ends is repriced by the every-minute job without flushing the kept matches', async () => {
    const before = await search('холодильник');
    const target = before.products[1]!;
    await ctx.db.query(
      `UPDATE product_prices SET price_retail = 50009, price_discount = 40009, defect_price_retail = NULL,
              price_discount_end_date = now() + interval '1 hour' WHERE product_id = $1 AND stock_code = $2`,
      [target.id, STOCK],
    );
    expect((await search('холодильник')).products[1]).toMatchObject({ id: target.id, price: 40009 });
    const [row] = await kept('холодильник');
    // The end moves into the past without the write trigger, as if the time had passed: the job reprices it.
    await ctx.db.query('ALTER TABLE product_prices DISABLE TRIGGER product_prices_set_price');
    await ctx.db.query(
      `UPDATE product_prices SET price_discount_end_date = now() - interval '1 minute', price_until = now() - interval '1 minute'
        WHERE product_id = $1 AND stock_code = $2`,
      [target.id, STOCK],
    );
    await ctx.db.query('ALTER TABLE product_prices ENABLE TRIGGER product_prices_set_price');
    expect((await catalogueHousekeeping(ctx.app)).repriced).toBe(1);
    expect(await kept('холодильник')).toEqual([row]);
    expect((await search('холодильник')).products[1]).toMatchObject({ id: target.id, price: 50009 });
  });

  it('a transaction of many catalogue statements changes the version once, and so leaves one row version', async () => {
    const v = await version();
    const titles = await ctx.db.query<{ id: number; title: string }>('SELECT id, title FROM products WHERE id <= 20 ORDER BY id');
    await ctx.db.transaction(async (tx) => {
      for (const { id } of titles) await tx.query("UPDATE products SET title = title || ' М1' WHERE id = $1", [id]);
    });
    expect(await version()).toBe(v + 1);
    await ctx.db.transaction(async (tx) => {
      for (const { id, title } of titles) await tx.query('UPDATE products SET title = $2 WHERE id = $1', [id, title]);
    });
  });

  it('a TRUNCATE of the catalogue (seed --reset) changes the version too', async () => {
    const v = await version();
    const inside = await ctx.db
      .transaction(async (tx) => {
        await tx.query('TRUNCATE product_images, product_prices');
        const [row] = await tx.query<{ version: number }>('SELECT version FROM search_version');
        throw Object.assign(new Error('roll back'), { version: row!.version });
      })
      .catch((error: { version: number }) => error.version);
    expect(inside).toBeGreaterThan(v);
    expect(await version()).toBe(v);
  });
});

describe('the every-minute housekeeping removes kept matches', () => {
  it('of an older catalogue version', async () => {
    await ctx.db.query('DELETE FROM search_matches');
    await search('холодильник');
    await search('дрель');
    expect(await ctx.db.query('SELECT 1 FROM search_matches')).toHaveLength(2);
    // A category renamed changes the whole search (the parents its answers name): every kept row is void.
    await ctx.db.query('UPDATE categories SET name = name WHERE id = (SELECT min(id) FROM categories)');
    expect((await catalogueHousekeeping(ctx.app)).pruned).toBe(2);
    expect(await ctx.db.query('SELECT 1 FROM search_matches')).toEqual([]);
    await search('холодильник');
    expect((await catalogueHousekeeping(ctx.app)).pruned).toBe(0);
    expect(await kept('холодильник')).toHaveLength(1);
  });

  it('unused for a day; a hit marks its row used, writing at most once an hour', async () => {
    await ctx.db.query('DELETE FROM search_matches');
    await search('холодильник');
    await search('дрель');
    await ctx.db.query("UPDATE search_matches SET used_at = now() - interval '25 hours' WHERE query = 'дрель'");
    await ctx.db.query("UPDATE search_matches SET used_at = now() - interval '30 minutes' WHERE query = 'холодильник'");
    const [recent] = await kept('холодильник');
    await search('холодильник');
    expect((await kept('холодильник'))[0]!.used_at).toEqual(recent!.used_at);
    expect(await catalogueHousekeeping(ctx.app)).toEqual({ repriced: 0, pruned: 1 });
    expect(await kept('дрель')).toEqual([]);

    await ctx.db.query("UPDATE search_matches SET used_at = now() - interval '23 hours' WHERE query = 'холодильник'");
    await search('холодильник');
    const [touched] = await kept('холодильник');
    expect(Date.now() - touched!.used_at.getTime()).toBeLessThan(60_000);
    expect((await catalogueHousekeeping(ctx.app)).pruned).toBe(0);
  });
});

describe("the first ranking of a query is decided by the index of the products' words (decision 0034)", () => {
  it("the words' tsquery is the index condition; no title is read to decide a match", async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      // The index path, as on a big catalogue (the test seed is small enough for a scan).
      await tx.query('SET LOCAL enable_seqscan = off');
      const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${RANK_SQL}`, [...rankParams('холодильник')]);
      return row!['QUERY PLAN'];
    });
    const text = JSON.stringify(typeof plan === 'string' ? JSON.parse(plan) : plan);
    expect(text).toContain('product_search_doc_idx');
    expect(text).not.toMatch(/<%|%>|title/);
  });
});

describe("a first ask ranks by the product's own search row, kept as prices, stock, shops and categories change (migration 018)", () => {
  /** Products whose kept arrays differ from what the prices, stock, shops and categories say now. */
  const drift = () =>
    ctx.db.query<{ product_id: number }>(
      `SELECT p.id AS product_id FROM products p LEFT JOIN product_search ps ON ps.product_id = p.id
        WHERE ps.product_id IS NULL
           OR ps.priced IS DISTINCT FROM coalesce((SELECT array_agg(DISTINCT pp.stock_code ORDER BY pp.stock_code)
                                                     FROM product_prices pp WHERE pp.product_id = p.id), '{}')
           OR ps.in_stock IS DISTINCT FROM coalesce((SELECT array_agg(DISTINCT sh.code ORDER BY sh.code)
                                                       FROM stock s JOIN shops sh ON sh.id = s.shop_id
                                                      WHERE s.product_id = p.id AND s.quantity > 0), '{}')
           OR ps.categories IS DISTINCT FROM coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id)
                                                         FROM product_categories pc WHERE pc.product_id = p.id), '{}')`,
    );
  /** The kept order of «холодильник» with each match's stock in the city, read from the stock itself. */
  const inStockFlags = async () => {
    const [row] = await kept('холодильник');
    const flags = await ctx.db.query<{ id: number; yes: boolean }>(
      `SELECT m.id, EXISTS (SELECT 1 FROM stock s JOIN shops sh ON sh.id = s.shop_id
                             WHERE s.product_id = m.id AND sh.code = $2 AND s.quantity > 0) AS yes
         FROM unnest($1::int[]) WITH ORDINALITY m (id, n) ORDER BY m.n`,
      [row!.ids, STOCK],
    );
    return flags;
  };

  it('the seeded catalogue and every change below leave no product with arrays other than its rows say', async () => {
    expect(await drift()).toEqual([]);
  });

  it('a product sold out in the city ranks after the equal matches in stock at the next first ask, and back when restocked', async () => {
    const before = await fresh('холодильник');
    const target = before.products[0]!;
    const shops = await ctx.db.query<{ shop_id: number; quantity: number }>(
      'SELECT s.shop_id, s.quantity FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = $1 AND sh.code = $2 AND s.quantity > 0',
      [target.id, STOCK],
    );
    expect(shops.length).toBeGreaterThan(0);
    for (const s of shops)
      await ctx.db.query('UPDATE stock SET quantity = 0 WHERE product_id = $1 AND shop_id = $2', [target.id, s.shop_id]);
    try {
      expect(await drift()).toEqual([]);
      const after = await fresh('холодильник');
      expect(after.productsCount).toBe(before.productsCount);
      const flags = await inStockFlags();
      expect(flags.find((f) => f.id === target.id)).toEqual({ id: target.id, yes: false });
      const order = flags.map((f) => f.yes);
      expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
    } finally {
      for (const s of shops) {
        await ctx.db.query('UPDATE stock SET quantity = $3 WHERE product_id = $1 AND shop_id = $2', [target.id, s.shop_id, s.quantity]);
      }
    }
    expect(await drift()).toEqual([]);
    expect(await fresh('холодильник')).toEqual(before);
  });

  it('a sale of one unit that leaves some in stock changes nothing; a shop moved to another stock code takes its stock along', async () => {
    const [item] = await ctx.db.query<{ product_id: number; shop_id: number; code: number }>(
      'SELECT s.product_id, s.shop_id, sh.code FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.quantity > 1 ORDER BY s.product_id, s.shop_id LIMIT 1',
    );
    await ctx.db.query('UPDATE stock SET quantity = quantity - 1 WHERE product_id = $1 AND shop_id = $2', [
      item!.product_id,
      item!.shop_id,
    ]);
    await ctx.db.query('UPDATE stock SET quantity = quantity + 1 WHERE product_id = $1 AND shop_id = $2', [
      item!.product_id,
      item!.shop_id,
    ]);
    expect(await drift()).toEqual([]);
    const [other] = await ctx.db.query<{ code: number }>('SELECT code FROM shops WHERE code <> $1 ORDER BY code LIMIT 1', [item!.code]);
    await ctx.db.query('UPDATE shops SET code = $2 WHERE id = $1', [item!.shop_id, other!.code]);
    try {
      expect(await drift()).toEqual([]);
    } finally {
      await ctx.db.query('UPDATE shops SET code = $2 WHERE id = $1', [item!.shop_id, item!.code]);
    }
    expect(await drift()).toEqual([]);
  });

  it('emptied prices and stock leave no product priced or in stock (rolled back)', async () => {
    const undo = new Error('roll back');
    const inside = ctx.db.transaction(async (tx) => {
      await tx.query('TRUNCATE stock');
      await tx.query('TRUNCATE product_prices');
      const [left] = await tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM product_search WHERE priced <> '{}' OR in_stock <> '{}'",
      );
      expect(left!.n).toBe(0);
      throw undo;
    });
    await expect(inside).rejects.toBe(undo);
    expect(await drift()).toEqual([]);
  });

  it('ranking reads neither the stock, the prices nor the categories of each match', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${RANK_SQL}`, [...rankParams('холодильник')]);
      return row!['QUERY PLAN'];
    });
    const text = JSON.stringify(typeof plan === 'string' ? JSON.parse(plan) : plan);
    // The page's six rows still join today's price and read their own category (their paths, decision
    // 0040); no other read of prices or categories' links, and none of stock.
    expect(text).not.toContain('"Relation Name":"stock"');
    expect(text.match(/"Relation Name":"product_categories"/g)).toHaveLength(1);
    expect(text.match(/"Relation Name":"product_prices"/g)).toHaveLength(1);
  });
});

describe('a first ask is one statement per try, and a repeated ask one statement (decision 0040)', () => {
  /** The search repository over the test database, with the statements it sends. */
  const traced = () => {
    const sent: string[] = [];
    const db = {
      ...ctx.db,
      query: <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
        sent.push(sql);
        return ctx.db.query<T>(sql, params, options);
      },
    } as Db;
    return { sent, repo: searchRepository(db, undefined, { refresh: async () => 0 }) };
  };

  it('a first ask sends the kept-row probe and one statement per try; a repeated ask only the probe; answers as through the API', async () => {
    const { sent, repo } = traced();
    await ctx.db.query('DELETE FROM search_matches');
    await repo.search('дрель', STOCK, 0);
    sent.length = 0;
    await ctx.db.query('DELETE FROM search_matches');
    const first = await repo.search('холодильник', STOCK, 0);
    expect(sent).toEqual([expect.stringContaining('search_matches'), RANK_SQL]);
    sent.length = 0;
    expect(await repo.search('холодильник', STOCK, 0)).toEqual(first);
    expect(sent).toHaveLength(1);
    expect(await search('холодильник')).toEqual(first);
    expect(first.products[0]!.path).toMatch(/^\/store\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\.html$/);

    // No product holds «звездолёт»: a try per word set (and layout) until one without it finds some.
    sent.length = 0;
    const dropped = await repo.search('холодильник звездолёт', STOCK, 0);
    expect(dropped.droppedWords).toEqual(['звездолёт']);
    expect(sent[0]).toContain('search_matches');
    expect(sent.slice(1).every((sql) => sql === RANK_SQL)).toBe(true);
    expect(sent.length).toBeGreaterThanOrEqual(3);
  });

  it.each(['холодильник л', 'samsung х', 'дрель m', 'кофемашина'])(
    "the index's form of «%s» finds the same products as the rule, the last word's prefix as the dictionary's words",
    async (query) => {
      const [q] = await ctx.db.query<{ all_q: string; index_q: string }>(QUERIES_SQL, [searchTokens(query), [], [], []]);
      const found = (tsquery: string) =>
        ctx.db.query<{ id: number }>('SELECT product_id AS id FROM product_search WHERE doc @@ $1::tsquery ORDER BY product_id', [tsquery]);
      expect(q!.all_q).toContain(':*');
      expect(await found(q!.index_q)).toEqual(await found(q!.all_q));
      expect((await found(q!.all_q)).length).toBeGreaterThan(0);
      const [words] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_words WHERE starts_with(word, $1)', [
        searchTokens(query).at(-1),
      ]);
      // A prefix with many words stays a prefix.
      expect(q!.index_q.includes(':*')).toBe(words!.n > PREFIX_WORDS_MAX);
    },
  );

  it('a prefix of more than the limit of words stays a prefix for the index, with the same products', async () => {
    const [busiest] = await ctx.db.query<{ letter: string; n: number }>(
      'SELECT left(word, 1) AS letter, count(*)::int AS n FROM search_words GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
    );
    expect(busiest!.n).toBeGreaterThan(PREFIX_WORDS_MAX);
    const [q] = await ctx.db.query<{ all_q: string; index_q: string }>(QUERIES_SQL, [['холодильник', busiest!.letter], [], [], []]);
    expect(q!.index_q).toContain(`'${busiest!.letter}':*`);
  });

  it("a word no product holds leaves no tsquery: the listing's text filter and the try find nothing", async () => {
    const [q] = await ctx.db.query<{ all_q: string | null; index_q: string | null }>(QUERIES_SQL, [
      ['звездолёт', 'холодильник'],
      [],
      [],
      [],
    ]);
    expect(q).toEqual(expect.objectContaining({ all_q: null, index_q: null }));
    expect(await ctx.app.repos.search.matchQuery('звездолёт холодильник')).toBeNull();
  });

  /** The rule's order written out and the order a first ask keeps, for `query`. */
  const ruleAndKept = async (query: string) => {
    // The rule's order written out: worst tier, words in the query's order, ts_rank_cd of each doc, stock, popularity.
    const [q] = await ctx.db.query<Record<'all_q' | 'up0' | 'up1' | 'up2' | 'in_order', string>>(QUERIES_SQL, [
      searchTokens(query),
      [],
      [],
      [],
    ]);
    const [rule] = await ctx.db.query<{ ids: number[]; nears: number }>(
      `SELECT array_agg(product_id ORDER BY
                  CASE WHEN doc @@ $2::tsquery THEN 0 WHEN doc @@ $3::tsquery THEN 1 WHEN doc @@ $4::tsquery THEN 2 ELSE 3 END,
                  doc @@ $5::tsquery DESC, ts_rank_cd(doc, $1::tsquery) DESC, $6::integer = ANY (in_stock) DESC, popularity DESC,
                  product_id) AS ids,
                count(DISTINCT ts_rank_cd(doc, $1::tsquery))::int AS nears
           FROM product_search WHERE doc @@ $1::tsquery AND $6::integer = ANY (priced)`,
      [q!.all_q, q!.up0, q!.up1, q!.up2, q!.in_order, STOCK],
    );
    await ctx.db.query('DELETE FROM search_matches');
    await ctx.db.query(RANK_SQL, rankParams(searchTokens(query).join(' ')));
    return { rule: rule!.ids, nears: rule!.nears, kept: (await kept(searchTokens(query).join(' ')))[0]!.ids };
  };

  it('«набор» and «машина»: a doc holding the word twice (title and category) before one holding it once', async () => {
    for (const query of ['набор', 'машина']) {
      const { rule, nears, kept } = await ruleAndKept(query);
      expect(nears).toBeGreaterThan(1);
      expect(kept).toEqual(rule);
    }
  });

  it.each(['холодильник samsung', 'набор ключей', 'холодильник л', 'стиральная машина lg', 'дрель', 'samsung х', 'дрель m'])(
    "«%s»: the kept order is the rule's, cover density read once per way the words lie in a doc (decision 0042)",
    async (query) => {
      const { rule, kept } = await ruleAndKept(query);
      expect(rule.length).toBeGreaterThan(1);
      expect(kept).toEqual(rule);
    },
  );

  it("a last word whose prefix has more than the limit of words: the kept order is the rule's too", async () => {
    const [busiest] = await ctx.db.query<{ letter: string }>(
      'SELECT left(word, 1) AS letter FROM search_words GROUP BY 1 HAVING count(*) > $1 ORDER BY count(*) DESC, 1 LIMIT 1',
      [PREFIX_WORDS_MAX],
    );
    const { rule, kept } = await ruleAndKept(`холодильник ${busiest!.letter}`);
    expect(rule.length).toBeGreaterThan(1);
    expect(kept).toEqual(rule);
  });

  it('the ranking and the probe are prepared once per connection (PostgreSQL) or session (PGlite) and planned once', async () => {
    const queries = ['холодильник', 'дрель', 'пылесос', 'кофемашина', 'ноутбук', 'телевизор', 'утюг', 'чайник'];
    const { result: answers, plans } = await onOneSession(ctx.db, async (db) => {
      const repo = searchRepository(db, undefined, { refresh: async () => 0 });
      const answers = [];
      for (const query of queries) {
        await db.query('DELETE FROM search_matches');
        answers.push(await repo.search(query, STOCK, 0));
      }
      return answers;
    });
    for (const statement of [RANK_SQL, KEPT_SQL]) expect(plans.find((p) => p.statement === statement)).toBeDefined();
    expect(plans.find((p) => p.statement === RANK_SQL)?.generic_plans).toBeGreaterThan(0);
    // The prepared statements answer as the API does (which also prepares them), products and order alike.
    for (const [i, query] of queries.entries()) expect(answers[i]).toEqual(await fresh(query));
  });
});
