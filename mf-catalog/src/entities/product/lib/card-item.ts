import type { Product, SearchAnswer } from '@store/api-client';
import { crossedOutPrice, isDiscountActive, productOldPriceForCity, productPriceForCity } from '@store/domain';
import type { LaptopItem, ListingItem } from '../../../shared/api';
import { cityStatus } from './status';

/**
 * What a product card shows, whatever answer it came from (listing, laptops, search, product):
 * the catalogue, the home page, favourites, compare and search all draw the same card from it.
 */
export interface ProductCardItem {
  id: number;
  title: string;
  /** The product page (with `?defect=` for a marked-down item). */
  path: string;
  /** File name of the main picture, for `/api/custom-loader`. */
  image: string | null;
  /** The shopper's price in the selected city; null when it is not sold there. */
  price: number | null;
  /** The price before the discount, while the discount lasts. */
  oldPrice: number | null;
  /** `inStock`, `toOrder`, `onWay` as the API says; null when unknown. */
  status: string | null;
  defectSerialNumber: string | null;
  defectReason: string | null;
}

/** The slugs of a product category from the top of the tree down to it. */
export function categoryChain(category: Product['categories'][number] | undefined): string[] {
  const slugs: string[] = [];
  for (let node = category ?? null; node; node = node.parent) slugs.unshift(node.slug);
  return slugs;
}

/** The product page of a product answer (the API gives it, with `?defect=` for a marked-down item). */
export const productAnswerPath = (product: Product): string => product.path;

/** A listing item (`/api/category/products`). */
export function fromListingItem(item: ListingItem, now: Date): ProductCardItem {
  const discount = {
    stockCode: 0,
    priceRetail: item.priceRetail,
    priceDiscount: item.priceDiscount,
    priceDiscountEndDate: item.priceDiscountEndDate,
    defectPriceRetail: null,
  };
  return {
    id: item.id,
    title: item.title,
    path: item.path,
    image: item.image,
    price: item.price,
    oldPrice: isDiscountActive(discount, now) ? crossedOutPrice(item.price, item.priceRetail) : null,
    status: cityStatus(item.status, item.totalQuantity),
    defectSerialNumber: item.defectSerialNumber,
    defectReason: item.defectReason,
  };
}

/** The fields both the laptops block and the search answer carry: a card with a price and no badges. */
type PlainProduct = Pick<LaptopItem, 'id' | 'title' | 'path' | 'image' | 'price'>;

const fromPlain = (item: PlainProduct): ProductCardItem => ({
  id: item.id,
  title: item.title,
  path: item.path,
  image: item.image,
  price: item.price,
  oldPrice: null,
  status: null,
  defectSerialNumber: null,
  defectReason: null,
});

/** A laptop of the laptops block (`/api/laptops`), under the laptops category (SPEC §7). */
export const fromLaptop = (item: LaptopItem): ProductCardItem => fromPlain(item);

/** A product found by search (`/api/product/search`). */
export const fromSearchProduct = (item: SearchAnswer['products'][number]): ProductCardItem => fromPlain(item);

/** A product answer (`/api/product/{id}`) for the city's stock code; a marked-down item if it has a serial. */
export function fromProduct(product: Product, cityCode: number, now: Date): ProductCardItem {
  const serial = product.defectSerialNumber;
  const price = productPriceForCity(product, cityCode, now, serial) ?? null;
  return {
    id: product.id,
    title: product.title,
    path: productAnswerPath(product),
    image: mainImage(product),
    price,
    oldPrice: price === null ? null : productOldPriceForCity(product, cityCode, now, price),
    status: cityStatus(product.status, product.totalQuantity),
    defectSerialNumber: serial,
    defectReason: product.defectReason,
  };
}

/** The main picture's file name, else the first one. */
export function mainImage(product: Pick<Product, 'productImages'>): string | null {
  return (product.productImages.find((image) => image.main) ?? product.productImages[0])?.name ?? null;
}
