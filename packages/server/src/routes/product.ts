import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { productSchema } from '../schemas/product';

export default async function productRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/product/:id', { schema: productSchema }, async (request) => {
    const stockCode = await app.repos.geo.stockCodeFor(request.query.selectedCity);
    const result = await app.repos.products.byId(request.params.id, stockCode, request.query.defectSerialNumber);
    if (!result.found) {
      throw new HttpError(404, result.reason === 'defect' ? 'Уценённый товар с таким серийным номером не найден' : 'Товар не найден');
    }
    return result.product;
  });
}
