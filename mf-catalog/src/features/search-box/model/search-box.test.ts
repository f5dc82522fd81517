import type { SearchAnswer } from '@store/api-client';
import { $city } from '@store/bus';
import { allSettled, fork } from 'effector';
import { searchProductsFx, type SearchRequest } from '../../../shared/api/search';
import {
  $searchCategories,
  $searchCorrected,
  $searchHasMore,
  $searchMoreFailed,
  $searchProducts,
  $searchStatus,
  $searchTotal,
  searchMoreClicked,
  searchQueryChanged,
  searchRetried,
} from './search-box';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const otherCity = { cityId: 4586109697, shopId: 1499, code: 349, name: 'Другой город' };

const found = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    sku: `S${from + i}`,
    title: `Холодильник ${from + i}`,
    price: 30000,
    image: null,
    path: `/store/bytovaya-tehnika/holodilniki/${from + i}.html`,
  }));

/** 14 fridges: pages of 6, 6 and 2. */
function fridgeSearch({ query, offset }: SearchRequest): SearchAnswer {
  if (!query.includes('холод')) return { products: [], productsCount: 0, parentCategories: [] };
  const all = found(14);
  return {
    products: all.slice(offset, offset + 6),
    productsCount: all.length,
    parentCategories: [{ id: 1, slug: 'holodilniki', name: 'Холодильники', path: 'bytovaya-tehnika/holodilniki' }],
  };
}

function setup(handler: (request: SearchRequest) => Promise<SearchAnswer> = async (r) => fridgeSearch(r), city = usolye) {
  const requests: SearchRequest[] = [];
  const scope = fork({
    values: [[$city, city]],
    handlers: [[searchProductsFx, (request: SearchRequest) => (requests.push(request), handler(request))]],
  });
  return { scope, requests };
}

describe('header search (SPEC §9: 3 characters, 500 ms, 6 a page)', () => {
  it('shows «Начните вводить поисковый запрос...» and asks nothing before 3 characters', async () => {
    const { scope, requests } = setup();
    await allSettled(searchQueryChanged, { scope, params: 'хо' });
    expect(scope.getState($searchStatus)).toBe('prompt');
    expect(requests).toEqual([]);
  });

  it('asks once, 500 ms after the last keystroke, with the stock code of the city', async () => {
    const { scope, requests } = setup();
    const started = Date.now();
    void allSettled(searchQueryChanged, { scope, params: 'хол' });
    void allSettled(searchQueryChanged, { scope, params: 'холо' });
    await allSettled(searchQueryChanged, { scope, params: 'холод ' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    expect(requests).toEqual([{ query: 'холод', stockId: 353, offset: 0 }]);
    expect(scope.getState($searchStatus)).toBe('ready');
    expect(scope.getState($searchProducts)).toHaveLength(6);
    expect(scope.getState($searchCategories).map((c) => c.name)).toEqual(['Холодильники']);
    expect(scope.getState($searchTotal)).toBe(14);
  });

  it("searches 'other city' in the main stock", async () => {
    const { scope, requests } = setup(async (r) => fridgeSearch(r), otherCity);
    await allSettled(searchQueryChanged, { scope, params: 'холодильник' });
    expect(requests[0]?.stockId).toBe(353);
  });

  it('offers «Показать ещё» while the last page had 6', async () => {
    const { scope, requests } = setup();
    await allSettled(searchQueryChanged, { scope, params: 'холодильник' });
    expect(scope.getState($searchHasMore)).toBe(true);
    await allSettled(searchMoreClicked, { scope });
    expect(scope.getState($searchProducts)).toHaveLength(12);
    expect(scope.getState($searchHasMore)).toBe(true);
    await allSettled(searchMoreClicked, { scope });
    expect(scope.getState($searchProducts)).toHaveLength(14);
    expect(scope.getState($searchHasMore)).toBe(false);
    await allSettled(searchMoreClicked, { scope });
    expect(requests.map((r) => r.offset)).toEqual([0, 6, 12]);
  });

  it('says «К сожалению, ничего не найдено» when nothing matches', async () => {
    const { scope } = setup();
    await allSettled(searchQueryChanged, { scope, params: 'zzzqqq' });
    expect(scope.getState($searchStatus)).toBe('empty');
    expect(scope.getState($searchHasMore)).toBe(false);
  });

  it('goes back to the prompt, without old results, when the query is erased', async () => {
    const { scope } = setup();
    await allSettled(searchQueryChanged, { scope, params: 'холодильник' });
    await allSettled(searchQueryChanged, { scope, params: 'х' });
    expect(scope.getState($searchStatus)).toBe('prompt');
    expect(scope.getState($searchProducts)).toEqual([]);
  });

  it('drops an answer for a query the shopper has already changed', async () => {
    let release: () => void = () => undefined;
    const { scope } = setup(
      (r) =>
        new Promise((resolve) => {
          if (r.query === 'холод') release = () => resolve(fridgeSearch(r));
          else resolve(fridgeSearch(r));
        }),
    );
    const slow = allSettled(searchQueryChanged, { scope, params: 'холод' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await Promise.all([allSettled(searchQueryChanged, { scope, params: 'дрель' }), (release(), slow)]);
    expect(scope.getState($searchStatus)).toBe('empty');
    expect(scope.getState($searchProducts)).toEqual([]);
  });

  it('shows an error with «Повторить» and asks again', async () => {
    let fail = true;
    const { scope } = setup(async (r) => {
      if (fail) throw new Error('503');
      return fridgeSearch(r);
    });
    await allSettled(searchQueryChanged, { scope, params: 'холодильник' });
    expect(scope.getState($searchStatus)).toBe('error');
    fail = false;
    await allSettled(searchRetried, { scope });
    expect(scope.getState($searchStatus)).toBe('ready');
  });

  it('keeps the results when «Показать ещё» fails, and the button asks again', async () => {
    let failMore = true;
    const { scope } = setup(async (r) => {
      if (r.offset > 0 && failMore) throw new Error('503');
      return fridgeSearch(r);
    });
    await allSettled(searchQueryChanged, { scope, params: 'холодильник' });
    await allSettled(searchMoreClicked, { scope });
    expect(scope.getState($searchMoreFailed)).toBe(true);
    expect(scope.getState($searchProducts)).toHaveLength(6);
    failMore = false;
    await allSettled(searchMoreClicked, { scope });
    expect(scope.getState($searchProducts)).toHaveLength(12);
    expect(scope.getState($searchMoreFailed)).toBe(false);
  });

  it('says what the API searched instead of words typed on the wrong keyboard layout', async () => {
    const { scope } = setup(async (r) => ({ ...fridgeSearch({ ...r, query: 'холодильник' }), correctedQuery: 'холодильник' }));
    await allSettled(searchQueryChanged, { scope, params: '[jkjlbkmybr' });
    expect(scope.getState($searchCorrected)).toBe('холодильник');
    expect(scope.getState($searchProducts)).toHaveLength(6);
    await allSettled(searchQueryChanged, { scope, params: 'хо' });
    expect(scope.getState($searchCorrected)).toBeNull();
  });
});
