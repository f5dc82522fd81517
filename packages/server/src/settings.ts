import { CODE_LIFETIME_MS, SUPPORT_HOURS } from '@store/domain';

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
  };
  /**
   * The captcha after a failed sign-in (SPEC §4): the local checkbox, or Google reCAPTCHA checked
   * at `recaptchaUrl` (siteverify; a local fake in tests) with the widget's `recaptchaSiteKey`.
   */
  captcha: { provider: 'local' | 'recaptcha'; recaptchaSecret?: string; recaptchaSiteKey?: string; recaptchaUrl?: string };
  /** Where SMS codes go: the database outbox (development) or the SMSC.ru gateway (decision 0017). */
  sms: SmsSettings;
  /** `GET /api/dev/sms-outbox` answers, to loopback clients only (development and tests; refused in production). */
  smsOutboxRoute: boolean;
  /** Яндекс Метрика's counter the pages report to (METRIKA_COUNTER_ID); null: no analytics. */
  metrikaCounterId: number | null;
  /** How long `GET /api/ready` reuses a provider's answer (the load balancer asks often; gateways limit calls). */
  readinessCacheMs: number;
  /** SPEC §1: the demo site refuses payments and orders. */
  demoSite: boolean;
  /** HMAC secret the payment gateway signs its notifications with. */
  paymentSecret: string;
  /** Public address of the store (the payment page sends the buyer back there). */
  publicUrl: string;
  /** Failure mode of the local courier-company provider: every price call fails. */
  courierCompanyFails: boolean;
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
  /** The clock; tests move it to expire codes and payment windows. */
  now: () => Date;
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
 * its own once per database (secrets.ts, decision 0018); tests pass their own.
 */
export type AppSecrets = Pick<AppSettings, 'jwtSecret' | 'paymentSecret'>;

/** What the app is given: any settings, and always its secrets. */
export type AppSettingsInput = Partial<AppSettings> & AppSecrets;

export const DEFAULT_SETTINGS: Omit<AppSettings, keyof AppSecrets> = {
  accessTokenTtlSec: 15 * 60,
  refreshTokenTtlSec: 30 * 24 * 60 * 60,
  codeLifetimeMs: CODE_LIFETIME_MS,
  codeMaxAttempts: 5,
  rateLimits: { windowMs: 60 * 60 * 1000, codeSendsPerPhone: 5, codeSendsPerIp: 30, codeChecksPerIp: 60, loginsPerIp: 30 },
  captcha: { provider: 'local' },
  sms: { provider: 'outbox' },
  smsOutboxRoute: true,
  metrikaCounterId: null,
  readinessCacheMs: 30_000,
  demoSite: false,
  publicUrl: 'http://127.0.0.1:3000',
  courierCompanyFails: false,
  supportPhone: '+7 (800) 555-35-35',
  supportHours: SUPPORT_HOURS,
  developmentHost: false,
  allowedPhones: [],
  catalogueCacheMs: 10_000,
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
  };
}
