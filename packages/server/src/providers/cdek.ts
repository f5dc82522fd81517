import { roundMoney, type CourierCompanyQuote } from '@store/domain';
import { z } from 'zod';
import type { Db } from '../db';
import { cdekRepository, type CdekPointRow } from '../repositories/cdek';
import type { CdekSettings } from '../settings';
import { CdekError, createCdekClient } from './cdek-client';
import type { Probe, ProbeResult } from './readiness';
import {
  CourierCompanyUnavailable,
  CourierCompanyUnknownDestination,
  type CourierCompany,
  type CourierDirectory,
  type Parcel,
  toCourierPoint,
} from './courier-company';

/**
 * The tariffs the store quotes (decision 0017): «Посылка склад-склад» to a pickup point and
 * «Посылка склад-дверь» to the door; the store hands parcels in at a СДЭК office of its city.
 */
export const CDEK_TARIFF = { office: 136, courier: 137 } as const;

/** Pickup points are asked for in pages of this size. */
export const CDEK_POINTS_PAGE = 1000;
/**
 * One attempt of the readiness check: with a token to get and the one retry after a failure,
 * the check stays under the readiness limit (services/readiness.ts).
 */
const PROBE_TIMEOUT_MS = 2000;

/** More pages than any city has; a guard against an API that ignores paging. */
const MAX_POINT_PAGES = 20;

/** One package a unit: weight in whole grams, sides in whole centimetres, as the calculator takes them. */
export function cdekPackages(parcels: readonly Parcel[]) {
  return parcels.flatMap((p) =>
    Array.from({ length: p.quantity }, () => ({
      weight: Math.max(1, Math.round(p.weightKg * 1000)),
      length: Math.max(1, Math.ceil(p.lengthCm)),
      width: Math.max(1, Math.ceil(p.widthCm)),
      height: Math.max(1, Math.ceil(p.heightCm)),
    })),
  );
}

const tariffAnswer = z.object({
  delivery_sum: z.number().nonnegative(),
  period_min: z.number().int().nonnegative(),
  period_max: z.number().int().nonnegative().optional(),
  total_sum: z.number().nonnegative(),
  currency: z.string().optional(),
  services: z.array(z.object({ code: z.string(), sum: z.number() })).optional(),
});

export type CdekTariffAnswer = z.infer<typeof tariffAnswer>;

/**
 * СДЭК's tariff answer in SPEC §7's shape: minPeriod = period_min (working days); minSum =
 * delivery_sum (carriage by the tariff, to the point or the door); priceToPoint = total_sum −
 * delivery_sum (the additional services СДЭК adds to the bill). Their sum is total_sum, what СДЭК
 * charges, so SPEC §9's markup applies to the whole bill.
 */
export function quoteFromTariff(answer: CdekTariffAnswer, path = '/v2/calculator/tariff'): CourierCompanyQuote {
  if (answer.currency !== undefined && answer.currency !== 'RUB') {
    throw new CdekError('malformed', path, `the price is in ${answer.currency}, not in roubles`);
  }
  if (answer.total_sum < answer.delivery_sum) {
    throw new CdekError('malformed', path, `total_sum ${answer.total_sum} is less than delivery_sum ${answer.delivery_sum}`);
  }
  return {
    minPeriod: answer.period_min,
    minSum: roundMoney(answer.delivery_sum),
    priceToPoint: roundMoney(answer.total_sum - answer.delivery_sum),
  };
}

const cityAnswer = z.array(
  z.object({
    code: z.number().int().positive(),
    city: z.string(),
    region: z.string().optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
  }),
);

const pointAnswer = z.object({
  code: z.string().min(1),
  type: z.string().optional(),
  is_handout: z.boolean().optional(),
  weight_max: z.number().positive().optional(),
  location: z.object({
    city_code: z.number().int(),
    address: z.string().min(1),
    address_full: z.string().min(1),
    latitude: z.number(),
    longitude: z.number(),
  }),
});

const sameName = (a: string, b: string) => a.trim().toLowerCase().replaceAll('ё', 'е') === b.trim().toLowerCase().replaceAll('ё', 'е');
const squaredDistance = (a: { lat: number; lon: number }, b: { latitude?: number; longitude?: number }) =>
  b.latitude === undefined || b.longitude === undefined ? Number.POSITIVE_INFINITY : (a.lat - b.latitude) ** 2 + (a.lon - b.longitude) ** 2;

/**
 * СДЭК API v2 as the store's courier company (decision 0017). Prices come from СДЭК's calculator
 * per request; cities and pickup points from the database, filled daily by the directory refresh
 * (services/courier-directory.ts) through `directory`. Every failure of СДЭК is
 * `CourierCompanyUnavailable` (the route's 502 with SPEC §8's text); the cause is logged.
 */
export function createCdekCourierCompany(settings: CdekSettings, db: Db, now: () => Date): CourierCompany & Probe {
  const repo = cdekRepository(db);
  const client = createCdekClient({
    url: settings.url,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    now,
    tokens: {
      get: () => repo.token(settings.url, settings.clientId),
      save: (accessToken, expiresAt) => repo.saveToken(settings.url, settings.clientId, accessToken, expiresAt),
    },
  });
  const unavailable = (error: unknown): never => {
    throw new CourierCompanyUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
  };

  const directory: CourierDirectory = {
    async findCity(name, near) {
      const found = await client.call({
        method: 'GET',
        path: '/v2/location/cities',
        query: { country_codes: 'RU', city: name, size: 50 },
        timeoutMs: settings.directoryTimeoutMs,
        answer: cityAnswer,
      });
      const [best] = found.filter((c) => sameName(c.city, name)).sort((a, b) => squaredDistance(near, a) - squaredDistance(near, b));
      return best ? { code: best.code, name: best.city, region: best.region ?? '' } : null;
    },

    async pickupPoints(cityCode) {
      const points = new Map<string, Omit<CdekPointRow, 'city_code'>>();
      let skipped = 0;
      for (let page = 0; page < MAX_POINT_PAGES; page += 1) {
        const items = await client.call({
          method: 'GET',
          path: '/v2/deliverypoints',
          query: { city_code: cityCode, type: 'PVZ', is_handout: true, size: CDEK_POINTS_PAGE, page },
          timeoutMs: settings.directoryTimeoutMs,
          answer: z.array(z.unknown()),
        });
        let fresh = 0;
        for (const item of items) {
          const parsed = pointAnswer.safeParse(item);
          // A point the store cannot place on the map, or whose weight limit it cannot check, is not offered.
          if (
            !parsed.success ||
            parsed.data.weight_max === undefined ||
            parsed.data.is_handout === false ||
            (parsed.data.type !== undefined && parsed.data.type !== 'PVZ') ||
            parsed.data.location.city_code !== cityCode
          ) {
            skipped += 1;
            continue;
          }
          if (points.has(parsed.data.code)) continue;
          fresh += 1;
          const { code, location, weight_max } = parsed.data;
          points.set(code, {
            code,
            address: location.address,
            address_full: location.address_full,
            lat: location.latitude,
            lon: location.longitude,
            max_weight_kg: weight_max,
          });
        }
        // A short page is the last; a page of nothing new means the API ignored paging.
        if (items.length < CDEK_POINTS_PAGE || fresh === 0) break;
      }
      return { points: [...points.values()], skipped };
    },
  };

  return {
    name: 'cdek',
    directory,

    async quote(request) {
      const city = await repo.city(request.cityCode);
      if (!city) throw new CourierCompanyUnknownDestination('unknown city');
      if (request.mode === 'office') {
        const point = await repo.point(request.pointCode ?? '');
        if (!point || point.city_code !== request.cityCode) throw new CourierCompanyUnknownDestination('unknown point');
      }
      const tariffCode = request.mode === 'office' ? CDEK_TARIFF.office : CDEK_TARIFF.courier;
      try {
        const answer = await client.call({
          method: 'POST',
          path: '/v2/calculator/tariff',
          body: {
            type: 1,
            tariff_code: tariffCode,
            from_location: { code: settings.senderCityCode },
            to_location:
              request.mode === 'office' ? { code: request.cityCode } : { code: request.cityCode, address: request.address?.address ?? '' },
            packages: cdekPackages(request.parcels),
          },
          timeoutMs: settings.timeoutMs,
          answer: tariffAnswer,
        });
        return quoteFromTariff(answer);
      } catch (error) {
        return unavailable(error);
      }
    },

    async points(cityCode) {
      return (await repo.points(cityCode)).map(toCourierPoint);
    },

    async point(code) {
      const row = await repo.point(code);
      return row ? toCourierPoint(row) : null;
    },

    async cities() {
      return (await repo.cities()).map(({ code, name }) => ({ code, name }));
    },

    /**
     * The sender city asked by its code with the shared token (the kept one while it lasts, else a
     * new one): СДЭК answers, accepts the integration keys, and knows CDEK_SENDER_CITY_CODE, which
     * every price needs. Nothing is booked or priced.
     */
    async probe(): Promise<ProbeResult> {
      const code = settings.senderCityCode;
      const timeoutMs = Math.min(PROBE_TIMEOUT_MS, settings.timeoutMs);
      try {
        const [city] = await client.call({
          method: 'GET',
          path: '/v2/location/cities',
          query: { code, size: 1 },
          timeoutMs,
          answer: cityAnswer,
        });
        if (!city || city.code !== code) return { ready: false, detail: `СДЭК не знает город отправителя CDEK_SENDER_CITY_CODE=${code}` };
        return { ready: true, detail: `СДЭК отвечает, принимает ключи интеграции и знает город отправителя: ${city.city} (${code})` };
      } catch (error) {
        if (!(error instanceof CdekError)) throw error;
        return { ready: false, detail: probeFailure(error, timeoutMs) };
      }
    },
  };
}

/** What the operator reads in `GET /api/ready` when СДЭК could not be asked. */
function probeFailure(error: CdekError, timeoutMs: number): string {
  switch (error.failure) {
    case 'unauthorized':
      return `СДЭК не принимает CDEK_CLIENT_ID и CDEK_CLIENT_SECRET${error.status === null ? '' : ` (HTTP ${error.status})`}`;
    case 'timeout':
      return `СДЭК не ответил за ${timeoutMs} мс (две попытки)`;
    case 'network':
      return 'СДЭК недоступен (нет соединения с CDEK_URL)';
    case 'server':
      return `СДЭК ответил HTTP ${error.status ?? '5xx'}`;
    case 'refused':
      return `СДЭК отказал: ${error.errors.map((e) => e.code).join(', ') || `HTTP ${error.status ?? '?'}`}`;
    case 'malformed':
      return 'СДЭК ответил не по протоколу API v2 (проверьте CDEK_URL)';
  }
}
