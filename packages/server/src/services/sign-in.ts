import {
  MESSAGES,
  PASSWORD_LENGTH,
  detectLoginIdentifier,
  normalizePhone,
  resendCodeIn,
  validateEmail,
  validatePhone,
} from '@store/domain';
import { HttpError } from '../http-error';
import type { Caller, ServiceContext } from './context';
import type { CodeCheck } from './phone-codes';

/** Texts of the sign-in flows the SPEC leaves to the server. */
export const AUTH_MESSAGES = {
  identifierEmpty: 'Введите номер телефона или почту',
  codeExpired: 'Срок действия кода истёк. Запросите новый код.',
  codeExhausted: 'Превышено число попыток ввода кода. Запросите новый код.',
  codeUnknown: 'Код недействителен или уже использован. Запросите новый код.',
  badCredentials: 'Неверный номер телефона, почта или пароль',
  emailUnknown: 'Аккаунт с такой почтой не найден. Войдите по номеру телефона.',
  noPhone: 'К аккаунту не привязан номер телефона. Войдите по паролю или обратитесь к оператору.',
  sessionExpired: 'Сеанс истёк. Войдите снова.',
  phoneTaken: 'Этот номер телефона уже используется другим аккаунтом',
  emailTaken: 'Эта почта уже используется другим аккаунтом',
  alreadyRegistered: 'Пользователь с таким номером телефона уже зарегистрирован. Войдите по коду или паролю.',
  passwordShort: `Пароль должен содержать не менее ${PASSWORD_LENGTH.min} символов`,
  passwordLong: `Пароль должен содержать не более ${PASSWORD_LENGTH.max} символов`,
  tooLong: (max: number) => `Не более ${max} символов`,
  tooManyRequests: (seconds: number) => `Слишком много попыток. Повторите через ${seconds} сек.`,
  resendLater: resendCodeIn,
} as const;

/** The password rule of every form that sets one; undefined when fine. */
export function passwordError(password: string): string | undefined {
  if (password.length < PASSWORD_LENGTH.min) return AUTH_MESSAGES.passwordShort;
  if (password.length > PASSWORD_LENGTH.max) return AUTH_MESSAGES.passwordLong;
  return undefined;
}

/** Who signs in: a normalised phone (79XXXXXXXXX) or an e-mail. */
export type Identifier = { kind: 'phone'; phone: string } | { kind: 'email'; email: string };

/**
 * Reads `{phone}` or `{email}`; an e-mail typed into the phone field (the password form has one
 * login field, SPEC §5 "Login identifier type is detected") counts as an e-mail.
 */
export function readIdentifier(body: { phone?: string | undefined; email?: string | undefined }): Identifier {
  const phone = body.phone?.trim() ?? '';
  const email = body.email?.trim() ?? '';
  if (phone && detectLoginIdentifier(phone) === 'email') return { kind: 'email', email: phone };
  if (phone) {
    const error = validatePhone(phone);
    const normalised = normalizePhone(phone);
    if (error || !normalised) throw new HttpError(400, error ?? MESSAGES.phoneInvalid);
    return { kind: 'phone', phone: normalised };
  }
  if (email) {
    if (validateEmail(email) || detectLoginIdentifier(email) !== 'email') throw new HttpError(400, MESSAGES.email);
    return { kind: 'email', email };
  }
  throw new HttpError(400, AUTH_MESSAGES.identifierEmpty);
}

/** A phone field that must hold a Russian mobile: the normalised number or a 400 with the SPEC §5 message. */
export function readPhone(value: string | null | undefined): string {
  const error = validatePhone(value ?? '');
  const phone = normalizePhone(value ?? '');
  if (error || !phone) throw new HttpError(400, error ?? MESSAGES.phoneInvalid);
  return phone;
}

/** A 4-digit code field; anything else is SPEC §5 'Код должен состоять из 4-ех цифр'. */
export function readCode(value: string): string {
  const code = value.trim();
  if (!/^\d{4}$/.test(code)) throw new HttpError(400, MESSAGES.codeLength);
  return code;
}

/** The answer to a code that was not accepted (SPEC §5 'Неверный код подтверждения'). */
export function codeRefused(check: Exclude<CodeCheck, { result: 'ok' }>): HttpError {
  switch (check.result) {
    case 'wrong':
      return new HttpError(400, MESSAGES.codeWrong, { attemptsLeft: check.attemptsLeft });
    case 'expired':
      return new HttpError(400, AUTH_MESSAGES.codeExpired);
    case 'exhausted':
      return new HttpError(400, AUTH_MESSAGES.codeExhausted);
    default:
      return new HttpError(400, AUTH_MESSAGES.codeUnknown);
  }
}

export const codeAnswer = (issued: { hashCode: string; expiresAt: Date }) => ({
  hashCode: issued.hashCode,
  expiresAt: issued.expiresAt.toISOString(),
  codeDeathDate: issued.expiresAt.toISOString(),
});

/** Counters and captcha of the sign-in routes; everything is kept in the database. */
export function signInGuard(app: Pick<ServiceContext, 'settings' | 'rateCounters' | 'providers'>) {
  const { settings } = app;
  const windowMs = () => settings.rateLimits.windowMs;
  const secondsLeftInWindow = () => {
    const now = settings.now().getTime();
    const end = Math.floor(now / windowMs()) * windowMs() + windowMs();
    return Math.max(1, Math.ceil((end - now) / 1000));
  };
  const failureKeys = (ip: string, identity: string | null) => [
    `captcha-fail:ip:${ip}`,
    ...(identity ? [`captcha-fail:id:${identity}`] : []),
  ];
  const passwordFailureKey = (identity: string) => `password-fail:id:${identity}`;
  const tooMany = () => {
    const seconds = secondsLeftInWindow();
    return new HttpError(429, AUTH_MESSAGES.tooManyRequests(seconds), { retryAfter: seconds });
  };

  return {
    /** Counts one request against a limit; over it, a 429 with the seconds to wait. */
    async limit(key: string, max: number): Promise<void> {
      if (await app.rateCounters.hit(key, max, windowMs())) return;
      throw tooMany();
    },

    /**
     * Wrong passwords are counted per account, whatever the address, so guesses spread
     * over many addresses (each with a solved captcha) stop too. Over the limit every try waits for
     * the window, the right password as well: otherwise the limit would still confirm a lucky guess.
     * An unknown phone or e-mail is counted alike, so the 429 tells nobody which accounts exist.
     */
    async limitPasswordFailures(identity: string): Promise<void> {
      const failures = await app.rateCounters.count(passwordFailureKey(identity), windowMs());
      if (failures >= settings.rateLimits.passwordFailuresPerAccount) throw tooMany();
    },

    /**
     * SPEC §4 "Captcha": after a failure from this IP or for this phone/e-mail, the request must
     * carry a valid captcha token, else 403 with `captchaRequired`. A token is spent once.
     */
    async requireCaptchaAfterFailure(request: Pick<Caller, 'ip'>, identity: string | null, token: string | undefined): Promise<void> {
      const counts = await Promise.all(failureKeys(request.ip, identity).map((key) => app.rateCounters.count(key, windowMs())));
      if (counts.every((count) => count === 0)) return;
      if (token && (await app.providers.captcha.verify(token, request.ip))) return;
      throw new HttpError(403, MESSAGES.captchaFailed, { captchaRequired: true });
    },

    /** A failed code or password: the captcha is asked for next (SPEC §4). */
    async recordFailure(request: Pick<Caller, 'ip'>, identity: string | null): Promise<void> {
      for (const key of failureKeys(request.ip, identity)) await app.rateCounters.hit(key, Number.MAX_SAFE_INTEGER, windowMs());
    },

    /** A wrong password: the captcha's counters and the account's own. */
    async recordPasswordFailure(request: Pick<Caller, 'ip'>, identity: string): Promise<void> {
      for (const key of [...failureKeys(request.ip, identity), passwordFailureKey(identity)]) {
        await app.rateCounters.hit(key, Number.MAX_SAFE_INTEGER, windowMs());
      }
    },

    /** SPEC §4 "Success resets the counter": the captcha's, and the account's once it is proven (password, code, recovery). */
    async resetFailures(request: Pick<Caller, 'ip'>, identity: string | null): Promise<void> {
      for (const key of [...failureKeys(request.ip, identity), ...(identity ? [passwordFailureKey(identity)] : [])]) {
        await app.rateCounters.reset(key);
      }
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;

/** PostgreSQL's unique_violation, raised by both PostgreSQL and PGlite. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
