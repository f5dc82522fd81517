import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courierCitiesSchema, courierPointsSchema, courierPriceSchema } from '../schemas/courier-company';
import { quoteCourierCompany } from '../services/order-pricing';

export default async function courierCompanyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // SPEC §7 POST {courier-company}/price; `price` is what the shopper sees (SPEC §9 markup).
  r.post('/api/courier-company/price', { schema: courierPriceSchema }, async (request) => {
    const { productsData, ...destination } = request.body;
    return quoteCourierCompany(app, request, productsData, destination);
  });

  // SPEC §7 GET {courier-company}/points: with products, only points that take their total weight.
  r.get('/api/courier-company/points', { schema: courierPointsSchema }, async (request) => {
    const points = await app.providers.courierCompany.points(request.query.cityCode);
    const ids = request.query.products;
    if (!ids || ids.length === 0) return points;
    const weight = await app.repos.orders.totalWeight(ids);
    return points.filter((p) => p.maxWeightKg >= weight);
  });

  r.get('/api/courier-company/cities', { schema: courierCitiesSchema }, async () => app.providers.courierCompany.cities());
}
