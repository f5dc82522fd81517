/** Dates as shoppers read them (DESIGN.md «Words»): «23 ноября 2026», in Irkutsk time (SPEC §1). */
import { SUPPORT_TIME_ZONE } from './constants';

// The platform's Russian calendar gives the month in the genitive beside a day («23 ноября»); it
// replaced date-fns here because date-fns' format, its ru locale and time zones weighed ≈ 8.5 KB
// compressed on every page that shows a date, against the product page's JS budget.
// Made on the first date shown, not when the module loads: the first Intl.DateTimeFormat with a
// time zone loads the zone and calendar data, ≈ 120 ms of a phone's start-up task (4× CPU) on pages
// that end up showing no date at all.
let parts: Intl.DateTimeFormat | null = null;

/** «23 ноября 2026» for an ISO time or a Date, on the store's (Irkutsk) calendar. */
export function formatDisplayDate(value: string | Date): string {
  const found = Object.fromEntries(
    (parts ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SUPPORT_TIME_ZONE }))
      .formatToParts(new Date(value))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, part.value]),
  );
  return `${found.day} ${found.month} ${found.year}`;
}
