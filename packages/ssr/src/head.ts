import type { PageMeta, SsrCrumb } from '@store/bus';
import { breadcrumbListJsonLd, pageHead, scriptJson, type BreadcrumbCategory, type PageHead, type PageHeadInput } from '@store/domain';
import { escapeAttr, escapeText } from './html';

/** What a page says about itself: the bus's own type, read from the page's scope (`$pageMeta`). */
export type { PageMeta };

/** A category of GET /api/category/menu (the part crumbs need). */
export type MenuNode = BreadcrumbCategory;

/** A crumb as @store/domain's breadcrumbs make it (the bus's SSR state carries them to the browser). */
export type Crumb = SsrCrumb;

/** The page's head by @store/domain's rule (the shell's in the browser), with the crumbs' BreadcrumbList. */
export interface ServerHead extends Omit<PageHead, 'noindex'> {
  breadcrumbs: Record<string, unknown> | null;
  noindex?: boolean;
}

/**
 * Title, description, canonical, Open Graph and JSON-LD of a server-rendered page: the page's own
 * meta, else the route's title and description; and the BreadcrumbList of the crumbs drawn.
 */
export function serverHead(input: PageHeadInput & { meta: PageMeta | null; crumbs: readonly Crumb[] }): ServerHead {
  const { crumbs, ...page } = input;
  return {
    ...pageHead(page),
    breadcrumbs: crumbs.length > 0 ? breadcrumbListJsonLd(crumbs, input.origin, input.pathname) : null,
  };
}

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
