/** What the store shows for delivery by a courier company to another city (SPEC §9). */
import { COURIER_COMPANY_MARKUP } from './constants';

/** One answer of the courier company's price call (SPEC §7). */
export interface CourierCompanyQuote {
  minPeriod: number;
  minSum: number;
  priceToPoint: number;
}

/**
 * Shown price = ceil((minSum + priceToPoint) × 1.1) + 250 ₽. Computed in kopecks with integers,
 * because 200 × 1.1 is 220.00000000000003 in floating point and would round up to 221.
 */
export function courierCompanyPrice({ minSum, priceToPoint }: Pick<CourierCompanyQuote, 'minSum' | 'priceToPoint'>): number {
  const kopecks = Math.round((minSum + priceToPoint) * 100);
  return Math.ceil((kopecks * (100 + COURIER_COMPANY_MARKUP.percent)) / 10_000) + COURIER_COMPANY_MARKUP.fixed;
}

/** The displayed period in days: the largest minPeriod seen across the quotes (0 with none). */
export const courierCompanyPeriod = (quotes: readonly Pick<CourierCompanyQuote, 'minPeriod'>[]): number =>
  quotes.reduce((max, quote) => Math.max(max, quote.minPeriod), 0);
