import { CODE_LIFETIME_MS, STORE_NAME, SUPPORT_HOURS } from '@store/domain';
import type { PictureSettings } from './providers/pictures';

/**
 * What the API's behaviour depends on besides the database: secrets, lifetimes, limits, the local
 * providers' switches and the clock. `loadConfig` fills it from the environment; tests pass their
 * own (a short code lifetime, a fixed clock, a failing courier company).
 */
export interface AppSettings {
  /** HMAC secret of access tokens (HS256) and of the codes; production must be given its own (JWT_SECRET). */
  jwtSecret: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  /** SPEC §4: code lifetime, 2 minutes by default. */
  codeLifetimeMs: number;
  /** Wrong tries of one code before a new code is needed. */
  codeMaxAttempts: number;
  /** Sliding-window limits, kept in the database so several instances share them. */
  rateLimits: {
    windowMs: number;
    codeSendsPerPhone: number;
    codeSendsPerIp: number;
    codeChecksPerIp: number;
    loginsPerIp: number;
    /** Wrong passwords per account (phone or e-mail) in a window, from any addresses: then every try waits. */
    passwordFailuresPerAccount: number;
  };
  /**
   * The captcha after a failed sign-in (SPEC §4): the local checkbox, or Google reCAPTCHA checked
   * at `recaptchaUrl` (siteverify; a local fake in tests) with the widget's `recaptchaSiteKey`.
   */
  captcha: { provider: 'local' | 'recaptcha'; recaptchaSecret?: string; recaptchaSiteKey?: string; recaptchaUrl?: string };
  /** Where SMS codes go: the database outbox (development) or the SMSC.ru gateway (decision 0020). */
  sms: SmsSettings;
  /** `GET /api/dev/sms-outbox` answers, to loopback clients only (development and tests; refused in production). */
  smsOutboxRoute: boolean;
  /** Where e-mails go: the database's mail_outbox (development) or an SMTP server (SMTP_URL). */
  mail: MailSettings;
  /** The sender of every e-mail (MAIL_FROM): the shop's name and its address. */
  mailFrom: string;
  /** The orders desk (ORDERS_EMAIL): every new order goes there; empty: nobody. */
  ordersEmail: readonly string[];
  /** `GET /api/dev/mail-outbox` answers, to loopback clients only (development and tests; refused in production). */
  mailOutboxRoute: boolean;
  /** The sender of the transactional outbox (services/outbox): how often, how many, how many tries. */
  outbox: OutboxSettings;
  /** The shop's full legal name (COMPANY_NAME): the YML feed's `company`, which Яндекс does not publish. */
  companyName: string;
  /** Яндекс Метрика's counter the pages report to (METRIKA_COUNTER_ID); null: no analytics. */
  metrikaCounterId: number | null;
  /** How long `GET /api/ready` reuses a provider's answer (the load balancer asks often; gateways limit calls). */
  readinessCacheMs: number;
  /** SPEC §1: the demo site refuses payments and orders. */
  demoSite: boolean;
  /** HMAC secret the local demo gateway signs its notifications with. */
  paymentSecret: string;
  /** The payment gateway: the local demo (development default) or PayKeeper with its account. */
  payment: { provider: 'demo' | 'paykeeper'; paykeeper?: PaykeeperSettings };
  /** When invoices whose notification did not come are asked about (decision 0018); an operator's tuning. */
  paymentReconciliation: PaymentReconciliationSettings;
  /** Public address of the store (the payment page sends the buyer back there). */
  publicUrl: string;
  /** Failure mode of the local courier-company provider: every price call fails. */
  courierCompanyFails: boolean;
  /** Which courier company quotes and lists pickup points: the local tariff model or СДЭК API v2. */
  courierCompany: { provider: 'local' | 'cdek'; cdek?: CdekSettings };
  supportPhone: string;
  /** Support hours the footer shows («10:00-19:00», Irkutsk time). */
  supportHours: string;
  /** SPEC §5, §6: the development host, where SMS codes go only to the developers' phones. */
  developmentHost: boolean;
  /** On the development host, the only phones (79XXXXXXXXX) that get SMS codes. */
  allowedPhones: readonly string[];
  /**
   * How long a catalogue page or a search result is reused by this instance (0: never). A copy
   * of the database's answer: prices and stock it shows may lag this long; orders recompute all.
   */
  catalogueCacheMs: number;
  /** 1C's exchange at /api/exchange/1c (decision 0056). */
  exchange: ExchangeSettings;
  /** Where the pictures 1C sends are kept: IMAGES_DIR, or S3-compatible object storage (PICTURES_S3_*). */
  pictures: PictureSettings;
  /** The clock; tests move it to expire codes and payment windows. */
  now: () => Date;
}

/** 1C's exchange (CommerceML 2): who may exchange, and how much one request carries and does. */
export interface ExchangeSettings {
  /** The operator's exchange login and password (EXCHANGE_LOGIN, EXCHANGE_PASSWORD); null: the exchange is off. */
  credentials: { login: string; password: string } | null;
  /**
   * The bytes one `mode=file` POST may carry, offered to 1C by `init`: within the shell's /api
   * proxy's body limit (API_BODY_LIMIT of @store/static-server, a test holds them together), as
   * 1C reaches the store at its public address.
   */
  fileLimit: number;
  /** The bytes one archive may unpack to (an archive that would unpack to more fails, nothing of it kept). */
  unzipLimit: number;
  /** The work one `mode=import` call does before it answers `progress` (1C and the proxies give up on long requests). */
  stepMs: number;
  /** A session unused this long is over (its uploads go with it). */
  sessionTtlMs: number;
}

/** Off; 1 000 000 bytes a POST; archives up to 4 GB unpacked; 2.5 s of work a call; sessions of a day. */
export const EXCHANGE_DEFAULTS: ExchangeSettings = {
  credentials: null,
  fileLimit: 1_000_000,
  unzipLimit: 4 * 1024 ** 3,
  stepMs: 2500,
  sessionTtlMs: 24 * 60 * 60 * 1000,
};

/** E-mail transport: the local outbox table, or SMTP at `url` (smtp:// or smtps://, credentials in it). */
export type MailSettings = { provider: 'outbox' } | { provider: 'smtp'; url: string; timeoutMs: number };

/** The outbox's sender (decision 0061). */
export interface OutboxSettings {
  /** How often each instance looks for due messages. */
  intervalMs: number;
  /** Messages one claim takes. */
  batch: number;
  /** Tries before a message is kept as failed (with its last error) and tried no more. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles each try up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * A claimed message is the claimer's this long; after it the message is due again (its sender
   * died). Longer than any one send may take (`sendTimeoutMs`), so a live sender is never overtaken.
   */
  leaseMs: number;
  /** One SMTP or SMS call counts as failed after this. */
  sendTimeoutMs: number;
}

export const OUTBOX_DEFAULTS: OutboxSettings = {
  intervalMs: 5000,
  batch: 20,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60 * 1000,
  leaseMs: 5 * 60 * 1000,
  sendTimeoutMs: 30_000,
};

/** The sender when MAIL_FROM is not given (development only: production refuses it). */
export const DEVELOPMENT_MAIL_FROM = `"${STORE_NAME}" <shop@localhost>`;

/** The reconciliation job of online payments (services/online-payments.ts). */
export interface PaymentReconciliationSettings {
  /** How often each API instance runs the job. */
  intervalMs: number;
  /** An invoice is asked about once it is this old without a notification (SPEC §9: payment arrives within 5 minutes). */
  afterMs: number;
  /** One invoice is asked about at most this often. */
  recheckMs: number;
}

/** Every minute, about invoices silent for 5 minutes, each asked at most every 5 minutes. */
export const PAYMENT_RECONCILIATION_DEFAULTS: PaymentReconciliationSettings = {
  intervalMs: 60_000,
  afterMs: 5 * 60 * 1000,
  recheckMs: 5 * 60 * 1000,
};

/** СДЭК API v2 (decision 0017): where, as whom, from which city, and how long to wait. */
export interface CdekSettings {
  /** API base (`/v2` at its end or not): https://api.cdek.ru, the test contour https://api.edu.cdek.ru, or a local fake. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The store's sender city in СДЭК's city codes (parcels leave from there). */
  senderCityCode: number;
  /** Limit of one call a shopper waits for (price); one retry follows a network failure or a 5xx. */
  timeoutMs: number;
  /** Limit of one call of the daily directory refresh (a big city's pickup points are megabytes). */
  directoryTimeoutMs: number;
}

/** СДЭК's production API and the waits a shopper and the daily refresh accept. */
export const CDEK_DEFAULTS = { url: 'https://api.cdek.ru', timeoutMs: 4000, directoryTimeoutMs: 30_000 } as const;

/** A PayKeeper account (decision 0018): its server, the API user, the notification secret seed, the receipt's VAT code. */
export interface PaykeeperSettings {
  /** The shop's PayKeeper server, e.g. `https://<shop>.server.paykeeper.ru` (a local fake in tests). */
  url: string;
  user: string;
  password: string;
  /** The secret seed of POST notifications (the cabinet's «секретное слово»), not the API password. */
  secret: string;
  /** VAT code of every receipt line (`tax` of the 54-ФЗ cart): `none` unless the store pays VAT. */
  tax: string;
  /** How long one call to PayKeeper may take before it counts as failed. */
  timeoutMs: number;
}

/** The SMS provider and, for the gateway, its address, account and sender name. */
export type SmsSettings =
  | { provider: 'outbox' }
  | {
      provider: 'smsc';
      /** Base address of the HTTP API (https://smsc.ru; a local fake in tests). */
      url: string;
      login: string;
      password: string;
      /** Sender name shown on the phone (agreed in the SMSC.ru account); null: the account's default. */
      sender: string | null;
      /** How long a send may take before the shopper is told it failed. */
      timeoutMs: number;
    };

/**
 * The keys the app signs with. No default exists: the environment gives them, or the server makes
 * its own once per database (secrets.ts, decision 0021); tests pass their own.
 */
export type AppSecrets = Pick<AppSettings, 'jwtSecret' | 'paymentSecret'>;

/** What the app is given: any settings, and always its secrets. */
export type AppSettingsInput = Partial<AppSettings> & AppSecrets;

export const DEFAULT_SETTINGS: Omit<AppSettings, keyof AppSecrets> = {
  accessTokenTtlSec: 15 * 60,
  refreshTokenTtlSec: 30 * 24 * 60 * 60,
  codeLifetimeMs: CODE_LIFETIME_MS,
  codeMaxAttempts: 5,
  rateLimits: {
    windowMs: 60 * 60 * 1000,
    codeSendsPerPhone: 5,
    codeSendsPerIp: 30,
    codeChecksPerIp: 60,
    loginsPerIp: 30,
    passwordFailuresPerAccount: 10,
  },
  captcha: { provider: 'local' },
  sms: { provider: 'outbox' },
  smsOutboxRoute: true,
  mail: { provider: 'outbox' },
  mailFrom: DEVELOPMENT_MAIL_FROM,
  ordersEmail: [],
  mailOutboxRoute: true,
  outbox: OUTBOX_DEFAULTS,
  companyName: STORE_NAME,
  metrikaCounterId: null,
  readinessCacheMs: 30_000,
  demoSite: false,
  payment: { provider: 'demo' },
  paymentReconciliation: PAYMENT_RECONCILIATION_DEFAULTS,
  publicUrl: 'http://127.0.0.1:3000',
  courierCompanyFails: false,
  courierCompany: { provider: 'local' },
  supportPhone: '+7 (800) 555-35-35',
  supportHours: SUPPORT_HOURS,
  developmentHost: false,
  allowedPhones: [],
  catalogueCacheMs: 10_000,
  exchange: EXCHANGE_DEFAULTS,
  pictures: { kind: 'folder' },
  now: () => new Date(),
};

export function resolveSettings(overrides: AppSettingsInput): AppSettings {
  for (const name of ['jwtSecret', 'paymentSecret'] as const) {
    if (typeof overrides[name] !== 'string' || overrides[name].length < 32)
      throw new Error(`settings.${name}: a key of at least 32 characters is required`);
  }
  return {
    ...DEFAULT_SETTINGS,
    ...overrides,
    rateLimits: { ...DEFAULT_SETTINGS.rateLimits, ...overrides.rateLimits },
    captcha: { ...DEFAULT_SETTINGS.captcha, ...overrides.captcha },
    courierCompany: { ...DEFAULT_SETTINGS.courierCompany, ...overrides.courierCompany },
    payment: { ...DEFAULT_SETTINGS.payment, ...overrides.payment },
    paymentReconciliation: { ...DEFAULT_SETTINGS.paymentReconciliation, ...overrides.paymentReconciliation },
    exchange: { ...DEFAULT_SETTINGS.exchange, ...overrides.exchange },
    outbox: { ...DEFAULT_SETTINGS.outbox, ...overrides.outbox },
  };
}
