export {
  fetchListingFx,
  fetchCategoryMenuFx,
  fetchLaptopsFx,
  fetchNewsFx,
  fetchProductFx,
  fetchReviewsFx,
  fetchCityShopsFx,
  fetchProductsFx,
} from './catalogue';
export { readLocalFx, writeLocalFx } from './local-storage';
export type {
  ListingFilters,
  ListingRequest,
  ListingAnswer,
  ListingItem,
  LaptopItem,
  NewsAnswer,
  NewsItem,
  ProductAnswer,
  ReviewsAnswer,
  Review,
  CityShop,
  CatalogueKind,
  PriceSort,
} from './catalogue';
export { isNotFound } from './errors';
