/** Dates as shoppers read them (DESIGN.md «Words»): «23 ноября 2026», in Irkutsk time (SPEC §1). */
import { SUPPORT_TIME_ZONE, SUPPORT_UTC_OFFSET } from './constants';

/** Month names in the genitive, as after a day: «23 ноября». */
const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

const HOUR_MS = 3_600_000;

// Decision 0015: the first Intl.DateTimeFormat with a time zone loads the zone and calendar data,
// ≈ 120 ms of one task on a phone (4× CPU), and the home page paid it inside hydration for its news
// dates. Irkutsk has kept one offset since 2014, so a date since then is that offset's calendar day;
// an earlier one goes to the platform's zone data (made on the first such date only).
let zoneData: Intl.DateTimeFormat | null = null;

function formatWithZoneData(date: Date): string {
  const found = Object.fromEntries(
    (zoneData ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SUPPORT_TIME_ZONE }))
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, part.value]),
  );
  return `${found.day} ${found.month} ${found.year}`;
}

/** «23 ноября 2026» for an ISO time or a Date, on the store's (Irkutsk) calendar. */
export function formatDisplayDate(value: string | Date): string {
  const date = new Date(value);
  const time = date.getTime();
  if (!(time >= SUPPORT_UTC_OFFSET.since)) return formatWithZoneData(date);
  const local = new Date(time + SUPPORT_UTC_OFFSET.hours * HOUR_MS);
  return `${local.getUTCDate()} ${MONTHS_GENITIVE[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}
