import { COMPARE_LIMIT, compareLimitText } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { assertSelf } from '../plugins/auth';
import { compareAddManySchema, compareClearSchema, compareDeleteItemSchema, compareListSchema } from '../schemas/compare';
import { defectNotFound, productNotFound } from './cart';

/**
 * The server comparison list of a signed-in user (SPEC §2 /compare, §4 Sign-in: the local list is
 * pushed at sign-in), like favourites: only the token's own user (401 without a token, 403 for
 * another user's id), at most COMPARE_LIMIT goods.
 */
export async function compareRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };

  async function compareFor(userId: number, selectedCity: number | undefined) {
    const stockCode = await app.repos.geo.stockCodeFor(selectedCity);
    const items = await app.repos.compare.items(userId);
    return { items: await app.repos.compare.cards(items, stockCode, app.settings.now()) };
  }

  typed.post('/api/compare/add-many', { schema: compareAddManySchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.body.userId);
    const { products } = request.body;
    const known = await app.repos.compare.known(products.map((p) => ({ id: p.productId, defectSerialNumber: p.defectSerialNumber })));
    // As favourites: a sold-out marked-down item may stay; a serial number of another product may not.
    for (const { productId, defectSerialNumber } of products) {
      if (!known.products.has(productId)) throw productNotFound(productId);
      if (defectSerialNumber !== null && known.defects.get(defectSerialNumber)?.productId !== productId) {
        throw defectNotFound(defectSerialNumber);
      }
    }
    const { added } = await app.repos.compare.addMany(userId, products, COMPARE_LIMIT);
    if (!added) throw new HttpError(422, compareLimitText(COMPARE_LIMIT));
    return compareFor(userId, request.query.selectedCity);
  });

  typed.get('/api/compare/:userId', { schema: compareListSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    return compareFor(userId, request.query.selectedCity);
  });

  // Removing what is not there answers the list as it is: a repeated DELETE is harmless.
  typed.delete('/api/compare/:userId/item', { schema: compareDeleteItemSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    const { productId, defectSerialNumber } = request.query;
    await app.repos.compare.remove(userId, { productId, defectSerialNumber: defectSerialNumber ?? null });
    return compareFor(userId, request.query.selectedCity);
  });

  typed.delete('/api/compare/:userId', { schema: compareClearSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    await app.repos.compare.clear(userId);
    return compareFor(userId, request.query.selectedCity);
  });
}
