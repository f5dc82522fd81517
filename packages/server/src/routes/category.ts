import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryMenuSchema } from '../schemas/category';

export default async function categoryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/category/menu', { schema: categoryMenuSchema }, async (request) => {
    const stockCode = await app.repos.geo.stockCodeFor(request.query.selectedCity);
    return { categories: await app.repos.catalog.categoryMenu(stockCode) };
  });
}
