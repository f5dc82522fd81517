import { DEFAULT_CITY, OTHER_CITY, effectivePrice } from '@store/domain';
import {
  EFFECTIVE_PRICE_SQL,
  facetsOfEntries,
  facetsOfProducts,
  listingRepository,
  type ListingQuery,
} from '../../src/repositories/listing';
import { newGoodsQuery, type ListingRequest } from '../../src/repositories/listing-sql';
import { createTestContext, onOneSession, type TestContext } from '../helpers';

interface Item {
  id: number;
  title: string;
  producer: string | null;
  price: number;
  defectSerialNumber: string | null;
  defectReason: string | null;
}
interface Listing {
  items: Item[];
  total: number;
  minPrice: number;
  maxPrice: number;
  producers: { id: number; name: string; count: number }[];
  attributes: { name: string; values: { value: string; count: number }[] }[];
  category: { slug: string; name: string } | null;
  slugs: string[];
  message?: string;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const list = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/category/products?${query}` });
  return { status: res.statusCode, body: res.json() as Listing };
};
const menuCount = async (slugPath: string[]) => {
  const { categories } = (await ctx.app.inject({ url: '/api/category/menu' })).json() as {
    categories: { slug: string; count: number; children: unknown[] }[];
  };
  let level = categories as { slug: string; count: number; children: unknown[] }[];
  let count = 0;
  for (const slug of slugPath) {
    const found = level.find((c) => c.slug === slug);
    count = found?.count ?? -1;
    level = (found?.children ?? []) as typeof level;
  }
  return count;
};

describe('GET /api/category/products: the catalogue listing (SPEC §7)', () => {
  it('answers 12 items by default, the most expensive first, with the total for the city', async () => {
    const { status, body } = await list(`selectedCity=${DEFAULT_CITY.id}`);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(12);
    const prices = body.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.total).toBe(300);
    expect(body.items[0]!.price).toBe(body.maxPrice);
  });

  it('sorts by price ascending and pages without overlap', async () => {
    const first = (await list('sortPrice=ASC&limit=5&page=1')).body;
    const second = (await list('sortPrice=ASC&limit=5&page=2')).body;
    expect(first.items[0]!.price).toBe(first.minPrice);
    expect(first.items.map((i) => i.price)).toEqual([...first.items.map((i) => i.price)].sort((a, b) => a - b));
    expect(second.items[0]!.price).toBeGreaterThanOrEqual(first.items[4]!.price);
    expect(second.items.some((i) => first.items.some((f) => f.id === i.id))).toBe(false);
  });

  it('lists a category by its slug path, with the same total as the menu count', async () => {
    const { body } = await list('categorySlug=komp/noutbuki&limit=100');
    expect(body.category).toMatchObject({ slug: 'noutbuki', name: 'Ноутбуки' });
    expect(body.slugs).toEqual(['komp', 'noutbuki']);
    expect(body.items.every((i) => i.title.startsWith('Ноутбук '))).toBe(true);
    expect(body.total).toBe(await menuCount(['komp', 'noutbuki']));
    expect(body.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['ОЗУ, ГБ', 'Гарантия']));
  });

  it('a parent category lists its whole subtree', async () => {
    expect((await list('categorySlug=instrument')).body.total).toBe(await menuCount(['instrument']));
  });

  it("an unknown category is a 404 'Категория не найдена'", async () => {
    const { status, body } = await list('categorySlug=komp/no-such-thing');
    expect(status).toBe(404);
    expect(body.message).toBe('Категория не найдена');
  });

  it('filters by producer and by price range; the facets stay those of the category', async () => {
    const all = (await list('categorySlug=bytovaya-tehnika&limit=100')).body;
    const producer = all.producers[0]!;
    const byProducer = (await list(`categorySlug=bytovaya-tehnika&limit=100&producers=${producer.id}`)).body;
    expect(byProducer.total).toBe(producer.count);
    expect(byProducer.items.every((i) => i.producer === producer.name)).toBe(true);
    expect(byProducer.producers).toEqual(all.producers);
    const ranged = (await list('categorySlug=bytovaya-tehnika&limit=100&priceMin=5000&priceMax=20000')).body;
    expect(ranged.items.every((i) => i.price >= 5000 && i.price <= 20000)).toBe(true);
    expect(ranged.total).toBeLessThan(all.total);
  });

  it('each category answers its own facets, asked one after another (the kept facets are per category)', async () => {
    const fridges = (await list('categorySlug=bytovaya-tehnika/krupnaya-tehnika/holodilniki&limit=100')).body;
    const grinders = (await list('categorySlug=instrument/elektroinstrument/bolgarki&limit=100')).body;
    for (const listing of [fridges, grinders]) {
      const counted = new Map<string, number>();
      for (const item of listing.items) counted.set(item.producer!, (counted.get(item.producer!) ?? 0) + 1);
      expect(listing.total).toBe(listing.items.length);
      expect(new Map(listing.producers.map((p) => [p.name, p.count]))).toEqual(counted);
    }
    expect(fridges.attributes).not.toEqual(grinders.attributes);
  });

  it('filters by attribute values: values of one attribute are alternatives, attributes add up', async () => {
    const slug = 'bytovaya-tehnika';
    const all = (await list(`categorySlug=${slug}&limit=100`)).body;
    const group = all.attributes.find((a) => a.name !== 'Гарантия' && a.values.length >= 2)!;
    const [first, second] = group.values as [{ value: string; count: number }, { value: string; count: number }];
    const filters = (f: object) => `categorySlug=${slug}&limit=100&filters=${encodeURIComponent(JSON.stringify(f))}`;
    const one = (await list(filters({ attributes: { [group.name]: [first.value] } }))).body;
    expect(one.total).toBe(first.count);
    const either = (await list(filters({ attributes: { [group.name]: [first.value, second.value] } }))).body;
    expect(either.total).toBe(first.count + second.count);
    // The facets stay those of the category.
    expect(either.attributes).toEqual(all.attributes);

    const warranty = all.attributes.find((a) => a.name === 'Гарантия')!.values[0]!;
    const both = (await list(filters({ attributes: { [group.name]: [first.value], Гарантия: [warranty.value] } }))).body;
    expect(both.total).toBeLessThanOrEqual(Math.min(first.count, warranty.count));
    const ids = new Set(one.items.map((i) => i.id));
    expect(both.items.every((i) => ids.has(i.id))).toBe(true);

    // The same filter in `filters` and as flat parameters gives the same page.
    const producer = all.producers[0]!;
    const inJson = (await list(filters({ producers: [producer.id], priceMin: 1000, priceMax: 90000 }))).body;
    const flat = (await list(`categorySlug=${slug}&limit=100&producers=${producer.id}&priceMin=1000&priceMax=90000`)).body;
    expect(inJson).toEqual(flat);
    expect(inJson.items.every((i) => i.producer === producer.name && i.price >= 1000 && i.price <= 90000)).toBe(true);

    const none = (await list(filters({ attributes: { [group.name]: ['нет такого значения'] } }))).body;
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('filters marked-down items by attribute values too', async () => {
    const all = (await list('type=DEFECTS&limit=100')).body;
    const group = all.attributes.find((a) => a.name !== 'Гарантия')!;
    const value = group.values[0]!;
    const filtered = (
      await list(`type=DEFECTS&limit=100&filters=${encodeURIComponent(JSON.stringify({ attributes: { [group.name]: [value.value] } }))}`)
    ).body;
    expect(filtered.total).toBe(value.count);
  });

  it('finds by words of the title (q)', async () => {
    const { body } = await list('q=Ноутбук&limit=100');
    expect(body.total).toBe(await menuCount(['komp', 'noutbuki']));
  });

  it('q follows the search’s rule (decision 0034): every word, forms, Cyrillic brands, colloquial names', async () => {
    const search = async (query: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: { query, stockId: DEFAULT_CITY.code } })).json() as {
        productsCount: number;
        droppedWords: string[];
      };
    for (const q of ['холодильник самсунг', 'стиралки', 'ноутбуки', 'самсунк']) {
      expect((await search(q)).droppedWords).toEqual([]);
      const { body } = await list(`selectedCity=${DEFAULT_CITY.id}&q=${encodeURIComponent(q)}&limit=100`);
      expect([q, body.total]).toEqual([q, (await search(q)).productsCount]);
      expect(body.total).toBeGreaterThan(0);
    }
    const fridges = (await list(`q=${encodeURIComponent('холодильник самсунг')}&limit=100`)).body;
    expect(fridges.items.every((i) => i.title.startsWith('Холодильник Samsung '))).toBe(true);
    // No word dropped in a listing: a word no product holds finds nothing.
    expect((await list(`q=${encodeURIComponent('холодильник звездолёт')}`)).body.total).toBe(0);
  });

  it('lists marked-down items (DEFECTS), each with its serial number and reason', async () => {
    const { body } = await list('type=DEFECTS&limit=100');
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((i) => /^У-\d{7}$/.test(i.defectSerialNumber ?? '') && Boolean(i.defectReason))).toBe(true);
  });

  it("'other city' lists the main stock code's goods", async () => {
    expect((await list(`selectedCity=${OTHER_CITY.id}`)).body).toEqual((await list(`selectedCity=${DEFAULT_CITY.id}`)).body);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
    ['sortPrice=UP', 'sortPrice'],
    ['page=-1', 'page'],
    ['categorySlug=../../etc', 'categorySlug'],
    ['type=OLD', 'type'],
    ['producers=1;2', 'producers'],
    ['priceMin=500&priceMax=100', 'priceMin'],
    ['filters=%7Bproducers', 'filters'],
    [`filters=${encodeURIComponent('{"colour":"white"}')}`, 'filters'],
    [`filters=${encodeURIComponent('{"attributes":{"Цвет":[]}}')}`, 'filters.attributes.Цвет'],
    [`filters=${encodeURIComponent('{"priceMin":500,"priceMax":100}')}`, 'priceMin'],
  ])('%s is a 400 with a Russian message naming %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toContain(`«${field}»`);
  });
});

describe('a page of new goods is planned once per connection, with a price range or without (decision 0068)', () => {
  const ranges = [{}, { priceMin: 1000 }, { priceMax: 90_000 }, { priceMin: 1000, priceMax: 90_000 }];
  const request = (slugs: readonly string[], range: { priceMin?: number; priceMax?: number }, page: number): ListingRequest => ({
    slugs: [...slugs],
    stockCode: DEFAULT_CITY.code,
    type: 'NEW',
    producers: [],
    attributes: {},
    ...range,
    sort: 'DESC',
    limit: 12,
    page,
  });

  it.each([
    ['the whole catalogue', []],
    ['a category', ['bytovaya-tehnika']],
  ] as const)('%s: one statement for every range and one without, and PostgreSQL keeps one plan for each', async (_case, slugs) => {
    // Before, each kind of range was a statement of its own, and a page without one costed `LIMIT $n`
    // in its generic plan as a tenth of the category: on the store's catalogue PostgreSQL planned it
    // anew at every call. Now the page is always bounded by price (the shopper's or every price).
    const texts = ranges.map((range) => newGoodsQuery(request(slugs, range, 1), []));
    expect(new Set(texts.slice(1)).size).toBe(1);
    const pages = Array.from({ length: 16 }, (_, i) => ({ range: ranges[i % 2 === 0 ? 0 : 1 + ((i >> 1) % 3)]!, page: 1 + (i >> 1) }));
    const { result: answers, plans } = await onOneSession(ctx.db, async (db) => {
      const repo = listingRepository(db, undefined, { refresh: async () => 0 });
      const answers = [];
      for (const { range, page } of pages) answers.push(await repo.list(request(slugs, range, page)));
      return answers;
    });
    // Five plans for the values first (PostgreSQL's rule), then the kept one.
    for (const text of [texts[0], texts[1]]) {
      const statement = plans.find((p) => p.statement === text);
      expect(statement?.custom_plans).toBeLessThanOrEqual(5);
      expect(statement?.generic_plans).toBeGreaterThanOrEqual(pages.length / 2 - 5);
    }
    // Each page is still its range's: the most expensive first, within the range; without one, the kept total.
    for (const [i, { range }] of pages.entries()) {
      const { items, total } = answers[i]!;
      const prices = items.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      for (const price of prices) expect(price).toBeGreaterThanOrEqual(range.priceMin ?? 0);
      for (const price of prices) expect(price).toBeLessThanOrEqual(range.priceMax ?? Infinity);
      if (!('priceMin' in range || 'priceMax' in range)) expect(total).toBe(answers[0]!.total);
    }
    const unranged = answers.filter((_, i) => i % 2 === 0).flatMap((answer) => answer!.items);
    expect(new Set(unranged.map((item) => item.id)).size).toBe(unranged.length);
    expect(answers[0]!.total).toBeGreaterThan(
      answers.find((_, i) => 'priceMax' in pages[i]!.range && 'priceMin' in pages[i]!.range)!.total,
    );
  });
});

describe("the facets of new goods (a category's price range, producers and attribute values)", () => {
  it("read from the listing's entries, they equal those aggregated from the category's products, for every category and stock code", async () => {
    const categories = await ctx.db.query<{ id: number }>('SELECT id FROM categories ORDER BY id');
    const stockCodes = await ctx.db.query<{ stock_code: number }>('SELECT DISTINCT stock_code FROM product_prices ORDER BY 1 LIMIT 4');
    expect(categories.length).toBeGreaterThan(5);
    expect(stockCodes.length).toBeGreaterThan(1);
    let compared = 0;
    for (const { stock_code: stockCode } of stockCodes) {
      for (const category of [null, ...categories]) {
        const ids = category
          ? (
              await ctx.db.query<{ id: number }>(
                `WITH RECURSIVE sub AS (SELECT $1::int AS id UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`,
                [category.id],
              )
            ).map((r) => r.id)
          : null;
        const query: ListingQuery = {
          stockCode,
          categoryId: category?.id ?? null,
          categoryIds: ids,
          type: 'NEW',
          producers: [],
          attributes: {},
          sort: 'DESC',
          limit: 12,
          page: 1,
        };
        const fromEntries = await facetsOfEntries(ctx.db, query);
        expect({ category: category?.id ?? null, stockCode, ...fromEntries }).toEqual({
          category: category?.id ?? null,
          stockCode,
          ...(await facetsOfProducts(ctx.db, query)),
        });
        if (fromEntries.producers.length > 0) compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(categories.length);
  });
});

describe('the SQL price agrees with the domain rule (SPEC §9 price selection)', () => {
  it('for every seeded price row', async () => {
    const rows = await ctx.db.query<{
      price_retail: number;
      price_discount: number | null;
      price_discount_end_date: Date | null;
      defect_price_retail: number | null;
      sql_price: number;
    }>(`SELECT pp.*, ${EFFECTIVE_PRICE_SQL} AS sql_price FROM product_prices pp`);
    const now = new Date();
    const mismatches = rows.filter(
      (r) =>
        effectivePrice(
          {
            stockCode: 0,
            priceRetail: r.price_retail,
            priceDiscount: r.price_discount,
            priceDiscountEndDate: r.price_discount_end_date ? new Date(r.price_discount_end_date).toISOString() : null,
            defectPriceRetail: r.defect_price_retail,
          },
          now,
        ) !== r.sql_price,
    );
    expect(rows.length).toBeGreaterThan(300);
    expect(mismatches).toEqual([]);
  });
});
