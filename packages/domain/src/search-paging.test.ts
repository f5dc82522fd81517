import { SEARCH } from './constants';
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
