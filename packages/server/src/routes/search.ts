import { DEFAULT_CITY } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchSchema } from '../schemas/search';

/** POST /api/product/search; `stockId` is the city's stock code (the default city's when absent). */
export default async function searchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/product/search', { schema: searchSchema }, async (request) => {
    const { query, stockId = DEFAULT_CITY.code, offset } = request.body;
    return app.catalogueCache.get(JSON.stringify(['search', query, stockId, offset]), () =>
      app.repos.search.search(query, stockId, offset),
    );
  });
}
