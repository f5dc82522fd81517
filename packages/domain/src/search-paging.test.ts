import { SEARCH, SEARCH_QUERY_MAX_LENGTH } from './constants';
import { searchHasMore, searchOffset } from './search-paging';

describe('search paging (SPEC §9: 6 a page, show more while the last page had 6)', () => {
  it('pages by 6', () => {
    expect(SEARCH).toEqual({ minLength: 3, pageSize: 6, debounceMs: 500 });
    expect([1, 2, 3].map(searchOffset)).toEqual([0, 6, 12]);
    expect(searchOffset(0)).toBe(0);
  });

  it('offers more only after a full page', () => {
    expect(searchHasMore(6)).toBe(true);
    expect(searchHasMore(5)).toBe(false);
    expect(searchHasMore(0)).toBe(false);
  });
});

it('a search query is 3 to 100 characters, in every box and in the API', () => {
  expect([SEARCH.minLength, SEARCH_QUERY_MAX_LENGTH]).toEqual([3, 100]);
});
