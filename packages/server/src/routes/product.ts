import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productSchema } from '../schemas/product';

export default async function productRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/product/:id', { schema: productSchema }, async (request, reply) => {
    const stockCode = await app.repos.geo.stockCodeFor(request.query.selectedCity);
    const result = await app.repos.products.byId(request.params.id, stockCode, request.query.defectSerialNumber);
    if (!result.found) {
      const message = result.reason === 'defect' ? 'Уценённый товар с таким серийным номером не найден' : 'Товар не найден';
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message });
    }
    return result.product;
  });
}
