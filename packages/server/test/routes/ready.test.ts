import { CDEK_FAKE_CLIENT, CDEK_FAKE_SENDER_CITY, startCdekFake, type CdekFake } from '../../fakes/cdek';
import { startPaykeeperFake, type PaykeeperFake } from '../../fakes/paykeeper';
import { startRecaptchaFake, type RecaptchaFake } from '../../fakes/recaptcha';
import { startSmscFake, type SmscFake } from '../../fakes/sms-smsc';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db';
import { MIGRATIONS } from '../../src/db/migrate';
import { createCdekCourierCompany } from '../../src/providers/cdek';
import { paykeeperGateway } from '../../src/providers/paykeeper';
import type { ReadinessReport } from '../../src/services/readiness';
import type { AppSettings, CdekSettings, PaykeeperSettings } from '../../src/settings';
import { startSmtpFake } from '../../fakes/smtp';
import { createTestContext, testSecrets, type TestContext } from '../helpers';

let sms: SmscFake;
let google: RecaptchaFake;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  [sms, google] = await Promise.all([startSmscFake(), startRecaptchaFake()]);
});
afterAll(async () => {
  await sms?.stop();
  await google?.stop();
});
beforeEach(() => {
  sms.failWith(null);
  google.failWith(null);
});

const gateways = (overrides: { password?: string; secret?: string; cacheMs?: number } = {}) => ({
  now: () => clock,
  readinessCacheMs: overrides.cacheMs ?? 0,
  sms: {
    provider: 'smsc' as const,
    url: sms.url,
    login: sms.login,
    password: overrides.password ?? sms.password,
    sender: null,
    timeoutMs: 1500,
  },
  captcha: {
    provider: 'recaptcha' as const,
    recaptchaSecret: overrides.secret ?? google.secret,
    recaptchaSiteKey: 'site-key',
    recaptchaUrl: google.url,
  },
});

const ready = async (ctx: Pick<TestContext, 'app'>) => {
  const res = await ctx.app.inject({ url: '/api/ready' });
  return { status: res.statusCode, report: res.json<ReadinessReport>(), headers: res.headers };
};

describe('GET /api/ready: the database and every provider (decision 0021)', () => {
  let dev: TestContext;
  let live: TestContext;
  beforeAll(async () => {
    dev = await createTestContext(60);
    live = await createTestContext(60, { settings: gateways() });
  });
  afterAll(async () => {
    await dev?.close();
    await live?.close();
  });

  it('in development: ready, every provider the local stand-in, the database with every migration; never cached', async () => {
    const { status, report, headers } = await ready(dev);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(report).toEqual({
      ready: true,
      database: { kind: dev.db.kind, ready: true, detail: `отвечает, миграций: ${MIGRATIONS.length}` },
      providers: {
        sms: { provider: 'outbox', ready: true, local: true, checked: true, detail: expect.stringContaining('sms_outbox') },
        captcha: { provider: 'local', ready: true, local: true, checked: true, detail: expect.any(String) },
        payment: { provider: 'demo', ready: true, local: true, checked: true, detail: 'локальная заглушка (только для разработки)' },
        courierCompany: {
          provider: 'local',
          ready: true,
          local: true,
          checked: true,
          detail: 'локальная заглушка (только для разработки)',
        },
        mail: { provider: 'outbox', ready: true, local: true, checked: true, detail: expect.stringContaining('mail_outbox') },
      },
    });
  });

  it('with SMTP (issue 39): the server’s greeting and login are checked, nothing is sent; a wrong password is not ready', async () => {
    const smtp = await startSmtpFake();
    const good = await createTestContext(60, {
      settings: { readinessCacheMs: 0, mail: { provider: 'smtp', url: smtp.url, timeoutMs: 2000 } },
    });
    const wrong = await createTestContext(60, {
      settings: {
        readinessCacheMs: 0,
        mail: { provider: 'smtp', url: smtp.url.replace(smtp.password, 'not-the-password'), timeoutMs: 2000 },
      },
    });
    try {
      expect((await ready(good)).report.providers.mail).toEqual({
        provider: 'smtp',
        ready: true,
        local: false,
        checked: true,
        detail: 'SMTP-сервер отвечает и принимает вход',
      });
      const refused = await ready(wrong);
      expect(refused.status).toBe(503);
      expect(refused.report.providers.mail).toMatchObject({ provider: 'smtp', ready: false, checked: true });
      expect(refused.report.providers.mail.detail).toMatch(/^SMTP: .*535/);
      expect(smtp.received).toEqual([]);
    } finally {
      await good.close();
      await wrong.close();
      await smtp.stop();
    }
  });

  it('with SMSC.ru and reCAPTCHA: each is asked (balance.php, siteverify) without sending anything', async () => {
    const sent = sms.sent.length;
    const { status, report } = await ready(live);
    expect(status).toBe(200);
    expect(report.providers.sms).toEqual({
      provider: 'smsc',
      ready: true,
      local: false,
      checked: true,
      detail: 'SMSC.ru отвечает и принимает логин и пароль',
    });
    expect(report.providers.captcha).toMatchObject({ provider: 'recaptcha', ready: true, local: false, checked: true });
    expect(sms.requests.at(-1)!.path).toBe('/sys/balance.php');
    expect(sms.sent).toHaveLength(sent);
  });

  it('503 naming the part when the SMS gateway is down, does not answer, or refuses the account', async () => {
    sms.failWith({ kind: 'http', status: 502 });
    let answer = await ready(live);
    expect(answer.status).toBe(503);
    expect(answer.report.ready).toBe(false);
    expect(answer.report.providers.sms).toMatchObject({ ready: false, detail: 'SMSC.ru ответил HTTP 502' });
    expect(answer.report.providers.captcha.ready).toBe(true);
    sms.failWith({ kind: 'hang' });
    answer = await ready(live);
    expect(answer.report.providers.sms).toMatchObject({ ready: false, detail: 'SMSC.ru не ответил за 1500 мс' });
    sms.failWith(null);
    const wrong = await createTestContext(60, { settings: gateways({ password: 'wrong' }) });
    try {
      expect((await ready(wrong)).report.providers.sms).toMatchObject({ ready: false, detail: expect.stringContaining('ошибка 2') });
    } finally {
      await wrong.close();
    }
  });

  it('503 when reCAPTCHA refuses the secret', async () => {
    const wrong = await createTestContext(60, { settings: gateways({ secret: 'not-the-secret' }) });
    try {
      const { status, report } = await ready(wrong);
      expect(status).toBe(503);
      expect(report.providers.captcha).toMatchObject({ ready: false, detail: expect.stringContaining('RECAPTCHA_SECRET') });
    } finally {
      await wrong.close();
    }
  });

  it("reuses a provider's answer for readinessCacheMs (monitoring asks often, gateways limit calls); the database is asked each time", async () => {
    const cached = await createTestContext(60, { settings: gateways({ cacheMs: 30_000 }) });
    try {
      expect((await ready(cached)).status).toBe(200);
      const asked = sms.requests.length;
      sms.failWith({ kind: 'http', status: 503 });
      expect((await ready(cached)).status).toBe(200);
      expect(sms.requests).toHaveLength(asked);
      clock = new Date(clock.getTime() + 30_001);
      expect((await ready(cached)).report.providers.sms.ready).toBe(false);
      await cached.db.query('DELETE FROM schema_migrations WHERE name = $1', [MIGRATIONS.at(-1)!.name]);
      sms.failWith(null);
      clock = new Date(clock.getTime() + 30_001);
      const { status, report } = await ready(cached);
      expect(status).toBe(503);
      expect(report.database).toMatchObject({ ready: false, detail: `не применены миграции: ${MIGRATIONS.at(-1)!.name}` });
      expect(report.providers.sms.ready).toBe(true);
    } finally {
      await cached.close();
    }
  });

  it('an adapter that cannot check itself is reported configured but unchecked', async () => {
    const ctx = await createTestContext(60, {
      providers: { payments: { ...dev.app.providers.payments, name: 'paykeeper' } },
    });
    try {
      expect((await ready(ctx)).report.providers.payment).toEqual({
        provider: 'paykeeper',
        ready: true,
        local: false,
        checked: false,
        detail: 'настроен; адаптер не проверяет связь сам',
      });
    } finally {
      await ctx.close();
    }
  });

  it('503 when the database does not answer, without its error in the answer', async () => {
    const refuse = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.9:5432 password=hunter2');
    };
    const down: Db = { kind: 'postgres', query: refuse, exec: refuse, transaction: refuse, close: async () => undefined };
    const app = await buildApp({ db: down, imagesDir: '/nonexistent', settings: testSecrets() });
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json<ReadinessReport>().database).toEqual({
        kind: 'postgres',
        ready: false,
        detail: 'база данных не отвечает (подробности в журнале API)',
      });
      expect(res.body).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/ready asks PayKeeper and СДЭК too, spending nothing (issue 22)', () => {
  const TIMEOUT_MS = 400;
  let paykeeper: PaykeeperFake;
  let cdek: CdekFake;
  let live: TestContext;
  let refused: TestContext;
  /** The address of a server that has stopped: nothing listens there. */
  let nobody: string;

  const paykeeperAccount = (over: Partial<PaykeeperSettings> = {}): PaykeeperSettings => ({
    url: paykeeper.url,
    user: paykeeper.user,
    password: paykeeper.password,
    secret: paykeeper.secret,
    tax: 'none',
    timeoutMs: TIMEOUT_MS,
    ...over,
  });
  const cdekAccount = (over: Partial<CdekSettings> = {}): CdekSettings => ({
    url: cdek.url,
    ...CDEK_FAKE_CLIENT,
    senderCityCode: CDEK_FAKE_SENDER_CITY,
    timeoutMs: TIMEOUT_MS,
    directoryTimeoutMs: 5000,
    ...over,
  });
  const realProviders = (payment: PaykeeperSettings, courier: CdekSettings): Partial<AppSettings> => ({
    now: () => clock,
    readinessCacheMs: 0,
    payment: { provider: 'paykeeper', paykeeper: payment },
    courierCompany: { provider: 'cdek', cdek: courier },
  });

  beforeAll(async () => {
    [paykeeper, cdek] = await Promise.all([startPaykeeperFake(), startCdekFake()]);
    const stopped = await startPaykeeperFake();
    nobody = stopped.url;
    await stopped.stop();
    live = await createTestContext(60, { settings: realProviders(paykeeperAccount(), cdekAccount()) });
    refused = await createTestContext(60, {
      settings: realProviders(paykeeperAccount({ password: 'not-the-password' }), cdekAccount({ clientSecret: 'not-the-secret' })),
    });
  });
  afterAll(async () => {
    await live?.close();
    await refused?.close();
    await paykeeper?.stop();
    await cdek?.stop();
  });
  beforeEach(() => {
    paykeeper.heal();
  });

  it('ready: PayKeeper gives its token to the API user, СДЭК knows the sender city; no invoice, no price', async () => {
    const { status, report } = await ready(live);
    expect(status).toBe(200);
    expect(report.providers.payment).toEqual({
      provider: 'paykeeper',
      ready: true,
      local: false,
      checked: true,
      detail: 'PayKeeper отвечает и принимает пользователя API',
    });
    expect(report.providers.courierCompany).toEqual({
      provider: 'cdek',
      ready: true,
      local: false,
      checked: true,
      detail: 'СДЭК отвечает, принимает ключи интеграции и знает город отправителя: Усолье-Сибирское (1120)',
    });
    expect(paykeeper.requests.map((r) => [r.call, r.authorized])).toEqual([['token', true]]);
    expect(cdek.requestsTo('/v2/location/cities').at(-1)!.query).toMatchObject({ code: String(CDEK_FAKE_SENDER_CITY) });
    expect(cdek.requestsTo('/v2/calculator/tariff')).toHaveLength(0);
  });

  it("СДЭК's OAuth token is the one kept in the database: asked again, no new token", async () => {
    await ready(live);
    const tokens = cdek.requestsTo('/v2/oauth/token').length;
    const asked = cdek.requestsTo('/v2/location/cities').length;
    expect((await ready(live)).status).toBe(200);
    expect(cdek.requestsTo('/v2/oauth/token')).toHaveLength(tokens);
    expect(cdek.requestsTo('/v2/location/cities')).toHaveLength(asked + 1);
    expect(cdek.requestsTo('/v2/location/cities').at(-1)!.authorization).toBe(`Bearer ${cdek.issuedTokens.at(-1)!}`);
  });

  it('503 naming the account when the provider refuses it: a wrong PayKeeper password, a wrong СДЭК secret', async () => {
    const { status, report } = await ready(refused);
    expect(status).toBe(503);
    expect(report.providers.payment).toMatchObject({
      ready: false,
      checked: true,
      detail: 'PayKeeper не принимает PAYKEEPER_USER и PAYKEEPER_PASSWORD (HTTP 401)',
    });
    expect(report.providers.courierCompany).toMatchObject({
      ready: false,
      checked: true,
      detail: 'СДЭК не принимает CDEK_CLIENT_ID и CDEK_CLIENT_SECRET (HTTP 401)',
    });
    expect(JSON.stringify(report)).not.toContain('not-the-');
  });

  it('not ready when СДЭК does not know CDEK_SENDER_CITY_CODE (every price needs it)', async () => {
    const company = createCdekCourierCompany(cdekAccount({ senderCityCode: 99_999 }), live.db, () => clock);
    expect(await company.probe()).toEqual({ ready: false, detail: 'СДЭК не знает город отправителя CDEK_SENDER_CITY_CODE=99999' });
  });

  it('503 when PayKeeper is down: a 5xx, no answer within its time, a page that is not its API', async () => {
    paykeeper.fail('token', 'http5xx');
    let answer = await ready(live);
    expect(answer.status).toBe(503);
    expect(answer.report.providers.payment).toMatchObject({ ready: false, detail: 'PayKeeper ответил HTTP 502' });
    expect(answer.report.providers.courierCompany.ready).toBe(true);
    paykeeper.fail('token', 'hang');
    answer = await ready(live);
    expect(answer.report.providers.payment).toMatchObject({ ready: false, detail: `PayKeeper не ответил за ${TIMEOUT_MS} мс` });
    paykeeper.fail('token', 'malformed');
    answer = await ready(live);
    expect(answer.report.providers.payment.detail).toBe('PayKeeper ответил не по протоколу JSON API (проверьте PAYKEEPER_URL)');
    paykeeper.heal();
    expect((await ready(live)).status).toBe(200);
  });

  it('503 when СДЭК is down: a 5xx twice (one retry), no answer twice', async () => {
    cdek.failNext({ mode: 'server-error', status: 503, path: '/v2/location/cities', times: 2 });
    let answer = await ready(live);
    expect(answer.status).toBe(503);
    expect(answer.report.providers.courierCompany).toMatchObject({ ready: false, detail: 'СДЭК ответил HTTP 503' });
    expect(answer.report.providers.payment.ready).toBe(true);
    cdek.failNext({ mode: 'hang', path: '/v2/location/cities', times: 2 });
    answer = await ready(live);
    expect(answer.report.providers.courierCompany).toMatchObject({
      ready: false,
      detail: `СДЭК не ответил за ${TIMEOUT_MS} мс (две попытки)`,
    });
    expect((await ready(live)).status).toBe(200);
  });

  it('nothing listening at PAYKEEPER_URL or CDEK_URL: not ready, saying so', async () => {
    const gateway = paykeeperGateway(paykeeperAccount({ url: nobody }), 'https://shop.example');
    expect(await gateway.probe()).toEqual({ ready: false, detail: 'PayKeeper недоступен (нет соединения с PAYKEEPER_URL)' });
    const company = createCdekCourierCompany(cdekAccount({ url: nobody }), refused.db, () => clock);
    expect(await company.probe()).toEqual({ ready: false, detail: 'СДЭК недоступен (нет соединения с CDEK_URL)' });
  });
});
