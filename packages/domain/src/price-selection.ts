/**
 * Which price a shopper pays (SPEC §9). Our reading of "Discount expires at priceDiscountEndDate,
 * falling back to defectPriceRetail": defectPriceRetail is the price a product returns to after a
 * sale, so it only matters once a sale price has existed and ended; without any sale the retail
 * price applies. The API's SQL (packages/server, EFFECTIVE_PRICE_SQL) follows the same reading and
 * a server test compares both on every seeded price.
 */
import { MAIN_STOCK_CODE, OTHER_CITY } from './constants';

/**
 * A product's price at one stock (a city's stock code), as the rules read it: the API's price rows
 * and the server's own rows both have these fields.
 */
export interface PricedStock {
  stockCode: number;
  priceRetail: number;
  priceDiscount: number | null;
  priceDiscountEndDate: string | null;
  defectPriceRetail: number | null;
}

/** A marked-down item's price, found by its serial number. */
export interface PricedDefect {
  serialNumber: string;
  priceRetail: number;
  priceDiscount: number | null;
}

/** What a sale is made of: its price and when it ends. */
type DiscountTerms = Pick<PricedStock, 'priceDiscount' | 'priceDiscountEndDate'>;

/** The stock code whose prices a city sees: its own; 'other city' uses the main stock code. */
export const stockCodeForCity = (cityCode: number): number => (cityCode === OTHER_CITY.code ? MAIN_STOCK_CODE : cityCode);

/** The price row of a stock code, if the product is priced there. */
export const priceForStock = <P extends Pick<PricedStock, 'stockCode'>>(prices: readonly P[], stockCode: number): P | undefined =>
  prices.find((price) => price.stockCode === stockCode);

/** A discount lasts while its sale price is positive and its end date, if any, is still ahead of `now`. */
export function isDiscountActive(price: DiscountTerms, now: Date): boolean {
  if (!isPositive(price.priceDiscount)) return false;
  return price.priceDiscountEndDate === null || new Date(price.priceDiscountEndDate).getTime() > now.getTime();
}

/** The sale price while it lasts; after it ended defectPriceRetail if positive; else the retail price. */
export function effectivePrice(price: PricedStock, now: Date): number {
  if (isDiscountActive(price, now) && isPositive(price.priceDiscount)) return price.priceDiscount;
  const discountEnded = isPositive(price.priceDiscount);
  if (discountEnded && isPositive(price.defectPriceRetail)) return price.defectPriceRetail;
  return price.priceRetail;
}

/** Price of a marked-down item by serial number: its sale price if positive, else its retail price. */
export function defectPrice<D extends PricedDefect>(defects: readonly D[], serialNumber: string): number | undefined {
  const defect = defects.find((d) => d.serialNumber === serialNumber);
  if (!defect) return undefined;
  return isPositive(defect.priceDiscount) ? defect.priceDiscount : defect.priceRetail;
}

/** The product's price in a city (by its stock code), or the price of one of its marked-down items. */
export function productPriceForCity(
  product: { productPrices: readonly PricedStock[]; productDefects: readonly PricedDefect[] },
  cityCode: number,
  now: Date,
  defectSerialNumber?: string | null,
): number | undefined {
  if (defectSerialNumber) return defectPrice(product.productDefects, defectSerialNumber);
  const price = priceForStock(product.productPrices, stockCodeForCity(cityCode));
  return price ? effectivePrice(price, now) : undefined;
}

/**
 * The price struck through beside the shopper's price (DESIGN "the old price struck through … while
 * a discount lasts"): the retail price when it is above the price paid; nothing when it is not, or
 * when either is unknown (not sold in the city).
 */
export const crossedOutPrice = (price: number | null, priceRetail: number | null | undefined): number | null =>
  price !== null && priceRetail !== null && priceRetail !== undefined && priceRetail > price ? priceRetail : null;

/**
 * The crossed-out price of a product answer in a city, given the price it is sold at there: a
 * marked-down item's own retail price; a new one's retail price at the city's stock while its sale lasts.
 */
export function productOldPriceForCity(
  product: { productPrices: readonly PricedStock[]; productDefects: readonly PricedDefect[]; defectSerialNumber?: string | null },
  cityCode: number,
  now: Date,
  price: number,
): number | null {
  if (product.defectSerialNumber) {
    return crossedOutPrice(price, product.productDefects.find((d) => d.serialNumber === product.defectSerialNumber)?.priceRetail);
  }
  const row = priceForStock(product.productPrices, stockCodeForCity(cityCode));
  return row && isDiscountActive(row, now) ? crossedOutPrice(price, row.priceRetail) : null;
}

function isPositive(value: number | null): value is number {
  return value !== null && value > 0;
}
