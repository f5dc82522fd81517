/** What the cart uses of the shopper's city (FSD cross-import): its lines are priced for that city's stock code. */
export { $shopperCity, shopperCityChosen } from '../model/city';
