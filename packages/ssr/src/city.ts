import { DEFAULT_CITY, OTHER_CITY, SELECTED_CITY_COOKIE } from '@store/domain';

/** The bus's `CitySelection`: what a page of the catalogue reads from `$city`. */
export interface CitySelection {
  cityId: number;
  shopId: number;
  code: number;
  name: string;
}

/** A city of GET /api/geo-region/city-in-region (the part the server needs). */
export interface RegionCity {
  id: number;
  name: string;
  code: number;
  shop: number;
}

export const DEFAULT_SELECTION: CitySelection = {
  cityId: DEFAULT_CITY.id,
  shopId: DEFAULT_CITY.shopId,
  code: DEFAULT_CITY.code,
  name: DEFAULT_CITY.name,
};

const OTHER_SELECTION: CitySelection = { cityId: OTHER_CITY.id, shopId: OTHER_CITY.shopId, code: OTHER_CITY.code, name: OTHER_CITY.name };

/** One cookie of a Cookie header, or undefined. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The city of the request's `selectedCity` cookie as the shell resolves it in the browser without a
 * locally kept shop (the city's own shop); a missing or unknown id is the default city.
 */
export function cityOfRequest(cookieHeader: string | undefined, cities: readonly RegionCity[]): CitySelection {
  const raw = cookieOf(cookieHeader, SELECTED_CITY_COOKIE);
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  if (id === OTHER_CITY.id) return OTHER_SELECTION;
  const city = cities.find((c) => c.id === id);
  return city ? { cityId: city.id, shopId: city.shop, code: city.code, name: city.name } : DEFAULT_SELECTION;
}
