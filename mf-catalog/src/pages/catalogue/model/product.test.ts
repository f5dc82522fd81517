import { ApiError } from '@store/api-client';
import { $city, $pageMeta, citySelected, pageMetaChanged } from '@store/bus';
import { allSettled, fork } from 'effector';
import { $historyCards, $viewHistory, productViewed } from '../../../entities/view-history';
import {
  fetchCategoryMenuFx,
  fetchListingFx,
  fetchProductFx,
  fetchProductsFx,
  fetchReviewsFx,
  readLocalFx,
  writeLocalFx,
  type ListingRequest,
} from '../../../shared/api';
import { irkutsk, sampleItem, sampleListing, sampleProduct, usolye } from '../../../shared/lib/test-data';
import { serverRendered } from '../../../shared/lib/test-hydration';
import { pageLeft, pageStarted, $route } from './page';
import { $product, $productStatus, $reviews, $similar, $view, reviewsChanged } from './product';

type ProductParams = { id: number; cityId: number; defectSerialNumber: string | null };

const reviews = (productId: number, count = 1) => ({
  average: 4.5,
  count,
  currentPage: 1,
  items: [
    {
      id: count,
      productId,
      score: 4.5,
      advantages: 'Лёгкий',
      disadvantages: '',
      comment: 'Хороший',
      authorName: 'Иван',
      userId: 1,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
});

/** A scope with the API and localStorage answered; `values`: the server's serialized state to hydrate. */
function setup(values?: Record<string, unknown>, stored: unknown = null) {
  const productCalls: ProductParams[] = [];
  const listingCalls: ListingRequest[] = [];
  let reviewCount = 1;
  const reviewCalls: number[] = [];
  const local: { read: string[]; written: { key: string; value: unknown }[] } = { read: [], written: [] };
  const scope = fork({
    values: values ?? [[$city, usolye]],
    handlers: [
      [
        fetchProductFx,
        async (params: ProductParams) => {
          productCalls.push(params);
          if (params.id === 404) throw new ApiError(404, 'Товар не найден');
          if (params.defectSerialNumber && params.defectSerialNumber !== 'SN-1') {
            throw new ApiError(404, 'Уценённый товар с таким серийным номером не найден');
          }
          return sampleProduct({
            id: params.id,
            defectSerialNumber: params.defectSerialNumber,
            defectReason: params.defectSerialNumber ? 'Царапина на крышке' : null,
          });
        },
      ],
      [
        fetchListingFx,
        async (request: ListingRequest) => (
          listingCalls.push(request),
          sampleListing({ items: [sampleItem(42), sampleItem(43)], slugs: ['komp', 'noutbuki'] })
        ),
      ],
      [fetchReviewsFx, async ({ productId }: { productId: number }) => (reviewCalls.push(productId), reviews(productId, reviewCount))],
      [
        fetchProductsFx,
        async ({ items }: { items: { id: number; defectSerialNumber: string | null }[] }) =>
          items.map((item) => sampleProduct({ id: item.id, title: `Товар ${item.id}`, defectSerialNumber: item.defectSerialNumber })),
      ],
      [fetchCategoryMenuFx, async () => []],
      [readLocalFx, (key: string) => (local.read.push(key), stored)],
      [writeLocalFx, (entry: { key: string; value: unknown }) => void local.written.push(entry)],
    ],
  });
  return { scope, productCalls, listingCalls, reviewCalls, local, addReview: () => (reviewCount += 1) };
}

describe('product page', () => {
  it('loads the product for the city, its reviews and similar goods of its category, and tells the shell its meta', async () => {
    const { scope, productCalls, listingCalls } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    expect(productCalls).toEqual([{ id: 42, cityId: usolye.cityId, defectSerialNumber: null }]);
    expect(scope.getState($productStatus)).toBe('ready');
    expect(scope.getState($view)).toMatchObject({ price: 45990, oldPrice: 52990, prepayment: 700 });
    expect(scope.getState($reviews)?.count).toBe(1);
    expect(listingCalls[0]).toMatchObject({ categorySlug: 'komp/noutbuki', type: 'NEW', cityId: usolye.cityId });
    expect(scope.getState($similar).map((item) => item.id)).toEqual([43]);
    const meta = scope.getState($pageMeta);
    expect(meta).toMatchObject({
      title: 'Ноутбук Lenovo IdeaPad 15',
      canonical: '/store/komp/noutbuki/42.html',
      path: '/store/komp/noutbuki/42.html',
    });
    expect(meta?.jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: 45990, priceCurrency: 'RUB' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 1 },
    });
  });

  it('remembers the product in the view history', async () => {
    const { scope } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '?defect=SN-1' } });
    expect(scope.getState($viewHistory)[0]).toEqual({ id: 42, defectSerialNumber: 'SN-1' });
    expect(scope.getState($view)).toMatchObject({ price: 35000 });
    expect(scope.getState($product)?.defectReason).toBe('Царапина на крышке');
  });

  it.each([
    ['a product the API does not know', '/store/komp/noutbuki/404.html', ''],
    ["a serial that is not the product's", '/store/komp/noutbuki/42.html', '?defect=FOREIGN'],
  ])('shows not found for %s', async (_, pathname, search) => {
    const { scope } = setup();
    await allSettled(pageStarted, { scope, params: { pathname, search } });
    expect(scope.getState($productStatus)).toBe('notFound');
    // The head says so too: the shell's server answers the page with 404 and noindex.
    expect(scope.getState($pageMeta)).toEqual({ title: 'Товар не найден', path: pathname, notFound: true });
  });

  it('shows not found for an id that is not a number without asking the API', async () => {
    const { scope, productCalls } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/abc.html', search: '' } });
    expect(scope.getState($route)).toEqual({ kind: 'invalid' });
    expect(productCalls).toEqual([]);
    expect(scope.getState($pageMeta)).toEqual({ title: 'Страница не найдена', path: '/store/komp/noutbuki/abc.html', notFound: true });
  });

  it('marks a product found after one that was not as found', async () => {
    const { scope } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/404.html', search: '' } });
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    expect(scope.getState($pageMeta)).toMatchObject({ path: '/store/komp/noutbuki/42.html' });
    expect(scope.getState($pageMeta)?.notFound).toBeUndefined();
  });

  it('reloads the price for a new city while shown (part 9), not after the shopper left', async () => {
    const { scope, productCalls } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(productCalls.map((c) => c.cityId)).toEqual([usolye.cityId, irkutsk.cityId]);
    expect(scope.getState($view)?.price).toBe(53990);
    expect(scope.getState($pageMeta)?.jsonLd).toMatchObject({ offers: { price: 53990 } });
    await allSettled(pageLeft, { scope });
    await allSettled(citySelected, { scope, params: usolye });
    expect(productCalls).toHaveLength(2);
  });

  it('loads the reviews again when one is added', async () => {
    const { scope, reviewCalls, addReview } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    addReview();
    await allSettled(reviewsChanged, { scope, params: { productId: 42 } });
    expect(reviewCalls).toEqual([42, 42]);
    expect(scope.getState($reviews)?.count).toBe(2);
  });

  it('a product page left before its code (a chunk of its own, decision 0045) arrived is not opened: nothing asked, no meta', async () => {
    const { scope, productCalls, reviewCalls } = setup();
    const started = allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    await allSettled(pageLeft, { scope });
    await started;
    expect(productCalls).toEqual([]);
    expect(reviewCalls).toEqual([]);
    expect(scope.getState($pageMeta)).toBeNull();
  });

  it('a move to a category before the product’s code arrived opens the category only', async () => {
    const { scope, productCalls, listingCalls } = setup();
    const started = allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    await allSettled(pageStarted, { scope, params: { pathname: '/store/instrument/dreli', search: '' } });
    await started;
    expect(productCalls).toEqual([]);
    expect(listingCalls.map((call) => call.categorySlug)).toEqual(['instrument/dreli']);
    expect(scope.getState($route)).toEqual({ kind: 'category', slugs: ['instrument', 'dreli'] });
  });

  it('does not ask again when started twice at the same place', async () => {
    const { scope, productCalls } = setup();
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    await allSettled(pageStarted, { scope, params: { pathname: '/store/komp/noutbuki/42.html', search: '' } });
    expect(productCalls).toHaveLength(1);
  });

  it('a return to the product the scope holds (home and back) remembers it first again and gives the shell its meta, asking nothing', async () => {
    const { scope, productCalls, local } = setup();
    const at = { pathname: '/store/komp/noutbuki/42.html', search: '' };
    await allSettled(pageStarted, { scope, params: at });
    await allSettled(pageLeft, { scope });
    await allSettled(pageMetaChanged, { scope, params: { title: 'Главная', path: '/' } });
    // A newer view meanwhile.
    await allSettled(productViewed, { scope, params: { id: 7, defectSerialNumber: null } });
    await allSettled(pageStarted, { scope, params: at });
    expect(productCalls).toHaveLength(1);
    expect(local.written.at(-1)?.value).toEqual([
      { id: 42, defectSerialNumber: null },
      { id: 7, defectSerialNumber: null },
    ]);
    expect(scope.getState($pageMeta)).toMatchObject({ title: 'Ноутбук Lenovo IdeaPad 15', path: at.pathname });
  });
});

describe('product page opened by its address with server rendering (issue 27)', () => {
  const at = { pathname: '/store/komp/noutbuki/42.html', search: '?defect=SN-1' };

  it("the server's render keeps nothing of the shopper's: no view history read, written or sent in the state", async () => {
    const server = setup();
    const values = await serverRendered(pageStarted, server.scope, at);
    expect(server.local).toEqual({ read: [], written: [] });
    expect(server.scope.getState($viewHistory)).toEqual([]);
    const browser = setup(values);
    expect(browser.scope.getState($viewHistory)).toEqual([]);
    // The page the server drew is the one the browser hydrates with.
    expect(browser.scope.getState($view)).toMatchObject({ price: 35000 });
  });

  it('the opening after hydration remembers the item newest first in «viewHistory» and asks the API nothing the state holds', async () => {
    const server = setup();
    const values = await serverRendered(pageStarted, server.scope, at);
    const browser = setup(values, [{ id: 7, defectSerialNumber: null }]);
    await allSettled(pageStarted, { scope: browser.scope, params: at });
    expect(browser.local.written.at(-1)).toEqual({
      key: 'viewHistory',
      value: [
        { id: 42, defectSerialNumber: 'SN-1' },
        { id: 7, defectSerialNumber: null },
      ],
    });
    expect(browser.productCalls).toEqual([]);
    expect(browser.reviewCalls).toEqual([]);
    expect(browser.listingCalls).toEqual([]);
    expect(browser.scope.getState($pageMeta)).toMatchObject({ path: at.pathname, title: 'Ноутбук Lenovo IdeaPad 15' });
    // «Вы смотрели» under the product: the other viewed products with the city's prices.
    expect(browser.scope.getState($historyCards).map((card) => card.id)).toEqual([42, 7]);
  });

  it('a reload (the same page again by its address) keeps one entry', async () => {
    const server = setup();
    const values = await serverRendered(pageStarted, server.scope, at);
    const browser = setup(values, [
      { id: 42, defectSerialNumber: 'SN-1' },
      { id: 7, defectSerialNumber: null },
    ]);
    await allSettled(pageStarted, { scope: browser.scope, params: at });
    expect(browser.local.written.at(-1)?.value).toEqual([
      { id: 42, defectSerialNumber: 'SN-1' },
      { id: 7, defectSerialNumber: null },
    ]);
  });

  it('a product not found is not remembered', async () => {
    const missing = { pathname: '/store/komp/noutbuki/404.html', search: '' };
    const server = setup();
    const values = await serverRendered(pageStarted, server.scope, missing);
    const browser = setup(values);
    await allSettled(pageStarted, { scope: browser.scope, params: missing });
    expect(browser.scope.getState($productStatus)).toBe('notFound');
    expect(browser.scope.getState($viewHistory)).toEqual([]);
    expect(browser.local.written.flatMap((entry) => entry.value as unknown[])).toEqual([]);
  });
});
