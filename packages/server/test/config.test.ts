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
    expect(loadConfig({}).settings.catalogueCacheMs).toBeUndefined();
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

  it('refuses a bad value at start with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'восемь' })).toThrow(/Неверная настройка окружения: PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
