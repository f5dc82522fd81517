import { loadConfig } from '../src/config';
import { isLoopbackHost } from '../src/lib/loopback';
import { createTestContext } from './helpers';

/** Everything a production start needs: real providers with their accounts, its own key, an https address. */
const READY: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.ru',
  JWT_SECRET: 'j'.repeat(48),
  SMS_PROVIDER: 'smsc',
  SMS_LOGIN: 'store',
  SMS_PASSWORD: 'smsc-password',
  SMS_SENDER: 'TehnoSib',
  PAYMENT_PROVIDER: 'paykeeper',
  PAYKEEPER_URL: 'https://store.server.paykeeper.ru',
  PAYKEEPER_USER: 'admin',
  PAYKEEPER_PASSWORD: 'paykeeper-password',
  PAYKEEPER_SECRET: 'paykeeper-notification-secret',
  COURIER_COMPANY_PROVIDER: 'cdek',
  CDEK_CLIENT_ID: 'cdek-client',
  CDEK_CLIENT_SECRET: 'cdek-secret',
  CDEK_SENDER_CITY_CODE: '44',
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SECRET: 'recaptcha-secret',
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key',
  SMTP_URL: 'smtps://shop:smtp-password@smtp.example.ru:465',
  MAIL_FROM: 'ТехноСибирь <shop@shop.example.ru>',
  ORDERS_EMAIL: 'orders@shop.example.ru, boss@shop.example.ru',
};

/** The production start with one variable changed (undefined: removed); the error it stops with, or null. */
function startWith(change: NodeJS.ProcessEnv): string | null {
  const env = { ...READY, ...change };
  for (const [name, value] of Object.entries(change)) if (value === undefined) delete env[name];
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a production start (NODE_ENV=production) refuses what only development may use (decision 0021)', () => {
  it('starts with real providers, their accounts, its own key and an https address', () => {
    expect(startWith({})).toBeNull();
    const { settings } = loadConfig(READY);
    expect(settings).toMatchObject({ jwtSecret: READY.JWT_SECRET, smsOutboxRoute: false, publicUrl: 'https://shop.example.ru' });
    expect(settings.sms).toMatchObject({ provider: 'smsc', login: 'store', sender: 'TehnoSib' });
    expect(settings).not.toHaveProperty('paymentSecret');
  });

  it.each([
    ['SMS_PROVIDER', 'outbox', 'smsc'],
    ['PAYMENT_PROVIDER', 'demo', 'paykeeper'],
    ['COURIER_COMPANY_PROVIDER', 'local', 'cdek'],
    ['CAPTCHA_PROVIDER', 'local', 'recaptcha'],
  ])('%s: the development stand-in (the default, «%s») is refused, named in Russian', (variable, standIn, real) => {
    for (const change of [{ [variable]: undefined }, { [variable]: standIn }]) {
      const message = startWith(change);
      expect(message).toMatch(/^Неверная настройка окружения для production: /);
      expect(message).toContain(`${variable}: в production нужен настоящий провайдер (${real}), а не «${standIn}»`);
    }
  });

  it('SMS_OUTBOX_ROUTE switched on is refused: the outbox shows sign-in codes', () => {
    expect(startWith({ SMS_OUTBOX_ROUTE: 'true' })).toContain('SMS_OUTBOX_ROUTE: в production маршрут /api/dev/sms-outbox не включается');
    expect(startWith({ SMS_OUTBOX_ROUTE: '1' })).toContain('SMS_OUTBOX_ROUTE');
    expect(startWith({ SMS_OUTBOX_ROUTE: 'false' })).toBeNull();
  });

  it('e-mail (issue 39): the mail_outbox stand-in (no SMTP_URL) and an unset sender are refused, naming them; the mail-outbox route stays off', () => {
    expect(startWith({ SMTP_URL: undefined })).toContain(
      'SMTP_URL: не задан, а в production письма покупателям и в отдел заказов уходят только через SMTP',
    );
    expect(startWith({ MAIL_FROM: undefined })).toContain('MAIL_FROM: не задан');
    expect(startWith({ MAIL_OUTBOX_ROUTE: 'true' })).toContain(
      'MAIL_OUTBOX_ROUTE: в production маршрут /api/dev/mail-outbox не включается',
    );
    expect(startWith({ SMTP_URL: 'http://smtp.example.ru' })).toContain('SMTP_URL: ожидается адрес SMTP-сервера');
    expect(startWith({ MAIL_FROM: 'ТехноСибирь' })).toContain('MAIL_FROM: ожидается отправитель');
    expect(startWith({ ORDERS_EMAIL: 'orders@shop, boss' })).toContain('ORDERS_EMAIL: ожидаются адреса почты через запятую');
    const { settings } = loadConfig(READY);
    expect(settings).toMatchObject({
      mail: { provider: 'smtp', url: READY.SMTP_URL },
      mailFrom: READY.MAIL_FROM,
      ordersEmail: ['orders@shop.example.ru', 'boss@shop.example.ru'],
      mailOutboxRoute: false,
    });
  });

  it('JWT_SECRET missing is refused: production never signs with a generated or a known key', () => {
    expect(startWith({ JWT_SECRET: undefined })).toContain('JWT_SECRET: в production нужен свой ключ не короче 32 символов');
  });

  it('JWT_SECRET too short or made of spaces is refused, naming it and never echoing it', () => {
    const short = startWith({ JWT_SECRET: 'k'.repeat(31) });
    expect(short).toBe(
      'Неверная настройка окружения для production: JWT_SECRET: в production нужен свой ключ не короче 32 символов (например, openssl rand -base64 48)',
    );
    expect(short).not.toContain('k'.repeat(31));
    expect(startWith({ JWT_SECRET: ' '.repeat(48) })).toContain('JWT_SECRET: в production нужен свой ключ не короче 32 символов');
    expect(startWith({ JWT_SECRET: 'k'.repeat(32) })).toBeNull();
  });

  it('the SMS-outbox route is off without being told: GET /api/dev/sms-outbox is the 404 of an unknown route', async () => {
    const { settings } = loadConfig(READY);
    expect(settings.smsOutboxRoute).toBe(false);
    // Only the switch matters here: the real providers' accounts are not reachable from a test.
    const ctx = await createTestContext(60, { settings: { smsOutboxRoute: settings.smsOutboxRoute } });
    try {
      const res = await ctx.app.inject({ url: '/api/dev/sms-outbox?phone=79990001122', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('items');
    } finally {
      await ctx.close();
    }
  });

  it.each([
    ['SMS_LOGIN'],
    ['SMS_PASSWORD'],
    ['PAYKEEPER_URL'],
    ['PAYKEEPER_USER'],
    ['PAYKEEPER_PASSWORD'],
    ['PAYKEEPER_SECRET'],
    ['CDEK_CLIENT_ID'],
    ['CDEK_CLIENT_SECRET'],
    ['CDEK_SENDER_CITY_CODE'],
    ['RECAPTCHA_SECRET'],
    ['RECAPTCHA_SITE_KEY'],
  ])('%s missing (an account or key of a chosen provider) is refused, named', (variable) => {
    expect(startWith({ [variable]: undefined })).toMatch(new RegExp(`${variable}: не задана, а \\w+=\\w+ без неё не работает`));
    expect(startWith({ [variable]: '  ' })).toContain(`${variable}: не задана`);
  });

  it('PUBLIC_URL over http:// is refused, except on the loopback (tests run production mode on 127.0.0.1); unset is refused', () => {
    expect(startWith({ PUBLIC_URL: 'http://shop.example.ru' })).toContain('PUBLIC_URL: в production нужен адрес https://');
    expect(startWith({ PUBLIC_URL: 'http://10.0.0.5:3000' })).toContain('PUBLIC_URL');
    expect(startWith({ PUBLIC_URL: undefined })).toContain('PUBLIC_URL: не задан');
    for (const loopback of ['http://127.0.0.1:3400', 'http://localhost:3000', 'http://[::1]:3000', 'http://127.1.2.3']) {
      expect(startWith({ PUBLIC_URL: loopback })).toBeNull();
    }
  });

  it('a provider address over http:// is refused off the loopback: accounts would travel in the clear', () => {
    expect(startWith({ SMS_URL: 'http://smsc.ru' })).toContain('SMS_URL: в production нужен адрес https://');
    expect(startWith({ RECAPTCHA_URL: 'http://www.google.com/recaptcha/api/siteverify' })).toContain('RECAPTCHA_URL');
    expect(startWith({ PAYKEEPER_URL: 'http://store.server.paykeeper.ru' })).toContain('PAYKEEPER_URL');
    expect(startWith({ CDEK_URL: 'http://api.cdek.ru' })).toContain('CDEK_URL');
    expect(startWith({ SMS_URL: 'http://127.0.0.1:4567', RECAPTCHA_URL: 'http://127.0.0.1:4568/recaptcha/api/siteverify' })).toBeNull();
  });

  it('names every problem at once, so one restart fixes them all', () => {
    const message = startWith({ SMS_PROVIDER: 'outbox', JWT_SECRET: undefined, PUBLIC_URL: 'http://shop.example.ru' })!;
    expect(
      message.split('; ').map((problem) => problem.replace(/^Неверная настройка окружения для production: /, '').split(':')[0]),
    ).toEqual(['SMS_PROVIDER', 'JWT_SECRET', 'PUBLIC_URL']);
  });

  it('loopback hosts are 127.0.0.0/8, ::1 and localhost only', () => {
    for (const host of ['127.0.0.1', '127.255.0.9', '[::1]', '::1', 'localhost', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['10.0.0.1', '128.0.0.1', 'localhost.example.ru', '127.0.0.1.nip.io', '::2'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('outside production', () => {
  it('the development stand-ins are the defaults and no key is invented by the configuration', () => {
    const { settings } = loadConfig({});
    expect(settings).toMatchObject({
      sms: { provider: 'outbox' },
      captcha: { provider: 'local' },
      smsOutboxRoute: true,
      metrikaCounterId: null,
    });
    expect(settings).not.toHaveProperty('jwtSecret');
    expect(settings).not.toHaveProperty('paymentSecret');
  });

  it('a chosen gateway needs its account in any mode: SMS_PROVIDER=smsc without SMS_LOGIN or SMS_PASSWORD stops the start', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'smsc', SMS_PASSWORD: 'p' })).toThrow(
      /SMS_LOGIN: не задана, а SMS_PROVIDER=smsc без неё не работает/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'smsc', SMS_LOGIN: 'l' })).toThrow(/SMS_PASSWORD/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 's' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER: 'sms.ru' })).toThrow(/SMS_PROVIDER/);
  });

  it('reads the SMSC.ru account, its address (default https://smsc.ru) and the sender name', () => {
    const { settings } = loadConfig({ SMS_PROVIDER: 'smsc', SMS_LOGIN: 'store', SMS_PASSWORD: 'p', SMS_SENDER: 'TehnoSib' });
    expect(settings.sms).toEqual({
      provider: 'smsc',
      url: 'https://smsc.ru',
      login: 'store',
      password: 'p',
      sender: 'TehnoSib',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({ SMS_PROVIDER: 'smsc', SMS_LOGIN: 'l', SMS_PASSWORD: 'p', SMS_URL: 'http://127.0.0.1:9' }).settings.sms,
    ).toMatchObject({
      url: 'http://127.0.0.1:9',
      sender: null,
    });
    expect(() => loadConfig({ SMS_SENDER: 'Слишком длинное имя' })).toThrow(/SMS_SENDER: ожидается имя отправителя/);
  });

  it('METRIKA_COUNTER_ID is a number; RECAPTCHA_URL defaults to Google siteverify', () => {
    expect(loadConfig({ METRIKA_COUNTER_ID: '98765432' }).settings.metrikaCounterId).toBe(98765432);
    expect(() => loadConfig({ METRIKA_COUNTER_ID: 'abc' })).toThrow(/METRIKA_COUNTER_ID: ожидается номер счётчика/);
    expect(loadConfig({}).settings.captcha?.recaptchaUrl).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(loadConfig({ RECAPTCHA_URL: 'http://127.0.0.1:9/recaptcha/api/siteverify' }).settings.captcha?.recaptchaUrl).toBe(
      'http://127.0.0.1:9/recaptcha/api/siteverify',
    );
  });
});

describe('1C exchange credentials in production (decision 0056)', () => {
  const strong = 'Qw7-zpL2-Vx9k-Rt4m-Hs';

  it('starts with the exchange off (neither variable) and with a strong pair', () => {
    expect(startWith({})).toBeNull();
    expect(startWith({ EXCHANGE_LOGIN: 'obmen', EXCHANGE_PASSWORD: strong })).toBeNull();
    expect(loadConfig({ ...READY, EXCHANGE_LOGIN: 'obmen', EXCHANGE_PASSWORD: strong }).settings.exchange?.credentials).toEqual({
      login: 'obmen',
      password: strong,
    });
  });

  it('refuses a login without a password and a password without a login, naming the missing one', () => {
    expect(startWith({ EXCHANGE_LOGIN: 'obmen' })).toContain('EXCHANGE_PASSWORD: не задан');
    expect(startWith({ EXCHANGE_PASSWORD: strong })).toContain('EXCHANGE_LOGIN: не задан');
  });

  it('refuses a weak password: short, digits only, holding the login, few distinct characters', () => {
    for (const password of ['short-pass', '1234567890123456789', 'obmen-obmen-obmen-2026', 'aaaaaaaaaaaaaaaaaaaaaaab']) {
      expect(startWith({ EXCHANGE_LOGIN: 'obmen', EXCHANGE_PASSWORD: password })).toContain('EXCHANGE_PASSWORD: слабый пароль');
    }
  });

  it('outside production a login without a password stops the start too, naming it', () => {
    expect(() => loadConfig({ EXCHANGE_LOGIN: 'obmen' })).toThrow(/EXCHANGE_PASSWORD/);
    expect(loadConfig({}).settings.exchange?.credentials).toBeNull();
  });
});
