import { isShellLessPath } from '@store/domain';
import { footerHtml, pageWithFooter, type FramedPageContext } from './footer';
import { pageStatus, pageWithSsr, type PageContext } from './page';
import { createRenderer, SHARED_PAGES, type RendererOptions } from './renderer';

export interface SsrPageRequest extends PageContext {
  /** `remote/Module` of the route's first screen. */
  page: string;
  /** The remote's mf-manifest.json in remotes.json. */
  manifestUrl: string;
  /** The request's Cookie header (only `selectedCity` is read). */
  cookie: string | undefined;
  /** When the shell's server received the request (renderer RenderRequest): the budget counts from then. */
  receivedAt?: number;
}

/** A server-rendered page: the shell's HTML with the page in it, and its HTTP status. */
export interface SsrPage {
  html: string;
  /** 404 when the page shows its not-found view (an unknown category or product). */
  status: 200 | 404;
  /**
   * A fresh render of a page that is the same for every guest of a city (SHARED_PAGES): a shared
   * cache may keep it for guests (static-server's page cache policy); a stand-in or the cart's is not.
   */
  shared?: boolean;
}

/**
 * The static server's hook: the page rendered into the shell's HTML, or null when the page is not
 * server-rendered (not a public catalogue page, the remote's server build failed or was late).
 */
export function createSsr(options: RendererOptions) {
  const renderer = createRenderer(options);
  const ssr = async (html: string, request: SsrPageRequest): Promise<SsrPage | null> => {
    const result = await renderer.render({
      page: request.page,
      manifestUrl: request.manifestUrl,
      pathname: request.pathname,
      search: request.search,
      cookie: request.cookie,
      ...(request.receivedAt !== undefined ? { receivedAt: request.receivedAt } : {}),
    });
    if (!result) return null;
    return {
      html: pageWithSsr(html, result, request),
      status: pageStatus(result, request.pathname),
      shared: !result.stale && SHARED_PAGES.has(result.page),
    };
  };
  /** A page the browser renders (not server-rendered, or its render failed): its frame with the footer. */
  const frame = async (html: string, context: FramedPageContext): Promise<string> =>
    isShellLessPath(context.pathname) ? html : pageWithFooter(html, footerHtml(await renderer.footerAnswers()), context);
  return Object.assign(ssr, { warm: renderer.warm, frame });
}

export type Ssr = ReturnType<typeof createSsr>;
