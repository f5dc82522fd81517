import { $city, citySelected, pageMetaChanged, $pageMeta } from '@store/bus';
import { allSettled, fork } from 'effector';
import { fetchCategoryMenuFx, fetchLaptopsFx, fetchListingFx, type ListingRequest } from '../../../shared/api';
import { ApiError } from '@store/api-client';
import { irkutsk, sampleItem, sampleLaptop, sampleListing, usolye } from '../../../shared/lib/test-data';
import { serverRendered } from '../../../shared/lib/test-hydration';
import {
  $answer,
  $canonicalSearch,
  $items,
  $laptops,
  $resetReason,
  $status,
  $view,
  categoryLeft,
  categoryOpened,
  retryClicked,
} from './category';
import { pageStarted } from './page';

function setup(
  answer: (request: ListingRequest) => Promise<ReturnType<typeof sampleListing>> = async () => sampleListing(),
  values?: Record<string, unknown>,
) {
  const requests: ListingRequest[] = [];
  const laptops: number[] = [];
  const menus: number[] = [];
  const scope = fork({
    values: values ?? [[$city, usolye]],
    handlers: [
      [fetchListingFx, (request: ListingRequest) => (requests.push(request), answer(request))],
      [fetchCategoryMenuFx, async (cityId: number) => (menus.push(cityId), [])],
      [fetchLaptopsFx, async (cityId: number) => (laptops.push(cityId), [sampleLaptop(5)])],
    ],
  });
  return { scope, requests, laptops, menus };
}

const filters = encodeURIComponent('{"producers":[3],"priceMin":2000}');

describe('category page: the view in the URL drives the listing', () => {
  it('asks the API for the category, page, sort, type and filters of the URL, 12 a page', async () => {
    const { scope, requests } = setup();
    await allSettled(categoryOpened, {
      scope,
      params: { slugs: ['instrument', 'dreli'], search: `?page=2&sortPrice=ASC&filters=${filters}` },
    });
    expect(requests).toEqual([
      {
        cityId: usolye.cityId,
        categorySlug: 'instrument/dreli',
        type: 'NEW',
        sortPrice: 'ASC',
        page: 2,
        limit: 12,
        filters: { producers: [3], priceMin: 2000 },
      },
    ]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($items).map((i) => i.path)).toEqual(['/store/instrument/dreli/1.html', '/store/instrument/dreli/2.html']);
    expect(scope.getState($pageMeta)).toMatchObject({ title: 'Дрели', path: '/store/instrument/dreli' });
  });

  it('sorts by price descending by default (SPEC §7)', async () => {
    const { scope, requests } = setup();
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '' } });
    expect(requests[0]).toMatchObject({ sortPrice: 'DESC', page: 1, type: 'NEW', filters: {} });
  });

  it('resets a malformed filters value to the clean view and says so', async () => {
    const { scope, requests } = setup();
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '?filters=%7Bbroken&page=3' } });
    expect(requests[0]).toMatchObject({ page: 1, filters: {} });
    expect(scope.getState($resetReason)).toBe('malformed');
    expect(scope.getState($canonicalSearch)).toBe('');
    // The page then replaces the URL with the clean one: the notice stays, nothing is asked again.
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '' } });
    expect(requests).toHaveLength(1);
    expect(scope.getState($resetReason)).toBe('malformed');
  });

  it('resets a filter the category does not offer', async () => {
    const { scope, requests } = setup();
    const unknown = encodeURIComponent('{"producers":[999]}');
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: `?sortPrice=ASC&filters=${unknown}` } });
    expect(requests.map((r) => r.filters)).toEqual([{ producers: [999] }, {}]);
    expect(scope.getState($resetReason)).toBe('unknownFilter');
    expect(scope.getState($view)).toMatchObject({ sort: 'ASC', filters: {}, page: 1 });
    expect(scope.getState($canonicalSearch)).toBe('?sortPrice=ASC');
    expect(scope.getState($status)).toBe('ready');
  });

  it('goes back to the first page without filters for a page beyond the last', async () => {
    const { scope, requests } = setup(async (request) => (request.page > 2 ? sampleListing({ items: [], total: 0 }) : sampleListing()));
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: `?page=9&filters=${filters}` } });
    expect(requests.map((r) => [r.page, r.filters])).toEqual([
      [9, { producers: [3], priceMin: 2000 }],
      [1, {}],
    ]);
    expect(scope.getState($resetReason)).toBe('pageBeyondLast');
    expect(scope.getState($items)).toHaveLength(2);
  });

  it('shows an empty category as empty, not as a reset', async () => {
    const { scope } = setup(async () => sampleListing({ items: [], total: 0 }));
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '' } });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($resetReason)).toBeNull();
    expect(scope.getState($items)).toEqual([]);
  });

  it('shows not found for an unknown category (API 404)', async () => {
    const { scope } = setup(async () => {
      throw new ApiError(404, 'Категория не найдена');
    });
    await allSettled(categoryOpened, { scope, params: { slugs: ['net-takoy'], search: '' } });
    expect(scope.getState($status)).toBe('notFound');
    expect(scope.getState($answer)).toBeNull();
  });

  it('says in the page meta that an unknown category is not found, so the server answers 404', async () => {
    const { scope } = setup(async () => {
      throw new ApiError(404, 'Категория не найдена');
    });
    await allSettled(pageStarted, { scope, params: { pathname: '/store/net-takoy', search: '' } });
    expect(scope.getState($pageMeta)).toEqual({ title: 'Категория не найдена', path: '/store/net-takoy', notFound: true });
  });

  it('shows the error state on a network failure and loads again on «Повторить»', async () => {
    let fail = true;
    const { scope } = setup(async () => {
      if (fail) throw new Error('Network Error');
      return sampleListing();
    });
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '' } });
    expect(scope.getState($status)).toBe('error');
    fail = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($status)).toBe('ready');
  });

  it('reloads prices for the new city while shown, not after the shopper left (part 9)', async () => {
    const { scope, requests } = setup(async (request) =>
      sampleListing({ items: [sampleItem(1, { price: request.cityId === irkutsk.cityId ? 1500 : 1000 })] }),
    );
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '' } });
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(requests.map((r) => r.cityId)).toEqual([usolye.cityId, irkutsk.cityId]);
    expect(scope.getState($items)[0]!.price).toBe(1500);
    await allSettled(categoryLeft, { scope });
    await allSettled(citySelected, { scope, params: usolye });
    expect(requests).toHaveLength(2);
  });

  it('drops an answer to a request that is no longer the one shown', async () => {
    const { scope } = setup(async (request) => sampleListing({ items: [sampleItem(request.page)] }));
    await allSettled(fetchListingFx, {
      scope,
      params: { cityId: usolye.cityId, type: 'NEW', sortPrice: 'DESC', page: 5, limit: 12 },
    });
    expect(scope.getState($items)).toEqual([]);
  });

  it('adds the fixed laptops selection on the laptops category (SPEC §7)', async () => {
    const { scope } = setup();
    await allSettled(categoryOpened, { scope, params: { slugs: ['komp', 'noutbuki'], search: '' } });
    expect(scope.getState($laptops).map((l) => l.path)).toEqual(['/store/komp/noutbuki/5.html']);
    await allSettled(categoryOpened, { scope, params: { slugs: ['komp'], search: '' } });
    expect(scope.getState($laptops)).toEqual([]);
  });

  it('waits for the city when the shell has not resolved it yet', async () => {
    const { requests } = setup();
    const scope = fork({
      handlers: [
        [fetchListingFx, async (r: ListingRequest) => (requests.push(r), sampleListing())],
        [fetchCategoryMenuFx, async () => []],
      ],
    });
    await allSettled(categoryOpened, { scope, params: { slugs: ['instrument'], search: '' } });
    expect(requests).toHaveLength(0);
    void pageMetaChanged;
  });
});

describe('category page opened by its address with server rendering (issue 27)', () => {
  const at = { pathname: '/store/komp/noutbuki', search: '?sortPrice=ASC' };

  it('the opening after hydration asks the API nothing the state holds and gives the shell its meta', async () => {
    const server = setup();
    const values = await serverRendered(pageStarted, server.scope, at);
    expect(server.requests).toHaveLength(1);
    expect(server.laptops).toEqual([usolye.cityId]);
    const browser = setup(undefined, values);
    await allSettled(pageStarted, { scope: browser.scope, params: at });
    expect(browser.requests).toEqual([]);
    expect(browser.laptops).toEqual([]);
    expect(browser.menus).toEqual([]);
    expect(browser.scope.getState($items).map((item) => item.id)).toEqual([1, 2]);
    expect(browser.scope.getState($laptops).map((laptop) => laptop.id)).toEqual([5]);
    expect(browser.scope.getState($pageMeta)).toMatchObject({ title: 'Дрели', path: '/store/komp/noutbuki' });
    // Started in the browser: a new city reloads the page's prices.
    await allSettled(citySelected, { scope: browser.scope, params: irkutsk });
    expect(browser.requests.map((request) => request.cityId)).toEqual([irkutsk.cityId]);
    expect(browser.laptops).toEqual([irkutsk.cityId]);
  });

  it('a return to the view the scope holds (a product and back) gives the shell its meta again', async () => {
    const { scope, requests } = setup();
    await allSettled(pageStarted, { scope, params: at });
    await allSettled(pageMetaChanged, { scope, params: { title: 'Дрель', path: '/store/komp/noutbuki/1.html' } });
    await allSettled(pageStarted, { scope, params: at });
    expect(requests).toHaveLength(1);
    expect(scope.getState($pageMeta)).toMatchObject({ title: 'Дрели', path: '/store/komp/noutbuki' });
  });
});
