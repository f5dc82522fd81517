import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { FORBIDDEN_OTHER_USER, UNAUTHORIZED } from '../lib/messages';
import { accessTokens, type AccessTokens } from '../lib/tokens';

export { FORBIDDEN_OTHER_USER, UNAUTHORIZED } from '../lib/messages';
export { accessTokens, type AccessTokens } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a valid `Authorization: Bearer` access token, else null. */
    userId: number | null;
  }
  interface FastifyInstance {
    tokens: AccessTokens;
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

/** Reads the bearer token of every request; routes that need a user add `app.requireUser`. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = accessTokens(app.settings);
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
  },
  { name: 'auth', fastify: '5.x', dependencies: ['settings'] },
);
