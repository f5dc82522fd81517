import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '../schemas/health';

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: healthSchema }, async () => {
    return { status: 'ok' as const, db: await app.repos.health.ping() };
  });
}
