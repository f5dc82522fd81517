import { DEFAULT_CITY } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

interface Laptop {
  id: number;
  title: string;
  price: number;
  path: string;
  categoryPath: string;
}

describe('GET /api/laptops (SPEC §7)', () => {
  it('answers the laptops of the city, each with the category path /store/komp/noutbuki', async () => {
    const res = await ctx.app.inject({ url: `/api/laptops?selectedCity=${DEFAULT_CITY.id}` });
    const { results } = res.json() as { results: Laptop[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(35);
    expect(results.every((r) => r.title.startsWith('Ноутбук ') && r.categoryPath === '/store/komp/noutbuki' && r.price > 0)).toBe(true);
  });

  it('keeps the order of a given id list and drops ids without a price in the city', async () => {
    const { results: all } = (await ctx.app.inject({ url: '/api/laptops' })).json() as { results: Laptop[] };
    const ids = [all[2]!.id, all[0]!.id, 999999];
    const { results } = (await ctx.app.inject({ url: `/api/laptops?laptops=${ids.join(',')}` })).json() as { results: Laptop[] };
    expect(results.map((r) => r.id)).toEqual([all[2]!.id, all[0]!.id]);
  });

  it('refuses more than 35 ids or a malformed list with a Russian 400', async () => {
    const many = Array.from({ length: 36 }, (_, i) => i + 1).join(',');
    expect((await ctx.app.inject({ url: `/api/laptops?laptops=${many}` })).statusCode).toBe(400);
    const bad = await ctx.app.inject({ url: '/api/laptops?laptops=1,,2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('«laptops»');
  });
});

describe('GET /api/news/list', () => {
  it('answers items newest first with currentPage and total', async () => {
    const body = (await ctx.app.inject({ url: '/api/news/list?page=1&limit=2' })).json() as {
      items: { publishedAt: string }[];
      currentPage: number;
      total: number;
    };
    expect(body.currentPage).toBe(1);
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]!.publishedAt > body.items[1]!.publishedAt).toBe(true);
    const last = (await ctx.app.inject({ url: '/api/news/list?page=2&limit=2' })).json() as { items: unknown[]; total: number };
    expect(last.items).toHaveLength(1);
    expect(last.total).toBe(3);
  });

  it('a page past the end is empty but keeps the total; limit=0 is a 400', async () => {
    expect((await ctx.app.inject({ url: '/api/news/list?page=9' })).json()).toEqual({ items: [], currentPage: 9, total: 3 });
    expect((await ctx.app.inject({ url: '/api/news/list?limit=0' })).statusCode).toBe(400);
  });
});
