import type { Db, Queryable } from '../db';

export type CodePurpose = 'login' | 'recovery' | 'order' | 'phone-change';

export interface CodeRow {
  phone: string;
  purpose: CodePurpose;
  code_hmac: string;
  payload: Record<string, unknown>;
  attempts: number;
  expires_at: Date;
  confirmed_at: Date | null;
  consumed_at: Date | null;
}

/** One-time SMS codes (table phone_codes): only the HMAC of a code is kept. */
export function phoneCodeRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction(fn),

    async insert(c: {
      hashCode: string;
      purpose: CodePurpose;
      phone: string;
      codeHmac: string;
      payload: Record<string, unknown>;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO phone_codes (hash_code, purpose, phone, code_hmac, payload, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [c.hashCode, c.purpose, c.phone, c.codeHmac, JSON.stringify(c.payload), c.expiresAt, c.createdAt],
      );
    },

    /** Forgets a code that was never delivered. */
    async remove(hashCode: string): Promise<void> {
      await db.query('DELETE FROM phone_codes WHERE hash_code = $1', [hashCode]);
    },

    /** The code's row, locked until `tx` ends: concurrent tries of one code are counted one by one. */
    async lockForCheck(tx: Queryable, hashCode: string): Promise<CodeRow | null> {
      const [row] = await tx.query<CodeRow>('SELECT * FROM phone_codes WHERE hash_code = $1 FOR UPDATE', [hashCode]);
      return row ?? null;
    },

    async confirm(tx: Queryable, hashCode: string, at: Date): Promise<void> {
      await tx.query('UPDATE phone_codes SET confirmed_at = $2 WHERE hash_code = $1', [hashCode, at]);
    },

    async countWrongTry(tx: Queryable, hashCode: string): Promise<void> {
      await tx.query('UPDATE phone_codes SET attempts = attempts + 1 WHERE hash_code = $1', [hashCode]);
    },

    /** Spends a code confirmed after `confirmedAfter` and not spent yet; true when this call spent it. */
    async consumeConfirmed(
      tx: Queryable,
      hashCode: string,
      phone: string,
      purpose: CodePurpose,
      confirmedAfter: Date,
      at: Date,
    ): Promise<boolean> {
      const rows = await tx.query<{ hash_code: string }>(
        `UPDATE phone_codes SET consumed_at = $5
          WHERE hash_code = $1 AND phone = $2 AND purpose = $3 AND confirmed_at IS NOT NULL AND consumed_at IS NULL AND confirmed_at > $4
          RETURNING hash_code`,
        [hashCode, phone, purpose, confirmedAfter, at],
      );
      return rows.length === 1;
    },

    async latest(phone: string, purpose: CodePurpose): Promise<{ createdAt: Date; expiresAt: Date } | null> {
      const [row] = await db.query<{ created_at: Date; expires_at: Date }>(
        'SELECT created_at, expires_at FROM phone_codes WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
        [phone, purpose],
      );
      return row ? { createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) } : null;
    },
  };
}

export type PhoneCodeRepository = ReturnType<typeof phoneCodeRepository>;
