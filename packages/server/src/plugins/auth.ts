import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { FORBIDDEN_OTHER_USER, UNAUTHORIZED } from '../lib/messages';
import { accessTokens, type AccessTokens } from '../lib/tokens';
import { sessionService, type SessionService } from '../services/sessions';

export { FORBIDDEN_OTHER_USER, UNAUTHORIZED } from '../lib/messages';
export { accessTokens, type AccessTokens } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid `Authorization: Bearer` access token of a live session, else null. */
    userId: number | null;
    /** The session of that access token, else null. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    tokens: AccessTokens;
    /** Sign-ins: start, refresh, end (decision 0031). */
    sessions: SessionService;
    /** preHandler: 401 «Требуется авторизация» without a valid access token. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Every user route checks that the token's user is the path's (or body's) user. */
export function assertSelf(request: FastifyRequest, userId: number): number {
  if (request.userId === null) throw new HttpError(401, UNAUTHORIZED);
  if (request.userId !== userId) throw new HttpError(403, FORBIDDEN_OTHER_USER);
  return userId;
}

/**
 * Reads the bearer token of every request; routes that need a user add `app.requireUser`. A token
 * counts only while its session is live: a copied access token stops working at logout.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = accessTokens(app.settings);
    app.decorate('tokens', tokens);
    app.decorate('sessions', sessionService({ repos: app.repos, settings: app.settings, tokens }));
    app.decorateRequest('userId', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      const claims = match ? await app.sessions.authenticate(match[1]!) : null;
      request.userId = claims?.userId ?? null;
      request.sessionId = claims?.sessionId ?? null;
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (request.userId === null) throw new HttpError(401, UNAUTHORIZED);
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['settings', 'repositories'] },
);
