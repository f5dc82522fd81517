import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readySchema } from '../schemas/ready';
import { readinessCheck } from '../services/readiness';

/**
 * `GET /api/ready`: can this instance serve shoppers end to end (going live, monitoring)? 503 when
 * the database or any provider is not ready. `GET /api/health` stays the cheap liveness check for
 * a load balancer: a provider's outage must not take every instance out of rotation.
 */
export default async function readyRoutes(app: FastifyInstance) {
  const check = readinessCheck(app);
  app.withTypeProvider<ZodTypeProvider>().get('/api/ready', { schema: readySchema }, async (request, reply) => {
    const report = await check(request.log);
    void reply.header('cache-control', 'no-store');
    return reply.code(report.ready ? 200 : 503).send(report);
  });
}
