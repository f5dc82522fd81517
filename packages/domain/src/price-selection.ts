import { MAIN_STOCK_CODE, OTHER_CITY } from './constants';
import type { ProductDefect, ProductPrice } from './types';

/** The stock code whose prices a city sees: its own; 'other city' uses the main stock code. */
export const stockCodeForCity = (cityCode: number): number => (cityCode === OTHER_CITY.code ? MAIN_STOCK_CODE : cityCode);

/** The price row of a stock code, if the product is priced there. */
export const priceForStock = (prices: readonly ProductPrice[], stockCode: number): ProductPrice | undefined =>
  prices.find((price) => price.stockCode === stockCode);

/** A discount counts while its sale price is positive and its end date (if any) has not come. */
export function isDiscountActive(price: ProductPrice, now: Date): boolean {
  if (!price.priceDiscount || price.priceDiscount <= 0) return false;
  return !price.priceDiscountEndDate || new Date(price.priceDiscountEndDate).getTime() > now.getTime();
}

/**
 * The price a shopper pays (SPEC §9): the sale price while the discount lasts; once the discount
 * has ended, defectPriceRetail when it is positive, else the retail price.
 */
export function effectivePrice(price: ProductPrice, now: Date): number {
  if (isDiscountActive(price, now)) return price.priceDiscount as number;
  const discountEnded = Boolean(price.priceDiscount && price.priceDiscountEndDate);
  if (discountEnded && price.defectPriceRetail && price.defectPriceRetail > 0) return price.defectPriceRetail;
  return price.priceRetail;
}

/** Price of a marked-down item by serial number: its sale price if positive, else its retail price. */
export function defectPrice(defects: readonly ProductDefect[], serialNumber: string): number | undefined {
  const defect = defects.find((d) => d.serialNumber === serialNumber);
  if (!defect) return undefined;
  return defect.priceDiscount && defect.priceDiscount > 0 ? defect.priceDiscount : defect.priceRetail;
}

/** The product's price for a city (by its stock code), or for one of its marked-down items. */
export function productPriceForCity(
  product: { productPrices: readonly ProductPrice[]; productDefects: readonly ProductDefect[] },
  cityCode: number,
  now: Date,
  defectSerialNumber?: string | null,
): number | undefined {
  if (defectSerialNumber) return defectPrice(product.productDefects, defectSerialNumber);
  const price = priceForStock(product.productPrices, stockCodeForCity(cityCode));
  return price ? effectivePrice(price, now) : undefined;
}
