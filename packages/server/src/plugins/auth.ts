import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { HttpError } from '../http-error';
import type { AppSettings } from '../settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid `Authorization: Bearer` access token, else null. */
    userId: number | null;
  }
  interface FastifyInstance {
    settings: AppSettings;
    tokens: AccessTokens;
    /** preHandler: 401 «Требуется авторизация» without a valid access token. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

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

export const UNAUTHORIZED = 'Требуется авторизация';
export const FORBIDDEN_OTHER_USER = 'Нет доступа к данным другого пользователя';

/** Every user route checks that the token's user is the path's (or body's) user. */
export function assertSelf(request: FastifyRequest, userId: number): number {
  if (request.userId === null) throw new HttpError(401, UNAUTHORIZED);
  if (request.userId !== userId) throw new HttpError(403, FORBIDDEN_OTHER_USER);
  return userId;
}

/** Reads the bearer token of every request; routes that need a user add `app.requireUser`. */
export function registerAuth(app: FastifyInstance, settings: AppSettings): void {
  const tokens = accessTokens(settings);
  app.decorate('settings', settings);
  app.decorate('tokens', tokens);
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    request.userId = match ? await tokens.verify(match[1]!) : null;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.userId === null) throw new HttpError(401, UNAUTHORIZED);
  });
}
