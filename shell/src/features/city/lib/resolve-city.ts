import type { CitySelection } from '@store/bus';
import type { City, Region } from '@store/api-client';
import { DEFAULT_CITY, OTHER_CITY } from '@store/domain';

export const DEFAULT_SELECTION: CitySelection = {
  cityId: DEFAULT_CITY.id,
  shopId: DEFAULT_CITY.shopId,
  code: DEFAULT_CITY.code,
  name: DEFAULT_CITY.name,
};

export const OTHER_CITY_SELECTION: CitySelection = {
  cityId: OTHER_CITY.id,
  shopId: OTHER_CITY.shopId,
  code: OTHER_CITY.code,
  name: OTHER_CITY.name,
};

export const selectionOf = (city: City, shopId: number = city.shop): CitySelection => ({
  cityId: city.id,
  shopId,
  code: city.code,
  name: city.name,
});

/** Cities the shopper can pick from the list; 'other city' has its own button. */
export const listedCities = (regions: Region[]): City[] =>
  regions.flatMap((region) => region.cities).filter((city) => city.id !== OTHER_CITY.id);

/** The city of the cookie, or the default city when the id is missing or unknown (no crash). */
export function resolveCity(regions: Region[], cookieId: number | null, saved: CitySelection | null): CitySelection {
  if (cookieId === OTHER_CITY.id) return OTHER_CITY_SELECTION;
  const city = regions.flatMap((region) => region.cities).find((c) => c.id === cookieId);
  if (!city) return DEFAULT_SELECTION;
  const shopStillThere = saved?.cityId === city.id && (city.shops ?? []).some((shop) => shop.id === saved.shopId);
  return selectionOf(city, shopStillThere && saved ? saved.shopId : city.shop);
}

/** Parses the selectedCity cookie: a positive integer id or null. */
export function parseCityCookie(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the locally kept selection (SPEC §3 geoCity) if it has the right shape. */
export function parseSavedCity(raw: string | null): CitySelection | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { cityId, shopId, code, name } = value as Record<string, unknown>;
    if (typeof cityId === 'number' && typeof shopId === 'number' && typeof code === 'number' && typeof name === 'string') {
      return { cityId, shopId, code, name };
    }
  } catch {
    return null;
  }
  return null;
}
