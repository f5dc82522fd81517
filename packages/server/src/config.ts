import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { SUPPORT_HOURS, normalizePhone } from '@store/domain';
import { SITEVERIFY_URL } from './providers/captcha';
import { SMSC_URL, SMSC_TIMEOUT_MS } from './providers/sms-smsc';
import { POSTGRES_DEFAULTS, type PostgresOptions } from './db/postgres';
import { productionProblems } from './production';
import {
  CDEK_DEFAULTS,
  DEFAULT_SETTINGS,
  EXCHANGE_DEFAULTS,
  DEVELOPMENT_MAIL_FROM,
  OUTBOX_DEFAULTS,
  PAYMENT_RECONCILIATION_DEFAULTS,
  type AppSettings,
  type SmsSettings,
} from './settings';

/** «Name <address>» or a bare address; the name may be quoted. */
export const MAIL_FROM_PATTERN =
  /^\s*(("[^"]{1,100}"|[^<>@",]{1,100})\s*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)\s*$/;

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
  /** PostgreSQL: a statement that runs longer is cancelled (503); a connection not had in time is refused (503). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(POSTGRES_DEFAULTS.statementTimeoutMs),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(POSTGRES_DEFAULTS.connectTimeoutMs),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(POSTGRES_DEFAULTS.max),
  /** `GET /metrics` (Prometheus) on a port of its own, never the public one; unset: not served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().optional(),
  IMAGES_DIR: z.string().optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(1_000_000).default(2000),
  SUPPORT_PHONE: z.string().default('+7 (800) 555-35-35'),
  SUPPORT_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'ожидается ЧЧ:ММ-ЧЧ:ММ, например 10:00-19:00')
    .default(SUPPORT_HOURS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.string().default('127.0.0.1,::1'),
  JWT_SECRET: z.string().min(32).optional(),
  PAYMENT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().default('http://127.0.0.1:3000'),
  CODE_LIFETIME_MS: z.coerce.number().int().min(10_000).max(3_600_000).optional(),
  DEMO_SITE: z.enum(['true', 'false', '1', '0']).default('false'),
  DEVELOPMENT_HOST: z.enum(['true', 'false', '1', '0']).default('false'),
  ALLOWED_PHONES: z.string().max(100_000).optional(),
  ALLOWED_PHONES_FILE: z.string().min(1).optional(),
  SMS_OUTBOX_ROUTE: z.enum(['true', 'false', '1', '0']).optional(),
  CAPTCHA_PROVIDER: z.enum(['local', 'recaptcha']).default('local'),
  PAYMENT_PROVIDER: z.enum(['demo', 'paykeeper']).default('demo'),
  PAYKEEPER_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYKEEPER_USER: z.string().min(1).optional(),
  PAYKEEPER_PASSWORD: z.string().min(1).optional(),
  PAYKEEPER_SECRET: z.string().min(1).optional(),
  /** The reconciliation of online payments (decision 0018): how often it runs, which silence it asks about, how often per invoice. */
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(PAYMENT_RECONCILIATION_DEFAULTS.intervalMs),
  PAYMENT_RECONCILE_AFTER_MS: z.coerce.number().int().min(1000).max(86_400_000).default(PAYMENT_RECONCILIATION_DEFAULTS.afterMs),
  PAYMENT_RECONCILE_RECHECK_MS: z.coerce.number().int().min(1000).max(86_400_000).default(PAYMENT_RECONCILIATION_DEFAULTS.recheckMs),
  PAYKEEPER_TAX: z
    .string()
    .regex(/^(none|vat\d{1,3})$/, 'ожидается код ставки НДС PayKeeper: none, vat0, vat10, vat20…')
    .default('none'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_URL: z.string().url().default(SITEVERIFY_URL),
  /** E-mail through SMTP (issue 39): smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Unset: the mail_outbox table. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'ожидается адрес SMTP-сервера: smtp://логин:пароль@сервер:587 или smtps://…:465' })
    .optional(),
  /** The sender: the shop's name and its address («ТехноСибирь <shop@example.ru>») or the address alone. */
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(MAIL_FROM_PATTERN, 'ожидается отправитель: «Название магазина <адрес@домен>» или адрес@домен')
    .optional(),
  /** The orders desk: one or more addresses separated by commas. */
  ORDERS_EMAIL: z
    .string()
    .max(2000)
    .regex(
      /^\s*[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+\s*(,\s*[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+\s*)*,?\s*$/,
      'ожидаются адреса почты через запятую',
    )
    .optional(),
  MAIL_OUTBOX_ROUTE: z.enum(['true', 'false', '1', '0']).optional(),
  /** The shop's full legal name for the YML feed's `company` («ООО «ТехноСибирь»»). */
  COMPANY_NAME: z.string().trim().min(1).max(200).optional(),
  /** The outbox's sender: how often each instance looks for due messages, and tries before a message is kept as failed. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(OUTBOX_DEFAULTS.intervalMs),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(OUTBOX_DEFAULTS.maxAttempts),
  /** How long a claimed message is its sender's before another may take it (a sender that died). */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(OUTBOX_DEFAULTS.leaseMs),
  SMS_PROVIDER: z.enum(['outbox', 'smsc']).default('outbox'),
  SMS_URL: z.string().url().default(SMSC_URL),
  SMS_LOGIN: z.string().min(1).optional(),
  SMS_PASSWORD: z.string().min(1).optional(),
  /** SMSC.ru: up to 11 Latin letters and digits, or a number up to 15 digits. */
  SMS_SENDER: z
    .string()
    .regex(/^([A-Za-z0-9 ._-]{1,11}|\d{1,15})$/, 'ожидается имя отправителя из SMSC.ru: до 11 латинских букв и цифр или номер до 15 цифр')
    .optional(),
  METRIKA_COUNTER_ID: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'ожидается номер счётчика Яндекс Метрики (только цифры)')
    .transform(Number)
    .optional(),
  COURIER_COMPANY_FAILS: z.enum(['true', 'false', '1', '0']).default('false'),
  COURIER_COMPANY_PROVIDER: z.enum(['local', 'cdek']).default('local'),
  CDEK_URL: z.string().url().default(CDEK_DEFAULTS.url),
  CDEK_CLIENT_ID: z.string().trim().min(1).optional(),
  CDEK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  CDEK_SENDER_CITY_CODE: z.coerce.number().int().min(1).max(99_999_999).optional(),
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Per-address limits an hour (an office or a test suite behind one address needs more). */
  CODE_SENDS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  CODE_CHECKS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  LOGINS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Wrong passwords per account an hour, whatever the addresses (issue 24 item 8). */
  PASSWORD_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** 1C's exchange (decision 0056): both or neither; production refuses a weak password (production.ts). */
  EXCHANGE_LOGIN: z.string().trim().min(1).max(100).optional(),
  EXCHANGE_PASSWORD: z.string().min(1).max(200).optional(),
  EXCHANGE_STEP_MS: z.coerce.number().int().min(200).max(20_000).optional(),
  /** Pictures in S3-compatible object storage instead of IMAGES_DIR (decision 0057): the endpoint and bucket switch it on. */
  PICTURES_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  PICTURES_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  PICTURES_S3_REGION: z.string().trim().min(1).default('ru-central1'),
  PICTURES_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  PICTURES_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  PICTURES_S3_PREFIX: z.string().max(200).default('pictures/'),
});

const flag = (value: string | undefined) => value === 'true' || value === '1';

/** One send must end well inside its message's lease (sender.ts releases a claim it could not finish in time). */
const sendTimeoutMs = (leaseMs: number) => Math.min(OUTBOX_DEFAULTS.sendTimeoutMs, Math.floor(leaseMs / 3));

/**
 * Phones of a list: separated by commas, semicolons or white space, `#` starts a comment to the end
 * of the line (in a file); each is normalised to 11 digits (`normalizePhone` of @store/domain).
 */
export function parsePhoneList(text: string, variable: string): string[] {
  const phones: string[] = [];
  for (const entry of text.replace(/#.*$/gm, '').split(/[,;\n]+/)) {
    if (!entry.trim()) continue;
    const phone = normalizePhone(entry);
    if (!phone) throw new Error(`Неверная настройка окружения: ${variable}: «${entry.trim()}» — не номер телефона из 11 цифр`);
    phones.push(phone);
  }
  return [...new Set(phones)];
}

function allowedPhones(list: string | undefined, file: string | undefined): string[] {
  const phones = list ? parsePhoneList(list, 'ALLOWED_PHONES') : [];
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `Неверная настройка окружения: ALLOWED_PHONES_FILE: файл ${file} не прочитан (${(error as NodeJS.ErrnoException).code ?? 'ошибка'})`,
        { cause: error },
      );
    }
    phones.push(...parsePhoneList(text, 'ALLOWED_PHONES_FILE'));
  }
  return [...new Set(phones)];
}

/** One call to PayKeeper waits this long before it counts as failed (the buyer waits on the order's answer). */
export const PAYKEEPER_TIMEOUT_MS = 10_000;

/** The payment gateway's settings; PayKeeper needs its whole account, else the start stops naming what is missing. */
function paymentSettings(e: z.infer<typeof envSchema>): AppSettings['payment'] {
  if (e.PAYMENT_PROVIDER === 'demo') return { provider: 'demo' };
  const account = {
    PAYKEEPER_URL: e.PAYKEEPER_URL,
    PAYKEEPER_USER: e.PAYKEEPER_USER,
    PAYKEEPER_PASSWORD: e.PAYKEEPER_PASSWORD,
    PAYKEEPER_SECRET: e.PAYKEEPER_SECRET,
  };
  const missing = Object.entries(account)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`Неверная настройка окружения: PAYMENT_PROVIDER=paykeeper требует ${missing.join(', ')}`);
  }
  return {
    provider: 'paykeeper',
    paykeeper: {
      url: e.PAYKEEPER_URL!.replace(/\/+$/, ''),
      user: e.PAYKEEPER_USER!,
      password: e.PAYKEEPER_PASSWORD!,
      secret: e.PAYKEEPER_SECRET!,
      tax: e.PAYKEEPER_TAX,
      timeoutMs: PAYKEEPER_TIMEOUT_MS,
    },
  };
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The PostgreSQL pool's limits (DB_STATEMENT_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS, DB_POOL_SIZE). */
  postgres: Required<Pick<PostgresOptions, 'statementTimeoutMs' | 'connectTimeoutMs' | 'max'>>;
  dataDir: string;
  imagesDir: string;
  seedProducts: number;
  supportPhone: string;
  logLevel: string;
  /** Where `GET /metrics` is served (its own port; null: not served). */
  metrics: { port: number; host: string } | null;
  /** Addresses whose X-Forwarded-For is believed (the shell's server, a load balancer). */
  trustProxy: string;
  settings: Partial<AppSettings>;
}

/** Variables a chosen provider cannot work without, in any mode. */
function providerProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const need = (names: readonly (keyof typeof e)[], because: string) => {
    for (const name of names) if (!e[name]) problems.push(`${name}: не задана, а ${because} без неё не работает`);
  };
  if (e.SMS_PROVIDER === 'smsc') need(['SMS_LOGIN', 'SMS_PASSWORD'], 'SMS_PROVIDER=smsc');
  if (e.CAPTCHA_PROVIDER === 'recaptcha') need(['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'], 'CAPTCHA_PROVIDER=recaptcha');
  if (e.PICTURES_S3_ENDPOINT || e.PICTURES_S3_BUCKET) {
    need(
      ['PICTURES_S3_ENDPOINT', 'PICTURES_S3_BUCKET', 'PICTURES_S3_ACCESS_KEY_ID', 'PICTURES_S3_SECRET_ACCESS_KEY'],
      'хранилище картинок S3',
    );
  }
  if (e.EXCHANGE_LOGIN && !e.EXCHANGE_PASSWORD)
    problems.push('EXCHANGE_PASSWORD: не задан, а EXCHANGE_LOGIN задан: обмен с 1С без пароля не включается');
  if (e.EXCHANGE_PASSWORD && !e.EXCHANGE_LOGIN)
    problems.push('EXCHANGE_LOGIN: не задан, а EXCHANGE_PASSWORD задан: обмен с 1С без логина не включается');
  return problems;
}

function smsSettings(e: z.infer<typeof envSchema>): SmsSettings {
  if (e.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  return {
    provider: 'smsc',
    url: e.SMS_URL,
    login: e.SMS_LOGIN ?? '',
    password: e.SMS_PASSWORD ?? '',
    sender: e.SMS_SENDER ?? null,
    timeoutMs: SMSC_TIMEOUT_MS,
  };
}

/**
 * Reads and checks the environment; a bad value stops the server at start with a clear message.
 * The keys are in `settings` only when the environment gives them (`signingSecrets` makes the others).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  // Production's refusals say what a missing or blank value must be; the schema's generic message
  // about the same variable (a blank PAYKEEPER_URL is "not a URL") would only hide that.
  const refusals = production ? productionProblems(env) : [];
  // A variable set to blanks is unset (a `.env` line `CDEK_CLIENT_ID=` names nothing): the check of
  // what a chosen provider needs then says so, instead of a format error about an empty value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const named = new Set(refusals.map((problem) => problem.slice(0, problem.indexOf(':'))));
    const issues = parsed.error.issues.filter((i) => !named.has(String(i.path[0]))).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Неверная настройка окружения${refusals.length > 0 ? ' для production' : ''}: ${[...refusals, ...issues].join('; ')}`);
  }
  const e = parsed.data;
  const problems = [...providerProblems(e), ...refusals];
  if (problems.length > 0) {
    throw new Error(`Неверная настройка окружения${production ? ' для production' : ''}: ${[...new Set(problems)].join('; ')}`);
  }
  const cdekMissing = (['CDEK_CLIENT_ID', 'CDEK_CLIENT_SECRET', 'CDEK_SENDER_CITY_CODE'] as const).filter((name) => e[name] === undefined);
  if (e.COURIER_COMPANY_PROVIDER === 'cdek' && cdekMissing.length > 0) {
    throw new Error(`Неверная настройка окружения: COURIER_COMPANY_PROVIDER=cdek, но не заданы ${cdekMissing.join(', ')}`);
  }
  const dataDir = resolve(e.DATA_DIR ?? join(repoRoot(), '.data', 'pglite'));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    postgres: { statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS, connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, max: e.DB_POOL_SIZE },
    dataDir,
    imagesDir: resolve(e.IMAGES_DIR ?? join(dirname(dataDir), 'images')),
    seedProducts: e.SEED_PRODUCTS,
    supportPhone: e.SUPPORT_PHONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : null,
    settings: {
      ...(e.JWT_SECRET ? { jwtSecret: e.JWT_SECRET } : {}),
      ...(e.PAYMENT_SECRET ? { paymentSecret: e.PAYMENT_SECRET } : {}),
      publicUrl: e.PUBLIC_URL,
      ...(e.CODE_LIFETIME_MS ? { codeLifetimeMs: e.CODE_LIFETIME_MS } : {}),
      demoSite: flag(e.DEMO_SITE),
      smsOutboxRoute: e.SMS_OUTBOX_ROUTE === undefined ? !production : flag(e.SMS_OUTBOX_ROUTE),
      payment: paymentSettings(e),
      paymentReconciliation: {
        intervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
        afterMs: e.PAYMENT_RECONCILE_AFTER_MS,
        recheckMs: e.PAYMENT_RECONCILE_RECHECK_MS,
      },
      sms: smsSettings(e),
      mail: e.SMTP_URL ? { provider: 'smtp', url: e.SMTP_URL, timeoutMs: sendTimeoutMs(e.OUTBOX_LEASE_MS) } : { provider: 'outbox' },
      mailFrom: e.MAIL_FROM?.trim() ?? DEVELOPMENT_MAIL_FROM,
      ordersEmail: (e.ORDERS_EMAIL ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
      ...(e.COMPANY_NAME ? { companyName: e.COMPANY_NAME } : {}),
      mailOutboxRoute: e.MAIL_OUTBOX_ROUTE === undefined ? !production : flag(e.MAIL_OUTBOX_ROUTE),
      outbox: {
        ...OUTBOX_DEFAULTS,
        intervalMs: e.OUTBOX_INTERVAL_MS,
        maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
        leaseMs: e.OUTBOX_LEASE_MS,
        sendTimeoutMs: sendTimeoutMs(e.OUTBOX_LEASE_MS),
      },
      captcha: {
        provider: e.CAPTCHA_PROVIDER,
        recaptchaUrl: e.RECAPTCHA_URL,
        ...(e.RECAPTCHA_SECRET ? { recaptchaSecret: e.RECAPTCHA_SECRET } : {}),
        ...(e.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: e.RECAPTCHA_SITE_KEY } : {}),
      },
      metrikaCounterId: e.METRIKA_COUNTER_ID ?? null,
      courierCompanyFails: flag(e.COURIER_COMPANY_FAILS),
      courierCompany:
        e.COURIER_COMPANY_PROVIDER === 'cdek'
          ? {
              provider: 'cdek',
              cdek: {
                url: e.CDEK_URL,
                clientId: e.CDEK_CLIENT_ID!,
                clientSecret: e.CDEK_CLIENT_SECRET!,
                senderCityCode: e.CDEK_SENDER_CITY_CODE!,
                timeoutMs: CDEK_DEFAULTS.timeoutMs,
                directoryTimeoutMs: CDEK_DEFAULTS.directoryTimeoutMs,
              },
            }
          : { provider: 'local' },
      supportPhone: e.SUPPORT_PHONE,
      supportHours: e.SUPPORT_HOURS,
      developmentHost: flag(e.DEVELOPMENT_HOST),
      allowedPhones: allowedPhones(e.ALLOWED_PHONES, e.ALLOWED_PHONES_FILE),
      ...(e.CATALOGUE_CACHE_MS !== undefined ? { catalogueCacheMs: e.CATALOGUE_CACHE_MS } : {}),
      pictures:
        e.PICTURES_S3_ENDPOINT && e.PICTURES_S3_BUCKET && e.PICTURES_S3_ACCESS_KEY_ID && e.PICTURES_S3_SECRET_ACCESS_KEY
          ? {
              kind: 's3',
              endpoint: e.PICTURES_S3_ENDPOINT,
              bucket: e.PICTURES_S3_BUCKET,
              region: e.PICTURES_S3_REGION,
              accessKeyId: e.PICTURES_S3_ACCESS_KEY_ID,
              secretAccessKey: e.PICTURES_S3_SECRET_ACCESS_KEY,
              prefix: e.PICTURES_S3_PREFIX,
            }
          : { kind: 'folder' },
      exchange: {
        ...EXCHANGE_DEFAULTS,
        credentials: e.EXCHANGE_LOGIN && e.EXCHANGE_PASSWORD ? { login: e.EXCHANGE_LOGIN, password: e.EXCHANGE_PASSWORD } : null,
        ...(e.EXCHANGE_STEP_MS ? { stepMs: e.EXCHANGE_STEP_MS } : {}),
      },
      rateLimits: {
        ...DEFAULT_SETTINGS.rateLimits,
        ...(e.CODE_SENDS_PER_IP ? { codeSendsPerIp: e.CODE_SENDS_PER_IP } : {}),
        ...(e.CODE_CHECKS_PER_IP ? { codeChecksPerIp: e.CODE_CHECKS_PER_IP } : {}),
        ...(e.LOGINS_PER_IP ? { loginsPerIp: e.LOGINS_PER_IP } : {}),
        ...(e.PASSWORD_FAILURES_PER_ACCOUNT ? { passwordFailuresPerAccount: e.PASSWORD_FAILURES_PER_ACCOUNT } : {}),
      },
    },
  };
}
