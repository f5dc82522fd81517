import { CODE_LENGTH, MESSAGES, NOTICES } from '@store/domain';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db';
import { HttpError } from '../http-error';
import { SmsNotSent, type SmsProvider } from '../providers/sms';
import type { AppSettings } from '../settings';

import type { CodePurpose, PhoneCodeRepository } from '../repositories/phone-codes';

export type { CodePurpose } from '../repositories/phone-codes';

/** What checking a code found; only `ok` spends the code. */
export type CodeCheck =
  | { result: 'ok'; payload: Record<string, unknown> }
  | { result: 'wrong'; attemptsLeft: number }
  | { result: 'expired' | 'exhausted' | 'unknown' };

export interface IssuedCode {
  hashCode: string;
  expiresAt: Date;
}

const SMS_TEXT: Record<CodePurpose, (code: string) => string> = {
  login: (code) => `Код для входа: ${code}. Никому его не сообщайте.`,
  recovery: (code) => `Код для восстановления пароля: ${code}. Никому его не сообщайте.`,
  order: (code) => `Код подтверждения заказа: ${code}.`,
  'phone-change': (code) => `Код для смены номера телефона: ${code}.`,
};

/**
 * One-time SMS codes (SPEC §4 "Sign-in", "Phone confirmation for orders"): 4 digits from a secure
 * random source, kept only as an HMAC bound to the hashCode that issued them, single use, alive
 * for `codeLifetimeMs`, and spent after `codeMaxAttempts` wrong tries. All state is in the
 * database, so any API instance can check a code another one sent.
 */
export function phoneCodes(store: PhoneCodeRepository, sms: SmsProvider, settings: AppSettings) {
  const hmac = (hashCode: string, code: string) => createHmac('sha256', settings.jwtSecret).update(`${hashCode}:${code}`).digest('hex');
  const sameHmac = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const allowed = new Set(settings.allowedPhones);

  /**
   * SPEC §5, §6: on the development host only the developers' phones get codes; any other is a 403
   * the client shows as a warning (`developmentHost: true`), and nothing is stored or sent.
   */
  const assertDeliverable = (phone: string): void => {
    if (settings.developmentHost && !allowed.has(phone)) {
      throw new HttpError(403, NOTICES.developmentHostPhone, { developmentHost: true });
    }
  };

  return {
    assertDeliverable,

    /**
     * Generates, stores and sends a code; the answer is the handle and the code's death date.
     * Routes call `assertDeliverable` before their limits; this repeats it so no route can skip it.
     *
     * The code is stored before it is sent (a code that arrived always works). When the provider
     * says it was not sent, the row is removed: nobody holds that code, and a removed row neither
     * starts a resend countdown nor counts as the phone's latest code. The shopper gets a 502 with
     * SPEC §8 «Произошла ошибка при отправке кода» and may ask again. The send still counts
     * against the hourly limits: they limit asks, and a refusing gateway must not be hammered.
     */
    async issue(phone: string, purpose: CodePurpose, payload: Record<string, unknown> = {}): Promise<IssuedCode> {
      assertDeliverable(phone);
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const hashCode = randomBytes(16).toString('hex');
      const now = settings.now();
      const expiresAt = new Date(now.getTime() + settings.codeLifetimeMs);
      await store.insert({ hashCode, purpose, phone, codeHmac: hmac(hashCode, code), payload, expiresAt, createdAt: now });
      try {
        await sms.send(phone, SMS_TEXT[purpose](code));
      } catch (error) {
        // Should the removal fail too (database down), the row holds a code nobody received; it dies with its lifetime.
        await store.remove(hashCode).catch(() => undefined);
        throw error instanceof SmsNotSent ? new HttpError(502, MESSAGES.codeSendFailed) : error;
      }
      return { hashCode, expiresAt };
    },

    /**
     * Checks a code under a row lock: concurrent tries of one code are counted one by one, a
     * right code is accepted once. A wrong try counts; the last allowed wrong try spends the code.
     */
    async check(hashCode: string, phone: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      return store.transaction(async (tx) => {
        const row = await store.lockForCheck(tx, hashCode);
        if (!row || row.phone !== phone || row.purpose !== purpose || row.confirmed_at) return { result: 'unknown' as const };
        if (row.attempts >= settings.codeMaxAttempts) return { result: 'exhausted' as const };
        if (new Date(row.expires_at).getTime() <= settings.now().getTime()) return { result: 'expired' as const };
        if (sameHmac(row.code_hmac, hmac(hashCode, code))) {
          await store.confirm(tx, hashCode, settings.now());
          return { result: 'ok' as const, payload: row.payload };
        }
        await store.countWrongTry(tx, hashCode);
        return { result: 'wrong' as const, attemptsLeft: settings.codeMaxAttempts - row.attempts - 1 };
      });
    },

    /**
     * Spends a confirmed code once (an order placed with a phone confirmed by this hashCode):
     * true when the code was confirmed for this phone and purpose within `maxAgeMs` and not spent.
     * Pass the transaction that writes the order, so a failed order does not spend it.
     */
    async consumeConfirmed(tx: Queryable, hashCode: string, phone: string, purpose: CodePurpose, maxAgeMs: number): Promise<boolean> {
      return store.consumeConfirmed(tx, hashCode, phone, purpose, new Date(settings.now().getTime() - maxAgeMs), settings.now());
    },

    /** The latest live code of a phone for a purpose: when it was sent (for resend countdowns). */
    async latest(phone: string, purpose: CodePurpose): Promise<{ createdAt: Date; expiresAt: Date } | null> {
      return store.latest(phone, purpose);
    },
  };
}

export type PhoneCodes = ReturnType<typeof phoneCodes>;
