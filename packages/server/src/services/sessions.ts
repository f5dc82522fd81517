import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import type { AccessClaims, AccessTokens } from '../lib/tokens';
import type { ServiceContext } from './context';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const opaque = (bytes: number) => randomBytes(bytes).toString('base64url');

/** What a sign-in or a refresh hands out: the readable access token and the refresh token for the HttpOnly cookie. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/**
 * Sessions (decision 0031): a sign-in starts one; its refresh tokens rotate inside it; its access
 * tokens name it and live only while it does. Everything is in the database, so any instance can
 * end a session another one started, and the next request with its access token is refused.
 */
export function sessionService(ctx: Pick<ServiceContext, 'repos' | 'settings'> & { tokens: AccessTokens }) {
  const { repos, settings, tokens } = ctx;
  const refreshExpiry = (now: Date) => new Date(now.getTime() + settings.refreshTokenTtlSec * 1000);

  return {
    /** A new session of `userId`: an access token and the first refresh token of its family. */
    async start(userId: number): Promise<SessionTokens> {
      const sessionId = opaque(16);
      const refreshToken = opaque(32);
      const now = settings.now();
      await repos.authState.startSession(sessionId, userId, sha256(refreshToken), now, refreshExpiry(now));
      return { accessToken: await tokens.sign({ userId, sessionId }), refreshToken, sessionId };
    },

    /**
     * Spends a refresh token for the next pair of the same session; null when it opens nothing
     * (unknown, spent, expired, its session ended). Presenting a spent token ends its session.
     */
    async refresh(refreshToken: string): Promise<(SessionTokens & { userId: number }) | null> {
      const next = opaque(32);
      const now = settings.now();
      const outcome = await repos.authState.rotate(sha256(refreshToken), sha256(next), now, refreshExpiry(now));
      if (outcome.result !== 'rotated') return null;
      const { userId, sessionId } = outcome;
      return { accessToken: await tokens.sign({ userId, sessionId }), refreshToken: next, sessionId, userId };
    },

    /** The claims of an access token whose session is live; null otherwise (one primary-key read). */
    async authenticate(accessToken: string): Promise<AccessClaims | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const owner = await repos.authState.liveSessionUser(claims.sessionId, settings.now());
      return owner === claims.userId ? claims : null;
    },

    /** Logout: ends the session of the access token and the one of the refresh cookie (either may be missing). */
    async end(sessionId: string | null, refreshToken: string | null): Promise<void> {
      const now = settings.now();
      if (sessionId) await repos.authState.revokeSession(sessionId, now);
      if (refreshToken) await repos.authState.revokeSessionOf(sha256(refreshToken), now);
    },

    /** Ends every session of a user except `keep` (null: all); inside the caller's transaction. */
    async endOthers(userId: number, keep: string | null, tx?: Queryable): Promise<void> {
      await repos.authState.revokeSessionsOfUser(userId, keep, settings.now(), tx);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
