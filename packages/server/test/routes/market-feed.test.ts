import { DEFAULT_CITY, DEFECT_LABEL, MAIN_STOCK_CODE, STORE_NAME } from '@store/domain';
import { defectOfferId } from '../../src/services/market-feed';
import { createTestContext, type TestContext } from '../helpers';
import { checkYml, type YmlReport } from '../helpers/yml-check';

/**
 * GET /market.yml at the seed's size (2 000 products, issue 39): the YML rules of EXCHANGE.md
 * (declaration, date, shop, RUR, categories with parentId, each offer's required elements, escaping)
 * and the store's: an offer per product in stock or orderable in the city, its prices by the
 * city's stock code with oldprice where the crossed-out price applies, marked-down items as their
 * own offers; `?city=`; cached, rebuilt when the catalogue changes, Last-Modified and 304.
 */
const STORE = 'https://shop.example';
const PRODUCTS = 2000;
let ctx: TestContext;
let clock = new Date('2026-11-22T02:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext(PRODUCTS, { settings: { publicUrl: STORE, companyName: 'ООО «ТехноСибирь»', now: () => clock } });
}, 120_000);
afterAll(async () => ctx?.close());

const feed = async (url = '/market.yml', headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const check = async (body: string, keepOffers = true): Promise<YmlReport> => checkYml([body], { origin: STORE, now: clock, keepOffers });

/** What the database says the default city's feed must hold: products in stock in its shops or orderable, priced at its stock code. */
async function expectedProducts(cityId: number, stockCode: number) {
  return ctx.db.query<{ id: number; in_city: number; status: string; price_retail: number; price: number }>(
    `SELECT p.id, p.status, pp.price_retail,
            effective_price(pp.price_retail, pp.price_discount, pp.price_discount_end_date, pp.defect_price_retail, $3) AS price,
            coalesce((SELECT sum(s.quantity) FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = p.id AND sh.city_id = $2), 0)::int AS in_city
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
      ORDER BY p.id`,
    [stockCode, cityId, clock],
  );
}

describe('GET /market.yml (issue 39: the YML feed for Яндекс Маркет)', () => {
  it('validates against the YML rules, with an offer per product in stock or orderable in the default city and one per marked-down item', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-11-22T10:00+08:00">')).toBe(true);
    const report = await check(res.body);
    expect(report.errors).toEqual([]);
    expect(report.shop).toMatchObject({ name: STORE_NAME, company: 'ООО «ТехноСибирь»', url: `${STORE}/`, currency: 'RUR' });
    const [{ n: categories } = { n: 0 }] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
    expect(report.categories.size).toBe(categories);
    expect([...report.categories.values()].some((c) => c.parentId !== null)).toBe(true);

    const rows = await expectedProducts(DEFAULT_CITY.id, DEFAULT_CITY.code);
    const listed = rows.filter((r) => r.in_city > 0 || r.status !== 'inStock');
    expect(listed.length).toBeGreaterThan(PRODUCTS / 4);
    for (const row of rows) {
      const offer = report.kept.get(String(row.id));
      if (!listed.includes(row)) {
        expect(offer).toBeUndefined();
        continue;
      }
      expect(offer).toBeDefined();
      expect(offer!.available).toBe(row.in_city > 0);
      expect(offer!.store).toBe(row.in_city > 0);
      expect(offer!.price).toBe(row.price);
      // SPEC's crossed-out price: the retail one while less is paid.
      expect(offer!.oldprice).toBe(row.price_retail > row.price ? row.price_retail : null);
      expect(offer!.url).toMatch(new RegExp(`^${STORE}/store/.+/${row.id}\\.html$`));
    }
    expect([...report.kept.values()].some((o) => o.oldprice !== null)).toBe(true);
    expect([...report.kept.values()].some((o) => !o.available)).toBe(true);
    const sample = report.kept.get(String(listed[0]!.id))!;
    expect(sample.pictures[0]).toMatch(new RegExp(`^${STORE}/api/file/[a-z0-9-]+\\.(webp|png|jpg)$`));
    expect(Object.keys(sample.params).length).toBeGreaterThan(0);
    expect(sample.vendorCode).toMatch(/\S/);

    const defects = await ctx.db.query<{ serial_number: string; reason: string; product_id: number }>(
      'SELECT serial_number, reason, product_id FROM product_defects WHERE stock_code = $1 AND quantity > 0',
      [MAIN_STOCK_CODE],
    );
    expect(defects.length).toBeGreaterThan(0);
    for (const d of defects) {
      const offer = report.kept.get(defectOfferId(d.serial_number));
      expect(offer).toBeDefined();
      expect(offer!.name).toContain(DEFECT_LABEL);
      expect(offer!.description).toContain(d.reason);
      expect(offer!.url).toContain(`/${d.product_id}.html?defect=`);
    }
    expect(report.offers).toBe(listed.length + defects.length);
  });

  it('escapes markup and drops the characters XML forbids, in names, params and descriptions', async () => {
    const [row] = await ctx.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN stock s ON s.product_id = p.id AND s.shop_id = $1 AND s.quantity > 0
        JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2 ORDER BY p.id LIMIT 1`,
      [DEFAULT_CITY.shopId, DEFAULT_CITY.code],
    );
    await ctx.db.query(`UPDATE products SET title = $2, attributes = $3::jsonb WHERE id = $1`, [
      row!.id,
      'Пила "Зубр" <Профи> & К°\u0001 \'турбо\'',
      JSON.stringify({ 'Длина & <ширина>': '10 ]]> 20\u000b' }),
    ]);
    clock = new Date(clock.getTime() + 2000);
    const res = await feed();
    expect(res.body).toContain('<name>Пила &quot;Зубр&quot; &lt;Профи&gt; &amp; К° &apos;турбо&apos;</name>');
    expect([...res.body].filter((c) => c.charCodeAt(0) < 32 && !'\t\n\r'.includes(c))).toEqual([]);
    const report = await check(res.body);
    expect(report.errors).toEqual([]);
    const offer = report.kept.get(String(row!.id))!;
    expect(offer.name).toBe('Пила "Зубр" <Профи> & К° \'турбо\'');
    expect(offer.params).toEqual({ 'Длина & <ширина>': '10 ]]> 20' });
    expect(offer.description).toContain('10 ]]> 20');
  });

  it('is cached with Last-Modified: If-Modified-Since is a 304 until the catalogue changes; a change rebuilds it', async () => {
    const first = await feed();
    const lastModified = first.headers['last-modified'] as string;
    expect(new Date(lastModified).getTime()).toBe(Math.floor(clock.getTime() / 1000) * 1000);
    clock = new Date(clock.getTime() + 5000);
    const again = await feed('/market.yml', { 'if-modified-since': lastModified });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const copy = await feed();
    expect(copy.headers['last-modified']).toBe(lastModified);
    expect(copy.body).toBe(first.body);

    const [price] = await ctx.db.query<{ product_id: number }>(
      `SELECT pp.product_id FROM product_prices pp JOIN stock s ON s.product_id = pp.product_id AND s.shop_id = $2 AND s.quantity > 0
        WHERE pp.stock_code = $1 AND pp.price_discount IS NULL ORDER BY pp.product_id LIMIT 1`,
      [DEFAULT_CITY.code, DEFAULT_CITY.shopId],
    );
    await ctx.db.query('UPDATE product_prices SET price_retail = 12345.5 WHERE product_id = $1 AND stock_code = $2', [
      price!.product_id,
      DEFAULT_CITY.code,
    ]);
    const changed = await feed('/market.yml', { 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    expect(new Date(changed.headers['last-modified'] as string).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
    expect((await check(changed.body)).kept.get(String(price!.product_id))!.price).toBe(12345.5);
  });

  it('?city= gives another city’s offers at its stock code; the same feed at /api/market.yml; bad input is a Russian 400, an unknown city a 404', async () => {
    const [other] = await ctx.db.query<{ id: number; code: number }>(
      `SELECT c.id, c.code FROM cities c WHERE c.id <> $1 AND NOT c.is_other AND EXISTS (SELECT 1 FROM shops s WHERE s.city_id = c.id) ORDER BY c.sort LIMIT 1`,
      [DEFAULT_CITY.id],
    );
    const res = await feed(`/api/market.yml?city=${other!.id}`);
    expect(res.statusCode).toBe(200);
    const report = await check(res.body);
    expect(report.errors).toEqual([]);
    const rows = await expectedProducts(other!.id, other!.code);
    const listed = rows.filter((r) => r.in_city > 0 || r.status !== 'inStock');
    const productOffers = [...report.kept.keys()].filter((id) => /^\d+$/.test(id));
    expect(productOffers.sort()).toEqual(listed.map((r) => String(r.id)).sort());
    for (const row of listed.slice(0, 50)) expect(report.kept.get(String(row.id))!.price).toBe(row.price);

    const bad = await feed('/market.yml?city=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Некорректный запрос: параметр запроса «city»/);
    const unknown = await feed('/market.yml?city=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Город не найден' });
  });
});
