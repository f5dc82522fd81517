import type { Db, Queryable } from '../db';

/** What presenting a refresh token found. */
export type RefreshOutcome =
  { result: 'rotated'; userId: number; sessionId: string } | { result: 'replayed' | 'revoked' | 'expired' | 'unknown' };

interface RefreshRow {
  family_id: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  session_revoked_at: Date | null;
}

/**
 * Sign-in state kept between requests, in the database so every instance sees it: sessions, their
 * refresh tokens (stored as sha256 hashes, a family per session) and the spent local captcha tokens.
 */
export function authStateRepository(db: Db) {
  return {
    /** A new session (a sign-in) with its first refresh token. */
    async startSession(sessionId: string, userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO auth_sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
          sessionId,
          userId,
          now,
          expiresAt,
        ]);
        await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
          tokenHash,
          sessionId,
          userId,
          expiresAt,
          now,
        ]);
      });
    },

    /**
     * The user of a live session, or null: the check of every request that carries an access
     * token (one primary-key read). An expired session is dead even before it is pruned.
     */
    async liveSessionUser(sessionId: string, now: Date): Promise<number | null> {
      const [row] = await db.query<{ user_id: number }>(
        'SELECT user_id FROM auth_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
        [sessionId, now],
      );
      return row?.user_id ?? null;
    },

    /**
     * Spends a refresh token under a row lock and stores its successor in the same session. A token
     * that was already spent is a replay: its whole session is revoked (and stays revoked: the
     * transaction commits, the caller answers 401 afterwards).
     */
    async rotate(tokenHash: string, nextHash: string, now: Date, expiresAt: Date): Promise<RefreshOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<RefreshRow>(
          `SELECT t.family_id, t.user_id, t.expires_at, t.used_at, s.revoked_at AS session_revoked_at
             FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.family_id
            WHERE t.token_hash = $1
              FOR UPDATE`,
          [tokenHash],
        );
        if (!row) return { result: 'unknown' as const };
        if (row.session_revoked_at) return { result: 'revoked' as const };
        if (row.used_at) {
          await tx.query('UPDATE auth_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [row.family_id, now]);
          return { result: 'replayed' as const };
        }
        if (new Date(row.expires_at).getTime() <= now.getTime()) return { result: 'expired' as const };
        await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, now]);
        await tx.query('INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
          nextHash,
          row.family_id,
          row.user_id,
          expiresAt,
          now,
        ]);
        await tx.query('UPDATE auth_sessions SET expires_at = $2 WHERE id = $1', [row.family_id, expiresAt]);
        return { result: 'rotated' as const, userId: row.user_id, sessionId: row.family_id };
      });
    },

    /** Logout: ends a session (nothing when it is unknown or already ended). */
    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
    },

    /** Logout by the refresh cookie: ends the session of the token (nothing when the token is unknown). */
    async revokeSessionOf(tokenHash: string, now: Date): Promise<void> {
      await db.query(
        `UPDATE auth_sessions SET revoked_at = $2
          WHERE revoked_at IS NULL AND id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [tokenHash, now],
      );
    },

    /**
     * Ends every session of the user but `keep` (null: all of them): recovery ends all, a password
     * change all but the one that made it. Pass the transaction that sets the password.
     */
    async revokeSessionsOfUser(userId: number, keep: string | null, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE auth_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3', [
        userId,
        now,
        keep,
      ]);
    },

    /** Records a captcha token as spent; false when it already was (a replay, on this or another instance). */
    async spendCaptchaNonce(nonce: string, expiresAt: Date): Promise<boolean> {
      const rows = await db.query(
        'INSERT INTO captcha_tokens_used (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
        [nonce, expiresAt],
      );
      return rows.length === 1;
    },

    /** The latest messages of the local SMS provider to a phone, newest first (development route). */
    async smsOutbox(phone: string, limit: number): Promise<{ phone: string; text: string; createdAt: Date }[]> {
      const rows = await db.query<{ phone: string; text: string; created_at: Date }>(
        'SELECT phone, text, created_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2',
        [phone, limit],
      );
      return rows.map((row) => ({ phone: row.phone, text: row.text, createdAt: new Date(row.created_at) }));
    },

    /** Drops sessions, refresh tokens and captcha nonces that can no longer be presented. */
    async prune(now: Date): Promise<void> {
      await db.query('DELETE FROM auth_sessions WHERE expires_at < $1', [now]);
      await db.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [now]);
      await db.query('DELETE FROM captcha_tokens_used WHERE expires_at < $1', [now]);
    },

    /** A guest's order code for `phone`, confirmed after `since`, is on record. */
    async hasConfirmedOrderCode(hashCode: string, phone: string, since: Date): Promise<boolean> {
      const rows = await db.query<{ hash_code: string }>(
        `SELECT hash_code FROM phone_codes WHERE hash_code = $1 AND phone = $2 AND purpose = 'order' AND confirmed_at > $3`,
        [hashCode, phone, since],
      );
      return rows.length === 1;
    },

    /** Drops SMS codes that expired (and were not confirmed) before `before`. */
    async pruneCodes(before: Date): Promise<void> {
      await db.query('DELETE FROM phone_codes WHERE expires_at < $1 AND (confirmed_at IS NULL OR confirmed_at < $1)', [before]);
    },
  };
}
