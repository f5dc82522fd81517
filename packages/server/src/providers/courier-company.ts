import type { CourierCompanyQuote } from '@store/domain';
import type { Db } from '../db';
import type { AppSettings } from '../settings';

/** One parcel: a unit of goods with its weight and dimensions (products.weight_kg, *_cm). */
export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  quantity: number;
}

/** What a price call asks (SPEC §7 POST {courier-company}/price, after products became parcels). */
export interface CourierQuoteRequest {
  parcels: readonly Parcel[];
  cityCode: number;
  mode: 'office' | 'courier';
  /** The chosen pickup point (office mode). */
  pointCode?: string | null;
  address?: { city?: string; address?: string } | null;
}

/** A pickup point of the courier company (SPEC §3 Courier-company point). */
export interface CourierPoint {
  code: string;
  address: string;
  address_full: string;
  cityCode: number;
  coordinates: [number, number];
  maxWeightKg: number;
}

/** The courier company refused or failed; the route answers 502 with the §8 toast text. */
export class CourierCompanyUnavailable extends Error {}
/** The request names a city or point the courier company does not serve. */
export class CourierCompanyUnknownDestination extends Error {}

/**
 * Where a courier company's cities and pickup points come from when they are the carrier's (СДЭК):
 * the daily refresh (services/courier-directory.ts) asks it and keeps the answer in the database.
 */
export interface CourierDirectory {
  /** The carrier's city of this name nearest to the place; null when it knows none of that name. */
  findCity(name: string, near: { lat: number; lon: number }): Promise<{ code: number; name: string; region: string } | null>;
  /** The city's pickup points that hand parcels out; `skipped`: listed ones the store cannot offer. */
  pickupPoints(cityCode: number): Promise<{
    points: { code: string; address: string; address_full: string; lat: number; lon: number; max_weight_kg: number }[];
    skipped: number;
  }>;
}

/** The courier company that carries goods to other cities. */
export interface CourierCompany {
  readonly name: string;
  quote(request: CourierQuoteRequest): Promise<CourierCompanyQuote>;
  points(cityCode?: number): Promise<CourierPoint[]>;
  /** One pickup point by its code (an order keeps its address); null when unknown. */
  point(code: string): Promise<CourierPoint | null>;
  cities(): Promise<{ code: number; name: string }[]>;
  /** The carrier's directory to refresh daily; absent when the cities and points are the store's own. */
  readonly directory?: CourierDirectory;
}

/** Where parcels leave from: the main warehouse in Usolye-Sibirskoye (main stock code 353). */
export const ORIGIN = { lat: 52.7513, lon: 103.6452 };

/**
 * The local tariff model, modelled on how carriers bill:
 * - billable weight of a unit = max(actual kg, volume cm³ / 5000), summed over units;
 * - road distance = great-circle distance × 1.25 from the main warehouse;
 * - minSum (carriage) = 200 ₽ + billable kg × (15 ₽ + 1.2 ₽ per 100 km), rounded to roubles;
 * - priceToPoint (last mile) = 60 ₽ + 5 ₽/kg at a pickup point, 250 ₽ + 15 ₽/kg to the door;
 * - minPeriod = 1 day + 1 per started 700 km, +1 day to the door.
 */
export function localTariff(parcels: readonly Parcel[], distanceKm: number, mode: 'office' | 'courier'): CourierCompanyQuote {
  const billableKg = parcels.reduce((sum, p) => sum + Math.max(p.weightKg, (p.lengthCm * p.widthCm * p.heightCm) / 5000) * p.quantity, 0);
  const minSum = Math.round(200 + billableKg * (15 + (1.2 * distanceKm) / 100));
  const priceToPoint = Math.round(mode === 'office' ? 60 + 5 * billableKg : 250 + 15 * billableKg);
  const minPeriod = 1 + Math.ceil(distanceKm / 700) + (mode === 'courier' ? 1 : 0);
  return { minPeriod, minSum, priceToPoint };
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A pickup point as the store keeps it, for the local model and СДЭК alike. */
export interface CourierPointRow {
  code: string;
  city_code: number;
  address: string;
  address_full: string;
  lat: number;
  lon: number;
  max_weight_kg: number;
}

export const toCourierPoint = (row: CourierPointRow): CourierPoint => ({
  code: row.code,
  address: row.address,
  address_full: row.address_full,
  cityCode: row.city_code,
  coordinates: [row.lat, row.lon],
  maxWeightKg: row.max_weight_kg,
});

/**
 * The local courier company: cities and points from the reference tables of 005_orders.sql, prices
 * from `localTariff`. `settings.courierCompanyFails` makes every price call fail (a carrier outage).
 */
export function createCourierCompany(settings: AppSettings, db: Db): CourierCompany {
  return {
    name: 'local',
    async quote(request) {
      if (settings.courierCompanyFails) throw new CourierCompanyUnavailable('courier company is down');
      const [city] = await db.query<{ lat: number; lon: number }>('SELECT lat, lon FROM courier_company_cities WHERE code = $1', [
        request.cityCode,
      ]);
      if (!city) throw new CourierCompanyUnknownDestination('unknown city');
      let destination = city;
      if (request.mode === 'office') {
        const [point] = await db.query<CourierPointRow>('SELECT * FROM courier_company_points WHERE code = $1 AND city_code = $2', [
          request.pointCode ?? '',
          request.cityCode,
        ]);
        if (!point) throw new CourierCompanyUnknownDestination('unknown point');
        destination = point;
      }
      return localTariff(request.parcels, distanceKm(ORIGIN, destination) * 1.25, request.mode);
    },
    async points(cityCode) {
      const rows =
        cityCode === undefined
          ? await db.query<CourierPointRow>('SELECT * FROM courier_company_points ORDER BY city_code, code')
          : await db.query<CourierPointRow>('SELECT * FROM courier_company_points WHERE city_code = $1 ORDER BY code', [cityCode]);
      return rows.map(toCourierPoint);
    },
    async point(code) {
      const [row] = await db.query<CourierPointRow>('SELECT * FROM courier_company_points WHERE code = $1', [code]);
      return row ? toCourierPoint(row) : null;
    },
    async cities() {
      return db.query<{ code: number; name: string }>('SELECT code, name FROM courier_company_cities ORDER BY name');
    },
  };
}
