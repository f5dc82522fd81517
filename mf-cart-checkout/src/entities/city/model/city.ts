/**
 * The shopper's city as this remote names it. The bus's `CitySelection.code` (its contract) is the
 * city's stock code, by which goods are priced and ordered (SPEC §9); here it is `stockCode`,
 * mapped once, at this edge.
 */
import { $city, citySelected, type CitySelection } from '@store/bus';
import { OTHER_CITY } from '@store/domain';

export interface ShopperCity {
  cityId: number;
  shopId: number;
  stockCode: number;
  name: string;
}

export const toShopperCity = ({ cityId, shopId, code, name }: CitySelection): ShopperCity => ({ cityId, shopId, stockCode: code, name });

/** The chosen city; null until the shell has resolved it at start-up. */
export const $shopperCity = $city.map((city) => (city ? toShopperCity(city) : null));

/** The shopper chose another city. */
export const shopperCityChosen = citySelected.map(toShopperCity);

/** «Другой город» (SPEC §4 City choice): goods go there by the courier company only. */
export const $otherCity = $shopperCity.map((city) => city?.stockCode === OTHER_CITY.code || city?.cityId === OTHER_CITY.id);
