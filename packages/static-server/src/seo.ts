import type { ShellRoute } from './route-table';

/** Pages of one shopper (cart, profile, favourites, comparison) and result lists are not for search engines. */
const PRIVATE_PATHS = ['/cart', '/profile', '/favorite', '/compare', '/search', '/feedback'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    // Product pictures may be indexed (image search), the rest of the API not.
    'Allow: /api/custom-loader',
    'Allow: /api/file/',
    // The YML feed for Яндекс Маркет (issue 39): its robot reads it, at either address.
    'Allow: /market.yml',
    'Allow: /api/market.yml',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (origin: string, loc: string) => (/^https?:\/\//.test(loc) ? loc : `${origin}${loc.startsWith('/') ? '' : '/'}${loc}`);

/** The shell's own public pages from the route table (not one shopper's pages), with the home page and the catalogue root. */
export function shellPageUrls(routes: readonly ShellRoute[], extra: readonly string[] = []): SitemapUrl[] {
  const paths = routes
    .map((route) => route.path.replace(/\/\*$/, '') || '/')
    .filter((path) => !PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`)));
  return [...new Set([...paths, ...extra])].map((loc) => ({ loc }));
}

/** A urlset of absolute addresses, each once (the first seen wins). */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of urls) {
    const loc = absolute(origin, url.loc);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const lastmod =
      url.lastmod && /^\d{4}-\d{2}-\d{2}/.test(url.lastmod) ? `<lastmod>${escapeXml(url.lastmod.slice(0, 10))}</lastmod>` : '';
    entries.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export interface SitemapPage {
  urls: SitemapUrl[];
  pages: number;
}

/** One page of GET /api/sitemap (`items: [{ path, lastmod }]`), checked at the boundary. */
export function parseSitemapPage(data: unknown): SitemapPage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { items, urls, pages } = data as Record<string, unknown>;
  const list = Array.isArray(items) ? items : Array.isArray(urls) ? urls : null;
  if (!list) return null;
  const clean = list.flatMap((entry: unknown): SitemapUrl[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, loc, lastmod } = entry as Record<string, unknown>;
    const address = typeof path === 'string' ? path : loc;
    if (typeof address !== 'string') return [];
    return [typeof lastmod === 'string' ? { loc: address, lastmod } : { loc: address }];
  });
  return { urls: clean, pages: typeof pages === 'number' && Number.isFinite(pages) && pages >= 1 ? Math.floor(pages) : 1 };
}

/** Addresses per API page: one sitemap file each, under the 50 000 of sitemaps.org with the shell's pages added to the first. */
export const SITEMAP_PAGE_SIZE = 49_000;
/** The most sitemap files listed (a runaway `pages` must not make an endless index). */
export const MAX_SITEMAP_FILES = 1_000;

/** One page of the catalogue's addresses (categories, products, marked-down items) from the API. */
export async function fetchApiSitemapPage(apiUpstream: string, page: number, fetchImpl: typeof fetch = fetch): Promise<SitemapPage> {
  const response = await fetchImpl(`${apiUpstream}/api/sitemap?page=${page}&limit=${SITEMAP_PAGE_SIZE}`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET /api/sitemap?page=${page}: ${response.status}`);
  const parsed = parseSitemapPage(await response.json());
  if (!parsed) throw new Error(`GET /api/sitemap?page=${page}: неожиданный ответ`);
  return parsed;
}

/** A sitemap index naming each file of a catalogue too large for one. */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The API's YML feed as the shell forwards it (issue 39): the headers that describe the answer. */
export const FEED_HEADERS = ['content-type', 'last-modified', 'cache-control'] as const;

/**
 * GET /market.yml of the API, streamed through: `query` is the request's own («?city=…»), an
 * If-Modified-Since goes on so the API may answer 304. Only the wait for the answer's head is
 * limited (the body of a large catalogue takes longer, and is streamed as it comes).
 */
export async function fetchApiFeed(
  apiUpstream: string,
  query: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 15_000);
  try {
    return await fetchImpl(`${apiUpstream}/market.yml${query}`, { headers, signal: abort.signal });
  } finally {
    clearTimeout(timer);
  }
}
