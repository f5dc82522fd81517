/** Opening hours of a shop (SPEC §3): Mon–Fri main, Sat–Sun weekend, a custom text overrides both. */
import type { Shop } from './types';

/** The hours text for a weekday (0 = Sunday … 6 = Saturday, as Date#getDay in the shop's time zone), or null. */
export function shopHoursOn(
  shop: Pick<Shop, 'openingHoursMain' | 'openingHoursWeekend' | 'openingHoursCustom'>,
  weekday: number,
): string | null {
  if (shop.openingHoursCustom) return shop.openingHoursCustom;
  const weekend = weekday === 0 || weekday === 6;
  return (weekend ? shop.openingHoursWeekend : shop.openingHoursMain) ?? null;
}
