import type { Region, Shop } from '@store/api-client';
import type { CitySelection } from '@store/bus';
import { SUPPORT_TIME_ZONE } from '@store/domain';

export interface CityShops {
  cityName: string;
  shops: Shop[];
}

/**
 * The shops to list: every shop of the selected city, its chosen shop first; 'other city' (no
 * shop of its own) and an unknown city list every city's shops, so the page is never empty.
 */
export function shopsToList(regions: readonly Region[], city: CitySelection | null): CityShops[] {
  const cities = regions.flatMap((region) => region.cities).filter((c) => (c.shops ?? []).length > 0);
  const own = city ? cities.find((c) => c.id === city.cityId) : undefined;
  if (own) {
    const shops = [...(own.shops ?? [])].sort((a, b) => Number(b.id === city?.shopId) - Number(a.id === city?.shopId));
    return [{ cityName: own.name, shops }];
  }
  return cities.map((c) => ({ cityName: c.name, shops: c.shops ?? [] }));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's weekday in the shops' time zone (Irkutsk), 0 = Sunday, as `shopHoursOn` takes it. */
export function shopWeekday(now: Date, timeZone: string = SUPPORT_TIME_ZONE): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now);
  return Math.max(0, WEEKDAYS.indexOf(name));
}

export type MapPoint = [number, number];

/** A shop's coordinates as a map point, or null when it has none (it stays in the list). */
export function pointOf(shop: Shop): MapPoint | null {
  const [lat, lng] = shop.coordinates ?? [];
  return typeof lat === 'number' && typeof lng === 'number' ? [lat, lng] : null;
}
