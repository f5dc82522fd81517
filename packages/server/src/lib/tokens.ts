import { SignJWT, jwtVerify } from 'jose';
import type { AppSettings } from '../settings';

export interface AccessTokens {
  sign(userId: number): Promise<string>;
  /** The user id of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<number | null>;
}

const ISSUER = 'store-api';

/** Short-lived HS256 access tokens (jose); the refresh tokens live in the database (routes/auth). */
export function accessTokens(settings: AppSettings): AccessTokens {
  const key = new TextEncoder().encode(settings.jwtSecret);
  return {
    async sign(userId) {
      const now = Math.floor(settings.now().getTime() / 1000);
      return new SignJWT({})
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
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
