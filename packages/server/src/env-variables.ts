import { z } from 'zod';
import { SUPPORT_HOURS } from '@store/domain';
import { POSTGRES_DEFAULTS } from './db/postgres';
import { SITEVERIFY_URL } from './providers/captcha';
import { SMSC_URL } from './providers/sms-smsc';
import {
  CDEK_DEFAULTS,
  DEFAULT_SETTINGS,
  DEVELOPMENT_MAIL_FROM,
  EXCHANGE_DEFAULTS,
  OUTBOX_DEFAULTS,
  PAYMENT_RECONCILIATION_DEFAULTS,
} from './settings';

/**
 * The environment the API reads, one declaration per variable: its type and default (the zod
 * schema), what it means, which provider or mode requires it, and what production refuses. The
 * start's check (config.ts), the production refusal (production.ts), `/api/ready`'s stand-ins
 * and the table of packages/server/README.md (config-table.ts, checked by a test) all read it.
 */

/** «Name <address>» or a bare address; the name may be quoted. */
export const MAIL_FROM_PATTERN =
  /^\s*(("[^"]{1,100}"|[^<>@",]{1,100})\s*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)\s*$/;

/** The shortest exchange password production accepts (it travels in every checkauth, Basic over https). */
export const EXCHANGE_PASSWORD_MIN = 16;

const flagSchema = z.enum(['true', 'false', '1', '0']);
const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Whether a flag's text is on. */
export const isOn = (value: string | undefined): boolean => value === 'true' || value === '1';

/** A provider's choice: `SMS_PROVIDER=smsc`. */
type Choice = `${ProviderVariable}=${string}`;

export interface EnvVariable {
  schema: z.ZodType;
  /** The default as the table shows it, when the schema's own (parsing nothing) does not say it. */
  shownDefault?: string;
  meaning: string;
  /** The provider that reads it; with `required`, that provider does not work without it. */
  provider?: Choice;
  required?: boolean;
  /** Required once any of these is given (a feature switched on by its variables). */
  requiredOnceSet?: { variables: readonly string[]; feature: string };
  /** An address credentials or shoppers' data travel to: production wants https:// off the loopback. */
  https?: boolean;
  /** What production refuses of its value ('' when unset), as the problem to name; null when it may start. */
  production?: { rule: string; refuses: (value: string) => string | null };
  /** Read by the tests only. */
  testsOnly?: boolean;
}

/** The provider roles: each variable's default is the development stand-in that production refuses. */
export const PROVIDER_VARIABLES = ['SMS_PROVIDER', 'PAYMENT_PROVIDER', 'COURIER_COMPANY_PROVIDER', 'CAPTCHA_PROVIDER'] as const;
export type ProviderVariable = (typeof PROVIDER_VARIABLES)[number];

const declare = <const V extends Record<string, EnvVariable>>(variables: V) => variables;

const PICTURES_S3 = { variables: ['PICTURES_S3_ENDPOINT', 'PICTURES_S3_BUCKET'], feature: 'хранилище картинок S3' } as const;

export const ENV_VARIABLES = declare({
  PORT: { schema: count(1, 65535).default(4000), meaning: 'the port it listens on' },
  HOST: { schema: z.string().default('127.0.0.1'), meaning: 'the address it listens on' },
  DATABASE_URL: {
    schema: z.string().url().optional(),
    meaning:
      "PostgreSQL instead of PGlite; the pool's connections run with `jit = off`, added to the URL's own `options` if it has any (decision 0038)",
  },
  DB_STATEMENT_TIMEOUT_MS: {
    schema: count(100, 600_000).default(POSTGRES_DEFAULTS.statementTimeoutMs),
    meaning:
      "PostgreSQL: a statement that runs longer is cancelled (503; the URL's own `statement_timeout` wins); migrations and the first seed run on connections of their own without it (decision 0059)",
  },
  DB_CONNECT_TIMEOUT_MS: {
    schema: count(100, 60_000).default(POSTGRES_DEFAULTS.connectTimeoutMs),
    meaning: 'PostgreSQL: a connection not had in time is refused (503)',
  },
  DB_POOL_SIZE: { schema: count(1, 500).default(POSTGRES_DEFAULTS.max), meaning: "the PostgreSQL pool's size" },
  METRICS_PORT: {
    schema: count(1, 65535).optional(),
    meaning: '`GET /metrics` (Prometheus, `prom-client`) on a port of its own, never the public one; unset: not served',
  },
  METRICS_HOST: { schema: z.string().default('127.0.0.1'), meaning: 'the address `GET /metrics` listens on' },
  DATA_DIR: {
    schema: z.string().optional(),
    shownDefault: '`<repo>/.data/pglite`',
    meaning: "PGlite's folder; `<repo>` is found from the running script (`dist/server.js`) or the working directory",
  },
  IMAGES_DIR: { schema: z.string().optional(), shownDefault: '`<DATA_DIR>/../images`', meaning: 'generated product pictures' },
  SEED_PRODUCTS: { schema: count(50, 1_000_000).default(2000), meaning: 'products in the seed (50 … 1 000 000)' },
  SUPPORT_PHONE: { schema: z.string().default(DEFAULT_SETTINGS.supportPhone), meaning: 'support phone (also in `GET /api/settings`)' },
  SUPPORT_HOURS: {
    schema: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'ожидается ЧЧ:ММ-ЧЧ:ММ, например 10:00-19:00')
      .default(SUPPORT_HOURS),
    meaning: 'support hours, `ЧЧ:ММ-ЧЧ:ММ` (`SUPPORT_HOURS` of @store/domain; in `GET /api/settings`)',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    meaning:
      "pino level (`npm start` sets `warn`); every line of a request carries its `requestId` (the caller's well-formed `x-request-id`, else a new UUID, sent back in the answer's `x-request-id`)",
  },
  NODE_ENV: {
    schema: z.string().default('development'),
    meaning:
      '`production` refuses every development stand-in and whatever the column «required» names for it (docs/operations.md, decision 0021)',
  },
  TRUST_PROXY: { schema: z.string().default('127.0.0.1,::1'), meaning: 'proxies whose `X-Forwarded-For` names the client (per-IP limits)' },
  JWT_SECRET: {
    schema: z.string().min(32).optional(),
    shownDefault: 'generated once per database',
    meaning: "HS256 key of access tokens and of the codes' HMAC (≥ 32 characters)",
    production: {
      rule: 'required, ≥ 32 characters',
      refuses: (value) =>
        value.length < 32 ? 'JWT_SECRET: в production нужен свой ключ не короче 32 символов (например, openssl rand -base64 48)' : null,
    },
  },
  PAYMENT_SECRET: {
    schema: z.string().min(32).optional(),
    shownDefault: 'generated once per database',
    meaning: 'key the demo payment gateway signs its notifications with (≥ 32 characters)',
  },
  PUBLIC_URL: {
    schema: z.string().url().default(DEFAULT_SETTINGS.publicUrl),
    meaning:
      "the store's address (payment page links, PayKeeper's return address; `npm start` sets the shell's); PayKeeper notifies `${PUBLIC_URL}/api/payment/paykeeper/notify`",
    https: true,
    // The default would send paying shoppers back to their own machine.
    production: {
      rule: 'required',
      refuses: (value) =>
        value ? null : 'PUBLIC_URL: не задан, а в production это адрес магазина для покупателей и уведомлений об оплате',
    },
  },
  CODE_LIFETIME_MS: {
    schema: count(10_000, 3_600_000).default(DEFAULT_SETTINGS.codeLifetimeMs),
    meaning: 'life of an SMS code (SPEC §4: 2 minutes)',
  },
  DEMO_SITE: { schema: flagSchema.default('false'), meaning: 'demo site: orders and payments are refused (SPEC §1)' },
  DEVELOPMENT_HOST: {
    schema: flagSchema.default('false'),
    meaning: 'development host (SPEC §5, §6): SMS codes only to `ALLOWED_PHONES`; `GET /api/settings` says so',
  },
  ALLOWED_PHONES: {
    schema: z.string().max(100_000).optional(),
    meaning: "the developers' phones, separated by commas (any form `normalizePhone` reads: `+7 999 000-00-01`, `89990000001`)",
  },
  ALLOWED_PHONES_FILE: {
    schema: z.string().min(1).optional(),
    meaning: 'a file of such phones, one or more a line, `#` comments; joined with `ALLOWED_PHONES`; unreadable → the start stops',
  },
  SMS_OUTBOX_ROUTE: {
    schema: flagSchema.optional(),
    shownDefault: 'on unless production',
    meaning: '`GET /api/dev/sms-outbox?phone=` answers, to this machine only (socket and every proxy hop loopback)',
    production: {
      rule: 'refused on',
      refuses: (value) =>
        isOn(value) ? 'SMS_OUTBOX_ROUTE: в production маршрут /api/dev/sms-outbox не включается — он показывает коды входа' : null,
    },
  },
  CAPTCHA_PROVIDER: {
    schema: z.enum(['local', 'recaptcha']).default('local'),
    meaning: "`recaptcha` verifies with Google's siteverify instead of the local checkbox",
  },
  PAYMENT_PROVIDER: {
    schema: z.enum(['demo', 'paykeeper']).default('demo'),
    meaning: "`paykeeper`: PayKeeper takes online payments (decision 0018); the demo gateway's routes are then not served",
  },
  PAYKEEPER_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    meaning: 'the PayKeeper server (`https://<shop>.server.paykeeper.ru`)',
    provider: 'PAYMENT_PROVIDER=paykeeper',
    required: true,
    https: true,
  },
  PAYKEEPER_USER: {
    schema: z.string().min(1).optional(),
    meaning: 'a cabinet user for the JSON API (Basic auth)',
    provider: 'PAYMENT_PROVIDER=paykeeper',
    required: true,
  },
  PAYKEEPER_PASSWORD: {
    schema: z.string().min(1).optional(),
    meaning: "the cabinet user's password",
    provider: 'PAYMENT_PROVIDER=paykeeper',
    required: true,
  },
  PAYKEEPER_SECRET: {
    schema: z.string().min(1).optional(),
    meaning: "the secret seed of PayKeeper's POST notifications (not the API password)",
    provider: 'PAYMENT_PROVIDER=paykeeper',
    required: true,
  },
  PAYKEEPER_TAX: {
    schema: z
      .string()
      .regex(/^(none|vat\d{1,3})$/, 'ожидается код ставки НДС PayKeeper: none, vat0, vat10, vat20…')
      .default('none'),
    meaning: 'VAT code (`tax`) of every receipt line: `none`, `vat0`, `vat10`, `vat20`…',
    provider: 'PAYMENT_PROVIDER=paykeeper',
  },
  PAYMENT_RECONCILE_INTERVAL_MS: {
    schema: count(1000, 3_600_000).default(PAYMENT_RECONCILIATION_DEFAULTS.intervalMs),
    meaning: 'how often each instance runs the reconciliation of online payments (decision 0018; 1 000 … 3 600 000)',
  },
  PAYMENT_RECONCILE_AFTER_MS: {
    schema: count(1000, 86_400_000).default(PAYMENT_RECONCILIATION_DEFAULTS.afterMs),
    meaning: 'an invoice without a notification is asked about once it is this old (SPEC §9: payment arrives within 5 minutes)',
  },
  PAYMENT_RECONCILE_RECHECK_MS: {
    schema: count(1000, 86_400_000).default(PAYMENT_RECONCILIATION_DEFAULTS.recheckMs),
    meaning: 'one invoice is asked about at most this often (1 000 … 86 400 000)',
  },
  RECAPTCHA_SECRET: {
    schema: z.string().min(1).optional(),
    meaning: "reCAPTCHA's secret",
    provider: 'CAPTCHA_PROVIDER=recaptcha',
    required: true,
  },
  RECAPTCHA_SITE_KEY: {
    schema: z.string().min(1).optional(),
    meaning: "the widget's site key (in `GET /api/settings`)",
    provider: 'CAPTCHA_PROVIDER=recaptcha',
    required: true,
  },
  RECAPTCHA_URL: {
    schema: z.string().url().default(SITEVERIFY_URL),
    meaning: "siteverify's address (a local fake in tests: `fakes/recaptcha.ts`)",
    provider: 'CAPTCHA_PROVIDER=recaptcha',
    https: true,
  },
  SMTP_URL: {
    schema: z
      .url({ protocol: /^smtps?$/, error: 'ожидается адрес SMTP-сервера: smtp://логин:пароль@сервер:587 или smtps://…:465' })
      .optional(),
    meaning:
      'e-mail through this SMTP server (nodemailer, pooled; `smtp://` must offer STARTTLS off the loopback, `smtps://` for 465); unset: the `mail_outbox` table (development)',
    production: {
      rule: 'required',
      refuses: (value) =>
        value
          ? null
          : 'SMTP_URL: не задан, а в production письма покупателям и в отдел заказов уходят только через SMTP (очередь mail_outbox — заглушка для разработки)',
    },
  },
  MAIL_FROM: {
    schema: z
      .string()
      .max(200)
      .regex(MAIL_FROM_PATTERN, 'ожидается отправитель: «Название магазина <адрес@домен>» или адрес@домен')
      .optional(),
    shownDefault: `\`${DEVELOPMENT_MAIL_FROM}\``,
    meaning: "sender of every e-mail (the shop's name and address; its domain is the Message-IDs')",
    production: {
      rule: 'required',
      refuses: (value) =>
        value ? null : 'MAIL_FROM: не задан, а в production письма уходят от имени магазина («ТехноСибирь <shop@example.ru>»)',
    },
  },
  ORDERS_EMAIL: {
    schema: z
      .string()
      .max(2000)
      .regex(
        /^\s*[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+\s*(,\s*[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+\s*)*,?\s*$/,
        'ожидаются адреса почты через запятую',
      )
      .optional(),
    meaning: "the orders desk's addresses, separated by commas: one e-mail per new order to all of them",
  },
  MAIL_OUTBOX_ROUTE: {
    schema: flagSchema.optional(),
    shownDefault: 'on unless production',
    meaning: '`GET /api/dev/mail-outbox?email=` answers, to this machine only',
    production: {
      rule: 'refused on',
      refuses: (value) =>
        isOn(value)
          ? 'MAIL_OUTBOX_ROUTE: в production маршрут /api/dev/mail-outbox не включается — он показывает письма покупателей'
          : null,
    },
  },
  COMPANY_NAME: {
    schema: z.string().trim().min(1).max(200).optional(),
    shownDefault: `\`${DEFAULT_SETTINGS.companyName}\``,
    meaning: "the YML feed's `company` (the shop's full legal name, «ООО «ТехноСибирь»»)",
  },
  OUTBOX_INTERVAL_MS: {
    schema: count(200, 3_600_000).default(OUTBOX_DEFAULTS.intervalMs),
    meaning: 'how often each instance sends due outbox messages (200 … 3 600 000)',
  },
  OUTBOX_MAX_ATTEMPTS: {
    schema: count(1, 100).default(OUTBOX_DEFAULTS.maxAttempts),
    meaning: 'tries before a message is kept as failed with its last error (1 … 100)',
  },
  OUTBOX_LEASE_MS: {
    schema: count(1000, 3_600_000).default(OUTBOX_DEFAULTS.leaseMs),
    meaning: "a claimed message is its sender's this long (one that died loses it); one send may take a third of it",
  },
  SMS_PROVIDER: {
    schema: z.enum(['outbox', 'smsc']).default('outbox'),
    meaning: '`smsc`: codes go out through SMSC.ru (decision 0020); `outbox`: the `sms_outbox` table (development)',
  },
  SMS_URL: {
    schema: z.string().url().default(SMSC_URL),
    meaning: "SMSC.ru's HTTP API (a local fake in tests: `fakes/sms-smsc.ts`)",
    provider: 'SMS_PROVIDER=smsc',
    https: true,
  },
  SMS_LOGIN: { schema: z.string().min(1).optional(), meaning: 'the SMSC.ru account', provider: 'SMS_PROVIDER=smsc', required: true },
  SMS_PASSWORD: {
    schema: z.string().min(1).optional(),
    meaning: "the SMSC.ru account's password",
    provider: 'SMS_PROVIDER=smsc',
    required: true,
  },
  SMS_SENDER: {
    schema: z
      .string()
      .regex(/^([A-Za-z0-9 ._-]{1,11}|\d{1,15})$/, 'ожидается имя отправителя из SMSC.ru: до 11 латинских букв и цифр или номер до 15 цифр')
      .optional(),
    shownDefault: "the account's default",
    meaning: 'sender name approved in the SMSC.ru account (≤ 11 Latin letters and digits, or a number up to 15 digits)',
    provider: 'SMS_PROVIDER=smsc',
  },
  METRIKA_COUNTER_ID: {
    schema: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, 'ожидается номер счётчика Яндекс Метрики (только цифры)')
      .transform(Number)
      .optional(),
    meaning: "Яндекс Метрика's counter, in `GET /api/settings`; absent: no analytics",
  },
  COURIER_COMPANY_FAILS: {
    schema: flagSchema.default('false'),
    meaning: 'the local courier company fails every price call (to try the error path)',
  },
  COURIER_COMPANY_PROVIDER: {
    schema: z.enum(['local', 'cdek']).default('local'),
    meaning:
      "`cdek`: prices from СДЭК API v2's calculator (tariff 136 to a pickup point, 137 to the door), its cities and pickup points refreshed daily into the database (decision 0017); `local`: the local tariff model",
  },
  CDEK_URL: {
    schema: z.string().url().default(CDEK_DEFAULTS.url),
    meaning: 'СДЭК API v2 base, with or without `/v2` (the test contour `https://api.edu.cdek.ru`; the local fake in tests)',
    provider: 'COURIER_COMPANY_PROVIDER=cdek',
    https: true,
  },
  CDEK_CLIENT_ID: {
    schema: z.string().trim().min(1).optional(),
    meaning: "OAuth client id (the account) of the store's СДЭК contract",
    provider: 'COURIER_COMPANY_PROVIDER=cdek',
    required: true,
  },
  CDEK_CLIENT_SECRET: {
    schema: z.string().trim().min(1).optional(),
    meaning: "OAuth client secret (the secure password) of the store's СДЭК contract",
    provider: 'COURIER_COMPANY_PROVIDER=cdek',
    required: true,
  },
  CDEK_SENDER_CITY_CODE: {
    schema: count(1, 99_999_999).optional(),
    meaning: "СДЭК's code of the city where the store hands parcels in",
    provider: 'COURIER_COMPANY_PROVIDER=cdek',
    required: true,
  },
  CATALOGUE_CACHE_MS: {
    schema: count(0, 600_000).default(DEFAULT_SETTINGS.catalogueCacheMs),
    meaning:
      'how long this instance reuses a catalogue page or a search result (`0`: never); prices and stock shown may lag this long, orders recompute everything',
  },
  CODE_SENDS_PER_IP: {
    schema: count(1, 1_000_000).default(DEFAULT_SETTINGS.rateLimits.codeSendsPerIp),
    meaning:
      'code sends an hour per address (the per-phone limit of 5 stays); raise the per-address limits for buyers behind one address (the end-to-end suite uses 2000)',
  },
  CODE_CHECKS_PER_IP: {
    schema: count(1, 1_000_000).default(DEFAULT_SETTINGS.rateLimits.codeChecksPerIp),
    meaning: 'code checks an hour per address',
  },
  LOGINS_PER_IP: {
    schema: count(1, 1_000_000).default(DEFAULT_SETTINGS.rateLimits.loginsPerIp),
    meaning: 'password sign-ins an hour per address',
  },
  PASSWORD_FAILURES_PER_ACCOUNT: {
    schema: count(1, 1_000_000).default(DEFAULT_SETTINGS.rateLimits.passwordFailuresPerAccount),
    meaning:
      "wrong passwords an hour per account (its phone, or the typed phone or e-mail), from any addresses; then every password sign-in of that account is a 429 until the hour's window ends (decision 0031)",
  },
  EXCHANGE_LOGIN: {
    schema: z.string().trim().min(1).max(100).optional(),
    meaning: "1C's exchange at `/api/exchange/1c` (HTTP Basic on checkauth, decision 0056): its login; unset with the password: off",
    requiredOnceSet: { variables: ['EXCHANGE_PASSWORD'], feature: 'обмен с 1С' },
  },
  EXCHANGE_PASSWORD: {
    schema: z.string().min(1).max(200).optional(),
    meaning: "1C's exchange password",
    requiredOnceSet: { variables: ['EXCHANGE_LOGIN'], feature: 'обмен с 1С' },
    production: {
      rule: `≥ ${EXCHANGE_PASSWORD_MIN} characters, not digits only, not holding the login`,
      // The strength depends on the login too: production.ts checks it.
      refuses: () => null,
    },
  },
  EXCHANGE_STEP_MS: {
    schema: count(200, 20_000).default(EXCHANGE_DEFAULTS.stepMs),
    meaning: 'the work one `mode=import` request does before it answers `progress` (200 … 20 000)',
  },
  PICTURES_S3_ENDPOINT: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    meaning: 'pictures 1C sends kept in S3-compatible object storage instead of `IMAGES_DIR` (decision 0057): its endpoint',
    requiredOnceSet: PICTURES_S3,
    https: true,
  },
  PICTURES_S3_BUCKET: {
    schema: z.string().trim().min(3).max(63).optional(),
    meaning: "the pictures' bucket",
    requiredOnceSet: PICTURES_S3,
  },
  PICTURES_S3_REGION: { schema: z.string().trim().min(1).default('ru-central1'), meaning: "the object storage's region" },
  PICTURES_S3_ACCESS_KEY_ID: {
    schema: z.string().trim().min(1).optional(),
    meaning: "the object storage's access key",
    requiredOnceSet: PICTURES_S3,
  },
  PICTURES_S3_SECRET_ACCESS_KEY: {
    schema: z.string().trim().min(1).optional(),
    meaning: "the access key's secret",
    requiredOnceSet: PICTURES_S3,
  },
  PICTURES_S3_PREFIX: { schema: z.string().max(200).default('pictures/'), meaning: "the pictures' keys start with it" },
  TEST_DATABASE_URL: {
    schema: z.string().optional(),
    meaning: 'an admin URL of a PostgreSQL; each test file gets its own database there',
    testsOnly: true,
  },
});

export type EnvName = keyof typeof ENV_VARIABLES;
const NAMES = Object.keys(ENV_VARIABLES) as EnvName[];
const declared = (name: EnvName): EnvVariable => ENV_VARIABLES[name];

/** The schema of the whole environment, built from the declarations. */
export const envSchema = z.object(
  Object.fromEntries(NAMES.map((name) => [name, ENV_VARIABLES[name].schema])) as {
    [K in EnvName]: (typeof ENV_VARIABLES)[K]['schema'];
  },
);
export type Env = z.infer<typeof envSchema>;

/** A variable's text as given: a blank value is unset. */
export const given = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';

/** The default of a variable, as its schema gives it for nothing (undefined: none). */
export const defaultOf = (name: EnvName): unknown => {
  const parsed = declared(name).schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
};

/** The development stand-in of each provider role: the default of its variable. */
export const standInOf = (variable: ProviderVariable): string => String(defaultOf(variable));

/** Which provider the environment chooses for a role. */
export const chosenProvider = (env: NodeJS.ProcessEnv, variable: ProviderVariable): string => given(env, variable) || standInOf(variable);

/** The real providers of a role (its enum's values but the stand-in). */
export function realProviders(variable: ProviderVariable): string[] {
  const schema = declared(variable).schema as z.ZodDefault<z.ZodEnum>;
  return schema
    .unwrap()
    .options.map(String)
    .filter((option) => option !== standInOf(variable));
}

/** Whether the provider a variable belongs to is the chosen one (true for a variable of no provider). */
export function inUse(env: NodeJS.ProcessEnv, name: EnvName): boolean {
  const provider = declared(name).provider;
  if (!provider) return true;
  const [variable, value] = provider.split('=') as [ProviderVariable, string];
  return chosenProvider(env, variable) === value;
}

/**
 * Variables a chosen provider or a switched-on feature cannot work without, in any mode: each
 * problem starts with the variable to set.
 */
export function requirementProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  for (const name of NAMES) {
    const variable = declared(name);
    if (given(env, name)) continue;
    if (variable.required && variable.provider && inUse(env, name)) {
      problems.push(`${name}: не задана, а ${variable.provider} без неё не работает`);
    }
    const switchedBy = variable.requiredOnceSet?.variables.find((other) => given(env, other));
    if (switchedBy) problems.push(`${name}: не задана, а ${switchedBy} задана: ${variable.requiredOnceSet!.feature} без неё не включается`);
  }
  return problems;
}

/** Variables with a production rule, in declaration order. */
export const productionRules = (): { name: EnvName; refuses: (value: string) => string | null }[] =>
  NAMES.flatMap((name) => {
    const rule = declared(name).production;
    return rule ? [{ name, refuses: rule.refuses }] : [];
  });

/** Variables that hold an address production wants over https, in declaration order. */
export const httpsVariables = (): EnvName[] => NAMES.filter((name) => declared(name).https);

/** What the table's «required» column says of a variable. */
function requirementText(name: EnvName): string {
  const variable = declared(name);
  const parts: string[] = [];
  if (variable.testsOnly) parts.push('tests only');
  if (variable.provider) parts.push(`${variable.required ? 'required' : 'read'} with \`${variable.provider}\``);
  if (variable.requiredOnceSet) {
    const others = variable.requiredOnceSet.variables.filter((other) => other !== name);
    parts.push(`once ${others.map((other) => `\`${other}\``).join(' or ')} is set`);
  }
  const production: string[] = [];
  if ((PROVIDER_VARIABLES as readonly string[]).includes(name)) {
    production.push(
      `a real provider (${realProviders(name as ProviderVariable)
        .map((real) => `\`${real}\``)
        .join(', ')})`,
    );
  }
  if (variable.production) production.push(variable.production.rule);
  if (variable.https) production.push('`https://` off the loopback');
  if (production.length > 0) parts.push(`production: ${production.join(', ')}`);
  return parts.join('; ') || '—';
}

function shownDefault(name: EnvName): string {
  const variable = declared(name);
  if (variable.shownDefault) return variable.shownDefault;
  const value = defaultOf(name);
  return value === undefined ? '—' : `\`${String(value)}\``;
}

/** The variable table of packages/server/README.md, made from the declarations. */
export function configTable(): string {
  const rows = NAMES.map((name) => {
    const variable = declared(name);
    const cells = [`\`${name}\``, shownDefault(name), variable.meaning, requirementText(name)];
    return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  });
  return ['| variable | default | meaning | required |', '|---|---|---|---|', ...rows].join('\n');
}
