import type { Product } from '@store/api-client';
import { defectPrice, effectivePrice, priceForStock, productPath, stockCodeForCity, type ProductStatus } from '@store/domain';
import type { CartItem } from '../../../shared/api';

/** What a cart line shows of its product in the chosen city (the server's cart line without quantity and selection). */
export type ItemInfo = Omit<CartItem, 'productId' | 'defectSerialNumber' | 'quantity' | 'selected' | 'path'> & { path: string | null };

const PRODUCT_STATUSES: readonly string[] = ['inStock', 'toOrder', 'onWay'];

/** A line whose product the API no longer knows: shown, unavailable, adds nothing. */
export const GONE_ITEM: ItemInfo = {
  title: 'Товар больше не продаётся',
  sku: '',
  image: null,
  status: 'inStock',
  price: null,
  priceRetail: null,
  defectReason: null,
  totalQuantity: 0,
  available: false,
  path: null,
};

/**
 * A guest line's product data, priced as the server prices it (SPEC §9): the city's stock code
 * ('other city' → the main stock), the sale price while it lasts, a marked-down item by its serial.
 */
export function guestItemInfo(product: Product | null, defectSerialNumber: string | null, stockCode: number, now: Date): ItemInfo {
  if (!product) return GONE_ITEM;
  const row = priceForStock(product.productPrices, stockCodeForCity(stockCode));
  const price = defectSerialNumber ? defectPrice(product.productDefects, defectSerialNumber) : row && effectivePrice(row, now);
  const main = product.productImages.find((image) => image.main) ?? product.productImages[0];
  return {
    title: product.title,
    sku: product.sku,
    image: main?.name ?? null,
    status: (PRODUCT_STATUSES.includes(product.status) ? product.status : 'inStock') as ProductStatus,
    price: price ?? null,
    priceRetail: row?.priceRetail ?? null,
    defectReason: null,
    totalQuantity: product.totalQuantity,
    available: price !== undefined,
    path: productPath(product.categorySlugs, product.id, defectSerialNumber),
  };
}

/** The server's line without quantity and selection. */
export function serverItemInfo(item: CartItem): ItemInfo {
  return {
    title: item.title,
    sku: item.sku,
    image: item.image,
    status: item.status,
    price: item.price,
    priceRetail: item.priceRetail,
    defectReason: item.defectReason,
    totalQuantity: item.totalQuantity,
    available: item.available,
    path: item.path,
  };
}
