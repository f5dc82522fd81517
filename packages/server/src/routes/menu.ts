import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { menuByCodeSchema } from '../schemas/menu';

export default async function menuRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/menu/code', { schema: menuByCodeSchema }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { items: await app.repos.menus.byCodes(request.query.code) };
  });
}
