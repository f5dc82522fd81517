import type { PageContext } from './page';
import type { RenderResult } from './renderer';

/** A server render of the catalogue page, as the tests of the page's HTML start from: `html` is the page's markup. */
export const renderResult = (html: string, more: Partial<RenderResult> = {}): RenderResult => ({
  page: 'catalog/CataloguePage',
  manifestUrl: 'http://cdn/mf-manifest.json',
  version: 'abc',
  html,
  values: {},
  meta: null,
  menu: [],
  city: { cityId: 1, shopId: 1, code: 1, name: 'Город' },
  start: {},
  ms: 5,
  ...more,
});

/** The request a page is rendered for, at `pathname` (its own canonical address). */
export const pageContext = (pathname: string, route: PageContext['route'], more: Partial<PageContext> = {}): PageContext => ({
  pathname,
  search: '',
  origin: 'https://shop.example',
  canonicalPath: pathname,
  route,
  styles: [],
  ...more,
});
