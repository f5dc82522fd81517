import { canonicalPath } from '@store/domain';
import type { SsrPage } from '@store/ssr';
import type { RemoteAssets } from './remote-assets';
import type { ShellRoute } from './route-table';

/** What packages/ssr needs to render a route's page into the shell's HTML (its `SsrPageRequest`). */
export interface SsrRequest {
  page: string;
  manifestUrl: string;
  pathname: string;
  search: string;
  cookie: string | undefined;
  /** When the server received the request (`Date.now()`): the render's budget counts from then. */
  receivedAt?: number;
  origin: string;
  canonicalPath: string;
  route: { title: string; description: string };
  styles: readonly string[];
  /** The shell's start-up stylesheets (dist/ssr-styles.json), linked before the page. */
  shellStyles: readonly string[];
  /** The texts of the remote's stylesheets that come inline, by address. */
  styleTexts: Readonly<Record<string, string>>;
  /** This response's Content-Security-Policy nonce: what the page writes inline carries it. */
  nonce: string;
}

/** The page rendered into the shell's HTML with its status (404: its not-found view), or null (the browser renders it). */
export type SsrHook = ((html: string, request: SsrRequest) => Promise<SsrPage | null>) & {
  /** Loads a page's server build ahead of requests (at start and when the composition changes). */
  warm?: (page: string, manifestUrl: string) => Promise<void>;
  /**
   * A page the browser renders: its pre-painted frame with the footer the shell keeps (packages/ssr
   * pageWithFooter), styled by the shell's start-up stylesheets; the HTML as it was when it cannot.
   */
  frame?: (html: string, context: { pathname: string; shellStyles: readonly string[] }) => Promise<string>;
};

/** Asks the hook for the route's page; any failure is the browser's rendering, never an error page. */
export async function renderedPage(
  ssr: SsrHook,
  html: string,
  context: {
    route: ShellRoute;
    target: string;
    remotesJson: string;
    pathname: string;
    query: string;
    assets: RemoteAssets | null;
    origin: string;
    cookie: string | undefined;
    receivedAt?: number;
    shellStyles?: readonly string[];
    /** Reads the texts of the remote's stylesheets that can come inline. */
    styleTexts?: (hrefs: readonly string[]) => Promise<Record<string, string>>;
    nonce: string;
  },
): Promise<SsrPage | null> {
  try {
    const remote = context.target.split('/')[0] ?? '';
    const manifestUrl = (JSON.parse(context.remotesJson) as Record<string, unknown>)[remote];
    if (typeof manifestUrl !== 'string') return null;
    const search = context.query ? `?${context.query}` : '';
    const styles = context.assets?.styles ?? [];
    const shellStyles = context.shellStyles ?? [];
    // The remote's stylesheets come inline: the page's own, on another origin. The shell's stay
    // links: same origin as the page, and every later page finds them in the browser's cache.
    const styleTexts = context.styleTexts ? await context.styleTexts(styles) : {};
    return await ssr(html, {
      page: context.target,
      manifestUrl,
      pathname: context.pathname,
      search,
      cookie: context.cookie,
      ...(context.receivedAt !== undefined ? { receivedAt: context.receivedAt } : {}),
      origin: context.origin,
      canonicalPath: canonicalPath(context.pathname, search),
      route: { title: context.route.title ?? '', description: context.route.description ?? '' },
      styles,
      shellStyles,
      styleTexts,
      nonce: context.nonce,
    });
  } catch {
    return null;
  }
}
