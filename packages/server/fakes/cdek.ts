/**
 * A local fake of СДЭК API v2 for tests and browser journeys (never bundled into the API). It speaks
 * the parts of the protocol the store uses, on 127.0.0.1: OAuth client credentials
 * (`POST /v2/oauth/token`, parameters in the form body or the query, bearer tokens with
 * `expires_in`), the tariff calculator (`POST /v2/calculator/tariff`), cities
 * (`GET /v2/location/cities`) and pickup points (`GET /v2/deliverypoints`, with `size`/`page`). Errors
 * come as СДЭК sends them: `errors: [{ code, message }]` with a 4xx. It records what it received and
 * can be told to fail: a 5xx, a 4xx refusal, a 401, a hang past any timeout, a malformed answer, a
 * dropped connection.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface CdekFakeCity {
  code: number;
  city: string;
  region: string;
  latitude: number;
  longitude: number;
}

export interface CdekFakePoint {
  code: string;
  type: 'PVZ' | 'POSTAMAT';
  cityCode: number;
  address: string;
  latitude: number;
  longitude: number;
  /** Absent: the point states no weight limit. */
  weightMax?: number;
  isHandout: boolean;
}

export type CdekFakeFailure =
  /** A 5xx with СДЭК's error body. */
  | { mode: 'server-error'; status?: number }
  /** A 4xx refusal with `errors: [{ code, message }]`. */
  | { mode: 'refused'; status?: number; errors?: { code: string; message: string }[] }
  /** A 401 whatever the token. */
  | { mode: 'unauthorized' }
  /** No answer at all until the fake stops. */
  | { mode: 'hang' }
  /** A 200 whose body is `body` (by default not JSON). */
  | { mode: 'malformed'; body?: string }
  /** The connection is dropped: a network failure. */
  | { mode: 'reset' };

export interface CdekFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
  /** The failure the fake was told to answer with, if any. */
  failedWith: CdekFakeFailure['mode'] | null;
  /** What the fake answered (parsed JSON), once it has. */
  answer?: unknown;
}

export interface CdekFakeOptions {
  clientId?: string;
  clientSecret?: string;
  /** `expires_in` of issued tokens (СДЭК issues them for an hour). */
  tokenTtlSec?: number;
  cities?: CdekFakeCity[];
  points?: CdekFakePoint[];
  /** Additional services СДЭК adds to every tariff answer; their sums go into `total_sum`. */
  services?: { code: string; sum: number }[];
}

export interface CdekFake {
  /** Base URL without `/v2`, as CDEK_URL takes it. */
  url: string;
  clientId: string;
  clientSecret: string;
  cities: readonly CdekFakeCity[];
  points: readonly CdekFakePoint[];
  requests: CdekFakeRequest[];
  /** Every access token issued, in order. */
  issuedTokens: string[];
  /** The next `times` (default 1) requests whose path starts with `path` (default: any) fail so. */
  failNext(failure: CdekFakeFailure & { path?: string; times?: number }): void;
  /** Every token issued so far is refused from now on (401), as after a key rotation. */
  revokeTokens(): void;
  /** Requests to a path (without the query). */
  requestsTo(path: string): CdekFakeRequest[];
  stop(): Promise<void>;
}

/** Test credentials of the fake (not СДЭК's). */
export const CDEK_FAKE_CLIENT = { clientId: 'fake-store-account', clientSecret: 'fake-store-secure-password' } as const;

/**
 * The fake's cities: the store's destinations (courier_company_cities) under codes of the fake's
 * own, and one city of a destination's name far away, which a resolver must not pick.
 */
export const CDEK_FAKE_CITIES: readonly CdekFakeCity[] = [
  { code: 1120, city: 'Усолье-Сибирское', region: 'Иркутская область', latitude: 52.7513, longitude: 103.6452 },
  { code: 1121, city: 'Иркутск', region: 'Иркутская область', latitude: 52.2869, longitude: 104.305 },
  { code: 1122, city: 'Ангарск', region: 'Иркутская область', latitude: 52.5447, longitude: 103.8885 },
  { code: 1123, city: 'Черемхово', region: 'Иркутская область', latitude: 53.1369, longitude: 103.0901 },
  { code: 1124, city: 'Саянск', region: 'Иркутская область', latitude: 54.1138, longitude: 102.1622 },
  { code: 1125, city: 'Шелехов', region: 'Иркутская область', latitude: 52.2107, longitude: 104.0974 },
  { code: 1126, city: 'Братск', region: 'Иркутская область', latitude: 56.1515, longitude: 101.6342 },
  { code: 1127, city: 'Зима', region: 'Иркутская область', latitude: 53.9208, longitude: 102.0491 },
  { code: 9127, city: 'Зима', region: 'Ростовская область', latitude: 47.1, longitude: 39.7 },
  { code: 1130, city: 'Улан-Удэ', region: 'Республика Бурятия', latitude: 51.8335, longitude: 107.5841 },
  { code: 1140, city: 'Красноярск', region: 'Красноярский край', latitude: 56.0111, longitude: 92.8526 },
  { code: 270, city: 'Новосибирск', region: 'Новосибирская область', latitude: 55.0302, longitude: 82.9204 },
  { code: 1150, city: 'Томск', region: 'Томская область', latitude: 56.4847, longitude: 84.9482 },
  { code: 1151, city: 'Кемерово', region: 'Кемеровская область', latitude: 55.3547, longitude: 86.0873 },
  { code: 1152, city: 'Чита', region: 'Забайкальский край', latitude: 52.0339, longitude: 113.4994 },
  { code: 1153, city: 'Омск', region: 'Омская область', latitude: 54.9893, longitude: 73.3682 },
  { code: 44, city: 'Москва', region: 'Москва', latitude: 55.7558, longitude: 37.6173 },
];

/** The fake's sender city: Усолье-Сибирское. */
export const CDEK_FAKE_SENDER_CITY = 1120;

const PREFIX: Record<number, string> = { 270: 'NSK', 44: 'MSK' };

/**
 * Pickup points: two PVZ a city, a postamat (not a PVZ), a PVZ that only accepts parcels; in
 * Новосибирск also a PVZ stating no weight limit; in Москва 1002 PVZ (more than one page of 1000).
 */
function defaultPoints(cities: readonly CdekFakeCity[]): CdekFakePoint[] {
  const points: CdekFakePoint[] = [];
  for (const city of cities) {
    const prefix = PREFIX[city.code] ?? `C${city.code}_`;
    const at = (i: number) => ({ latitude: city.latitude + i * 0.003, longitude: city.longitude + i * 0.004 });
    const pvz = city.code === 44 ? 1002 : 2;
    for (let i = 1; i <= pvz; i += 1) {
      points.push({
        code: `${prefix}${i}`,
        type: 'PVZ',
        cityCode: city.code,
        address: `ул. Тестовая, ${i}`,
        ...at(i),
        weightMax: i % 2 === 1 ? 30 : 15,
        isHandout: true,
      });
    }
    points.push({
      code: `${prefix}P1`,
      type: 'POSTAMAT',
      cityCode: city.code,
      address: 'ТЦ «Постамат»',
      ...at(7),
      weightMax: 20,
      isHandout: true,
    });
    points.push({
      code: `${prefix}R1`,
      type: 'PVZ',
      cityCode: city.code,
      address: 'ул. Приёмная, 1',
      ...at(8),
      weightMax: 30,
      isHandout: false,
    });
    if (city.code === 270) {
      points.push({ code: 'NSK9', type: 'PVZ', cityCode: city.code, address: 'ул. Без веса, 9', ...at(9), isHandout: true });
    }
  }
  return points;
}

/** The fake's tariffs: «Посылка склад-склад» and «Посылка склад-дверь». */
const TARIFFS: Record<number, { door: boolean; base: number; perKg: number }> = {
  136: { door: false, base: 180, perKg: 45 },
  137: { door: true, base: 320, perKg: 55 },
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function distanceKm(a: CdekFakeCity, b: CdekFakeCity): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

const positiveInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

export async function startCdekFake(options: CdekFakeOptions = {}): Promise<CdekFake> {
  const clientId = options.clientId ?? CDEK_FAKE_CLIENT.clientId;
  const clientSecret = options.clientSecret ?? CDEK_FAKE_CLIENT.clientSecret;
  const ttl = options.tokenTtlSec ?? 3600;
  const cities = options.cities ?? CDEK_FAKE_CITIES;
  const points = options.points ?? defaultPoints(cities);
  const services = options.services ?? [];
  const tokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const requests: CdekFakeRequest[] = [];
  const issuedTokens: string[] = [];
  const failures: (CdekFakeFailure & { path?: string; times: number })[] = [];
  const sockets = new Set<Socket>();

  const cityOf = (code: unknown) => cities.find((c) => c.code === Number(code));

  function tariff(body: Record<string, unknown>) {
    const spec = TARIFFS[Number(body.tariff_code)];
    if (!spec) throw new Refusal(400, 'v2_invalid_tariff_code', `Тариф ${String(body.tariff_code)} недоступен`);
    const from = cityOf((body.from_location as { code?: unknown } | undefined)?.code);
    if (!from) throw new Refusal(400, 'v2_entity_not_found', '[from_location] не найден');
    const toLocation = body.to_location as { code?: unknown; address?: unknown } | undefined;
    const to = cityOf(toLocation?.code);
    if (!to) throw new Refusal(400, 'v2_entity_not_found', '[to_location] не найден');
    if (spec.door && (typeof toLocation?.address !== 'string' || toLocation.address.trim() === '')) {
      throw new Refusal(400, 'v2_field_is_empty', '[to_location.address] is empty');
    }
    const packages = body.packages;
    if (!Array.isArray(packages) || packages.length === 0) throw new Refusal(400, 'v2_field_is_empty', '[packages] is empty');
    let grams = 0;
    for (const p of packages as Record<string, unknown>[]) {
      if (!positiveInt(p.weight)) throw new Refusal(400, 'v2_invalid_value_type', '[packages.weight] must be a positive integer');
      for (const side of ['length', 'width', 'height'] as const) {
        if (p[side] !== undefined && !positiveInt(p[side])) {
          throw new Refusal(400, 'v2_invalid_value_type', `[packages.${side}] must be a positive integer`);
        }
      }
      const volume = Number(p.length ?? 1) * Number(p.width ?? 1) * Number(p.height ?? 1);
      grams += Math.max(Number(p.weight), Math.ceil(volume / 5));
    }
    const km = distanceKm(from, to);
    const kg = Math.max(1, Math.ceil(grams / 1000));
    const deliverySum = round2(spec.base + spec.perKg * kg * (1 + km / 2000));
    const periodMin = 1 + Math.ceil(km / 900) + (spec.door ? 1 : 0);
    return {
      delivery_sum: deliverySum,
      period_min: periodMin,
      period_max: periodMin + 2,
      calendar_min: periodMin,
      calendar_max: periodMin + 4,
      weight_calc: grams,
      services,
      total_sum: round2(deliverySum + services.reduce((sum, s) => sum + s.sum, 0)),
      currency: 'RUB',
    };
  }

  const page = <T>(items: T[], query: Record<string, string>) => {
    if (query.size === undefined) return items;
    const size = Number(query.size);
    const number = Number(query.page ?? 0);
    return items.slice(number * size, (number + 1) * size);
  };

  function locationCities(query: Record<string, string>) {
    const countries = query.country_codes?.split(',');
    const found = cities.filter(
      (c) =>
        (!countries || countries.includes('RU')) &&
        (query.city === undefined || c.city.toLowerCase() === query.city.toLowerCase()) &&
        (query.code === undefined || c.code === Number(query.code)),
    );
    return page(found, query).map((c) => ({
      code: c.code,
      city: c.city,
      country_code: 'RU',
      country: 'Россия',
      region: c.region,
      longitude: c.longitude,
      latitude: c.latitude,
      time_zone: 'Asia/Irkutsk',
      payment_limit: -1,
    }));
  }

  function deliveryPoints(query: Record<string, string>) {
    const type = query.type ?? 'ALL';
    const found = points.filter(
      (p) =>
        (query.city_code === undefined || p.cityCode === Number(query.city_code)) &&
        (type === 'ALL' || p.type === type) &&
        (query.is_handout === undefined || p.isHandout === (query.is_handout === 'true')),
    );
    return page(found, query).map((p) => {
      const city = cityOf(p.cityCode)!;
      return {
        code: p.code,
        name: `${city.city}, ${p.address}`,
        type: p.type,
        owner_code: 'CDEK',
        is_handout: p.isHandout,
        is_reception: true,
        work_time: 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-16:00',
        weight_min: 0,
        ...(p.weightMax === undefined ? {} : { weight_max: p.weightMax }),
        location: {
          country_code: 'RU',
          region: city.region,
          city_code: city.code,
          city: city.city,
          longitude: p.longitude,
          latitude: p.latitude,
          address: p.address,
          address_full: `Россия, ${city.region}, ${city.city}, ${p.address}`,
        },
      };
    });
  }

  const send = (res: ServerResponse, record: CdekFakeRequest, status: number, body: unknown) => {
    record.answer = body;
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, record: CdekFakeRequest, status: number, code: string, message: string) =>
    send(res, record, status, { errors: [{ code, message }] });

  const authorized = (record: CdekFakeRequest) => {
    const token = /^Bearer (.+)$/.exec(record.authorization ?? '')?.[1];
    const known = token ? tokens.get(token) : undefined;
    return known !== undefined && !known.revoked && known.expiresAt > Date.now();
  };

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const contentType = req.headers['content-type'] ?? null;
    let body: unknown = raw;
    if (contentType?.includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    } else if (contentType?.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    const record: CdekFakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization ?? null,
      contentType,
      body,
      failedWith: null,
    };
    requests.push(record);

    const failure = failures.find((f) => f.times > 0 && (f.path === undefined || url.pathname.startsWith(f.path)));
    if (failure) {
      failure.times -= 1;
      record.failedWith = failure.mode;
      switch (failure.mode) {
        case 'server-error':
          return send(res, record, failure.status ?? 500, { errors: [{ code: 'v2_internal_error', message: 'Внутренняя ошибка' }] });
        case 'refused':
          return send(res, record, failure.status ?? 400, {
            errors: failure.errors ?? [{ code: 'v2_bad_request', message: 'Запрос отклонён' }],
          });
        case 'unauthorized':
          return refuse(res, record, 401, 'v2_token_expired', 'Токен недействителен');
        case 'hang':
          return;
        case 'malformed':
          record.answer = failure.body ?? '<html>Bad gateway</html>';
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end(failure.body ?? '<html>Bad gateway</html>');
        case 'reset':
          return req.socket.destroy();
      }
    }

    if (url.pathname === '/v2/oauth/token' && record.method === 'POST') {
      const params = { ...record.query, ...(typeof body === 'object' && body !== null ? (body as Record<string, string>) : {}) };
      if (params.grant_type !== 'client_credentials' || params.client_id !== clientId || params.client_secret !== clientSecret) {
        return send(res, record, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { expiresAt: Date.now() + ttl * 1000, revoked: false });
      issuedTokens.push(token);
      return send(res, record, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: ttl,
        scope: 'order:all payment:all',
        jti: token.slice(0, 8),
      });
    }
    if (!authorized(record)) return refuse(res, record, 401, 'v2_token_expired', 'Токен недействителен');

    try {
      if (url.pathname === '/v2/calculator/tariff' && record.method === 'POST') {
        if (typeof body !== 'object' || body === null) throw new Refusal(400, 'v2_bad_request', 'Тело запроса не JSON');
        return send(res, record, 200, tariff(body as Record<string, unknown>));
      }
      if (url.pathname === '/v2/location/cities' && record.method === 'GET') return send(res, record, 200, locationCities(record.query));
      if (url.pathname === '/v2/deliverypoints' && record.method === 'GET') return send(res, record, 200, deliveryPoints(record.query));
      return refuse(res, record, 404, 'v2_not_found', `${record.method} ${url.pathname} не найден`);
    } catch (error) {
      if (error instanceof Refusal) return refuse(res, record, error.status, error.code, error.message);
      throw error;
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    cities,
    points,
    requests,
    issuedTokens,
    failNext(failure) {
      failures.push({ ...failure, times: failure.times ?? 1 });
    },
    revokeTokens() {
      for (const token of tokens.values()) token.revoked = true;
    },
    requestsTo(path) {
      return requests.filter((r) => r.path === path);
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
