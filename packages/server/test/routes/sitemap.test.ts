import { parseStorePath } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';

interface SitemapDto {
  items: { path: string; lastmod: string | null }[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  message?: string;
}

const PRODUCTS = 2000;
let ctx: TestContext;
let all: SitemapDto;
beforeAll(async () => {
  ctx = await createTestContext(PRODUCTS);
  all = await get('');
});
afterAll(async () => ctx?.close());

async function get(query: string): Promise<SitemapDto> {
  const res = await ctx.app.inject({ url: `/api/sitemap${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SitemapDto;
}

describe('GET /api/sitemap: every catalogue page for sitemap.xml', () => {
  it('lists every seeded product page, each once, under its own category', async () => {
    const rows = await ctx.db.query<{ product_id: number; leaf: string; parent: string | null }>(
      `SELECT pc.product_id, leaf.slug AS leaf, parent.slug AS parent
         FROM product_categories pc JOIN categories leaf ON leaf.id = pc.category_id LEFT JOIN categories parent ON parent.id = leaf.parent_id
        ORDER BY pc.product_id`,
    );
    const products = all.items.filter((i) => parseStorePath(i.path).kind === 'product' && !i.path.includes('?'));
    expect(products).toHaveLength(PRODUCTS);
    expect(products.map((p) => p.path)).toEqual(rows.map((r) => `/store/${r.parent ? `${r.parent}/` : ''}${r.leaf}/${r.product_id}.html`));
    expect(products[0]).toEqual({
      path: '/store/krupnaya-tehnika/holodilniki/1.html',
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('lists /store and every category page by its whole chain', async () => {
    const categories = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM categories');
    const pages = all.items.filter((i) => !i.path.endsWith('.html') && !i.path.includes('?'));
    expect(pages).toHaveLength(categories[0]!.n + 1);
    expect(pages[0]).toEqual({ path: '/store', lastmod: null });
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/store/bytovaya-tehnika',
        '/store/bytovaya-tehnika/krupnaya-tehnika',
        '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki',
        '/store/komp/noutbuki',
      ]),
    );
  });

  it('lists each marked-down item on sale with its own page (?defect=)', async () => {
    const defects = await ctx.db.query<{ product_id: number; serial_number: string }>(
      'SELECT product_id, serial_number FROM product_defects WHERE quantity > 0 ORDER BY serial_number',
    );
    const marked = all.items.filter((i) => i.path.includes('?defect='));
    expect(marked.length).toBe(defects.length);
    expect(marked.length).toBeGreaterThan(10);
    const first = defects[0]!;
    expect(marked[0]!.path).toMatch(new RegExp(`/${first.product_id}\\.html\\?defect=${encodeURIComponent(first.serial_number)}$`));
  });

  it('answers the total and pages of any size; the pages put together are the whole list', async () => {
    expect(all).toMatchObject({ page: 1, limit: 50_000, pages: 1, total: all.items.length });
    const limit = 150;
    const first = await get(`?limit=${limit}`);
    expect(first.pages).toBe(Math.ceil(all.total / limit));
    const joined = [...first.items];
    for (let page = 2; page <= first.pages; page += 1) joined.push(...(await get(`?limit=${limit}&page=${page}`)).items);
    expect(joined).toEqual(all.items);
    expect((await get(`?limit=${limit}&page=${first.pages + 1}`)).items).toEqual([]);
  });

  it('may be cached for an hour', async () => {
    expect((await ctx.app.inject({ url: '/api/sitemap?limit=1' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['?limit=50001', '?limit=0', '?page=0', '?page=abc', '?limit=1.5'])('%s is a Russian 400', async (query) => {
    const res = await ctx.app.inject({ url: `/api/sitemap${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Некорректный запрос: параметр запроса «(limit|page)»/);
  });
});
