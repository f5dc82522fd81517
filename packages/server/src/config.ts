import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { normalizePhone } from '@store/domain';
import { SMSC_TIMEOUT_MS } from './providers/sms-smsc';
import type { PostgresOptions } from './db/postgres';
import { envSchema, isOn, requirementProblems, type Env } from './env-variables';
import { productionProblems } from './production';
import {
  CDEK_DEFAULTS,
  DEFAULT_SETTINGS,
  EXCHANGE_DEFAULTS,
  DEVELOPMENT_MAIL_FROM,
  OUTBOX_DEFAULTS,
  type AppSettings,
  type SmsSettings,
} from './settings';

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

/** The payment gateway's settings (requirementProblems has made sure PayKeeper's account is whole). */
function paymentSettings(e: Env): AppSettings['payment'] {
  if (e.PAYMENT_PROVIDER === 'demo') return { provider: 'demo' };
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

function smsSettings(e: Env): SmsSettings {
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
  // What a chosen provider or production needs is named first: the schema's generic message about
  // the same variable (a blank PAYKEEPER_URL is "not a URL") would only hide it.
  const problems = [...new Set(production ? productionProblems(env) : requirementProblems(env))];
  // A variable set to blanks is unset (a `.env` line `CDEK_CLIENT_ID=` names nothing): the check of
  // what a chosen provider needs then says so, instead of a format error about an empty value.
  const nonBlank = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(nonBlank);
  const named = new Set(problems.map((problem) => problem.slice(0, problem.indexOf(':'))));
  const issues = parsed.success
    ? []
    : parsed.error.issues.filter((i) => !named.has(String(i.path[0]))).map((i) => `${i.path.join('.')}: ${i.message}`);
  if (problems.length > 0 || !parsed.success) {
    throw new Error(`Неверная настройка окружения${production ? ' для production' : ''}: ${[...problems, ...issues].join('; ')}`);
  }
  const e = parsed.data;
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
      codeLifetimeMs: e.CODE_LIFETIME_MS,
      demoSite: isOn(e.DEMO_SITE),
      smsOutboxRoute: e.SMS_OUTBOX_ROUTE === undefined ? !production : isOn(e.SMS_OUTBOX_ROUTE),
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
      mailOutboxRoute: e.MAIL_OUTBOX_ROUTE === undefined ? !production : isOn(e.MAIL_OUTBOX_ROUTE),
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
      courierCompanyFails: isOn(e.COURIER_COMPANY_FAILS),
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
      developmentHost: isOn(e.DEVELOPMENT_HOST),
      allowedPhones: allowedPhones(e.ALLOWED_PHONES, e.ALLOWED_PHONES_FILE),
      catalogueCacheMs: e.CATALOGUE_CACHE_MS,
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
        stepMs: e.EXCHANGE_STEP_MS,
      },
      rateLimits: {
        ...DEFAULT_SETTINGS.rateLimits,
        codeSendsPerIp: e.CODE_SENDS_PER_IP,
        codeChecksPerIp: e.CODE_CHECKS_PER_IP,
        loginsPerIp: e.LOGINS_PER_IP,
        passwordFailuresPerAccount: e.PASSWORD_FAILURES_PER_ACCOUNT,
      },
    },
  };
}
