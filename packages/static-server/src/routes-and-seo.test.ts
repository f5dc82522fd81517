import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoute } from '@store/domain';
import type { SsrPage } from '@store/ssr';
import { buildStaticServer } from './server';
import { parseRouteTable } from './route-table';
import { SHELL_ROUTES } from './route-table.fixture';

function shellDist() {
  const dir = mkdtempSync(join(tmpdir(), 'store-shell-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html lang=ru><head><meta name=description content="Общее"><title>Магазин</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(SHELL_ROUTES));
  return dir;
}

async function fakeApi(pages: { path: string; lastmod: string | null }[][], status = 200): Promise<{ api: FastifyInstance; url: string }> {
  const api = Fastify();
  api.get<{ Querystring: { page?: string; limit?: string } }>('/api/sitemap', async (request, reply) => {
    const page = Number(request.query.page ?? 1);
    const body = {
      items: pages[page - 1] ?? [],
      total: pages.flat().length,
      page,
      limit: Number(request.query.limit),
      pages: pages.length,
    };
    return reply.code(status).send(body);
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  return { api, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the route table decides what is a page', () => {
  it('matches like the router: exact paths, `/*` prefixes, trailing slash and case ignored', () => {
    const routes = parseRouteTable(JSON.stringify(SHELL_ROUTES)) ?? [];
    expect(matchRoute(routes, '/store')?.module).toBe('CataloguePage');
    expect(matchRoute(routes, '/store/komp/noutbuki/5.html')?.module).toBe('CataloguePage');
    expect(matchRoute(routes, '/Cart/')?.module).toBe('CartPage');
    expect(matchRoute(routes, '/storefront')).toBeNull();
    expect(matchRoute(routes, '/cart/x')).toBeNull();
    expect(parseRouteTable('not json')).toBeNull();
  });

  it('answers a path that matches no route with HTTP 404 and the shell page (its 404 view), no preloads', async () => {
    const app = await buildStaticServer({ root: shellDist(), spa: true });
    const missing = await app.inject({ url: '/no/such/page?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).toContain('<title>Страница не найдена — ТехноСибирь</title>');
    expect(missing.body).not.toContain('rel="canonical"');
    expect((await app.inject({ url: '/store/komp/noutbuki' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/profile/orders/15' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers a server-rendered page that shows its not-found view (an unknown category) with 404, a found one with 200', async () => {
    const root = shellDist();
    const remotesFile = join(root, 'remotes.json');
    // A closed loopback port: the manifest is not reachable, the page's assets are simply not preloaded.
    writeFileSync(remotesFile, JSON.stringify({ catalog: 'http://127.0.0.1:9/mf-manifest.json' }));
    const rendered: string[] = [];
    const ssr = async (html: string, request: { pathname: string }): Promise<SsrPage> => {
      rendered.push(request.pathname);
      const gone = request.pathname === '/store/net-takoy';
      return {
        html: html.replace('<div id="root"></div>', gone ? '<h1>Категория не найдена</h1>' : '<h1>Холодильники</h1>'),
        status: gone ? 404 : 200,
      };
    };
    const app = await buildStaticServer({ root, spa: true, remotesFile, ssr });
    const gone = await app.inject({ url: '/store/net-takoy' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<h1>Категория не найдена</h1>');
    const found = await app.inject({ url: '/store/holodilniki' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<h1>Холодильники</h1>');
    expect(rendered).toEqual(['/store/net-takoy', '/store/holodilniki']);
    await app.close();
  });

  it("hands the render the time its request came, so the render's budget counts the wait for the server (decision 0067)", async () => {
    const root = shellDist();
    const remotesFile = join(root, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ catalog: 'http://127.0.0.1:9/mf-manifest.json' }));
    const asked: { receivedAt?: number; at: number }[] = [];
    const ssr = async (_html: string, request: { receivedAt?: number }): Promise<SsrPage | null> => {
      asked.push({ ...(request.receivedAt !== undefined ? { receivedAt: request.receivedAt } : {}), at: Date.now() });
      return null;
    };
    const app = await buildStaticServer({ root, spa: true, remotesFile, ssr });
    const before = Date.now();
    const page = await app.inject({ url: '/store/holodilniki' });
    expect(page.statusCode).toBe(200);
    expect(asked).toHaveLength(1);
    const [{ receivedAt, at }] = asked as [{ receivedAt?: number; at: number }];
    // From the request's arrival (Fastify's clock of the request), before the files were read for it.
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1);
    expect(receivedAt).toBeLessThanOrEqual(at);
    await app.close();
  });

  it('gives every page it did not render (a 404 too) the frame with the footer, a rendered page none on top of its own', async () => {
    const root = shellDist();
    const remotesFile = join(root, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ catalog: 'http://127.0.0.1:9/mf-manifest.json' }));
    const framed: string[] = [];
    const ssr = Object.assign(
      async (html: string, request: { pathname: string }): Promise<SsrPage | null> =>
        request.pathname === '/'
          ? { html: html.replace('<div id="root"></div>', '<div id="root"></div><footer>сервер</footer>'), status: 200 }
          : null,
      {
        frame: async (html: string, context: { pathname: string }) => {
          framed.push(context.pathname);
          return html.replace('</body>', '<footer>подвал</footer></body>');
        },
      },
    );
    const app = await buildStaticServer({ root, spa: true, remotesFile, ssr });
    for (const url of ['/contacts', '/profile/orders', '/no/such/page'])
      expect((await app.inject({ url })).body).toContain('подвал</footer>');
    expect((await app.inject({ url: '/no/such/page' })).statusCode).toBe(404);
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('<footer>сервер</footer>');
    expect(home.body).not.toContain('подвал');
    expect(framed).toEqual(['/contacts', '/profile/orders', '/no/such/page', '/no/such/page']);
    await app.close();
  });

  it("writes the route's title, description and canonical into the HTML for crawlers without JavaScript", async () => {
    const app = await buildStaticServer({ root: shellDist(), spa: true, publicUrl: 'https://shop.example/' });
    const contacts = await app.inject({ url: '/contacts?utm_source=vk' });
    expect(contacts.body).toContain('<title>Контакты — ТехноСибирь</title>');
    expect(contacts.body).toContain('<meta name="description" content="Телефон &amp; адреса">');
    expect(contacts.body).toContain('<link rel="canonical" href="https://shop.example/contacts">');
    expect(contacts.body.match(/<title>/g)).toHaveLength(1);
    expect(contacts.body.match(/name="?description/g)).toHaveLength(1);
    const home = await app.inject({ url: '/' });
    expect(home.body).toContain('<title>ТехноСибирь — магазин техники, инструмента и электроники</title>');
    await app.close();
  });

  it("a marked-down item's ?defect= page is its own canonical", async () => {
    const app = await buildStaticServer({ root: shellDist(), spa: true, publicUrl: 'https://shop.example' });
    const item = await app.inject({ url: '/store/komp/noutbuki/5.html?utm_source=vk&defect=SN-7' });
    expect(item.body).toContain('<link rel="canonical" href="https://shop.example/store/komp/noutbuki/5.html?defect=SN-7">');
    const product = await app.inject({ url: '/store/komp/noutbuki/5.html' });
    expect(product.body).toContain('<link rel="canonical" href="https://shop.example/store/komp/noutbuki/5.html">');
    await app.close();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of one shopper’s pages and the API, and names the sitemap', async () => {
    const app = await buildStaticServer({ root: shellDist(), spa: true, publicUrl: 'https://shop.example' });
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const line of [
      'User-agent: *',
      'Disallow: /cart',
      'Disallow: /profile',
      'Disallow: /api/',
      'Allow: /market.yml',
      'Allow: /api/market.yml',
      'Sitemap: https://shop.example/sitemap.xml',
    ]) {
      expect(robots.body).toContain(line);
    }
    await app.close();
  });

  it("sitemap.xml lists the shell's public pages and every address of the API's sitemap", async () => {
    const { api, url } = await fakeApi([
      [
        { path: '/store/komp', lastmod: null },
        { path: '/store/komp/noutbuki/5.html', lastmod: '2026-11-20' },
        { path: '/store/komp/noutbuki/5.html?defect=SN-1&x=<y>', lastmod: null },
      ],
    ]);
    const app = await buildStaticServer({ root: shellDist(), spa: true, apiUpstream: url, publicUrl: 'https://shop.example' });
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shop.example/',
      'https://shop.example/store',
      'https://shop.example/contacts',
      'https://shop.example/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf',
      'https://shop.example/store/komp',
      'https://shop.example/store/komp/noutbuki/5.html',
      'https://shop.example/store/komp/noutbuki/5.html?defect=SN-1&amp;x=&lt;y&gt;',
    ]);
    expect(sitemap.body).toContain('<lastmod>2026-11-20</lastmod>');
    await app.close();
    await api.close();
  });

  it('a catalogue of several API pages becomes a sitemap index, one file a page (sitemaps.org: 50 000 at most)', async () => {
    const { api, url } = await fakeApi([[{ path: '/store/a', lastmod: null }], [{ path: '/store/b/1.html', lastmod: null }]]);
    const app = await buildStaticServer({ root: shellDist(), spa: true, apiUpstream: url, publicUrl: 'https://shop.example' });
    const index = await app.inject({ url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://shop.example/sitemap-1.xml',
      'https://shop.example/sitemap-2.xml',
    ]);
    const second = await app.inject({ url: '/sitemap-2.xml' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<loc>https://shop.example/store/b/1.html</loc>');
    expect(second.body).not.toContain('/contacts');
    expect((await app.inject({ url: '/sitemap-1.xml' })).body).toContain('https://shop.example/contacts');
    expect((await app.inject({ url: '/sitemap-3.xml' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sitemap-x.xml' })).statusCode).toBe(404);
    await app.close();
    await api.close();
  });

  it('answers 503 (try later) when the API cannot give the catalogue, never a partial sitemap', async () => {
    const { api, url } = await fakeApi([[]], 500);
    const app = await buildStaticServer({ root: shellDist(), spa: true, apiUpstream: url });
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.headers['retry-after']).toBe('600');
    await app.close();
    await api.close();
  });
});

describe('/market.yml (issue 39: the YML feed, at the address an operator gives to Яндекс)', () => {
  it('is the API’s feed streamed through: the query and If-Modified-Since go on, its Last-Modified and 304 come back', async () => {
    const api = Fastify();
    const seen: { url: string; since: string | undefined }[] = [];
    api.get('/market.yml', async (request, reply) => {
      seen.push({ url: request.url, since: request.headers['if-modified-since'] });
      reply.header('last-modified', 'Sun, 22 Nov 2026 02:00:00 GMT').header('cache-control', 'public, max-age=600');
      if (request.headers['if-modified-since']) return reply.code(304).send();
      return reply
        .type('application/xml; charset=utf-8')
        .send('<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="2026-11-22T10:00+08:00"/>\n');
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const upstream = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const app = await buildStaticServer({ root: shellDist(), spa: true, apiUpstream: upstream, publicUrl: 'https://shop.example' });
    const feed = await app.inject({ url: '/market.yml?city=42' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(feed.headers['last-modified']).toBe('Sun, 22 Nov 2026 02:00:00 GMT');
    expect(feed.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<yml_catalog /);
    const again = await app.inject({ url: '/market.yml', headers: { 'if-modified-since': 'Sun, 22 Nov 2026 02:00:00 GMT' } });
    expect(again.statusCode).toBe(304);
    expect(seen).toEqual([
      { url: '/market.yml?city=42', since: undefined },
      { url: '/market.yml', since: 'Sun, 22 Nov 2026 02:00:00 GMT' },
    ]);
    await app.close();
    await api.close();
    // The API away: a 503 a robot retries, never a broken feed.
    const down = await buildStaticServer({ root: shellDist(), spa: true, apiUpstream: upstream });
    const gone = await down.inject({ url: '/market.yml' });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('600');
    await down.close();
  });
});
