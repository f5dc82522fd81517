import type { Db, Queryable } from '../db';
import type { CourierPointRow } from '../providers/courier-company';

/** A destination city resolved to СДЭК's code. */
export interface CdekCityRow {
  code: number;
  name: string;
  region: string;
}

/** A pickup point of СДЭК as the store keeps it. */
export type CdekPointRow = CourierPointRow;

/**
 * The СДЭК adapter's state (migration 013, decision 0017): the shared OAuth token, the destination
 * cities with their pickup points, and where the store's own list of destinations comes from.
 */
export function cdekRepository(db: Db) {
  return {
    /** The kept token of an account at an API base, with its expiry; null when none was kept. */
    async token(baseUrl: string, clientId: string): Promise<{ accessToken: string; expiresAt: Date } | null> {
      const [row] = await db.query<{ access_token: string; expires_at: Date }>(
        'SELECT access_token, expires_at FROM cdek_tokens WHERE base_url = $1 AND client_id = $2',
        [baseUrl, clientId],
      );
      return row ? { accessToken: row.access_token, expiresAt: new Date(row.expires_at) } : null;
    },

    async saveToken(baseUrl: string, clientId: string, accessToken: string, expiresAt: Date): Promise<void> {
      await db.query(
        `INSERT INTO cdek_tokens (base_url, client_id, access_token, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (base_url, client_id) DO UPDATE SET access_token = EXCLUDED.access_token, expires_at = EXCLUDED.expires_at`,
        [baseUrl, clientId, accessToken, expiresAt],
      );
    },

    /** The store's destinations: the courier-company reference cities of 005_orders.sql (name and place). */
    async destinations(): Promise<{ name: string; lat: number; lon: number }[]> {
      return db.query('SELECT name, lat, lon FROM courier_company_cities ORDER BY name');
    },

    async cities(): Promise<CdekCityRow[]> {
      return db.query<CdekCityRow>('SELECT code, name, region FROM cdek_cities ORDER BY name, code');
    },

    async city(code: number): Promise<CdekCityRow | null> {
      const [row] = await db.query<CdekCityRow>('SELECT code, name, region FROM cdek_cities WHERE code = $1', [code]);
      return row ?? null;
    },

    async points(cityCode?: number): Promise<CdekPointRow[]> {
      return cityCode === undefined
        ? db.query<CdekPointRow>('SELECT * FROM cdek_points ORDER BY city_code, code')
        : db.query<CdekPointRow>('SELECT * FROM cdek_points WHERE city_code = $1 ORDER BY code', [cityCode]);
    },

    async point(code: string): Promise<CdekPointRow | null> {
      const [row] = await db.query<CdekPointRow>('SELECT * FROM cdek_points WHERE code = $1', [code]);
      return row ?? null;
    },

    /**
     * A city and its pickup points as СДЭК lists them now, in one transaction: readers see
     * yesterday's list or today's, never half of one; points gone from СДЭК's list go.
     */
    async replaceCity(city: CdekCityRow, points: readonly Omit<CdekPointRow, 'city_code'>[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO cdek_cities (code, name, region, refreshed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, region = EXCLUDED.region, refreshed_at = EXCLUDED.refreshed_at`,
          [city.code, city.name, city.region, now],
        );
        await tx.query('DELETE FROM cdek_points WHERE city_code = $1', [city.code]);
        if (points.length === 0) return;
        // A point that moved to this city from another keeps its code: the upsert moves it.
        await tx.query(
          `INSERT INTO cdek_points (code, city_code, address, address_full, lat, lon, max_weight_kg, refreshed_at)
           SELECT code, $2, address, address_full, lat, lon, max_weight_kg, $3
             FROM unnest($1::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::numeric[])
               AS p(code, address, address_full, lat, lon, max_weight_kg)
           ON CONFLICT (code) DO UPDATE SET city_code = EXCLUDED.city_code, address = EXCLUDED.address,
             address_full = EXCLUDED.address_full, lat = EXCLUDED.lat, lon = EXCLUDED.lon,
             max_weight_kg = EXCLUDED.max_weight_kg, refreshed_at = EXCLUDED.refreshed_at`,
          [
            points.map((p) => p.code),
            city.code,
            now,
            points.map((p) => p.address),
            points.map((p) => p.address_full),
            points.map((p) => p.lat),
            points.map((p) => p.lon),
            points.map((p) => p.max_weight_kg),
          ],
        );
      });
    },

    /** Cities no longer among the destinations go, with their points. */
    async removeCitiesExcept(codes: readonly number[]): Promise<number> {
      const rows = await db.query<{ code: number }>('DELETE FROM cdek_cities WHERE NOT (code = ANY($1::int[])) RETURNING code', [codes]);
      return rows.length;
    },
  };
}

export type CdekRepository = ReturnType<typeof cdekRepository>;

/**
 * Leases of jobs that one instance of many runs at a time (table job_leases). A claim is one atomic
 * upsert: it succeeds when no unexpired lease is held and the job was not done since `doneBefore`.
 */
export function jobLeaseRepository(db: Queryable) {
  return {
    async claim(name: string, now: Date, leaseUntil: Date, doneBefore: Date): Promise<boolean> {
      const rows = await db.query<{ name: string }>(
        `INSERT INTO job_leases (name, done_at, lease_until) VALUES ($1, NULL, $2)
         ON CONFLICT (name) DO UPDATE SET lease_until = EXCLUDED.lease_until
           WHERE (job_leases.lease_until IS NULL OR job_leases.lease_until <= $3)
             AND (job_leases.done_at IS NULL OR job_leases.done_at <= $4)
         RETURNING name`,
        [name, leaseUntil, now, doneBefore],
      );
      return rows.length > 0;
    },

    /** The job ran to its end: the lease is released and the next run waits its interval. */
    async done(name: string, now: Date): Promise<void> {
      await db.query('UPDATE job_leases SET done_at = $2, lease_until = NULL WHERE name = $1', [name, now]);
    },

    /** The job failed: the lease is released at once so the next tick of any instance tries again. */
    async release(name: string): Promise<void> {
      await db.query('UPDATE job_leases SET lease_until = NULL WHERE name = $1', [name]);
    },

    /** Every job's lease as the operator's metrics show it: held until when, done last when. */
    async list(): Promise<{ name: string; lease_until: Date | null; done_at: Date | null }[]> {
      return db.query('SELECT name, lease_until, done_at FROM job_leases ORDER BY name');
    },

    async doneAt(name: string): Promise<Date | null> {
      const [row] = await db.query<{ done_at: Date | null }>('SELECT done_at FROM job_leases WHERE name = $1', [name]);
      return row?.done_at ? new Date(row.done_at) : null;
    },
  };
}

export type JobLeaseRepository = ReturnType<typeof jobLeaseRepository>;
