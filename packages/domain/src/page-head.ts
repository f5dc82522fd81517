/** The store's name in page titles and Open Graph. */
export const STORE_NAME = 'ТехноСибирь';

/** «Ноутбук Lenovo — ТехноСибирь»; the home page leads with the store's name. */
export function documentTitle(title: string, home: boolean): string {
  return home ? `${STORE_NAME} — магазин техники, инструмента и электроники` : `${title} — ${STORE_NAME}`;
}

/**
 * The canonical path of an address: the path without the query or a trailing slash, except a
 * marked-down item's `?defect=` on a product page, which is a page of its own (SPEC §2: each
 * marked-down item has its serial number and its own price).
 */
export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const defect = /\.html$/.test(path) ? new URLSearchParams(search).get('defect') : null;
  return defect ? `${path}?defect=${encodeURIComponent(defect)}` : path;
}

/**
 * What a page says about itself for the head. The bus's `PageMeta` has these fields; the domain
 * names them again only structurally, since it depends on nothing.
 */
export interface PageHeadMeta {
  /** The path the meta belongs to: meta of a page the shopper already left says nothing of this one. */
  path: string;
  title: string;
  description?: string;
  /** Path or absolute address of the canonical page. */
  canonical?: string;
  /** Root-relative or absolute picture for Open Graph. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** The page shows its not-found view. */
  notFound?: boolean;
}

/** The head of a page, the same in the server's HTML and in the browser. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the canonical page. */
  canonical: string;
  /** Open Graph `property → content`. */
  openGraph: Record<string, string>;
  /** The page's own structured data, if it gave any. */
  jsonLd: Record<string, unknown> | null;
  /** The page shows its not-found view: search engines must not keep it. */
  noindex: boolean;
}

export interface PageHeadInput {
  meta: PageHeadMeta | null;
  pathname: string;
  /** The canonical path of the address (`canonicalPath`), until the page names its own. */
  canonicalPath: string;
  /** The store's public origin: canonical and Open Graph addresses are absolute. */
  origin: string;
  /** The route's title and description from the route table, until the page says more. */
  fallback: { title: string; description: string };
}

/** The page's meta if it belongs to this path, else null. */
export const ownPageMeta = <M extends Pick<PageHeadMeta, 'path'>>(meta: M | null, pathname: string): M | null =>
  meta && meta.path === pathname ? meta : null;

const absolute = (origin: string, href: string) =>
  /^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;

/**
 * Title, description, canonical, Open Graph and JSON-LD of a page: its own meta when it belongs to
 * this path, else the route's title and description. The home page leads with the store's name.
 */
export function pageHead({ meta, pathname, canonicalPath: path, origin, fallback }: PageHeadInput): PageHead {
  const own = ownPageMeta(meta, pathname);
  const home = pathname === '/';
  const description = own?.description ?? fallback.description;
  const canonical = absolute(origin, own?.canonical ?? path);
  const jsonLd = own?.jsonLd ?? null;
  const openGraph: Record<string, string> = {
    'og:type': jsonLd?.['@type'] === 'Product' ? 'product' : 'website',
    'og:site_name': STORE_NAME,
    'og:locale': 'ru_RU',
    'og:title': own?.title ?? (home ? STORE_NAME : fallback.title),
    'og:description': description,
    'og:url': canonical,
  };
  if (own?.image) openGraph['og:image'] = absolute(origin, own.image);
  return {
    title: documentTitle(own?.title ?? fallback.title, home && !own),
    description,
    canonical,
    openGraph,
    jsonLd,
    noindex: own?.notFound === true,
  };
}

/** JSON for the inside of a script element: no text in it can close the element or break the line. */
export const scriptJson = (data: unknown): string =>
  JSON.stringify(data).replace(SCRIPT_UNSAFE, (unsafe) => SCRIPT_ESCAPES[unsafe] ?? unsafe);

/** What scriptJson escapes, in one pass over the text (a page's state is tens of kilobytes). */
const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
