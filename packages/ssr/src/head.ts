import type { PageMeta, SsrCrumb } from '@store/bus';
import { STORE_NAME, breadcrumbListJsonLd, documentTitle, type BreadcrumbCategory } from '@store/domain';

/** What a page says about itself: the bus's own type, read from the page's scope (`$pageMeta`). */
export type { PageMeta };

/** A category of GET /api/category/menu (the part crumbs need). */
export type MenuNode = BreadcrumbCategory;

/** A crumb as @store/domain's breadcrumbs make it (the bus's SSR state carries them to the browser). */
export type Crumb = SsrCrumb;

/** The page's meta if it belongs to this path (meta of a page already left says nothing of this one). */
export const ownMeta = (meta: PageMeta | null, pathname: string): PageMeta | null => (meta && meta.path === pathname ? meta : null);

const absolute = (origin: string, href: string) =>
  /^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;

export interface ServerHead {
  title: string;
  description: string;
  canonical: string;
  openGraph: Record<string, string>;
  jsonLd: Record<string, unknown> | null;
  breadcrumbs: Record<string, unknown> | null;
  /** The page shows its not-found view (bus PageMeta.notFound): search engines must not keep it. */
  noindex?: boolean;
}

/**
 * Title, description, canonical, Open Graph and JSON-LD of a server-rendered page: the page's own
 * meta (as the shell's head-tags do in the browser), else the route's title and description.
 */
export function serverHead(input: {
  meta: PageMeta | null;
  pathname: string;
  canonicalPath: string;
  origin: string;
  fallback: { title: string; description: string };
  crumbs: readonly Crumb[];
}): ServerHead {
  const own = ownMeta(input.meta, input.pathname);
  const home = input.pathname === '/';
  const description = own?.description ?? input.fallback.description;
  const canonical = absolute(input.origin, own?.canonical ?? input.canonicalPath);
  const jsonLd = own?.jsonLd ?? null;
  const openGraph: Record<string, string> = {
    'og:type': jsonLd?.['@type'] === 'Product' ? 'product' : 'website',
    'og:site_name': STORE_NAME,
    'og:locale': 'ru_RU',
    'og:title': own?.title ?? (home ? STORE_NAME : input.fallback.title),
    'og:description': description,
    'og:url': canonical,
  };
  if (own?.image) openGraph['og:image'] = absolute(input.origin, own.image);
  return {
    title: documentTitle(own?.title ?? input.fallback.title, home && !own),
    description,
    canonical,
    openGraph,
    jsonLd,
    breadcrumbs: input.crumbs.length > 0 ? breadcrumbListJsonLd(input.crumbs, input.origin, input.pathname) : null,
    noindex: own?.notFound === true,
  };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: no text can close it. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head's tags as HTML; the JSON-LD scripts carry the ids the shell updates in the browser. */
export function headHtml(head: ServerHead): string {
  let tags = `<title>${escapeText(head.title)}</title>`;
  tags += `<meta name="description" content="${escapeAttr(head.description)}">`;
  tags += `<link rel="canonical" href="${escapeAttr(head.canonical)}">`;
  if (head.noindex) tags += '<meta name="robots" content="noindex">';
  for (const [property, content] of Object.entries(head.openGraph))
    tags += `<meta property="${escapeAttr(property)}" content="${escapeAttr(content)}">`;
  if (head.jsonLd) tags += `<script type="application/ld+json" id="shell-page-jsonld">${scriptJson(head.jsonLd)}</script>`;
  if (head.breadcrumbs) tags += `<script type="application/ld+json" id="shell-breadcrumbs-jsonld">${scriptJson(head.breadcrumbs)}</script>`;
  return tags;
}
