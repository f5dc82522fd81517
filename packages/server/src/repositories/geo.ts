import { DEFAULT_CITY, MAIN_STOCK_CODE } from '@store/domain';
import type { z } from 'zod';
import type { Queryable } from '../db';
import { readCache } from '../lib/read-cache';
import type { cityInRegionSchema, deliveryPointsSchema } from '../schemas/geo';

/** A shop of SPEC §3 with its map coordinates (for the pickup-point map), as the route schema answers it. */
export type ShopDto = z.infer<(typeof deliveryPointsSchema.response)[200]>['items'][number];

/** A city with its default shop (and its shops with point=true), as the route schema answers it. */
export type CityDto = NonNullable<z.infer<(typeof cityInRegionSchema.response)[200]>['otherCity']>;

interface CityRow {
  id: number;
  region_id: number | null;
  name: string;
  code: number;
  default_shop_id: number;
  is_other: boolean;
}

interface ShopRow {
  id: number;
  city_id: number;
  code: number;
  title: string;
  address: string;
  phone: string | null;
  opening_hours_main: string | null;
  opening_hours_weekend: string | null;
  opening_hours_custom: string | null;
  lat: number | null;
  lon: number | null;
}

const toShop = (row: ShopRow): ShopDto => ({
  id: row.id,
  code: row.code,
  title: row.title,
  address: row.address,
  phone: row.phone,
  openingHoursMain: row.opening_hours_main,
  openingHoursWeekend: row.opening_hours_weekend,
  openingHoursCustom: row.opening_hours_custom,
  coordinates: row.lat !== null && row.lon !== null ? [row.lat, row.lon] : null,
});

/**
 * How long a city's stock code is reused. Cities are the seed's (no route writes them), and every
 * catalogue answer asks for the code: a product page's render asked for it once per page.
 */
export const STOCK_CODE_TTL_MS = 60_000;

/** Cities, their regions and shops (SPEC §3 City, Region, Shop). */
export function geoRepository(db: Queryable, now: () => number = Date.now) {
  const stockCodes = readCache<{ code: number }>({ ttlMs: STOCK_CODE_TTL_MS, max: 1000, now });
  const shopsOfCity = async (cityId: number): Promise<ShopDto[]> =>
    (await db.query<ShopRow>('SELECT * FROM shops WHERE city_id = $1 ORDER BY sort', [cityId])).map(toShop);

  return {
    async regionsWithCities(regionIds: number[], withShops: boolean) {
      const regions = await db.query<{ id: number; name: string }>('SELECT id, name FROM regions WHERE id = ANY($1::int[]) ORDER BY sort', [
        regionIds,
      ]);
      const cities = await db.query<CityRow>(
        'SELECT id, region_id, name, code, default_shop_id, is_other FROM cities WHERE region_id = ANY($1::int[]) ORDER BY sort',
        [regionIds],
      );
      const shops = withShops
        ? await db.query<ShopRow>(
            'SELECT s.* FROM shops s JOIN cities c ON c.id = s.city_id WHERE c.region_id = ANY($1::int[]) ORDER BY s.sort',
            [regionIds],
          )
        : [];
      return regions.map((region) => ({
        id: region.id,
        name: region.name,
        cities: cities
          .filter((c) => c.region_id === region.id)
          .map((c): CityDto => ({
            id: c.id,
            name: c.name,
            code: c.code,
            shop: c.default_shop_id,
            ...(withShops ? { shops: shops.filter((s) => s.city_id === c.id).map(toShop) } : {}),
          })),
      }));
    },

    /**
     * 'Other city' (SPEC §4): a pseudo-city with no region, a courier-company point (shop 1499)
     * and the main stock code's prices. It is answered beside the regions, not inside one, so a
     * city list never shows it as a real city and the client offers it with its own warning.
     */
    async otherCity(withShops: boolean): Promise<CityDto | null> {
      const [city] = await db.query<CityRow>(
        'SELECT id, region_id, name, code, default_shop_id, is_other FROM cities WHERE is_other LIMIT 1',
      );
      if (!city) return null;
      return {
        id: city.id,
        name: city.name,
        code: city.code,
        shop: city.default_shop_id,
        ...(withShops ? { shops: await shopsOfCity(city.id) } : {}),
      };
    },

    shopsOfCity,

    /**
     * The stock code whose prices a city sees: its own code; 'other city' (no prices of its own)
     * the main stock code; an unknown or missing id the default city's (SPEC §9).
     */
    async stockCodeFor(cityId: number | undefined): Promise<number> {
      if (cityId === undefined) return DEFAULT_CITY.code;
      const { code } = await stockCodes.get(String(cityId), async () => {
        const [city] = await db.query<CityRow>('SELECT id, code, is_other FROM cities WHERE id = $1', [cityId], { prepare: true });
        return { code: !city ? DEFAULT_CITY.code : city.is_other ? MAIN_STOCK_CODE : city.code };
      });
      return code;
    },
  };
}
