import Fastify from 'fastify';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildStaticServer } from './server';

function makeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'store-static-'));
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"catalog"}');
  writeFileSync(join(dir, 'remoteEntry.js'), 'var catalog;');
  const chunk = 'console.log("chunk");'.repeat(50);
  writeFileSync(join(dir, '545.2a97affd66.js'), chunk);
  writeFileSync(join(dir, '545.2a97affd66.js.gz'), gzipSync(chunk));
  mkdirSync(join(dir, 'assets'));
  const remotes = join(dir, '..', `remotes-${Date.now()}.json`);
  writeFileSync(remotes, JSON.stringify({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' }));
  return { dir, remotes };
}

describe('remote server: cache policy and CORS', () => {
  it('serves manifests and entries no-cache, hashed chunks immutable, with CORS', async () => {
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, cors: true });
    const manifest = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://127.0.0.1:3000' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await app.inject({ url: '/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/545.2a97affd66.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('sends the pre-compressed copy to a browser that accepts gzip', async () => {
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, cors: true });
    const chunk = await app.inject({ url: '/545.2a97affd66.js', headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    await app.close();
  });

  it('keeps the cache policy of the file when it sends its compressed copy: a new release is seen at the next load', async () => {
    const { dir } = makeDist();
    for (const name of ['remoteEntry.js', 'mf-manifest.json']) writeFileSync(join(dir, `${name}.br`), brotliCompressSync(name));
    writeFileSync(join(dir, '545.2a97affd66.js.br'), brotliCompressSync('console.log("chunk");'.repeat(50)));
    const app = await buildStaticServer({ root: dir, cors: true });
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const url of ['/remoteEntry.js', '/mf-manifest.json']) {
      const entry = await app.inject({ url, headers: asBrowser });
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('no-cache');
    }
    const chunk = await app.inject({ url: '/545.2a97affd66.js', headers: asBrowser });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('answers 404 for a missing file instead of an HTML page', async () => {
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, cors: true });
    const missing = await app.inject({ url: '/nope.js' });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });
});

describe('shell server: routes, composition and /api', () => {
  it('answers client-side routes with the shell page, preload hints included', async () => {
    const { dir, remotes } = makeDist();
    const app = await buildStaticServer({
      root: dir,
      spa: true,
      remotesFile: remotes,
      routeRemotes: { '/': 'catalog', '/profile': 'profile' },
    });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<link rel="preconnect" href="http://127.0.0.1:3001" crossorigin>');
    expect(page.body).toContain('<link rel="preload" href="http://127.0.0.1:3001/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    await app.close();
  });

  it('answers a product page (/store/…/{productId}.html) with the shell page, a missing .html file elsewhere with 404', async () => {
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true });
    const product = await app.inject({ url: '/store/komp/noutbuki/123.html?defect=SN-1' });
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<div id="root">');
    // A product address with a bad id is still the catalogue's page: it shows not found with links.
    expect((await app.inject({ url: '/store/komp/noutbuki/abc.html' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/old-page.html' })).statusCode).toBe(404);
    await app.close();
  });

  it('redirects old motorcycle-equipment and computer-accessories URLs for good (SPEC §2)', async () => {
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true });
    const moto = await app.inject({ url: '/store/moto-ekipirovka/shlemy/77.html?defect=SN-9' });
    expect(moto.statusCode).toBe(301);
    expect(moto.headers.location).toBe('/store/instrument/raskhodnye-materialy/masla/77.html?defect=SN-9');
    const accessories = await app.inject({ url: '/store/kompyuternye-aksessuary' });
    expect(accessories.statusCode).toBe(301);
    expect(accessories.headers.location).toBe('/store/sredstva-po-uhodu/dlya-tehniki');
    expect((await app.inject({ url: '/store/komp' })).statusCode).toBe(200);
    await app.close();
  });

  it('serves remotes.json of this environment, no-cache', async () => {
    const { dir, remotes } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true, remotesFile: remotes });
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.json()).toEqual({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('serves a recomposed remotes.json on the next request, without a restart', async () => {
    const { dir, remotes } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true, remotesFile: remotes });
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' });
    writeFileSync(remotes, JSON.stringify({ catalog: 'http://127.0.0.1:3000/releases/catalog/1.4.0/mf-manifest.json' }));
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.json()).toEqual({ catalog: 'http://127.0.0.1:3000/releases/catalog/1.4.0/mf-manifest.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('serves published releases: versioned folders immutable, the index short-cached, with CORS', async () => {
    const { dir } = makeDist();
    const releases = mkdtempSync(join(tmpdir(), 'store-releases-'));
    mkdirSync(join(releases, 'catalog', '1.4.0'), { recursive: true });
    writeFileSync(join(releases, 'catalog', '1.4.0', 'mf-manifest.json'), '{"name":"catalog"}');
    writeFileSync(join(releases, 'catalog', 'index.json'), '{"remote":"catalog","versions":[]}');
    const app = await buildStaticServer({ root: dir, spa: true, releasesDir: releases });
    const manifest = await app.inject({ url: '/releases/catalog/1.4.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'catalog' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const index = await app.inject({ url: '/releases/catalog/index.json' });
    expect(index.headers['cache-control']).toBe('public, max-age=60');
    expect((await app.inject({ url: '/releases/catalog/9.9.9/mf-manifest.json' })).statusCode).toBe(404);
    await app.close();
  });

  it('forwards /api/* to the API', async () => {
    const upstream = Fastify();
    upstream.get('/api/health', async () => ({ status: 'ok' }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true, apiUpstream: `http://127.0.0.1:${port}` });
    const res = await app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
    const missingApi = await app.inject({ url: '/api/unknown' });
    expect(missingApi.statusCode).toBe(404);
    await app.close();
    await upstream.close();
  });
});

describe('client address for the API', () => {
  it("adds the client's address to X-Forwarded-For, so the API's per-IP limits see the buyer, not the proxy", async () => {
    const upstream = Fastify();
    upstream.get('/api/whoami', async (request) => ({ forwarded: request.headers['x-forwarded-for'] }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true, apiUpstream: `http://127.0.0.1:${port}` });
    expect((await app.inject({ url: '/api/whoami', remoteAddress: '10.1.2.3' })).json()).toEqual({ forwarded: '10.1.2.3' });
    await app.close();
    await upstream.close();
  });
});

describe('session cookies through the /api proxy (issue 24 item 4)', () => {
  it("passes the API's HttpOnly refresh cookie to the browser and the browser's cookies to the API, unchanged", async () => {
    const refreshCookie = 'refreshToken=r1; Max-Age=2592000; Path=/api/auth; HttpOnly; Secure; SameSite=Lax';
    const upstream = Fastify();
    upstream.post('/api/auth/refresh', async (request, reply) => {
      void reply.header('set-cookie', [refreshCookie, 'refreshToken=; Max-Age=0; Path=/']);
      return { cookie: request.headers.cookie };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { dir } = makeDist();
    const app = await buildStaticServer({ root: dir, spa: true, apiUpstream: `http://127.0.0.1:${port}` });
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: 'refreshToken=r0; token=a0' } });
    expect(res.json()).toEqual({ cookie: 'refreshToken=r0; token=a0' });
    expect(res.headers['set-cookie']).toEqual([refreshCookie, 'refreshToken=; Max-Age=0; Path=/']);
    await app.close();
    await upstream.close();
  });
});

describe('preload hints follow the route', () => {
  it('preloads only the manifest of the remote that draws the page', async () => {
    const { dir, remotes } = makeDist();
    const app = await buildStaticServer({
      root: dir,
      spa: true,
      remotesFile: remotes,
      routeRemotes: { '/': 'catalog', '/cart': 'cart_checkout' },
    });
    const cart = await app.inject({ url: '/cart' });
    expect(cart.body).not.toContain('rel="preload" href="http://127.0.0.1:3001/mf-manifest.json"');
    const store = await app.inject({ url: '/store/komp/noutbuki' });
    expect(store.body).toContain('rel="preload" href="http://127.0.0.1:3001/mf-manifest.json"');
    await app.close();
  });
});

describe('first-screen preload from the remote manifest', () => {
  it("preloads the route's remoteEntry.js and module chunk, read from the remote's manifest", async () => {
    const { dir } = makeDist();
    writeFileSync(
      join(dir, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [],
        exposes: [{ name: 'HomePage', path: './HomePage', assets: { js: { sync: ['home.1234567890.js'] }, css: { sync: [] } } }],
      }),
    );
    const remote = await buildStaticServer({ root: dir, cors: true });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const address = remote.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const remotes = join(dir, '..', `remotes-live-${Date.now()}.json`);
    writeFileSync(remotes, JSON.stringify({ catalog: `${origin}/mf-manifest.json` }));
    const shell = await buildStaticServer({ root: dir, spa: true, remotesFile: remotes, routeRemotes: { '/': 'catalog/HomePage' } });
    const page = await shell.inject({ url: '/' });
    expect(page.body).toContain(`<link rel="preload" href="${origin}/remoteEntry.js" as="script">`);
    expect(page.body).toContain(`<link rel="preload" href="${origin}/home.1234567890.js" as="script">`);
    await shell.close();
    await remote.close();
  });
});
