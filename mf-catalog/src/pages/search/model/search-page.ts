import type { SearchAnswer } from '@store/api-client';
import { $city, citySelected, pageMetaChanged, type PageContext } from '@store/bus';
import { isSearchQueryReady, SEARCH, searchHasMore, searchOffset, stockCodeForCity } from '@store/domain';
import { attach, createEvent, createStore, sample } from 'effector';
import { searchProductsFx, type SearchRequest } from '../../../shared/api/search';

/** The results page `/search?q=`: the query comes from the address, 6 products a page, «Показать ещё». */

export type SearchPageStatus = 'prompt' | 'loading' | 'ready' | 'empty' | 'error';

export const pageStarted = createEvent<PageContext>();
export const moreClicked = createEvent();
export const retryClicked = createEvent();

export const $query = createStore('');
export const $products = createStore<SearchAnswer['products']>([]);
export const $categories = createStore<SearchAnswer['parentCategories']>([]);
export const $total = createStore(0);
export const $status = createStore<SearchPageStatus>('prompt');
export const $moreFailed = createStore(false);
const $page = createStore(0);
const $lastPageCount = createStore(0);
export const $hasMore = $lastPageCount.map(searchHasMore);
const $started = createStore(false).on(pageStarted, () => true);

const searchFx = attach({ effect: searchProductsFx });
export const $loadingMore = createStore(false)
  .on(searchFx, (_, { offset }) => offset > 0)
  .reset(searchFx.finally);

/** `?q=` of the address, at most the 100 characters the API takes; malformed escapes decode leniently. */
export const queryOf = (search: string): string => (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 100);

const stockOf = (city: { code: number } | null) => (city ? stockCodeForCity(city.code) : null);

/** The query and stock code whose results are on screen (their first page answered them). */
const $answeredFor = createStore<{ query: string; stockId: number | null } | null>(null);

const asked = sample({
  clock: pageStarted,
  source: $city,
  fn: (city, { search }) => ({ query: queryOf(search), stockId: stockOf(city) }),
});
// A start whose results the scope already holds (after hydration, a return to the page) keeps them
// and asks nothing; any other starts afresh.
const opened = sample({
  clock: asked,
  source: { answeredFor: $answeredFor, status: $status },
  filter: ({ answeredFor, status }, next) =>
    !((status === 'ready' || status === 'empty') && answeredFor?.query === next.query && answeredFor.stockId === next.stockId),
  fn: (_, { query }) => query,
});
$answeredFor.reset(opened);
$query.on(opened, (_, query) => query);
$status.on(opened, (_, query) => (isSearchQueryReady(query) ? 'loading' : 'prompt'));
$products.reset(opened);
$categories.reset(opened);
$total.reset(opened);
$page.reset(opened);
$lastPageCount.reset(opened);
$moreFailed.reset(opened, searchFx);

sample({
  clock: [opened, retryClicked, sample({ clock: citySelected, filter: $started })],
  source: { query: $query, city: $city },
  filter: ({ query }) => isSearchQueryReady(query),
  fn: ({ query, city }): SearchRequest => ({ query, stockId: stockOf(city), offset: 0 }),
  target: searchFx,
});
sample({
  clock: moreClicked,
  source: { query: $query, city: $city, page: $page, hasMore: $hasMore, loading: searchFx.pending },
  filter: ({ query, hasMore, loading }) => isSearchQueryReady(query) && hasMore && !loading,
  fn: ({ query, city, page }): SearchRequest => ({ query, stockId: stockOf(city), offset: searchOffset(page + 1) }),
  target: searchFx,
});

const answered = sample({
  clock: searchFx.done,
  source: $query,
  filter: (query, { params }) => query === params.query,
  fn: (_, { params, result }) => ({ first: params.offset === 0, page: params.offset / SEARCH.pageSize + 1, params, result }),
});
$answeredFor.on(answered, (answeredFor, { first, params }) => (first ? { query: params.query, stockId: params.stockId } : answeredFor));
$products.on(answered, (products, { first, result }) => (first ? result.products : [...products, ...result.products]));
$categories.on(answered, (categories, { first, result }) => (first ? result.parentCategories : categories));
$total.on(answered, (_, { result }) => result.productsCount);
/** What the API searched instead when the typed words found nothing (other keyboard layout, a brand in Cyrillic). */
export const $corrected = createStore<string | null>(null)
  .on(answered, (corrected, { first, result }) => (first ? (result.correctedQuery ?? null) : corrected))
  .reset(opened);
$page.on(answered, (_, { page }) => page);
$lastPageCount.on(answered, (_, { result }) => result.products.length);
$status.on(answered, (status, { first, result }) =>
  first ? (result.products.length === 0 && result.parentCategories.length === 0 ? 'empty' : 'ready') : status,
);

const failed = sample({
  clock: searchFx.fail,
  source: $query,
  filter: (query, { params }) => query === params.query,
  fn: (_, fail) => fail,
});
sample({ clock: failed, filter: ({ params }) => params.offset === 0, fn: () => 'error' as const, target: $status });
$moreFailed.on(failed, (_, { params }) => params.offset > 0);

sample({
  clock: asked,
  fn: ({ query }) => ({ title: query ? `Поиск: ${query}` : 'Поиск', path: '/search' }),
  target: pageMetaChanged,
});
