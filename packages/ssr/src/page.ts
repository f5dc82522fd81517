import type { SsrState } from '@store/bus';
import { SSR_IDS, buildBreadcrumbs, parseStorePath, ownPageMeta, isShellLessPath, scriptJson } from '@store/domain';
// Only the component: the rest of @store/ui is browser code (dialogs, forms) this Node build does not need.
import { Breadcrumbs } from '@store/ui/src/navigation/breadcrumbs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { headHtml, serverHead, type Crumb, type MenuNode } from './head';
import { footerHtml } from './footer';
import { escapeAttr } from './html';
import type { RenderResult } from './renderer';
import { cartProductsEarly, scriptsAfterPicture } from './start-after-picture';

/** Where the browser finds the server's page and its state (shell: shared/lib/ssr): one name each, in @store/domain. */
export const { island: ISLAND_ID, state: STATE_ID, frame: FRAME_ID, start: START_ID } = SSR_IDS;

export type { SsrState } from '@store/bus';

export interface PageContext {
  pathname: string;
  search: string;
  /** The store's public origin (absolute canonical and JSON-LD addresses). */
  origin: string;
  /** The canonical path of the address (the route's, until the page says more). */
  canonicalPath: string;
  /** The route's title and description from the shell's route table. */
  route: { title: string; description: string };
  /** The stylesheets of the page's remote module (its manifest), linked so the markup is styled before any script. */
  styles: readonly string[];
  /** The shell's own start-up stylesheets (its layout and @store/ui: dist/ssr-styles.json). */
  shellStyles?: readonly string[];
  /**
   * The text of those stylesheets the server has read, by address: they come inline in the HTML
   * instead of as links (no render-blocking request, none to another origin, before the picture).
   */
  styleTexts?: Readonly<Record<string, string>>;
  /**
   * This response's Content-Security-Policy nonce (static-server security-headers): the inline
   * stylesheets and the starter script written here carry it; nothing of the page's data does.
   */
  nonce?: string;
}

/** A preload of the first high-priority picture of the markup (the LCP candidate), with its srcset and sizes. */
export function lcpPreload(markup: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(markup)?.[0];
  if (!img) return '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(img)?.[1];
  const src = attr('src');
  const srcset = attr('srcSet') ?? attr('srcset');
  const sizes = attr('sizes');
  if (!src) return '';
  // The values are already escaped as attributes in the markup.
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/**
 * A stylesheet of the page: inline when its text is known, marked with its address (`data-href`),
 * which webpack's CSS loading (mini-css-extract) takes for the file itself and does not fetch again;
 * otherwise a link. `</` cannot end the style element early (a CSS string or comment holding it).
 */
export function stylesheetHtml(href: string, text: string | undefined, nonce?: string): string {
  if (text === undefined) return `<link rel="stylesheet" href="${escapeAttr(href)}">`;
  const signed = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  return `<style data-href="${escapeAttr(href)}"${signed}>${text.replace(/<\//g, '<\\/')}</style>`;
}

/** The head's preload hint of a stylesheet that comes inline: it would only fetch it again. */
function withoutStylePreloads(html: string, inlined: readonly string[]): string {
  let out = html;
  for (const href of inlined) out = out.replace(`<link rel="preload" href="${escapeAttr(href)}" as="style">`, '');
  return out;
}

/**
 * The crumbs the shell's layout draws above the page, by @store/domain's rule (the one the shell
 * uses in the browser): a catalogue path's categories and product, another page's route title; none
 * on the home page. The route's title names the path's first segment (`/store` → «Каталог»).
 */
export function pageCrumbs(pathname: string, menu: readonly MenuNode[], pageTitle: string | null, routeTitle: string): Crumb[] {
  const root = `/${pathname.split('/')[1] ?? ''}`;
  return buildBreadcrumbs({ pathname, menuItems: [], categories: menu, pageTitle, routeTitles: routeTitle ? { [root]: routeTitle } : {} });
}

/**
 * The crumbs as the shell's layout draws them: @store/ui's Breadcrumbs in the shell's box, rendered
 * here to static markup (the shell moves the page into its own layout on mount, so the two agree by
 * being one component, not two copies of its markup).
 */
export function crumbsHtml(crumbs: readonly Crumb[]): string {
  if (crumbs.length === 0) return '';
  const trail = createElement(Breadcrumbs, { items: crumbs });
  // Breadcrumbs draws router links; the location does not change what they point at.
  return `<div class="shell-breadcrumbs" data-ssr-crumbs>${renderToStaticMarkup(createElement(StaticRouter, { location: '/' }, trail))}</div>`;
}

/** The HTTP status of a server-rendered page: 404 when it shows its not-found view (bus PageMeta.notFound). */
export function pageStatus(result: RenderResult, pathname: string): 200 | 404 {
  return ownPageMeta(result.meta, pathname)?.notFound === true ? 404 : 200;
}

/** The cart page (decision 0036): its frame is the server's, its lines the browser's. */
const CART_PAGE = 'cart_checkout/CartPage';

/**
 * Pages that show a newcomer nothing of theirs and work as drawn (links are links, taps are held by
 * the starter): home and the catalogue's listings (the root, a category, an address not found). For a
 * newcomer the browser hydrates them at the first sign of someone at the page (decision 0053). A
 * product page is hydrated at once: its model notes the view in the shopper's history.
 */
export function waitsForPresence(page: string, pathname: string): boolean {
  if (page === 'catalog/HomePage') return true;
  return page === 'catalog/CataloguePage' && parseStorePath(pathname).kind !== 'product';
}

/**
 * The shell's HTML with the server-rendered page: the page's head (title, description, canonical,
 * Open Graph, Product and BreadcrumbList JSON-LD), its stylesheets and LCP picture, the markup after
 * the pre-painted frame and the state to hydrate it with.
 */
export function pageWithSsr(html: string, result: RenderResult, context: PageContext): string {
  if (!html.includes('</head>') || !html.includes('</body>')) return html;
  const pageTitle = ownPageMeta(result.meta, context.pathname)?.title ?? null;
  // The crumbs drawn, written as JSON-LD and kept by the shell through hydration: one list.
  const pageCrumbList = pageCrumbs(context.pathname, result.menu, pageTitle, context.route.title);
  const head = serverHead({
    meta: result.meta,
    pathname: context.pathname,
    canonicalPath: context.canonicalPath,
    origin: context.origin,
    fallback: context.route,
    crumbs: pageCrumbList,
  });
  const state: SsrState = {
    page: result.page,
    manifest: result.manifestUrl,
    version: result.version,
    location: `${context.pathname}${context.search}`,
    values: result.values,
    crumbs: pageCrumbList,
  };
  let out = html
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<meta\s+name="?description"?[^>]*>/i, '')
    .replace(/<link\s+rel="?canonical"?[^>]*>/i, '');
  out = out.replace('</head>', () => `${headHtml(head)}</head>`);
  // The LCP picture early in the head, before the scripts' preloads, so its request starts first;
  // but after the viewport meta: a preload met before it picks from the srcset by the default
  // 980 px layout width, i.e. a bigger picture than the phone shows, fetched on top of the right one.
  const picture = lcpPreload(result.html);
  if (picture) {
    const viewport = /<meta\s+name="?viewport"?[^>]*>/i;
    out = viewport.test(out)
      ? out.replace(viewport, (tag) => `${tag}${picture}`)
      : out.replace(/<head[^>]*>/i, (tag) => `${tag}${picture}`);
  }
  // The stylesheets go right before the page, not in the head: the pre-painted header and banner
  // paint at once, the page below them once it is styled, in its final place (no shift).
  const hrefs = [...new Set([...(context.shellStyles ?? []), ...context.styles])];
  const texts = context.styleTexts ?? {};
  out = withoutStylePreloads(
    out,
    hrefs.filter((href) => texts[href] !== undefined),
  );
  const styles = hrefs.map((href) => stylesheetHtml(href, texts[href], context.nonce)).join('');
  const crumbs = crumbsHtml(pageCrumbList);
  // The footer after the frame, as the shell keeps it (decision 0055); the shell-less path has none.
  const footer = isShellLessPath(context.pathname) ? '' : footerHtml(result.start);
  // The layout's main as the shell draws it (shell-main, the crumbs, the page's host), after the
  // pre-painted header and banner of #root. The shell adopts it as its main (decision 0047): its
  // crumbs and routes render into the empty slot, the page stays where it is.
  const island =
    `${styles}<div id="${FRAME_ID}"><main class="shell-main shell-container" id="main" tabindex="-1">${crumbs}` +
    `<div class="shell-main-slot"></div><div class="shell-ssr-host">` +
    `<div id="${ISLAND_ID}" data-ssr-page="${escapeAttr(result.page)}">${result.html}</div></div></main></div>${footer}` +
    `<script id="${STATE_ID}" type="application/json">${scriptJson(state)}</script>` +
    (Object.keys(result.start).length > 0 ? `<script id="${START_ID}" type="application/json">${scriptJson(result.start)}</script>` : '');
  out = out.includes('<noscript>')
    ? out.replace('<noscript>', () => `${island}<noscript>`)
    : out.replace('</body>', () => `${island}</body>`);
  // Content first: with a main picture, the scripts start once it has painted (start-after-picture.ts).
  // A page hydrated at presence needs the starter as well, which holds its taps (decision 0053);
  // without a picture its scripts start after the first paint.
  // Every page's starter answers «В корзину» (the early tap's sequence, @store/domain early-cart-adds.ts).
  const presence = waitsForPresence(result.page, context.pathname);
  if (picture || presence) return scriptsAfterPicture(out, ISLAND_ID, context.nonce, true, presence);
  // A guest's cart lines: their products asked for by the HTML, not after the cart's code (decision 0063).
  if (result.page === CART_PAGE) return cartProductsEarly(out, ISLAND_ID, result.city.cityId, context.nonce);
  return out;
}
