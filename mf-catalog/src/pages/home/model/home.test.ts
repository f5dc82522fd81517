import { $city, $pageMeta, citySelected } from '@store/bus';
import { allSettled, fork } from 'effector';
import {
  fetchCategoryMenuFx,
  fetchLaptopsFx,
  fetchListingFx,
  fetchNewsFx,
  fetchProductsFx,
  readLocalFx,
  writeLocalFx,
  type ListingRequest,
} from '../../../shared/api';
import { $historyCards, $viewHistory } from '../../../entities/view-history';
import { irkutsk, sampleItem, sampleLaptop, sampleListing, sampleProduct, usolye } from '../../../shared/lib/test-data';
import { serverRendered } from '../../../shared/lib/test-hydration';
import { $laptops, $markedDown, $news, $newsStatus, $newGoods, newsRetryClicked, pageLeft, pageStarted } from './home';

const news = {
  currentPage: 1,
  total: 1,
  items: [{ id: 1, title: 'Открылся магазин', body: '…', publishedAt: '2026-11-23T02:00:00.000Z' }],
};

/** `values`: the server's serialized state to hydrate; `stored`: the shopper's localStorage «viewHistory». */
function setup({
  newsFails = false,
  values,
  stored = null,
}: { newsFails?: boolean; values?: Record<string, unknown>; stored?: unknown } = {}) {
  const listings: ListingRequest[] = [];
  const laptops: number[] = [];
  const cards: number[][] = [];
  const localReads: string[] = [];
  let newsCalls = 0;
  let failNews = newsFails;
  const scope = fork({
    values: values ?? [[$city, usolye]],
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
      [
        fetchProductsFx,
        async ({ items }: { items: { id: number; defectSerialNumber: string | null }[] }) => (
          cards.push(items.map((item) => item.id)),
          items.map((item) => sampleProduct({ id: item.id, title: `Товар ${item.id}`, defectSerialNumber: item.defectSerialNumber }))
        ),
      ],
      [readLocalFx, (key: string) => (localReads.push(key), stored)],
      [writeLocalFx, () => undefined],
    ],
  });
  return { scope, listings, laptops, cards, localReads, newsCalls: () => newsCalls, healNews: () => (failNews = false) };
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
    const { scope, healNews } = setup({ newsFails: true });
    await allSettled(pageStarted, { scope, params: start });
    expect(scope.getState($newsStatus)).toBe('error');
    healNews();
    await allSettled(newsRetryClicked, { scope });
    expect(scope.getState($newsStatus)).toBe('ready');
  });

  it("shows «Вы смотрели» from the stored history with the city's prices when opened, and again for a new city", async () => {
    const { scope, cards } = setup({
      stored: [
        { id: 3, defectSerialNumber: null },
        { id: 2, defectSerialNumber: 'SN-2' },
      ],
    });
    await allSettled(pageStarted, { scope, params: start });
    expect(scope.getState($historyCards).map((card) => [card.id, card.defectSerialNumber])).toEqual([
      [3, null],
      [2, 'SN-2'],
    ]);
    await allSettled(citySelected, { scope, params: irkutsk });
    expect(cards).toEqual([
      [3, 2],
      [3, 2],
    ]);
  });
});

describe('home page opened by its address with server rendering (issue 27)', () => {
  const stored = [
    { id: 3, defectSerialNumber: null },
    { id: 1, defectSerialNumber: null },
  ];

  it("the server's render reads no shopper's history and sends none in the state", async () => {
    const server = setup({ stored });
    const values = await serverRendered(pageStarted, server.scope, start);
    expect(server.localReads).toEqual([]);
    expect(server.cards).toEqual([]);
    expect(server.scope.getState($viewHistory)).toEqual([]);
    expect(server.scope.getState($pageMeta)).toMatchObject({ canonical: '/', path: '/' });
    const browser = setup({ values, stored });
    expect(browser.scope.getState($newGoods).map((item) => item.id)).toEqual([1]);
    expect(browser.scope.getState($viewHistory)).toEqual([]);
  });

  it('the opening after hydration shows «Вы смотрели» from localStorage, newest first, and loads no block the state holds', async () => {
    const server = setup({ stored: null });
    const values = await serverRendered(pageStarted, server.scope, start);
    const browser = setup({ values, stored });
    await allSettled(pageStarted, { scope: browser.scope, params: start });
    expect(browser.localReads).toEqual(['viewHistory']);
    expect(browser.scope.getState($historyCards).map((card) => card.id)).toEqual([3, 1]);
    expect(browser.listings).toEqual([]);
    expect(browser.laptops).toEqual([]);
    expect(browser.newsCalls()).toBe(0);
    expect(browser.scope.getState($pageMeta)).toMatchObject({ canonical: '/', path: '/' });
  });
});
