import { $city, citySelected } from '@store/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchCityShopsFx, fetchProductFx, type CityShop, type ProductAnswer } from '../../../shared/api';

export interface StockTarget {
  productId: number;
  defectSerialNumber: string | null;
}

/** One shop of the city and what it has of the product. */
export interface ShopStock {
  shopId: number;
  title: string;
  address: string;
  hours: string | null;
  quantity: number;
  /** `inStock`, `toOrder`, `onWay`, or null when the shop does not carry it. */
  status: string | null;
}

export type StockStatus = 'loading' | 'ready' | 'error';

/** The stock modal opened (its component mounted) for a product or a marked-down item. */
export const stockModalOpened = createEvent<StockTarget>();
export const stockModalClosed = createEvent();
export const stockRetryClicked = createEvent();

const productFx = attach({ effect: fetchProductFx });
const shopsFx = attach({ effect: fetchCityShopsFx });

const $target = createStore<StockTarget | null>(null)
  .on(stockModalOpened, (_, target) => target)
  .reset(stockModalClosed);
export const $stockStatus = createStore<StockStatus>('loading');
const $product = createStore<ProductAnswer | null>(null).reset(stockModalOpened);
const $shops = createStore<CityShop[]>([]);
const $shopsCity = createStore<number | null>(null);

const wanted = sample({
  clock: [stockModalOpened, stockRetryClicked, citySelected],
  source: { city: $city, target: $target },
  filter: ({ city, target }) => city !== null && target !== null,
  fn: ({ city, target }) => ({ cityId: city?.cityId ?? 0, target: target as StockTarget }),
});
$stockStatus.on(wanted, () => 'loading');
sample({
  clock: wanted,
  fn: ({ cityId, target }) => ({ id: target.productId, cityId, defectSerialNumber: target.defectSerialNumber }),
  target: productFx,
});
sample({
  clock: wanted,
  source: $shopsCity,
  filter: (loaded, { cityId }) => loaded !== cityId,
  fn: (_, { cityId }) => cityId,
  target: shopsFx,
});

$product.on(
  sample({
    clock: productFx.done,
    source: { city: $city, target: $target },
    filter: ({ city, target }, { params }) => city?.cityId === params.cityId && target?.productId === params.id,
    fn: (_, { result }) => result,
  }),
  (_, product) => product,
);
$shops.on(shopsFx.doneData, (_, shops) => shops);
$shopsCity.on(shopsFx.done, (_, { params }) => params);
$stockStatus.on([productFx.fail, shopsFx.fail], () => 'error');

/** Shops of the selected city, those that have the product first. */
export const $shopStock = sample({
  source: { product: $product, shops: $shops, city: $city, shopsCity: $shopsCity },
  fn: ({ product, shops, city, shopsCity }): ShopStock[] | null => {
    if (!product || !city || shopsCity !== city.cityId) return null;
    const rows = shops.map((shop): ShopStock => {
      const stock = product.metaProducts.find((m) => m.pointId === shop.id);
      return {
        shopId: shop.id,
        title: shop.title,
        address: shop.address,
        hours: shop.openingHoursCustom ?? shop.openingHoursMain,
        quantity: stock?.quantity ?? 0,
        status: stock ? stock.status : null,
      };
    });
    return rows.sort((a, b) => Number(b.quantity > 0) - Number(a.quantity > 0));
  },
});
$stockStatus.on(sample({ clock: $shopStock, filter: (rows): rows is ShopStock[] => rows !== null }), () => 'ready');
