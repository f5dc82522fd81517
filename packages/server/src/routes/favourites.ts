import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertSelf } from '../plugins/auth';
import { favouritesAddManySchema, favouritesDeleteSchema, favouritesListSchema } from '../schemas/favourites';
import { defectNotFound, productNotFound } from './cart';

/**
 * Server favourites of a signed-in user (SPEC §3, §4 Sign-in: the local copy is pushed at sign-in,
 * then the server copy is loaded). Only the token's own user: 401 without a token, 403 otherwise.
 */
export async function favouriteRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };

  async function favouritesFor(userId: number, selectedCity: number | undefined) {
    const stockCode = await app.repos.geo.stockCodeFor(selectedCity);
    const items = await app.repos.favourites.items(userId);
    return { items: await app.repos.favourites.cards(items, stockCode, app.settings.now()) };
  }

  typed.post('/api/favorites/add-many', { schema: favouritesAddManySchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.body.userId);
    const { products } = request.body;
    const known = await app.repos.favourites.known(products.map((p) => ({ id: p.productId, defectSerialNumber: p.defectSerialNumber })));
    // A sold-out marked-down item may stay a favourite (the shopper may wait for another): only
    // serial numbers that never belonged to the product are refused.
    for (const { productId, defectSerialNumber } of products) {
      if (!known.products.has(productId)) throw productNotFound(productId);
      if (defectSerialNumber !== null && known.defects.get(defectSerialNumber)?.productId !== productId) {
        throw defectNotFound(defectSerialNumber);
      }
    }
    await app.repos.favourites.addMany(userId, products);
    return favouritesFor(userId, request.query.selectedCity);
  });

  typed.get('/api/favorites/:userId', { schema: favouritesListSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    return favouritesFor(userId, request.query.selectedCity);
  });

  // Removing what is not there answers the list as it is: a repeated DELETE is harmless.
  typed.delete('/api/favorites/:userId/item', { schema: favouritesDeleteSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    const { productId, defectSerialNumber } = request.query;
    await app.repos.favourites.remove(userId, { productId, defectSerialNumber: defectSerialNumber ?? null });
    return favouritesFor(userId, request.query.selectedCity);
  });
}
