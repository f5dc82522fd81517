import { CITY_REGION_IDS, DEFAULT_CITY, MAIN_STOCK_CODE, OTHER_CITY } from '@store/domain';
import { migrate, openPostgres, type Db } from '../../src/db';
import { seed } from '../../src/seed/seed';
import { openTestDb } from '../helpers';

const PRODUCTS = 300;

let first: Awaited<ReturnType<typeof openTestDb>>;
let second: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  [first, second] = await Promise.all([openTestDb(), openTestDb()]);
  await migrate(first.db);
  await seed(first.db, PRODUCTS);
  await migrate(second.db);
});
afterAll(async () => Promise.all([first?.drop(), second?.drop()]));

const count = async (db: Db, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

describe('the seed', () => {
  it('fills an empty database once even when two instances start together', async () => {
    const other = second.url ? openPostgres(second.url) : second.db;
    try {
      const reports = await Promise.all([seed(second.db, PRODUCTS), seed(other, PRODUCTS)]);
      expect(reports.map((r) => r.products).sort()).toEqual([0, PRODUCTS]);
    } finally {
      if (other !== second.db) await other.close();
    }
    expect(await count(second.db, 'SELECT count(*)::int AS n FROM products')).toBe(PRODUCTS);
  });

  it('is deterministic: the same products, prices, stock and marked-down items every time', async () => {
    const snapshot = async (db: Db) => ({
      products: await db.query('SELECT id, sku, title, producer_id, status, weight_kg, attributes FROM products ORDER BY id LIMIT 80'),
      prices: await db.query('SELECT * FROM product_prices ORDER BY product_id, stock_code LIMIT 200'),
      stock: await db.query('SELECT * FROM stock ORDER BY product_id, shop_id LIMIT 200'),
      defects: await db.query('SELECT * FROM product_defects ORDER BY serial_number'),
    });
    const a = await snapshot(first.db);
    expect(a.products).toHaveLength(80);
    expect(await snapshot(second.db)).toEqual(a);
  });

  it('has the regions, the default city with shop 107 and the other city with shop 1499', async () => {
    const regions = await first.db.query<{ id: number; name: string }>('SELECT id, name FROM regions ORDER BY sort');
    expect(regions.map((r) => r.id)).toEqual([...CITY_REGION_IDS]);
    expect(regions.map((r) => r.name)).toEqual(['Иркутская область', 'Республика Бурятия', 'Красноярский край']);
    const cities = await first.db.query<{ id: number; name: string; code: number; default_shop_id: number; region_id: number | null }>(
      'SELECT id, name, code, default_shop_id, region_id FROM cities ORDER BY sort',
    );
    expect(cities[0]).toEqual({ id: DEFAULT_CITY.id, name: 'Усолье-Сибирское', code: 353, default_shop_id: 107, region_id: 38 });
    expect(cities.find((c) => c.id === OTHER_CITY.id)).toMatchObject({ code: 349, default_shop_id: 1499, region_id: null });
    expect(cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Иркутск', 'Ангарск', 'Черемхово', 'Саянск', 'Шелехов', 'Братск', 'Зима', 'Улан-Удэ', 'Красноярск']),
    );
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM shops WHERE opening_hours_custom IS NOT NULL')).toBeGreaterThan(0);
  });

  it('has a three-level Russian category tree with delivery, prepayment and assembly figures', async () => {
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM categories WHERE parent_id IS NULL')).toBeGreaterThanOrEqual(7);
    const leaves = await count(
      first.db,
      'SELECT count(*)::int AS n FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)',
    );
    expect(leaves).toBeGreaterThanOrEqual(35);
    const [oil] = await first.db.query<{ path: string }>(
      `SELECT r.slug || '/' || m.slug || '/' || l.slug AS path
         FROM categories l JOIN categories m ON m.id = l.parent_id JOIN categories r ON r.id = m.parent_id
        WHERE l.slug = 'masla'`,
    );
    expect(oil?.path).toBe('instrument/raskhodnye-materialy/masla');
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM categories WHERE delivery_price > 0')).toBeGreaterThan(0);
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM categories WHERE assembly_price > 0')).toBeGreaterThan(0);
  });

  it('prices every product at the main stock code, none at the other city, with past and future discounts', async () => {
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM product_prices WHERE stock_code = $1', [MAIN_STOCK_CODE])).toBe(PRODUCTS);
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM product_prices WHERE stock_code = $1', [OTHER_CITY.code])).toBe(0);
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM product_prices WHERE price_discount_end_date > now()')).toBeGreaterThan(0);
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM product_prices WHERE price_discount_end_date < now()')).toBeGreaterThan(0);
  });

  it('has marked-down items with serial numbers and reasons, zero stock somewhere, and a picture per product', async () => {
    const defects = await first.db.query<{ serial_number: string; reason: string }>('SELECT serial_number, reason FROM product_defects');
    expect(defects.length).toBeGreaterThan(0);
    expect(defects.every((d) => /^У-\d{6,}$/.test(d.serial_number) && d.reason.length > 0)).toBe(true);
    expect(await count(first.db, 'SELECT count(*)::int AS n FROM stock WHERE quantity = 0')).toBeGreaterThan(0);
    expect(await count(first.db, 'SELECT count(DISTINCT product_id)::int AS n FROM product_images WHERE main')).toBe(PRODUCTS);
  });
});
