/** Opening hours of a shop (SPEC §3): Mon–Fri main, Sat–Sun weekend, a custom text overrides both. */

/** A shop's opening hours as the rule reads them (the API's shops and the server's rows have them). */
export interface OpeningHours {
  /** Mon–Fri. */
  openingHoursMain: string | null;
  /** Sat–Sun. */
  openingHoursWeekend: string | null;
  /** Overrides the others when set. */
  openingHoursCustom: string | null;
}

/** The hours text for a weekday (0 = Sunday … 6 = Saturday, as Date#getDay in the shop's time zone), or null. */
export function shopHoursOn(shop: OpeningHours, weekday: number): string | null {
  if (shop.openingHoursCustom) return shop.openingHoursCustom;
  const weekend = weekday === 0 || weekday === 6;
  return (weekend ? shop.openingHoursWeekend : shop.openingHoursMain) ?? null;
}
