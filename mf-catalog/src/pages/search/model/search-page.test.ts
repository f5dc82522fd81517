import type { SearchAnswer } from '@store/api-client';
import { $city, $pageMeta, citySelected } from '@store/bus';
import { allSettled, fork } from 'effector';
import { searchProductsFx, type SearchRequest } from '../../../shared/api/search';
import { serverRendered } from '../../../shared/lib/test-hydration';
import { $hasMore, $products, $query, $status, moreClicked, pageStarted, queryOf, retryClicked } from './search-page';

const usolye = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
const irkutsk = { cityId: 1, shopId: 11, code: 301, name: 'Иркутск' };

function answer({ query, offset }: SearchRequest): SearchAnswer {
  if (!query.startsWith('дрел')) return { products: [], productsCount: 0, parentCategories: [] };
  const all = Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    sku: `D${i}`,
    title: `Дрель ${i + 1}`,
    price: 5000,
    image: null,
    path: `/store/instrument/dreli/${i + 1}.html`,
  }));
  return {
    products: all.slice(offset, offset + 6),
    productsCount: 8,
    parentCategories: [{ id: 3, slug: 'dreli', name: 'Дрели', path: 'instrument/dreli' }],
  };
}

function setup(handler: (r: SearchRequest) => Promise<SearchAnswer> = async (r) => answer(r), values?: Record<string, unknown>) {
  const requests: SearchRequest[] = [];
  const scope = fork({
    values: values ?? [[$city, usolye]],
    handlers: [[searchProductsFx, (r: SearchRequest) => (requests.push(r), handler(r))]],
  });
  return { scope, requests };
}

const open = (search: string) => ({ pathname: '/search', search });

describe('search results page /search?q=', () => {
  it('reads the query from the address and finds 6 a page with «Показать ещё»', async () => {
    const { scope, requests } = setup();
    await allSettled(pageStarted, { scope, params: open('?q=%D0%B4%D1%80%D0%B5%D0%BB%D0%B8') });
    expect(scope.getState($query)).toBe('дрели');
    expect(scope.getState($products)).toHaveLength(6);
    expect(scope.getState($hasMore)).toBe(true);
    await allSettled(moreClicked, { scope });
    expect(scope.getState($products)).toHaveLength(8);
    expect(scope.getState($hasMore)).toBe(false);
    expect(requests.map((r) => [r.offset, r.stockId])).toEqual([
      [0, 353],
      [6, 353],
    ]);
    expect(scope.getState($pageMeta)).toEqual({ title: 'Поиск: дрели', path: '/search' });
  });

  it('shows the prompt for fewer than 3 characters or no query, asking nothing', async () => {
    const { scope, requests } = setup();
    await allSettled(pageStarted, { scope, params: open('?q=др') });
    expect(scope.getState($status)).toBe('prompt');
    await allSettled(pageStarted, { scope, params: open('') });
    expect(scope.getState($status)).toBe('prompt');
    expect(requests).toEqual([]);
  });

  it('says nothing was found', async () => {
    const { scope } = setup();
    await allSettled(pageStarted, { scope, params: open('?q=qwertyuiop') });
    expect(scope.getState($status)).toBe('empty');
  });

  it('reads a malformed address without failing, and no more than the API takes', () => {
    expect(queryOf('?q=%E0%A4%A')).toEqual(expect.any(String));
    expect(queryOf('?q=' + 'я'.repeat(300))).toHaveLength(100);
  });

  it('searches again with the new stock when the city changes', async () => {
    const { scope, requests } = setup();
    await allSettled(pageStarted, { scope, params: open('?q=дрель') });
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(requests.map((r) => r.stockId)).toEqual([353, 301]);
  });

  it('shows an error and «Повторить» asks again', async () => {
    let fail = true;
    const { scope } = setup(async (r) => {
      if (fail) throw new Error('503');
      return answer(r);
    });
    await allSettled(pageStarted, { scope, params: open('?q=дрель') });
    expect(scope.getState($status)).toBe('error');
    fail = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('ready');
  });
});

describe('search results opened by their address with server rendering (issue 27)', () => {
  it('the opening after hydration keeps the results the state holds, asks nothing again and gives the shell its meta', async () => {
    const at = open('?q=дрель');
    const server = setup();
    const values = await serverRendered(pageStarted, server.scope, at);
    expect(server.requests).toHaveLength(1);
    const browser = setup(undefined, values);
    await allSettled(pageStarted, { scope: browser.scope, params: at });
    expect(browser.requests).toEqual([]);
    expect(browser.scope.getState($status)).toBe('ready');
    expect(browser.scope.getState($products)).toHaveLength(6);
    expect(browser.scope.getState($pageMeta)).toEqual({ title: 'Поиск: дрель', path: '/search' });
    // «Показать ещё» goes on from the server's first page.
    await allSettled(moreClicked, { scope: browser.scope });
    expect(browser.requests.map((request) => request.offset)).toEqual([6]);
    expect(browser.scope.getState($products)).toHaveLength(8);
  });

  it('another query, or the same one for another city, searches afresh', async () => {
    const { scope, requests } = setup();
    await allSettled(pageStarted, { scope, params: open('?q=дрель') });
    await allSettled(pageStarted, { scope, params: open('?q=дрели') });
    await allSettled(citySelected, { scope, params: irkutsk });
    await allSettled(pageStarted, { scope, params: open('?q=дрели') });
    expect(requests.map((request) => [request.query, request.stockId])).toEqual([
      ['дрель', 353],
      ['дрели', 353],
      ['дрели', 301],
    ]);
  });
});
