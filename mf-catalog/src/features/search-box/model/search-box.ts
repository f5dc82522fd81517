import type { SearchAnswer } from '@store/api-client';
import { $city } from '@store/bus';
import { isSearchQueryReady, SEARCH, searchHasMore, searchOffset, stockCodeForCity } from '@store/domain';
import { attach, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { searchProductsFx, type SearchRequest } from '../../../shared/api/search';

/**
 * The header's search (SPEC §2, §9): nothing is asked before 3 characters (the prompt shows), the
 * API is asked 500 ms after the last keystroke, 6 products a page with «Показать ещё» while the
 * last page was full. Answers for a query the shopper has already changed are dropped.
 */

export type SearchStatus = 'prompt' | 'loading' | 'ready' | 'empty' | 'error';

export const searchQueryChanged = createEvent<string>();
export const searchMoreClicked = createEvent();
export const searchRetried = createEvent();

export const $searchQuery = createStore('').on(searchQueryChanged, (_, query) => query);
export const $searchProducts = createStore<SearchAnswer['products']>([]);
export const $searchCategories = createStore<SearchAnswer['parentCategories']>([]);
export const $searchTotal = createStore(0);
export const $searchStatus = createStore<SearchStatus>('prompt');
/** Pages loaded so far for the current query. */
const $page = createStore(0);
const $lastPageCount = createStore(0);
export const $searchHasMore = $lastPageCount.map(searchHasMore);

const searchFx = attach({ effect: searchProductsFx });
export const $searchLoadingMore = createStore(false);

const $stockId = $city.map((city) => (city ? stockCodeForCity(city.code) : null));

const readyQuery = (query: string): string | null => (isSearchQueryReady(query) ? query.trim() : null);
const $readyQuery = $searchQuery.map(readyQuery);

const typed = sample({ clock: searchQueryChanged, fn: readyQuery });
$searchStatus.on(typed, (_, query) => (query === null ? 'prompt' : 'loading'));
$searchProducts.on(typed, (products, query) => (query === null ? [] : products));
$searchCategories.on(typed, (categories, query) => (query === null ? [] : categories));

const settled = debounce({ source: typed, timeout: SEARCH.debounceMs });

sample({
  clock: settled,
  source: $stockId,
  filter: (_, query) => query !== null,
  fn: (stockId, query): SearchRequest => ({ query: query!, stockId, offset: 0 }),
  target: searchFx,
});
sample({
  clock: searchRetried,
  source: { query: $readyQuery, stockId: $stockId },
  filter: ({ query }) => query !== null,
  fn: ({ query, stockId }): SearchRequest => ({ query: query!, stockId, offset: 0 }),
  target: searchFx,
});

sample({
  clock: searchMoreClicked,
  source: { query: $readyQuery, stockId: $stockId, page: $page, hasMore: $searchHasMore, loading: searchFx.pending },
  filter: ({ query, hasMore, loading }) => query !== null && hasMore && !loading,
  fn: ({ query, stockId, page }): SearchRequest => ({ query: query!, stockId, offset: searchOffset(page + 1) }),
  target: searchFx,
});
$searchLoadingMore.on(searchFx, (_, { offset }) => offset > 0).reset(searchFx.finally);

const answered = sample({
  clock: searchFx.done,
  source: $readyQuery,
  filter: (query, { params }) => query === params.query,
  fn: (_, { params, result }) => ({ first: params.offset === 0, page: params.offset / SEARCH.pageSize + 1, result }),
});
$searchProducts.on(answered, (products, { first, result }) => (first ? result.products : [...products, ...result.products]));
$searchCategories.on(answered, (categories, { first, result }) => (first ? result.parentCategories : categories));
$searchTotal.on(answered, (_, { result }) => result.productsCount);
/** What the API searched instead when the typed words found nothing (other keyboard layout, a brand in Cyrillic). */
export const $searchCorrected = createStore<string | null>(null)
  .on(answered, (corrected, { first, result }) => (first ? (result.correctedQuery ?? null) : corrected))
  .reset(typed);
$page.on(answered, (_, { page }) => page).reset(typed);
$lastPageCount.on(answered, (_, { result }) => result.products.length).reset(typed);
$searchStatus.on(answered, (_, { first, result }) =>
  first && result.products.length === 0 && result.parentCategories.length === 0 ? 'empty' : 'ready',
);

const failed = sample({
  clock: searchFx.fail,
  source: $readyQuery,
  filter: (query, { params }) => query === params.query,
  fn: (_, fail) => fail,
});
sample({ clock: failed, filter: ({ params }) => params.offset === 0, fn: () => 'error' as const, target: $searchStatus });
/** «Показать ещё» failed: the results stay, the button asks again. */
export const $searchMoreFailed = createStore(false)
  .on(failed, (_, { params }) => params.offset > 0)
  .reset(searchFx, typed);
