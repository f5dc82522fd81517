import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cityInRegionSchema, deliveryPointsSchema } from '../schemas/geo';

export default async function geoRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/geo-region/city-in-region', { schema: cityInRegionSchema }, async (request) => {
    const withShops = request.query.point === 'true';
    const [items, otherCity] = await Promise.all([
      app.repos.geo.regionsWithCities(request.query.id, withShops),
      app.repos.geo.otherCity(withShops),
    ]);
    return { items, otherCity };
  });
  typed.get('/api/delivery-point/city/list', { schema: deliveryPointsSchema }, async (request) => ({
    items: await app.repos.geo.shopsOfCity(request.query.cityId),
  }));
}
