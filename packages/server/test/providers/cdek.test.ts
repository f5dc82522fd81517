import { courierCompanyPrice, OTHER_CITY, PAYMENT_METHOD } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { CDEK_FAKE_CLIENT, CDEK_FAKE_SENDER_CITY, startCdekFake, type CdekFake } from '../../fakes/cdek';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db';
import { cdekPackages, quoteFromTariff } from '../../src/providers/cdek';
import { TOKEN_MARGIN_MS } from '../../src/providers/cdek-client';
import { COURIER_DIRECTORY_JOB, refreshCourierDirectory } from '../../src/services/courier-directory';
import type { AppSettings, CdekSettings } from '../../src/settings';
import { createTestContext, testSecrets, type TestContext } from '../helpers';
import { confirmPhone, nextPhone, orderBody, stockedProduct } from '../helpers/order-fixtures';

const TOKEN = '/v2/oauth/token';
const TARIFF = '/v2/calculator/tariff';
const POINTS = '/v2/deliverypoints';
const HOUR = 3_600_000;
/** СДЭК adds these to every tariff answer of the fake: priceToPoint is their sum. */
const SERVICES = [
  { code: 'INSURANCE', sum: 30 },
  { code: 'DELIV_WEEKEND', sum: 7.5 },
];
const TOAST = 'Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру +7 (800) 555-35-35';
const TIMEOUT_MS = 400;

let fake: CdekFake;
let ctx: TestContext;
let clock = new Date('2026-11-23T02:00:00Z');

const cdekSettings = (over: Partial<CdekSettings> = {}): CdekSettings => ({
  url: fake.url,
  ...CDEK_FAKE_CLIENT,
  senderCityCode: CDEK_FAKE_SENDER_CITY,
  timeoutMs: TIMEOUT_MS,
  directoryTimeoutMs: 5000,
  ...over,
});
const settingsWith = (over: Partial<CdekSettings> = {}): Partial<AppSettings> => ({
  now: () => clock,
  courierCompany: { provider: 'cdek', cdek: cdekSettings(over) },
});

/** Another API instance on the same database (closing it leaves the database open). */
async function instance(over: Partial<CdekSettings> = {}): Promise<FastifyInstance> {
  const db = ctx.db;
  const shared: Db = {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => undefined,
  };
  const app = await buildApp({ db: shared, imagesDir: ctx.imagesDir, settings: { ...testSecrets(), ...settingsWith(over) } });
  await app.ready();
  return app;
}

beforeAll(async () => {
  fake = await startCdekFake({ services: SERVICES });
  ctx = await createTestContext(undefined, { settings: settingsWith() });
  const report = await refreshCourierDirectory(ctx.app, { force: true });
  expect(report?.failed).toEqual([]);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
});

const price = (payload: Record<string, unknown>, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/courier-company/price', payload });
const office = { productsData: [{ id: 1, quantity: 2 }], cityCode: 270, mode: 'office', pointCode: 'NSK1' };
const door = {
  productsData: [{ id: 1, quantity: 2 }],
  cityCode: 270,
  mode: 'courier',
  address: { city: 'Новосибирск', address: 'Красный проспект, 1' },
};
const calls = (path: string) => fake.requestsTo(path).length;
const lastTo = (path: string) => fake.requestsTo(path).at(-1)!;

describe('the СДЭК directory: cities and pickup points kept in the database, refreshed daily (decision 0017)', () => {
  it('resolves each destination to СДЭК’s city of that name nearest to it', async () => {
    const cities = await ctx.db.query<{ code: number; name: string }>('SELECT code, name FROM cdek_cities ORDER BY name');
    const destinations = await ctx.db.query<{ name: string }>('SELECT name FROM courier_company_cities ORDER BY name');
    expect(cities.map((c) => c.name)).toEqual(destinations.map((d) => d.name));
    expect(cities).toEqual(
      expect.arrayContaining([
        { code: 1127, name: 'Зима' },
        { code: 270, name: 'Новосибирск' },
      ]),
    );
    expect(cities.some((c) => c.code === 9127)).toBe(false);
    expect(fake.requestsTo('/v2/location/cities').find((r) => r.query.city === 'Зима')?.query).toMatchObject({ country_codes: 'RU' });
  });

  it('keeps the PVZ that hand parcels out and state a weight limit, asked for page by page', async () => {
    const points = await ctx.db.query<{ code: string; max_weight_kg: number; address_full: string }>(
      'SELECT code, max_weight_kg, address_full FROM cdek_points WHERE city_code = 270 ORDER BY code',
    );
    // NSKP1 is a postamat, NSKR1 only accepts parcels, NSK9 states no weight limit.
    expect(points).toEqual([
      { code: 'NSK1', max_weight_kg: 30, address_full: 'Россия, Новосибирская область, Новосибирск, ул. Тестовая, 1' },
      { code: 'NSK2', max_weight_kg: 15, address_full: 'Россия, Новосибирская область, Новосибирск, ул. Тестовая, 2' },
    ]);
    expect(fake.requestsTo(POINTS).find((r) => r.query.city_code === '270')?.query).toMatchObject({ type: 'PVZ', is_handout: 'true' });
    const [moscow] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cdek_points WHERE city_code = 44');
    expect(moscow!.n).toBe(1002);
    expect(
      fake
        .requestsTo(POINTS)
        .filter((r) => r.query.city_code === '44')
        .map((r) => [r.query.page, r.query.size]),
    ).toEqual([
      ['0', '1000'],
      ['1', '1000'],
    ]);
  });

  it('runs once a day on one instance of many: not again within the day; after it, two instances at once run it once', async () => {
    const before = fake.requests.length;
    expect(await refreshCourierDirectory(ctx.app)).toBeNull();
    expect(fake.requests.length).toBe(before);

    clock = new Date(clock.getTime() + 25 * HOUR);
    const second = await instance();
    try {
      const reports = await Promise.all([refreshCourierDirectory(ctx.app), refreshCourierDirectory(second)]);
      expect(reports.filter((r) => r !== null)).toHaveLength(1);
      expect(reports.find((r) => r !== null)).toMatchObject({ cities: 16, failed: [], unresolved: [] });
      expect(await ctx.app.repos.jobLeases.doneAt(COURIER_DIRECTORY_JOB)).toEqual(clock);
    } finally {
      await second.close();
    }
  });

  it('a city that fails keeps its points and leaves the job undone: the next tick tries again', async () => {
    const lastDone = await ctx.app.repos.jobLeases.doneAt(COURIER_DIRECTORY_JOB);
    clock = new Date(clock.getTime() + 25 * HOUR);
    const before = await ctx.db.query<{ code: string }>('SELECT code FROM cdek_points WHERE city_code = 1122 ORDER BY code');
    expect(before.length).toBe(2);
    // Destinations go in name order: Ангарск (1122) is asked first.
    fake.failNext({ path: POINTS, mode: 'refused', errors: [{ code: 'v2_internal_error', message: 'Сбой справочника' }] });
    const failed = await refreshCourierDirectory(ctx.app);
    expect(failed?.failed).toEqual([{ city: 'Ангарск', error: expect.stringContaining('v2_internal_error') }]);
    expect(await ctx.db.query('SELECT code FROM cdek_points WHERE city_code = 1122 ORDER BY code')).toEqual(before);
    expect(await ctx.app.repos.jobLeases.doneAt(COURIER_DIRECTORY_JOB)).toEqual(lastDone);

    clock = new Date(clock.getTime() + HOUR);
    expect(await refreshCourierDirectory(ctx.app)).toMatchObject({ cities: 16, failed: [] });
  });

  it('the points and cities routes read the database, not СДЭК, per request', async () => {
    const before = fake.requests.length;
    const cities = await ctx.app.inject({ url: '/api/courier-company/cities' });
    expect(cities.json()).toEqual(expect.arrayContaining([{ code: 270, name: 'Новосибирск' }]));
    const points = await ctx.app.inject({ url: '/api/courier-company/points?cityCode=270' });
    expect(points.statusCode).toBe(200);
    expect(points.json()).toEqual([
      {
        code: 'NSK1',
        address: 'ул. Тестовая, 1',
        address_full: 'Россия, Новосибирская область, Новосибирск, ул. Тестовая, 1',
        cityCode: 270,
        coordinates: [55.0332, 82.9244],
        maxWeightKg: 30,
      },
      expect.objectContaining({ code: 'NSK2', maxWeightKg: 15 }),
    ]);
    expect(fake.requests.length).toBe(before);
  });
});

describe('the СДЭК price (SPEC §7 POST price → minPeriod, minSum, priceToPoint; §9 shown price)', () => {
  it('to a point: tariff 136 from the sender city, one package a unit in grams and centimetres', async () => {
    const res = await price(office);
    expect(res.statusCode).toBe(200);
    const [product] = await ctx.db.query<{ weight_kg: number; length_cm: number; width_cm: number; height_cm: number }>(
      'SELECT weight_kg, length_cm, width_cm, height_cm FROM products WHERE id = 1',
    );
    const unit = {
      weight: Math.round(product!.weight_kg * 1000),
      length: Math.ceil(product!.length_cm),
      width: Math.ceil(product!.width_cm),
      height: Math.ceil(product!.height_cm),
    };
    const sent = lastTo(TARIFF);
    expect(sent.body).toEqual({
      type: 1,
      tariff_code: 136,
      from_location: { code: CDEK_FAKE_SENDER_CITY },
      to_location: { code: 270 },
      packages: [unit, unit],
    });
    expect(sent.authorization).toBe(`Bearer ${fake.issuedTokens.at(-1)}`);
  });

  it('minPeriod = period_min, minSum = delivery_sum, priceToPoint = the services; the shown price is ceil(total × 1.1) + 250', async () => {
    const res = await price(office);
    const answer = lastTo(TARIFF).answer as { delivery_sum: number; total_sum: number; period_min: number };
    const quote = { minPeriod: answer.period_min, minSum: answer.delivery_sum, priceToPoint: 37.5 };
    expect(res.json()).toEqual({ ...quote, price: courierCompanyPrice(quote) });
    expect(quote.minSum + quote.priceToPoint).toBeCloseTo(answer.total_sum, 2);
    expect(res.json().price).toBe(Math.ceil(answer.total_sum * 1.1) + 250);
  });

  it('to the door: tariff 137 with the address, dearer and longer than to a point', async () => {
    const toPoint = (await price(office)).json();
    const res = await price(door);
    expect(res.statusCode).toBe(200);
    expect(lastTo(TARIFF).body).toMatchObject({ tariff_code: 137, to_location: { code: 270, address: 'Красный проспект, 1' } });
    expect(res.json().price).toBeGreaterThan(toPoint.price);
    expect(res.json().minPeriod).toBeGreaterThan(toPoint.minPeriod);
  });

  it('a point of another city or a city СДЭК does not serve here: the calculator’s 400, СДЭК is not asked', async () => {
    const before = calls(TARIFF);
    const wrongPoint = await price({ ...office, pointCode: 'MSK1' });
    expect(wrongPoint.statusCode).toBe(400);
    expect(wrongPoint.json().message).toBe('Пожалуйста, выберите отделение СДЭК в своем городе на карте');
    const wrongCity = await price({ ...door, cityCode: 1001 });
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json().message).toBe('Курьерская компания не доставляет в этот город');
    expect(calls(TARIFF)).toBe(before);
  });
});

describe('the СДЭК token: OAuth client credentials, kept in the database for every instance', () => {
  it('is asked for with the credentials in the form body, never in the URL', () => {
    const asked = lastTo(TOKEN);
    expect(asked.method).toBe('POST');
    expect(asked.query).toEqual({});
    expect(asked.contentType).toBe('application/x-www-form-urlencoded');
    expect(asked.body).toEqual({ grant_type: 'client_credentials', ...{ client_id: fake.clientId, client_secret: fake.clientSecret } });
  });

  it('is reused until it expires, by this instance and another, then renewed once', async () => {
    const tokens = calls(TOKEN);
    expect((await price(office)).statusCode).toBe(200);
    const second = await instance();
    try {
      expect((await price(office, second)).statusCode).toBe(200);
      expect(calls(TOKEN)).toBe(tokens);
      expect(lastTo(TARIFF).authorization).toBe(`Bearer ${fake.issuedTokens.at(-1)}`);

      // СДЭК's tokens live expires_in = 3600 s; one is not used in its last minute.
      clock = new Date(clock.getTime() + HOUR - TOKEN_MARGIN_MS + 1000);
      expect((await price(office, second)).statusCode).toBe(200);
      expect(calls(TOKEN)).toBe(tokens + 1);
      expect((await price(office)).statusCode).toBe(200);
      expect(calls(TOKEN)).toBe(tokens + 1);
      expect(lastTo(TARIFF).authorization).toBe(`Bearer ${fake.issuedTokens.at(-1)}`);
    } finally {
      await second.close();
    }
  });

  it('a token СДЭК refuses (401) is renewed once and the call made again', async () => {
    fake.revokeTokens();
    const tokens = calls(TOKEN);
    const tariffs = calls(TARIFF);
    expect((await price(office)).statusCode).toBe(200);
    expect(calls(TOKEN)).toBe(tokens + 1);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });

  it('refused again after the renewal: the §8 toast, no loop', async () => {
    fake.failNext({ path: TARIFF, mode: 'unauthorized', times: 2 });
    const tokens = calls(TOKEN);
    const tariffs = calls(TARIFF);
    const res = await price(office);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TOAST);
    expect(calls(TOKEN)).toBe(tokens + 1);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });

  it('CDEK_URL may name the base with /v2, as СДЭК’s SDKs do', async () => {
    const withV2 = await instance({ url: `${fake.url}/v2/` });
    try {
      expect((await price(office, withV2)).statusCode).toBe(200);
      expect(lastTo(TARIFF).path).toBe('/v2/calculator/tariff');
    } finally {
      await withV2.close();
    }
  });

  it('credentials СДЭК refuses: the §8 toast', async () => {
    const stranger = await instance({ clientId: 'someone-else', clientSecret: 'wrong' });
    try {
      const tariffs = calls(TARIFF);
      const res = await price(office, stranger);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(TOAST);
      expect(lastTo(TOKEN).answer).toEqual({ error: 'invalid_client', error_description: 'Bad client credentials' });
      expect(calls(TARIFF)).toBe(tariffs);
    } finally {
      await stranger.close();
    }
  });
});

describe('failures of СДЭК: one retry after a network failure, a timeout or a 5xx, then SPEC §8’s toast', () => {
  it('a 5xx is asked once more and the second answer used', async () => {
    fake.failNext({ path: TARIFF, mode: 'server-error', status: 503 });
    const tariffs = calls(TARIFF);
    const res = await price(office);
    expect(res.statusCode).toBe(200);
    expect(res.json().minSum).toBeGreaterThan(0);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });

  it('a 5xx twice: the toast after exactly one retry', async () => {
    fake.failNext({ path: TARIFF, mode: 'server-error', times: 2 });
    const tariffs = calls(TARIFF);
    const res = await price(office);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TOAST);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });

  it('no answer within the time limit: asked once more; twice: the toast after two time limits', async () => {
    fake.failNext({ path: TARIFF, mode: 'hang' });
    expect((await price(office)).statusCode).toBe(200);
    fake.failNext({ path: TARIFF, mode: 'hang', times: 2 });
    const tariffs = calls(TARIFF);
    const started = Date.now();
    const res = await price(office);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TOAST);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 50);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });

  it('a dropped connection is a network failure: asked once more', async () => {
    fake.failNext({ path: TARIFF, mode: 'reset' });
    const tariffs = calls(TARIFF);
    expect((await price(door)).statusCode).toBe(200);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });

  it('a refusal (4xx with СДЭК’s errors) is not asked again: the toast', async () => {
    fake.failNext({
      path: TARIFF,
      mode: 'refused',
      status: 400,
      errors: [{ code: 'v2_weight_limit', message: 'Превышен допустимый вес места' }],
    });
    const tariffs = calls(TARIFF);
    const res = await price(office);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TOAST);
    expect(calls(TARIFF)).toBe(tariffs + 1);
  });

  it('a malformed answer (not JSON, or JSON without the sums) is not used: the toast', async () => {
    const tariffs = calls(TARIFF);
    fake.failNext({ path: TARIFF, mode: 'malformed' });
    expect((await price(office)).statusCode).toBe(502);
    fake.failNext({ path: TARIFF, mode: 'malformed', body: '{"delivery_sum": 350, "period_min": 2}' });
    const res = await price(office);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(TOAST);
    expect(calls(TARIFF)).toBe(tariffs + 2);
  });
});

describe('an other-city order delivered by СДЭК (SPEC §4, §9)', () => {
  it('is priced by СДЭК and keeps its pickup point’s address after the point leaves the directory', async () => {
    const product = await stockedProduct(ctx, 2000, 20000, 2);
    const destination = { cityCode: 270, mode: 'office', pointCode: 'NSK2' };
    const quote = (await price({ productsData: [{ id: product.id, quantity: 1 }], ...destination })).json() as { price: number };
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      payload: orderBody(phone, product.id, {
        cityId: OTHER_CITY.id,
        shopId: null,
        deliveryId: 5,
        paymentMethod: PAYMENT_METHOD.CARD,
        courierCompany: destination,
        cdekPrice: quote.price,
        totalPrice: product.price + quote.price,
      }),
      headers: { cookie: `phoneCode=${hashCode}` },
    });
    expect(res.statusCode).toBe(200);
    const orderId = (res.json() as { orderId: number }).orderId;
    const address = 'Россия, Новосибирская область, Новосибирск, ул. Тестовая, 2';
    await ctx.db.query("DELETE FROM cdek_points WHERE code = 'NSK2'");
    const order = await ctx.app.repos.orders.byId(orderId);
    expect(order).toMatchObject({ delivery_price: quote.price, courier_point_code: 'NSK2', point_address: address });
  });
});

describe('the mapping of СДЭК’s tariff answer and packages (pure)', () => {
  it('minSum + priceToPoint is total_sum, in kopecks; the period is period_min', () => {
    const quote = quoteFromTariff({ delivery_sum: 523.85, total_sum: 561.35, period_min: 3, period_max: 5, currency: 'RUB' });
    expect(quote).toEqual({ minPeriod: 3, minSum: 523.85, priceToPoint: 37.5 });
    expect(courierCompanyPrice(quote)).toBe(868);
  });

  it('refuses a price not in roubles or a total below the delivery sum', () => {
    expect(() => quoteFromTariff({ delivery_sum: 100, total_sum: 100, period_min: 1, currency: 'KZT' })).toThrow(/KZT/);
    expect(() => quoteFromTariff({ delivery_sum: 100, total_sum: 90, period_min: 1 })).toThrow(/total_sum/);
  });

  it('one package a unit: whole grams (at least 1) and whole centimetres rounded up', () => {
    expect(cdekPackages([{ weightKg: 2.3456, lengthCm: 30.2, widthCm: 20, heightCm: 10.01, quantity: 2 }])).toEqual([
      { weight: 2346, length: 31, width: 20, height: 11 },
      { weight: 2346, length: 31, width: 20, height: 11 },
    ]);
    expect(cdekPackages([{ weightKg: 0, lengthCm: 0, widthCm: 1, heightCm: 1, quantity: 1 }])).toEqual([
      { weight: 1, length: 1, width: 1, height: 1 },
    ]);
  });
});
