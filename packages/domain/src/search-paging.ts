/** Paging of the search dropdown (SPEC §7, §9): 6 results a page, 'show more' while the last page was full. */
import { SEARCH } from './constants';

/** Offset of a 1-based page for the search call. */
export const searchOffset = (page: number): number => (Math.max(1, page) - 1) * SEARCH.pageSize;

/** 'Show more' is offered while the last page brought a full 6. */
export const searchHasMore = (lastPageCount: number): boolean => lastPageCount === SEARCH.pageSize;
