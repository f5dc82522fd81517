import { DEFAULT_CITY } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { marketFeedSchema } from '../schemas/market-feed';
import { marketFeedCache } from '../services/market-feed';

/** An HTTP date of If-Modified-Since, or null when absent or unreadable (then the feed is sent). */
const httpDate = (value: string | undefined): Date | null => {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * The YML feed at `/market.yml` — the address an operator gives to Яндекс; the shell's
 * server forwards it here — and at `/api/market.yml` through the shell's /api proxy. `?city=`:
 * the offers of another city (default: the main one). Cached per city and rebuilt when the
 * catalogue changes; If-Modified-Since is answered 304 while it has not.
 */
export default async function marketFeedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const feeds = marketFeedCache(app.repos.marketFeed, app.settings);
  app.addHook('onClose', async () => feeds.close());

  // The root address is the same handler as /api/market.yml, documented (and fuzzed) under /api once.
  for (const [url, hide] of [
    ['/market.yml', true],
    ['/api/market.yml', false],
  ] as const) {
    r.get(url, { schema: { ...marketFeedSchema, hide } }, async (request, reply) => {
      const city = await app.repos.marketFeed.city(request.query.city ?? DEFAULT_CITY.id);
      if (!city) throw new HttpError(404, 'Город не найден');
      const answer = await feeds.answer(city, httpDate(request.headers['if-modified-since']));
      reply.header('last-modified', answer.lastModified.toUTCString()).header('cache-control', 'public, max-age=600');
      if (answer.notModified) return reply.code(304).send();
      return reply.type('application/xml; charset=utf-8').send(answer.body);
    });
  }
}
