import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { categoryProductsSchema } from '../schemas/catalogue';

export default async function catalogueRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/category/products', { schema: categoryProductsSchema }, async (request) => {
    const query = request.query;
    // The same page asked again within catalogueCacheMs is the copy of the first answer; a 404 is not kept.
    return app.catalogueCache.get(JSON.stringify(['category-products', query]), async () => {
      const slugs = query.categorySlug ? query.categorySlug.split('/') : [];
      // The category by its slugs comes with the page of new goods, in one statement.
      const found = await app.repos.listing.list({
        slugs,
        stockCode: await app.repos.geo.stockCodeFor(query.selectedCity),
        type: query.type,
        producers: query.producers ?? [],
        attributes: query.attributes,
        priceMin: query.priceMin,
        priceMax: query.priceMax,
        q: query.q,
        qMatch: query.q ? await app.repos.search.matchQuery(query.q) : undefined,
        sort: query.sortPrice,
        limit: query.limit,
        page: query.page,
      });
      if (!found) throw new HttpError(404, 'Категория не найдена');
      const { category, ...listing } = found;
      return {
        type: 'product' as const,
        catalogueType: query.type,
        ...listing,
        currentPage: query.page,
        limit: query.limit,
        category,
        slugs,
      };
    });
  });
}
