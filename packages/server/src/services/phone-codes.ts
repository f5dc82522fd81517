import { CODE_LENGTH } from '@store/domain';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db';
import type { SmsProvider } from '../providers/sms';
import type { AppSettings } from '../settings';

export type CodePurpose = 'login' | 'recovery' | 'order' | 'phone-change';

/** What checking a code found; only `ok` spends the code. */
export type CodeCheck =
  | { result: 'ok'; payload: Record<string, unknown> }
  | { result: 'wrong'; attemptsLeft: number }
  | { result: 'expired' | 'exhausted' | 'unknown' };

export interface IssuedCode {
  hashCode: string;
  expiresAt: Date;
}

interface CodeRow {
  phone: string;
  purpose: CodePurpose;
  code_hmac: string;
  payload: Record<string, unknown>;
  attempts: number;
  expires_at: Date;
  confirmed_at: Date | null;
  consumed_at: Date | null;
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
export function phoneCodes(
  db: Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> },
  sms: SmsProvider,
  settings: AppSettings,
) {
  const hmac = (hashCode: string, code: string) => createHmac('sha256', settings.jwtSecret).update(`${hashCode}:${code}`).digest('hex');
  const sameHmac = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    /** Generates, stores and sends a code; the answer is the handle and the code's death date. */
    async issue(phone: string, purpose: CodePurpose, payload: Record<string, unknown> = {}): Promise<IssuedCode> {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const hashCode = randomBytes(16).toString('hex');
      const now = settings.now();
      const expiresAt = new Date(now.getTime() + settings.codeLifetimeMs);
      await db.query(
        `INSERT INTO phone_codes (hash_code, purpose, phone, code_hmac, payload, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [hashCode, purpose, phone, hmac(hashCode, code), JSON.stringify(payload), expiresAt, now],
      );
      await sms.send(phone, SMS_TEXT[purpose](code));
      return { hashCode, expiresAt };
    },

    /**
     * Checks a code under a row lock: concurrent tries of one code are counted one by one, a
     * right code is accepted once. A wrong try counts; the last allowed wrong try spends the code.
     */
    async check(hashCode: string, phone: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<CodeRow>('SELECT * FROM phone_codes WHERE hash_code = $1 FOR UPDATE', [hashCode]);
        if (!row || row.phone !== phone || row.purpose !== purpose || row.confirmed_at) return { result: 'unknown' as const };
        if (row.attempts >= settings.codeMaxAttempts) return { result: 'exhausted' as const };
        if (new Date(row.expires_at).getTime() <= settings.now().getTime()) return { result: 'expired' as const };
        if (sameHmac(row.code_hmac, hmac(hashCode, code))) {
          await tx.query('UPDATE phone_codes SET confirmed_at = $2 WHERE hash_code = $1', [hashCode, settings.now()]);
          return { result: 'ok' as const, payload: row.payload };
        }
        await tx.query('UPDATE phone_codes SET attempts = attempts + 1 WHERE hash_code = $1', [hashCode]);
        return { result: 'wrong' as const, attemptsLeft: settings.codeMaxAttempts - row.attempts - 1 };
      });
    },

    /**
     * Spends a confirmed code once (an order placed with a phone confirmed by this hashCode):
     * true when the code was confirmed for this phone and purpose within `maxAgeMs` and not spent.
     * Pass the transaction that writes the order, so a failed order does not spend it.
     */
    async consumeConfirmed(tx: Queryable, hashCode: string, phone: string, purpose: CodePurpose, maxAgeMs: number): Promise<boolean> {
      const rows = await tx.query<{ hash_code: string }>(
        `UPDATE phone_codes SET consumed_at = $5
          WHERE hash_code = $1 AND phone = $2 AND purpose = $3 AND confirmed_at IS NOT NULL AND consumed_at IS NULL AND confirmed_at > $4
          RETURNING hash_code`,
        [hashCode, phone, purpose, new Date(settings.now().getTime() - maxAgeMs), settings.now()],
      );
      return rows.length === 1;
    },

    /** The latest live code of a phone for a purpose: when it was sent (for resend countdowns). */
    async latest(phone: string, purpose: CodePurpose): Promise<{ createdAt: Date; expiresAt: Date } | null> {
      const [row] = await db.query<{ created_at: Date; expires_at: Date }>(
        'SELECT created_at, expires_at FROM phone_codes WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
        [phone, purpose],
      );
      return row ? { createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) } : null;
    },
  };
}

export type PhoneCodes = ReturnType<typeof phoneCodes>;
