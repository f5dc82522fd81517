import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Operation = { summary?: string; tags?: string[] };

describe('OpenAPI at /api/docs', () => {
  it('documents every route the API serves, each with a summary', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const served = ctx.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    expect(served.length).toBeGreaterThan(30);
    const missing = served.filter((r) => {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      return !spec.paths[path]?.[r.method.toLowerCase()]?.summary;
    });
    expect(missing).toEqual([]);
  });

  it('serves the interactive documentation page', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
