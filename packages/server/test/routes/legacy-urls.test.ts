import { LEGACY_URL_MESSAGES } from '../../src/schemas/legacy-urls';
import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const resolve = async (path: string | null) => {
  const res = await ctx.app.inject({ url: `/api/url/resolve${path === null ? '' : `?path=${encodeURIComponent(path)}`}` });
  return { status: res.statusCode, body: res.json() as { location?: string; statusCode: number; message?: string }, headers: res.headers };
};

describe('GET /api/url/resolve (SPEC §2 old product URLs)', () => {
  it('an old motorcycle-equipment product page → 301 to tools / consumables / oils', async () => {
    const [oil] = await ctx.db.query<{ product_id: number }>(
      "SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'masla' ORDER BY 1 LIMIT 1",
    );
    const { status, body, headers } = await resolve(`/store/moto-ekipirovka/motomasla/${oil!.product_id}.html`);
    expect(status).toBe(200);
    expect(body).toEqual({ location: `/store/instrument/raskhodnye-materialy/masla/${oil!.product_id}.html`, statusCode: 301 });
    expect(headers['cache-control']).toBe('public, max-age=86400');
    // The target is a real category chain of the catalogue.
    const chain = await ctx.db.query<{ slug: string }>(
      `SELECT c3.slug FROM categories c1 JOIN categories c2 ON c2.parent_id = c1.id JOIN categories c3 ON c3.parent_id = c2.id
        WHERE c1.slug = 'instrument' AND c2.slug = 'raskhodnye-materialy' AND c3.slug = 'masla'`,
    );
    expect(chain).toHaveLength(1);
  });

  it('an old computer-accessories product page with a marked-down serial → the care-products category, query kept', async () => {
    const { body } = await resolve('/store/kompyuternye-aksessuary/42.html?defect=У-0000421');
    expect(body.location).toBe('/store/sredstva-po-uhodu/dlya-tehniki/42.html?defect=У-0000421');
    const [care] = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.slug = 'sredstva-po-uhodu' AND c.slug = 'dlya-tehniki'",
    );
    expect(care!.n).toBe(1);
  });

  it('a current URL or an unknown one → 404', async () => {
    for (const path of ['/store/komp/noutbuki/1.html', '/store/moto-ekipirovka/../../admin', '/cart']) {
      const { status, body } = await resolve(path);
      expect(status).toBe(404);
      expect(body.message).toBe(LEGACY_URL_MESSAGES.notFound);
    }
  });

  it.each([null, '', 'store/moto-ekipirovka', '//evil.example/store/moto-ekipirovka', 'https://evil.example/', '/'.padEnd(1100, 'a')])(
    'path %p → Russian 400',
    async (path) => {
      const { status, body } = await resolve(path);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^Некорректный запрос: параметр запроса «path»/);
      if (path !== null) expect(body.message).toContain(LEGACY_URL_MESSAGES.path);
    },
  );
});
