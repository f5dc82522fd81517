import { MIN_ORDER } from './constants';
import { minimumOrderText } from './messages';

/** Minimum total: 200 ₽ in the home city; 'other city' 500 ₽ private, 1000 ₽ legal (SPEC §9). */
export const minimumOrder = ({ otherCity, isLegal }: { otherCity: boolean; isLegal: boolean }): number =>
  otherCity ? (isLegal ? MIN_ORDER.otherCityLegal : MIN_ORDER.otherCityPrivate) : MIN_ORDER.homeCity;

/** The modal text («Заказ от 200 рублей») when the total is below the minimum, else null. */
export function checkMinimumOrder(total: number, options: { otherCity: boolean; isLegal: boolean }): string | null {
  const minimum = minimumOrder(options);
  return total < minimum ? minimumOrderText(minimum) : null;
}
