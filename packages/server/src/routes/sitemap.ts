import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sitemapSchema } from '../schemas/sitemap';

/** GET /api/sitemap: the catalogue's addresses a page at a time, for the shell's sitemap.xml (one file a page). */
export default async function sitemapRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/sitemap', { schema: sitemapSchema }, async (request, reply) => {
    const { page, limit } = request.query;
    const { items, total } = await app.repos.sitemap.page((page - 1) * limit, limit);
    // Crawlers read it seldom and a new product may wait: an hour in any cache is fine.
    void reply.header('cache-control', 'public, max-age=3600');
    return { items, total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
  });
}
