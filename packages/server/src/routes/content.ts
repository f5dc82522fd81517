import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { laptopsSchema, newsListSchema } from '../schemas/content';

export default async function contentRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/laptops', { schema: laptopsSchema }, async (request) => {
    const stockCode = await app.repos.geo.stockCodeFor(request.query.selectedCity);
    return { results: await app.repos.content.laptops(stockCode, request.query.laptops) };
  });
  typed.get('/api/news/list', { schema: newsListSchema }, async (request) =>
    app.repos.content.news(request.query.page, request.query.limit),
  );
}
