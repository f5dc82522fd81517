import { $city, citySelected } from '@store/bus';
import { allSettled, fork } from 'effector';
import {
  fetchCategoryMenuFx,
  fetchLaptopsFx,
  fetchListingFx,
  fetchNewsFx,
  fetchProductsFx,
  readLocalFx,
  type ListingRequest,
} from '../../../shared/api';
import { irkutsk, sampleItem, sampleLaptop, sampleListing, usolye } from '../../../shared/lib/test-data';
import { $laptops, $markedDown, $news, $newsStatus, $newGoods, newsRetryClicked, pageLeft, pageStarted } from './home';

const news = {
  currentPage: 1,
  total: 1,
  items: [{ id: 1, title: 'Открылся магазин', body: '…', publishedAt: '2026-11-23T02:00:00.000Z' }],
};

function setup(newsFails = false) {
  const listings: ListingRequest[] = [];
  const laptops: number[] = [];
  let newsCalls = 0;
  let failNews = newsFails;
  const scope = fork({
    values: [[$city, usolye]],
    handlers: [
      [
        fetchListingFx,
        async (request: ListingRequest) => {
          listings.push(request);
          const price = request.cityId === irkutsk.cityId ? 2000 : 1000;
          return request.type === 'DEFECTS'
            ? sampleListing({ items: [sampleItem(7, { price, defectSerialNumber: 'SN-7', defectReason: 'Вмятина' })], slugs: [] })
            : sampleListing({ items: [sampleItem(1, { price })], slugs: [] });
        },
      ],
      [fetchLaptopsFx, async (cityId: number) => (laptops.push(cityId), [sampleLaptop(5)])],
      [
        fetchNewsFx,
        async () => {
          newsCalls += 1;
          if (failNews) throw new Error('Network Error');
          return news;
        },
      ],
      [fetchCategoryMenuFx, async () => []],
      [fetchProductsFx, async () => []],
      [readLocalFx, () => null],
    ],
  });
  return { scope, listings, laptops, newsCalls: () => newsCalls, healNews: () => (failNews = false) };
}

const start = { pathname: '/', search: '' };

describe('home page', () => {
  it('loads new and marked-down goods and laptops for the city, and the news', async () => {
    const { scope, listings, laptops } = setup();
    await allSettled(pageStarted, { scope, params: start });
    expect(listings.map((r) => [r.type, r.cityId, r.limit])).toEqual([
      ['NEW', usolye.cityId, 8],
      ['DEFECTS', usolye.cityId, 8],
    ]);
    expect(laptops).toEqual([usolye.cityId]);
    expect(scope.getState($newGoods).map((i) => i.id)).toEqual([1]);
    expect(scope.getState($markedDown)[0]).toMatchObject({
      defectSerialNumber: 'SN-7',
      path: '/store/instrument/dreli/7.html?defect=SN-7',
    });
    expect(scope.getState($laptops)[0]!.path).toBe('/store/komp/noutbuki/5.html');
    expect(scope.getState($news)).toEqual(news.items);
  });

  it('does not load the same city again when the shopper comes back', async () => {
    const { scope, listings, newsCalls } = setup();
    await allSettled(pageStarted, { scope, params: start });
    await allSettled(pageStarted, { scope, params: start });
    expect(listings).toHaveLength(2);
    expect(newsCalls()).toBe(1);
  });

  it('reloads prices for a new city while shown (part 9)', async () => {
    const { scope, listings } = setup();
    await allSettled(pageStarted, { scope, params: start });
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(listings.map((r) => r.cityId)).toEqual([usolye.cityId, usolye.cityId, irkutsk.cityId, irkutsk.cityId]);
    expect(scope.getState($newGoods)[0]!.price).toBe(2000);
    await allSettled(pageLeft, { scope });
    await allSettled(citySelected, { scope, params: usolye });
    expect(listings).toHaveLength(4);
  });

  it('offers «Повторить» when the news fail', async () => {
    const { scope, healNews } = setup(true);
    await allSettled(pageStarted, { scope, params: start });
    expect(scope.getState($newsStatus)).toBe('error');
    healNews();
    await allSettled(newsRetryClicked, { scope });
    expect(scope.getState($newsStatus)).toBe('ready');
  });
});
