/**
 * Cache policy of the composition: entry points that name other files (HTML, remotes.json,
 * mf-manifest.json, remoteEntry.js, types) must be revalidated on every load, or a browser keeps
 * running an old remote (the most reported MF bug); content-hashed chunks never change.
 */
const ENTRY_POINTS = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|@mf-types\.(zip|d\.ts))$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$|\/assets\/[^/]+\.[0-9a-f]{10}\.[a-z0-9]+$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=300';

/**
 * The file a path serves: @fastify/static hands `setHeaders` the pre-compressed copy it sends
 * (`remoteEntry.js.br`), whose policy is the original's. Without this every browser, which accepts
 * br or gzip, got five minutes for the entry points and for the hashed chunks alike.
 */
const servedFile = (path: string): string => path.replace(/\.(br|gz)$/, '');

export function cacheControlFor(path: string): string {
  const file = servedFile(path);
  if (ENTRY_POINTS.test(file)) return NO_CACHE;
  if (HASHED.test(file)) return IMMUTABLE;
  return SHORT;
}

/** Under releases/: a `<remote>/<version>/` folder is immutable once published; index.json changes on each release. */
export function releaseCacheControlFor(path: string): string {
  const file = servedFile(path);
  if (/(^|\/)\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//.test(file)) return IMMUTABLE;
  if (/(^|\/)index\.json$/.test(file)) return 'public, max-age=60';
  return NO_CACHE;
}

/** A page of one shopper: no shared cache keeps it, the browser asks again before reusing it. */
export const PERSONAL_PAGE = 'private, no-cache';

/** How long a shared cache (a CDN) serves a guest's page as fresh, and how much longer stale while it fetches a new one. */
export interface PageCacheTimes {
  sMaxAgeS: number;
  staleWhileRevalidateS: number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheTimes = { sMaxAgeS: 60, staleWhileRevalidateS: 600 };

/** Remotes whose pages are a shopper's own (the cart and checkout, the profile): never kept for another. */
const PERSONAL_REMOTES = new Set(['cart_checkout', 'profile']);

/** The request carries a signed-in shopper's cookies (`token`, `user`): the page is theirs. */
export function signedIn(cookie: string | undefined): boolean {
  return /(?:^|;\s*)(?:token|user)=[^;\s]/.test(cookie ?? '');
}

/**
 * Cache-Control of a page of the shell (decision 0060). A guest's server-rendered page that is the
 * same for every guest of a city (home, catalogue, product, search; SsrPage.shared, status 200) may
 * be kept by a shared cache for `sMaxAgeS` and served stale while it refetches for
 * `staleWhileRevalidateS` (it varies by the `selectedCity` cookie: the answer says `Vary: Cookie`);
 * browsers still ask each time (max-age=0), as for every entry point of the composition. A
 * signed-in shopper's page, the cart's and the profile's are private. Any other page (the browser
 * renders it, or the render fell back or stood in) is no-cache, as before.
 */
export function pageCacheControl(
  page: { target: string | undefined; cookie: string | undefined; shared: boolean; status: number },
  times: PageCacheTimes = PAGE_CACHE_DEFAULTS,
): string {
  if (signedIn(page.cookie) || PERSONAL_REMOTES.has(page.target?.split('/')[0] ?? '')) return PERSONAL_PAGE;
  if (!page.shared || page.status !== 200 || times.sMaxAgeS <= 0) return NO_CACHE;
  const stale = times.staleWhileRevalidateS > 0 ? `, stale-while-revalidate=${times.staleWhileRevalidateS}` : '';
  return `public, max-age=0, s-maxage=${times.sMaxAgeS}${stale}`;
}
