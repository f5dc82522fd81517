/**
 * Prepayment for delivery (SPEC §9), read step by step:
 * 1. the price is the sale price when it is positive, else the retail price (the caller passes
 *    the sale price currently in force, e.g. null once it has ended: see price-selection.ts);
 * 2. the prepayment is the largest deliveryPrice among the categories (the product's categories
 *    and their parents, as the API sends them);
 * 3. with no deliveryPrice: 5000 ₽ when the price exceeds 50 000 ₽, otherwise nothing;
 * 4. when that sum exceeds the price, it becomes the largest percentPrepayment of the price,
 *    rounded up to a whole rouble, or the full price when no category sets a percentage.
 * "Prepayment applies when price is below a threshold whose value is not shown": the threshold is
 * the caller's option `appliesBelow`; without it every price is subject to the rule. Legal entities
 * pay the whole invoice before delivery (SPEC §6), so they have no prepayment.
 */
import { PREPAYMENT_FIXED, PREPAYMENT_PRICE_THRESHOLD } from './constants';

/** The prepayment settings of a category (the product's own categories and their parents). */
export interface PrepaymentCategory {
  deliveryPrice: number | null;
  percentPrepayment: number | null;
}

export interface PrepaymentInput {
  priceRetail: number;
  /** Sale price in force; used instead of the retail price when positive. */
  priceDiscount?: number | null;
  categories: readonly PrepaymentCategory[];
  isLegal?: boolean;
  /** The unknown threshold of SPEC §9: no prepayment at or above this price. */
  appliesBelow?: number;
}

/** Prepayment in roubles a private buyer makes for delivering goods of this price and these categories. */
export function deliveryPrepayment(input: PrepaymentInput): number {
  if (input.isLegal) return 0;
  const price = input.priceDiscount && input.priceDiscount > 0 ? input.priceDiscount : input.priceRetail;
  if (input.appliesBelow !== undefined && price >= input.appliesBelow) return 0;
  const deliveryPrice = largest(input.categories.map((c) => c.deliveryPrice));
  const prepayment = deliveryPrice ?? (price > PREPAYMENT_PRICE_THRESHOLD ? PREPAYMENT_FIXED : 0);
  if (prepayment <= price) return prepayment;
  const percent = largest(input.categories.map((c) => c.percentPrepayment));
  return percent === undefined ? price : Math.ceil((price * percent) / 100);
}

/** The largest positive value, if any: a zero or missing setting means the category has none. */
function largest(values: readonly (number | null)[]): number | undefined {
  const set = values.filter((v): v is number => v !== null && v > 0);
  return set.length > 0 ? Math.max(...set) : undefined;
}
