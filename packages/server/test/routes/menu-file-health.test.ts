import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(60);
});
afterAll(async () => ctx?.close());

describe('GET /api/menu/code', () => {
  it('answers the three bottom menus in the order asked, with hrefs of SPEC §2 routes', async () => {
    const res = await ctx.app.inject({ url: '/api/menu/code?code=bottom-menu-help,bottom-menu-about,bottom-menu-buyer' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { code: string; title: string; items: { href: string }[] }[] };
    expect(items.map((m) => m.code)).toEqual(['bottom-menu-help', 'bottom-menu-about', 'bottom-menu-buyer']);
    expect(items.flatMap((m) => m.items.map((i) => i.href))).toEqual(
      expect.arrayContaining(['/feedback?category=7', '/contacts', '/point', '/docs/pravila_prodazhi']),
    );
  });

  it('an unknown code answers an empty list; a malformed one a 400', async () => {
    expect((await ctx.app.inject({ url: '/api/menu/code?code=no-such-menu' })).json()).toEqual({ items: [] });
    expect((await ctx.app.inject({ url: '/api/menu/code?code=%3Cscript%3E' })).statusCode).toBe(400);
  });
});

describe('GET /api/file/:name (product images generated locally)', () => {
  it('serves a WebP picture with a long cache', async () => {
    const res = await ctx.app.inject({ url: '/api/file/noutbuki.webp?dir=store,product' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses path traversal and answers 404 for a missing picture', async () => {
    expect((await ctx.app.inject({ url: '/api/file/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/file/nope.webp' })).statusCode).toBe(404);
  });
});

describe('service routes and errors', () => {
  it('health checks the database', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', db: ctx.db.kind });
  });

  it('an unknown route is a Russian 404', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Не найдено');
  });
});
