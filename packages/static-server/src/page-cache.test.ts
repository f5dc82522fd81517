import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SsrPage } from '@store/ssr';
import { PERSONAL_PAGE, pageCacheControl, signedIn } from './cache-policy';
import { buildStaticServer } from './server';
import { SHELL_ROUTES } from './route-table.fixture';

const PRODUCT = '/store/krupnaya-tehnika/holodilniki/7.html';
const CITY = 'selectedCity=195585415';
const SIGNED_IN = `${CITY}; token=eyJhbGciOi.x.y; user=%7B%22id%22%3A5%7D`;

/** The shell's server with a renderer that draws every page it is asked for, as packages/ssr would. */
async function store(options: { fail?: boolean; stale?: boolean } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'store-page-cache-'));
  writeFileSync(join(root, 'index.html'), '<html lang=ru><head><title>Магазин</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'routes.json'), JSON.stringify(SHELL_ROUTES));
  const remotesFile = join(root, 'remotes.json');
  // Closed loopback ports: no manifest is read, the pages are drawn by the stand-in renderer.
  writeFileSync(
    remotesFile,
    JSON.stringify({ catalog: 'http://127.0.0.1:9/mf-manifest.json', cart_checkout: 'http://127.0.0.1:9/cart/mf-manifest.json' }),
  );
  const ssr = async (html: string, request: { page: string; pathname: string }): Promise<SsrPage | null> => {
    if (options.fail) return null;
    const gone = request.pathname.endsWith('/404.html');
    return {
      html: html.replace('<div id="root"></div>', `<div id="ssr-page">${request.page}</div>`),
      status: gone ? 404 : 200,
      // As packages/ssr says it: a fresh render of a page the same for every guest (not the cart's).
      shared: !options.stale && request.page !== 'cart_checkout/CartPage',
    };
  };
  return buildStaticServer({ root, spa: true, remotesFile, ssr });
}

describe('Cache-Control of the pages (decision 0060)', () => {
  it("lets a CDN keep a guest's product page for the guests of that city: s-maxage, stale-while-revalidate, Vary: Cookie", async () => {
    const app = await store();
    const page = await app.inject({ url: PRODUCT, headers: { cookie: `${CITY}; _ym_uid=1` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="ssr-page">catalog/CataloguePage</div>');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(String(page.headers.vary)).toMatch(/^Cookie\b/);
    // A guest without a city yet gets the default city's page, kept the same way.
    const firstVisit = await app.inject({ url: PRODUCT });
    expect(firstVisit.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const home = await app.inject({ url: '/', headers: { cookie: CITY } });
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    await app.close();
  });

  it("never lets a shared cache keep a signed-in shopper's page (token or user cookie)", async () => {
    const app = await store();
    for (const cookie of [SIGNED_IN, `${CITY}; token=abc`, `user=%7B%22id%22%3A5%7D; ${CITY}`]) {
      const page = await app.inject({ url: PRODUCT, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe(PERSONAL_PAGE);
      expect(page.headers['cache-control']).not.toMatch(/s-maxage|public/);
    }
    await app.close();
  });

  it('keeps /cart and /profile private, for guests and shoppers alike', async () => {
    const app = await store();
    for (const cookie of [CITY, SIGNED_IN]) {
      for (const url of ['/cart', '/profile', '/profile/orders/15']) {
        const page = await app.inject({ url, headers: { cookie } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-cache');
      }
    }
    await app.close();
  });

  it('keeps no page the server did not render fresh, nor a not-found view: a fallback, a stand-in, a 404, a browser-drawn page', async () => {
    const fallback = await store({ fail: true });
    expect((await fallback.inject({ url: PRODUCT, headers: { cookie: CITY } })).headers['cache-control']).toBe('no-cache');
    await fallback.close();
    const stale = await store({ stale: true });
    expect((await stale.inject({ url: PRODUCT, headers: { cookie: CITY } })).headers['cache-control']).toBe('no-cache');
    await stale.close();
    const app = await store();
    const gone = await app.inject({ url: '/store/krupnaya-tehnika/404.html', headers: { cookie: CITY } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/contacts', headers: { cookie: CITY } })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/no/such/page' })).headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});

describe('pageCacheControl', () => {
  it('reads the session cookies by name only', () => {
    expect(signedIn('selectedCity=1; token=abc')).toBe(true);
    expect(signedIn('user=x')).toBe(true);
    expect(signedIn('selectedCity=1; mytoken=abc; username=x')).toBe(false);
    expect(signedIn('token=; selectedCity=1')).toBe(false);
    expect(signedIn(undefined)).toBe(false);
  });

  it('turns the shared cache off with s-maxage 0, and leaves stale-while-revalidate out at 0', () => {
    const page = { target: 'catalog/CataloguePage', cookie: undefined, shared: true, status: 200 };
    expect(pageCacheControl(page, { sMaxAgeS: 0, staleWhileRevalidateS: 600 })).toBe('no-cache');
    expect(pageCacheControl(page, { sMaxAgeS: 30, staleWhileRevalidateS: 0 })).toBe('public, max-age=0, s-maxage=30');
  });
});
