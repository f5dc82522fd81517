import { COURIER_COMPANY_MARKUP } from './constants';

export interface CourierCompanyQuote {
  minPeriod: number;
  minSum: number;
  priceToPoint: number;
}

/** Shown price = (minSum + priceToPoint) + 10 % rounded up + 250 ₽ (SPEC §9). */
export const courierCompanyPrice = ({ minSum, priceToPoint }: Pick<CourierCompanyQuote, 'minSum' | 'priceToPoint'>): number =>
  Math.ceil(((minSum + priceToPoint) * (100 + COURIER_COMPANY_MARKUP.percent)) / 100) + COURIER_COMPANY_MARKUP.fixed;

/** The displayed period is the largest minPeriod seen across the quotes. */
export const courierCompanyPeriod = (quotes: readonly Pick<CourierCompanyQuote, 'minPeriod'>[]): number =>
  quotes.reduce((max, quote) => Math.max(max, quote.minPeriod), 0);
