import type { PageMeta } from '@store/bus';
import { STORE_NAME, canonicalPath, documentTitle } from '@store/domain';

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute address of the canonical page. */
  canonical: string;
  /** Open Graph `property → content`. */
  openGraph: Record<string, string>;
  /** The page's own structured data, if it gave any. */
  jsonLd: Record<string, unknown> | null;
}

export interface HeadInput {
  meta: PageMeta | null;
  pathname: string;
  search: string;
  origin: string;
  /** The route's title and description from the route table, until the page says more. */
  fallback: { title: string; description: string };
}

const absolute = (origin: string, href: string) =>
  /^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;

/**
 * Title, description, canonical, Open Graph and JSON-LD of the current page: the page's own meta
 * from the bus when it belongs to this path (a page already left does not count), else the route's.
 */
export function headTagsFor({ meta, pathname, search, origin, fallback }: HeadInput): HeadTags {
  const own = meta && meta.path === pathname ? meta : null;
  const home = pathname === '/';
  const title = documentTitle(own?.title ?? fallback.title, home && !own);
  const description = own?.description ?? fallback.description;
  const canonical = absolute(origin, own?.canonical ?? canonicalPath(pathname, search));
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
  return { title, description, canonical, openGraph, jsonLd };
}
