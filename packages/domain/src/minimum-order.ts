/**
 * Minimum order total (SPEC §9). Every city with its own shops counts as the home city (200 ₽);
 * 'other city' orders go by courier company: 500 ₽ for private buyers, 1000 ₽ for legal entities.
 * The spec leaves open whether the one-click order has other values; this package uses the listed
 * ones for every form, so the API and both forms agree.
 */
import { MIN_ORDER } from './constants';
import { minimumOrderText } from './messages';

export interface MinimumOrderCase {
  otherCity: boolean;
  isLegal: boolean;
}

/** The minimum total in roubles for the city kind and buyer type. */
export const minimumOrder = ({ otherCity, isLegal }: MinimumOrderCase): number =>
  otherCity ? (isLegal ? MIN_ORDER.otherCityLegal : MIN_ORDER.otherCityPrivate) : MIN_ORDER.homeCity;

/** The modal text («Заказ от 200 рублей») when the total is below the minimum, else null. */
export function checkMinimumOrder(total: number, options: MinimumOrderCase): string | null {
  const minimum = minimumOrder(options);
  return total < minimum ? minimumOrderText(minimum) : null;
}
