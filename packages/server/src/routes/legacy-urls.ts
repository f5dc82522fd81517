import { legacyStorePath } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { LEGACY_URL_MESSAGES, urlResolveSchema } from '../schemas/legacy-urls';

/**
 * Old URLs (SPEC §2) for the shell: where an old store page moved, so it can answer a 301. The
 * rule is `legacyStorePath` of @store/domain; the answer is the same for everyone, so it is cached.
 */
export default async function legacyUrlRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/url/resolve', { schema: urlResolveSchema }, async (request, reply) => {
    const location = legacyStorePath(request.query.path);
    if (location === null) throw new HttpError(404, LEGACY_URL_MESSAGES.notFound);
    void reply.header('cache-control', 'public, max-age=86400');
    return { location, statusCode: 301 as const };
  });
}
