import { PREPAYMENT_FIXED, PREPAYMENT_PRICE_THRESHOLD } from './constants';

export interface PrepaymentInput {
  priceRetail: number;
  /** Sale price; used instead of the retail price when positive. */
  priceDiscount?: number | null;
  categories: readonly { deliveryPrice: number | null; percentPrepayment: number | null }[];
  isLegal?: boolean;
}

/**
 * Prepayment for delivery (SPEC §9), read as: the product price is the sale price if positive,
 * else the retail price; the prepayment is the largest category deliveryPrice; with none, 5000 ₽
 * when the price exceeds 50 000 ₽ (else nothing); and when that sum exceeds the price, it becomes
 * the largest category percentPrepayment of the price, or the full price without a percentage.
 * Legal entities pay in full by invoice, so they have no prepayment.
 */
export function deliveryPrepayment(input: PrepaymentInput): number {
  if (input.isLegal) return 0;
  const price = input.priceDiscount && input.priceDiscount > 0 ? input.priceDiscount : input.priceRetail;
  const deliveryPrices = input.categories.map((c) => c.deliveryPrice ?? 0).filter((p) => p > 0);
  let prepayment = deliveryPrices.length > 0 ? Math.max(...deliveryPrices) : price > PREPAYMENT_PRICE_THRESHOLD ? PREPAYMENT_FIXED : 0;
  if (prepayment > price) {
    const percents = input.categories.map((c) => c.percentPrepayment ?? 0).filter((p) => p > 0);
    prepayment = percents.length > 0 ? Math.ceil((price * Math.max(...percents)) / 100) : price;
  }
  return prepayment;
}
