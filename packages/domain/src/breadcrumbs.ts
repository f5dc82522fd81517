import { categoryPath } from './store-paths';

export interface Crumb {
  title: string;
  /** Absent on the last crumb: the page the shopper is on is not a link. */
  href?: string;
}

/** What a breadcrumb segment can be resolved against (a category of GET /api/category/menu). */
export interface BreadcrumbCategory {
  slug: string;
  name: string;
  children: BreadcrumbCategory[];
}

export interface BreadcrumbInput {
  pathname: string;
  /** Items of every menu of the shell (top, header bottom, footer), `{ title, href }`. */
  menuItems: readonly { title: string; href: string }[];
  categories: readonly BreadcrumbCategory[];
  /** The page's own title from the bus (`$pageMeta`), when it belongs to this path. */
  pageTitle: string | null;
  /** Titles of paths no menu names (the catalogue root, the cart…). */
  routeTitles: Readonly<Record<string, string>>;
}

const HOME: Crumb = { title: 'Главная', href: '/' };
/** SPEC §2: the segment 'page' is a grouping in the address, not a page of its own. */
const SKIPPED_SEGMENT = 'page';

const pathOf = (href: string) => (href.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The category with this slug and its chain from the top: among the parent's children first, then anywhere. */
function findCategory(
  tree: readonly BreadcrumbCategory[],
  slug: string,
  parentChain: BreadcrumbCategory[] | null,
): BreadcrumbCategory[] | null {
  const parent = parentChain?.[parentChain.length - 1];
  const child = parent?.children.find((c) => c.slug === slug);
  if (parent && child && parentChain) return [...parentChain, child];
  const search = (nodes: readonly BreadcrumbCategory[], chain: BreadcrumbCategory[]): BreadcrumbCategory[] | null => {
    for (const node of nodes) {
      if (node.slug === slug) return [...chain, node];
      const found = search(node.children, [...chain, node]);
      if (found) return found;
    }
    return null;
  };
  return search(tree, []);
}

/**
 * Breadcrumbs of SPEC §2, the one rule for the shell in the browser and its server (packages/ssr),
 * so the trail a page is sent with is the one it keeps after hydration: none on the home page
 * (the shell also draws none on shell-less paths); «Главная» first; each
 * segment resolved against the menus' and categories' titles (a folder that is no page, such as
 * /docs, left out); the segment 'page' omitted; a final
 * `.html` segment is the page's own title (set by the remote through the bus; left out until it is
 * known), a catalogue segment likewise until the category tree has arrived; the last crumb is not a link.
 */
export function buildBreadcrumbs({ pathname, menuItems, categories, pageTitle, routeTitles }: BreadcrumbInput): Crumb[] {
  const path = pathOf(pathname);
  if (path === '/') return [];
  const menuTitles = new Map<string, string>();
  for (const item of menuItems) if (!menuTitles.has(pathOf(item.href))) menuTitles.set(pathOf(item.href), item.title);

  const segments = path.split('/').filter(Boolean);
  const inStore = segments[0] === 'store';
  const crumbs: Crumb[] = [HOME];
  let prefix = '';
  let chain: BreadcrumbCategory[] | null = null;

  segments.forEach((raw, index) => {
    prefix += `/${raw}`;
    const segment = decodeSegment(raw);
    const last = index === segments.length - 1;
    if (segment === SKIPPED_SEGMENT) return;
    if (last && segment.endsWith('.html')) {
      if (pageTitle) crumbs.push({ title: pageTitle, href: prefix });
      return;
    }
    const found = inStore && index > 0 ? findCategory(categories, segment, chain) : null;
    if (found) chain = found;
    const known = menuTitles.get(prefix) ?? routeTitles[prefix] ?? found?.[found.length - 1]?.name ?? (last ? pageTitle : null);
    // A folder of the address that is no page of its own (/docs) would be a link to a 404.
    if (known === null && !last) return;
    // A catalogue segment before the category tree has arrived waits for its name: the raw slug
    // («holodilniki») would flash in its place. Once the tree is known an unknown one shows itself.
    if (known === null && inStore && index > 0 && categories.length === 0) return;
    crumbs.push({ title: known ?? segment, href: found ? categoryPath(found.map((c) => c.slug)) : prefix });
  });

  const lastCrumb = crumbs[crumbs.length - 1];
  if (crumbs.length > 1 && lastCrumb) crumbs[crumbs.length - 1] = { title: lastCrumb.title };
  return crumbs.length > 1 ? crumbs : [];
}

/** schema.org BreadcrumbList of the crumbs, with absolute addresses (the last crumb's is the page's). */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string, pathname: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: `${origin}${crumb.href ?? pathname}`,
    })),
  };
}
