import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { DEV_SECRET, type AppSettings } from './settings';

/**
 * Repository root: the folder with pnpm-workspace.yaml above the running script (dist/server.js
 * of the bundle) or, failing that, above the working directory (jest, tsx). No `import.meta`: this
 * file also runs as CommonJS under jest.
 */
function repoRoot(): string {
  const starts = [process.argv[1] ? dirname(resolve(process.argv[1])) : null, process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (let depth = 0; dir && depth < 8; depth += 1) {
      if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().optional(),
  IMAGES_DIR: z.string().optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(1_000_000).default(2000),
  SUPPORT_PHONE: z.string().default('+7 (800) 555-35-35'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  JWT_SECRET: z.string().min(32).optional(),
  PAYMENT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().default('http://127.0.0.1:3000'),
  CODE_LIFETIME_MS: z.coerce.number().int().min(10_000).max(3_600_000).optional(),
  DEMO_SITE: z.enum(['true', 'false', '1', '0']).default('false'),
  SMS_OUTBOX_ROUTE: z.enum(['true', 'false', '1', '0']).optional(),
  CAPTCHA_PROVIDER: z.enum(['local', 'recaptcha']).default('local'),
  RECAPTCHA_SECRET: z.string().optional(),
  COURIER_COMPANY_FAILS: z.enum(['true', 'false', '1', '0']).default('false'),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
});

const flag = (value: string | undefined) => value === 'true' || value === '1';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  imagesDir: string;
  seedProducts: number;
  supportPhone: string;
  logLevel: string;
  /** Addresses whose X-Forwarded-For is believed (the shell's server, a load balancer). */
  trustProxy: string;
  settings: Partial<AppSettings>;
}

/** Reads and checks the environment; a bad value stops the server at start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Неверная настройка окружения: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.JWT_SECRET || !e.PAYMENT_SECRET)) {
    throw new Error('Неверная настройка окружения: в production нужны JWT_SECRET и PAYMENT_SECRET (не короче 32 символов)');
  }
  const dataDir = resolve(e.DATA_DIR ?? join(repoRoot(), '.data', 'pglite'));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    imagesDir: resolve(e.IMAGES_DIR ?? join(dirname(dataDir), 'images')),
    seedProducts: e.SEED_PRODUCTS,
    supportPhone: e.SUPPORT_PHONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    settings: {
      jwtSecret: e.JWT_SECRET ?? DEV_SECRET,
      paymentSecret: e.PAYMENT_SECRET ?? DEV_SECRET,
      publicUrl: e.PUBLIC_URL,
      ...(e.CODE_LIFETIME_MS ? { codeLifetimeMs: e.CODE_LIFETIME_MS } : {}),
      demoSite: flag(e.DEMO_SITE),
      smsOutboxRoute: e.SMS_OUTBOX_ROUTE === undefined ? !production : flag(e.SMS_OUTBOX_ROUTE),
      captcha: { provider: e.CAPTCHA_PROVIDER, ...(e.RECAPTCHA_SECRET ? { recaptchaSecret: e.RECAPTCHA_SECRET } : {}) },
      courierCompanyFails: flag(e.COURIER_COMPANY_FAILS),
      supportPhone: e.SUPPORT_PHONE,
      ...(e.CATALOGUE_CACHE_MS !== undefined ? { catalogueCacheMs: e.CATALOGUE_CACHE_MS } : {}),
    },
  };
}
