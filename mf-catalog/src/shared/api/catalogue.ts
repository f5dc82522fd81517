import type { CatalogueAnswer, MenuCategory, Product } from '@store/api-client';
import { createEffect } from 'effector';
import { request } from './client';

/** The filters of a listing as the API takes them in its one `filters` JSON parameter (SPEC §7). */
export interface ListingFilters {
  producers?: number[];
  priceMin?: number;
  priceMax?: number;
  attributes?: Record<string, string[]>;
}

export type CatalogueKind = 'NEW' | 'DEFECTS';
export type PriceSort = 'ASC' | 'DESC';

export interface ListingRequest {
  cityId: number;
  /** The category chain joined by `/` (`komp/noutbuki`); none for the whole catalogue. */
  categorySlug?: string;
  type: CatalogueKind;
  sortPrice: PriceSort;
  page: number;
  limit: number;
  filters?: ListingFilters;
}

export type ListingAnswer = CatalogueAnswer;
export type ListingItem = CatalogueAnswer['items'][number];
export type LaptopItem = Awaited<ReturnType<typeof fetchLaptops>>[number];
export type NewsAnswer = Awaited<ReturnType<typeof fetchNews>>;
export type NewsItem = NewsAnswer['items'][number];
export type ProductAnswer = Product;
export type ReviewsAnswer = Awaited<ReturnType<typeof fetchReviews>>;
export type Review = ReviewsAnswer['items'][number];
export type CityShop = Awaited<ReturnType<typeof fetchCityShops>>[number];

const hasFilters = (filters: ListingFilters | undefined): filters is ListingFilters =>
  filters !== undefined && Object.keys(filters).length > 0;

/** GET /api/category/products: a page of a category's goods with the category's facets. */
export function fetchListing(params: ListingRequest): Promise<ListingAnswer> {
  return request('get', '/api/category/products', {
    query: {
      selectedCity: params.cityId,
      type: params.type,
      sortPrice: params.sortPrice,
      page: params.page,
      limit: params.limit,
      ...(params.categorySlug ? { categorySlug: params.categorySlug } : {}),
      ...(hasFilters(params.filters) ? { filters: JSON.stringify(params.filters) } : {}),
    },
  });
}

/** GET /api/category/menu: the category tree with product counts for a city. */
export async function fetchCategoryMenu(cityId: number): Promise<MenuCategory[]> {
  const answer = await request('get', '/api/category/menu', { query: { selectedCity: cityId } });
  return answer.categories;
}

/** GET /api/laptops: the laptops block (SPEC §7), each with the laptops category's path. */
export async function fetchLaptops(cityId: number) {
  const answer = await request('get', '/api/laptops', { query: { selectedCity: cityId } });
  return answer.results;
}

/** GET /api/news/list: the store's news, newest first. */
export function fetchNews(params: { page: number; limit: number }) {
  return request('get', '/api/news/list', { query: params });
}

/** GET /api/product/{id}: a product (or one of its marked-down items) with the city's prices and stock. */
export function fetchProduct(params: { id: number; cityId: number; defectSerialNumber: string | null }): Promise<ProductAnswer> {
  return request('get', '/api/product/{id}', {
    path: { id: params.id },
    query: {
      selectedCity: params.cityId,
      ...(params.defectSerialNumber ? { defectSerialNumber: params.defectSerialNumber } : {}),
    },
  });
}

/** GET /api/product/{id}/reviews: reviews, newest first, with the average score. */
export function fetchReviews(params: { productId: number; page: number; limit: number }) {
  return request('get', '/api/product/{id}/reviews', { path: { id: params.productId }, query: { page: params.page, limit: params.limit } });
}

/** GET /api/delivery-point/city/list: the pickup shops of a city. */
export async function fetchCityShops(cityId: number) {
  const answer = await request('get', '/api/delivery-point/city/list', { query: { cityId } });
  return answer.items;
}

// Base effects: models attach their own instances (`attach({ effect })`), so each page keeps its
// pending state apart while tests replace one handler for all of them.
export const fetchListingFx = createEffect(fetchListing);
export const fetchCategoryMenuFx = createEffect(fetchCategoryMenu);
export const fetchLaptopsFx = createEffect(fetchLaptops);
export const fetchNewsFx = createEffect(fetchNews);
export const fetchProductFx = createEffect(fetchProduct);
export const fetchReviewsFx = createEffect(fetchReviews);
export const fetchCityShopsFx = createEffect(fetchCityShops);

/** Several products at once (the viewed list): each that answers, in the given order; gone ones are left out. */
export async function fetchProducts(params: { items: { id: number; defectSerialNumber: string | null }[]; cityId: number }) {
  const answers = await Promise.allSettled(
    params.items.map((item) => fetchProduct({ id: item.id, cityId: params.cityId, defectSerialNumber: item.defectSerialNumber })),
  );
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
}
export const fetchProductsFx = createEffect(fetchProducts);
