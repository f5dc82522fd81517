import { SignJWT, jwtVerify } from 'jose';
import type { AppSettings } from '../settings';

/** Whose access token it is: the user and the session (sign-in) it belongs to. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else (a token without a session too). */
  verify(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'store-api';

/**
 * Short-lived HS256 access tokens (jose). Each names its session (`sid`): the auth plugin checks
 * the session is still live, so ending a session ends its access tokens too (decision 0031).
 */
export function accessTokens(settings: AppSettings): AccessTokens {
  const key = new TextEncoder().encode(settings.jwtSecret);
  return {
    async sign({ userId, sessionId }) {
      const now = Math.floor(settings.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + settings.accessTokenTtlSec)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: settings.now(),
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !sessionId) return null;
        return { userId, sessionId };
      } catch {
        return null;
      }
    },
  };
}
