import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../src/config';
import { resolveSettings } from '../src/settings';
import { testSecrets } from './helpers';

describe('configuration from the environment', () => {
  it('has defaults for everything: PGlite under <repo>/.data, pictures beside it', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedProducts: 2000,
      supportPhone: '+7 (800) 555-35-35',
      logLevel: 'info',
    });
    expect(config.dataDir.endsWith(join('.data', 'pglite'))).toBe(true);
    expect(existsSync(join(dirname(dirname(config.dataDir)), 'pnpm-workspace.yaml'))).toBe(true);
    expect(config.imagesDir).toBe(join(dirname(config.dataDir), 'images'));
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/store',
      DATA_DIR: '/tmp/x/db',
      SEED_PRODUCTS: '100000',
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://u@127.0.0.1:5432/store',
      dataDir: '/tmp/x/db',
      imagesDir: '/tmp/x/images',
      seedProducts: 100000,
    });
  });

  it('reuses catalogue pages and search results for 10 s unless CATALOGUE_CACHE_MS says otherwise (0: never)', () => {
    expect(loadConfig({}).settings.catalogueCacheMs).toBe(10_000);
    expect(resolveSettings({ ...loadConfig({}).settings, ...testSecrets() }).catalogueCacheMs).toBe(10_000);
    expect(loadConfig({ CATALOGUE_CACHE_MS: '0' }).settings.catalogueCacheMs).toBe(0);
    expect(() => loadConfig({ CATALOGUE_CACHE_MS: '-1' })).toThrow(/CATALOGUE_CACHE_MS/);
  });

  it('raises the per-address hourly limits by CODE_SENDS_PER_IP, CODE_CHECKS_PER_IP and LOGINS_PER_IP, keeping the rest', () => {
    const limits = resolveSettings({
      ...loadConfig({ CODE_SENDS_PER_IP: '500', LOGINS_PER_IP: '90' }).settings,
      ...testSecrets(),
    }).rateLimits;
    expect(limits).toMatchObject({ codeSendsPerIp: 500, loginsPerIp: 90, codeChecksPerIp: 60, codeSendsPerPhone: 5 });
    expect(resolveSettings({ ...loadConfig({}).settings, ...testSecrets() }).rateLimits.codeSendsPerIp).toBe(30);
    expect(() => loadConfig({ CODE_SENDS_PER_IP: '0' })).toThrow(/CODE_SENDS_PER_IP/);
  });

  it('quotes with the local courier-company model unless COURIER_COMPANY_PROVIDER=cdek names СДЭК API v2', () => {
    expect(resolveSettings({ ...loadConfig({}).settings, ...testSecrets() }).courierCompany).toEqual({ provider: 'local' });
    const cdek = loadConfig({
      COURIER_COMPANY_PROVIDER: 'cdek',
      CDEK_CLIENT_ID: 'account',
      CDEK_CLIENT_SECRET: 'secure',
      CDEK_SENDER_CITY_CODE: '1120',
    }).settings.courierCompany;
    expect(cdek).toEqual({
      provider: 'cdek',
      cdek: {
        url: 'https://api.cdek.ru',
        clientId: 'account',
        clientSecret: 'secure',
        senderCityCode: 1120,
        timeoutMs: 4000,
        directoryTimeoutMs: 30_000,
      },
    });
    const test = loadConfig({
      COURIER_COMPANY_PROVIDER: 'cdek',
      CDEK_URL: 'https://api.edu.cdek.ru',
      CDEK_CLIENT_ID: 'a',
      CDEK_CLIENT_SECRET: 'b',
      CDEK_SENDER_CITY_CODE: '44',
    }).settings.courierCompany;
    expect(test?.cdek?.url).toBe('https://api.edu.cdek.ru');
  });

  it('refuses СДЭК without its credentials or sender city, naming what is missing', () => {
    expect(() => loadConfig({ COURIER_COMPANY_PROVIDER: 'cdek', CDEK_CLIENT_ID: 'a' })).toThrow(
      'Неверная настройка окружения: CDEK_CLIENT_SECRET: не задана, а COURIER_COMPANY_PROVIDER=cdek без неё не работает; CDEK_SENDER_CITY_CODE: не задана, а COURIER_COMPANY_PROVIDER=cdek без неё не работает',
    );
    expect(() => loadConfig({ COURIER_COMPANY_PROVIDER: 'dpd' })).toThrow(/COURIER_COMPANY_PROVIDER/);
    expect(() => loadConfig({ CDEK_SENDER_CITY_CODE: 'Иркутск' })).toThrow(/CDEK_SENDER_CITY_CODE/);
  });

  it('takes payments through the local demo gateway unless PAYMENT_PROVIDER=paykeeper names a whole PayKeeper account', () => {
    expect(loadConfig({}).settings.payment).toEqual({ provider: 'demo' });
    const account = {
      PAYMENT_PROVIDER: 'paykeeper',
      PAYKEEPER_URL: 'https://shop.server.paykeeper.ru/',
      PAYKEEPER_USER: 'api',
      PAYKEEPER_PASSWORD: 'api-password',
      PAYKEEPER_SECRET: 'secret-seed',
    };
    expect(loadConfig(account).settings.payment).toEqual({
      provider: 'paykeeper',
      paykeeper: {
        url: 'https://shop.server.paykeeper.ru',
        user: 'api',
        password: 'api-password',
        secret: 'secret-seed',
        tax: 'none',
        timeoutMs: 10_000,
      },
    });
    expect(loadConfig({ ...account, PAYKEEPER_TAX: 'vat20' }).settings.payment?.paykeeper?.tax).toBe('vat20');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paykeeper', PAYKEEPER_URL: 'https://shop.server.paykeeper.ru' })).toThrow(
      'Неверная настройка окружения: PAYKEEPER_USER: не задана, а PAYMENT_PROVIDER=paykeeper без неё не работает; PAYKEEPER_PASSWORD: не задана, а PAYMENT_PROVIDER=paykeeper без неё не работает; PAYKEEPER_SECRET: не задана, а PAYMENT_PROVIDER=paykeeper без неё не работает',
    );
    expect(() => loadConfig({ ...account, PAYKEEPER_URL: 'ftp://shop' })).toThrow(/PAYKEEPER_URL/);
    expect(() => loadConfig({ ...account, PAYKEEPER_TAX: '20%' })).toThrow(/PAYKEEPER_TAX/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'yookassa' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('reconciles online payments every minute, about invoices silent for 5 minutes, unless the operator tunes it', () => {
    expect(loadConfig({}).settings.paymentReconciliation).toEqual({ intervalMs: 60_000, afterMs: 300_000, recheckMs: 300_000 });
    expect(
      loadConfig({ PAYMENT_RECONCILE_INTERVAL_MS: '2000', PAYMENT_RECONCILE_AFTER_MS: '3000', PAYMENT_RECONCILE_RECHECK_MS: '4000' })
        .settings.paymentReconciliation,
    ).toEqual({ intervalMs: 2000, afterMs: 3000, recheckMs: 4000 });
    for (const [name, value] of [
      ['PAYMENT_RECONCILE_INTERVAL_MS', '0'],
      ['PAYMENT_RECONCILE_INTERVAL_MS', 'минута'],
      ['PAYMENT_RECONCILE_AFTER_MS', '999'],
      ['PAYMENT_RECONCILE_RECHECK_MS', '1.5'],
      ['PAYMENT_RECONCILE_INTERVAL_MS', '3600001'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Неверная настройка окружения: ${name}`));
    }
  });

  it('refuses a bad value at start with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'восемь' })).toThrow(/Неверная настройка окружения: PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
