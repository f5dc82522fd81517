import { startRecaptchaFake, type RecaptchaFake } from '../../fakes/recaptcha';
import { startSmscFake, type SmscFake } from '../../fakes/sms-smsc';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db';
import { MIGRATIONS } from '../../src/db/migrate';
import type { ReadinessReport } from '../../src/services/readiness';
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
      },
    });
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
