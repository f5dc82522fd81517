export { createSsr } from './ssr';
export type { Ssr, SsrPage, SsrPageRequest } from './ssr';
export { createRenderer, serverEntryOf, SHARED_PAGES, SSR_PAGES } from './renderer';
export type { Renderer, RenderRequest, RenderResult, RendererOptions, StartAnswers } from './renderer';
export { pageWithSsr, pageStatus, lcpPreload, pageCrumbs, crumbsHtml, ISLAND_ID, STATE_ID, FRAME_ID, START_ID } from './page';
export type { SsrState, PageContext } from './page';
export { serverHead, headHtml } from './head';
export type { PageMeta, ServerHead, MenuNode, Crumb } from './head';
export { cityOfRequest, cookieOf } from './city';
