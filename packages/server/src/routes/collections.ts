import { COMPARE_LIMIT, compareLimitText } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../http-error';
import { assertSelf } from '../plugins/auth';
import { compareSchemas, favouritesSchemas, type CollectionItem, type CollectionSchemas } from '../schemas/collections';
import { defectNotFound, productNotFound } from './cart';

/** What the routes of one collection use of its repository. */
interface CollectionStore<Card> {
  known(items: readonly CollectionItem[]): Promise<{ products: Set<number>; defects: Map<string, { productId: number }> }>;
  items(userId: number): Promise<CollectionItem[]>;
  cards(items: readonly CollectionItem[], stockCode: number, now: Date): Promise<Card[]>;
  addMany(userId: number, items: readonly CollectionItem[], limit?: number): Promise<{ added: boolean }>;
  remove(userId: number, item: CollectionItem): Promise<void>;
  clear(userId: number): Promise<void>;
}

interface CollectionRoutes<Card extends z.ZodType> {
  /** The collection's path: `/api/favorites`, `/api/compare`. */
  base: string;
  schemas: CollectionSchemas<Card>;
  store(app: FastifyInstance): CollectionStore<z.output<Card>>;
  /** The most items the collection holds, and the 422's words past it. */
  limit?: { count: number; text: string };
}

/**
 * The routes of a signed-in user's collection (SPEC §3, §4 Sign-in: the local copy is pushed at
 * sign-in, then the server copy is loaded). Only the token's own user: 401 without a token, 403
 * for another user's id. Every answer is the whole list with its cards for the selected city.
 */
function collectionRoutes<Card extends z.ZodType>({ base, schemas, store, limit }: CollectionRoutes<Card>) {
  return async function routes(app: FastifyInstance) {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: app.requireUser };
    const repo = store(app);

    async function listOf(userId: number, selectedCity: number | undefined) {
      const stockCode = await app.repos.geo.stockCodeFor(selectedCity);
      const items = await repo.items(userId);
      return { items: await repo.cards(items, stockCode, app.settings.now()) };
    }

    typed.post(`${base}/add-many`, { schema: schemas.addMany, ...auth }, async (request) => {
      const userId = assertSelf(request, request.body.userId);
      const { products } = request.body;
      const known = await repo.known(products);
      // A sold-out marked-down item may stay (the shopper may wait for another): only serial
      // numbers that never belonged to the product are refused.
      for (const { productId, defectSerialNumber } of products) {
        if (!known.products.has(productId)) throw productNotFound(productId);
        if (defectSerialNumber !== null && known.defects.get(defectSerialNumber)?.productId !== productId) {
          throw defectNotFound(defectSerialNumber);
        }
      }
      const { added } = await repo.addMany(userId, products, limit?.count);
      if (limit && !added) throw new HttpError(422, limit.text);
      return listOf(userId, request.query.selectedCity);
    });

    typed.get(`${base}/:userId`, { schema: schemas.list, ...auth }, async (request) => {
      const userId = assertSelf(request, request.params.userId);
      return listOf(userId, request.query.selectedCity);
    });

    // Removing what is not there answers the list as it is: a repeated DELETE is harmless.
    typed.delete(`${base}/:userId/item`, { schema: schemas.removeItem, ...auth }, async (request) => {
      const userId = assertSelf(request, request.params.userId);
      const { productId, defectSerialNumber } = request.query;
      await repo.remove(userId, { productId, defectSerialNumber: defectSerialNumber ?? null });
      return listOf(userId, request.query.selectedCity);
    });

    const { clear } = schemas;
    if (clear) {
      typed.delete(`${base}/:userId`, { schema: clear, ...auth }, async (request) => {
        const userId = assertSelf(request, request.params.userId);
        await repo.clear(userId);
        return listOf(userId, request.query.selectedCity);
      });
    }
  };
}

/** Server favourites (SPEC §3 Favourite item), newest first. */
const favouriteRoutes = collectionRoutes({
  base: '/api/favorites',
  schemas: favouritesSchemas,
  store: (app) => app.repos.favourites,
});

/** The server comparison list (SPEC §2 /compare), in the order goods were added, at most COMPARE_LIMIT goods. */
const compareRoutes = collectionRoutes({
  base: '/api/compare',
  schemas: compareSchemas,
  store: (app) => app.repos.compare,
  limit: { count: COMPARE_LIMIT, text: compareLimitText(COMPARE_LIMIT) },
});

/** One file, two collections: each keeps its own plugin scope, as when they were registered apart. */
export default async function collectionsRoutes(app: FastifyInstance) {
  await app.register(favouriteRoutes);
  await app.register(compareRoutes);
}
