/** The shopper's city from the bus, in this remote's names (its stock code is `stockCode`). */
export { $shopperCity, $otherCity } from './model/city';
export type { ShopperCity } from './model/city';
