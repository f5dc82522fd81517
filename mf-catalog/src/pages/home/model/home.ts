import { $city, citySelected, pageMetaChanged, type PageContext } from '@store/bus';
import { CATALOGUE_TYPE } from '@store/domain';
import { attach, createEvent, createStore, sample } from 'effector';
import { menuNeeded } from '../../../entities/category';
import { fromLaptop, fromListingItem, type ProductCardItem } from '../../../entities/product';
import { historyShown } from '../../../entities/view-history';
import { fetchLaptopsFx, fetchListingFx, fetchNewsFx, type CatalogueKind, type NewsItem } from '../../../shared/api';
import { isOpening } from '../../../shared/lib/page-opening';

/** catalog/HomePage's start (bus `PageModule`). */
export const pageStarted = createEvent<PageContext>();
/** The home page left the screen. */
export const pageLeft = createEvent();
/** «Повторить» on the news block. */
export const newsRetryClicked = createEvent();

export const ROW_SIZE = 8;
export const NEWS_SHOWN = 3;

export type BlockStatus = 'loading' | 'ready' | 'error';

const newGoodsFx = attach({ effect: fetchListingFx });
const markedDownFx = attach({ effect: fetchListingFx });
const laptopsFx = attach({ effect: fetchLaptopsFx });
const newsFx = attach({ effect: fetchNewsFx });

const $active = createStore(false)
  .on(pageStarted, () => true)
  .on(pageLeft, () => false);

export const $newGoods = createStore<ProductCardItem[]>([]);
export const $markedDown = createStore<ProductCardItem[]>([]);
export const $laptops = createStore<ProductCardItem[]>([]);
export const $news = createStore<NewsItem[]>([]);
export const $newsStatus = createStore<BlockStatus>('loading');
export const $goodsLoading = createStore(true);
/** City id whose goods are shown; a start for the same city does not load them again. */
const $goodsCity = createStore<number | null>(null);

const cityGoodsWanted = sample({
  clock: [pageStarted, sample({ clock: citySelected, filter: $active })],
  source: { city: $city, loaded: $goodsCity },
  filter: ({ city, loaded }) => city !== null && city.cityId !== loaded,
  fn: ({ city }) => city?.cityId ?? 0,
});
$goodsLoading.on(cityGoodsWanted, () => true);
$goodsCity.on(cityGoodsWanted, (_, cityId) => cityId);

const listing = (type: CatalogueKind) => (cityId: number) => ({
  cityId,
  type,
  sortPrice: 'DESC' as const,
  page: 1,
  limit: ROW_SIZE,
});
sample({ clock: cityGoodsWanted, fn: listing(CATALOGUE_TYPE.NEW), target: newGoodsFx });
sample({ clock: cityGoodsWanted, fn: listing(CATALOGUE_TYPE.DEFECTS), target: markedDownFx });
sample({ clock: cityGoodsWanted, target: laptopsFx });

const forCity = <T extends { params: { cityId: number } | number }>(done: T, cityId: number | null) =>
  (typeof done.params === 'number' ? done.params : done.params.cityId) === cityId;

$newGoods.on(
  sample({
    clock: newGoodsFx.done,
    source: $goodsCity,
    filter: (cityId, done) => forCity(done, cityId),
    fn: (_, { result }) => result.items.map((item) => fromListingItem(item, new Date())),
  }),
  (_, items) => items,
);
$markedDown.on(
  sample({
    clock: markedDownFx.done,
    source: $goodsCity,
    filter: (cityId, done) => forCity(done, cityId),
    fn: (_, { result }) => result.items.map((item) => fromListingItem(item, new Date())),
  }),
  (_, items) => items,
);
$laptops.on(
  sample({
    clock: laptopsFx.done,
    source: $goodsCity,
    filter: (cityId, done) => forCity(done, cityId),
    fn: (_, { result }) => result.slice(0, ROW_SIZE).map(fromLaptop),
  }),
  (_, items) => items,
);
// A block that failed stays hidden; the page is still useful without it.
$goodsLoading.on([newGoodsFx.finally, markedDownFx.finally, laptopsFx.finally], () => false);

// News do not depend on the city: once per page load, or again after a failure.
sample({
  clock: [pageStarted, newsRetryClicked],
  source: $newsStatus,
  filter: (status) => status !== 'ready',
  fn: () => ({ page: 1, limit: NEWS_SHOWN }),
  target: newsFx,
});
$newsStatus
  .on(newsFx, () => 'loading')
  .on(newsFx.done, () => 'ready')
  .on(newsFx.fail, () => 'error');
$news.on(newsFx.doneData, (_, answer) => answer.items);

sample({ clock: pageStarted, target: menuNeeded });

// «Вы смотрели» is the shopper's own: shown on openings, never in the server's render.
const opened = sample({ clock: pageStarted, filter: isOpening });
const $shown = createStore(false)
  .on(opened, () => true)
  .reset(pageLeft);
sample({ clock: [opened, sample({ clock: citySelected, filter: $shown })], target: historyShown });
sample({
  clock: pageStarted,
  fn: ({ pathname }) => ({
    title: 'Интернет-магазин техники, инструмента и электроники',
    description: 'Бытовая техника, инструмент и электроника с самовывозом из магазинов и доставкой',
    canonical: '/',
    path: pathname,
  }),
  target: pageMetaChanged,
});
