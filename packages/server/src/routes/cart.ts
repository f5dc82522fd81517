import { cartCount, cartTotal } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { assertSelf } from '../plugins/auth';
import type { ItemKey, StoredLine } from '../repositories/cart';
import {
  cartAddManySchema,
  cartClearSchema,
  cartDeleteLineSchema,
  cartFindSchema,
  cartSelectAllSchema,
  cartSetLineSchema,
} from '../schemas/cart';

export const productNotFound = (id: number) => new HttpError(404, `Товар с кодом ${id} не найден`);
export const defectNotFound = (serial: string) => new HttpError(404, `Уценённый товар с серийным номером ${serial} не найден`);

/**
 * The server cart of a signed-in user (SPEC §3 Cart, §6, §7): the guest cart merged at sign-in,
 * the cart for a city with prices and totals computed here, and the changes a cart page makes.
 * Every call is for the token's own user (401 without a token, 403 for another user's id).
 */
export default async function cartRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.requireUser };

  /** The cart as the client shows it: lines with city prices, count and the total of selected lines. */
  async function cartFor(userId: number, selectedCity: number | undefined) {
    const stockCode = await app.repos.geo.stockCodeFor(selectedCity);
    const lines = await app.repos.cart.lines(userId);
    const cartList = await app.repos.cart.cards(lines, stockCode, app.settings.now());
    // A line that cannot be bought in the city (not priced there, a marked-down item sold or in
    // another city) stays in the cart for the shopper to see, but adds nothing to the total.
    const unitPrice = new Map<StoredLine, number>(cartList.map((line) => [line, line.price ?? 0]));
    return {
      cartList,
      cartCount: cartCount(cartList),
      totalPrice: cartTotal(cartList, (line) => unitPrice.get(line) ?? 0),
    };
  }

  /** Refuses unknown products and marked-down items (unknown, of another product, or sold out). */
  async function knownDefects(items: readonly ItemKey[]) {
    const known = await app.repos.cart.known(items);
    for (const item of items) {
      if (!known.products.has(item.id)) throw productNotFound(item.id);
      if (item.defectSerialNumber === null) continue;
      const defect = known.defects.get(item.defectSerialNumber);
      if (!defect || defect.productId !== item.id || defect.quantity < 1) throw defectNotFound(item.defectSerialNumber);
    }
    return known.defects;
  }

  typed.post('/api/cart/add-many', { schema: cartAddManySchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.body.userId);
    // A guest line at 0 (decremented to nothing, SPEC §4 Cart) neither adds a line nor lowers one.
    const guestLines = request.body.cartList.filter((line) => line.quantity > 0);
    const defects = await knownDefects(guestLines);
    // A marked-down item is one physical piece (rarely a few): the merged line holds no more than are left.
    const lines = guestLines.map((line) => {
      const left = line.defectSerialNumber === null ? undefined : defects.get(line.defectSerialNumber)?.quantity;
      return left === undefined ? line : { ...line, quantity: Math.min(line.quantity, left) };
    });
    await app.repos.cart.merge(userId, lines);
    return cartFor(userId, request.query.selectedCity);
  });

  typed.get('/api/cart/find', { schema: cartFindSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.query.userId);
    return cartFor(userId, request.query.selectedCity);
  });

  typed.put('/api/cart/:userId/line', { schema: cartSetLineSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    const { id, defectSerialNumber, quantity, selected } = request.body;
    const defects = await knownDefects([{ id, defectSerialNumber }]);
    const left = defectSerialNumber === null ? undefined : defects.get(defectSerialNumber)?.quantity;
    if (left !== undefined && quantity !== undefined && quantity > left) {
      throw new HttpError(422, `Этого уценённого товара в наличии только ${left} шт.`);
    }
    await app.repos.cart.setLine(userId, { id, defectSerialNumber }, { quantity, selected });
    return cartFor(userId, request.query.selectedCity);
  });

  typed.put('/api/cart/:userId/selected', { schema: cartSelectAllSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    await app.repos.cart.setAllSelected(userId, request.body.selected);
    return cartFor(userId, request.query.selectedCity);
  });

  // Removing what is not there changes nothing and answers the cart: a repeated DELETE is harmless.
  typed.delete('/api/cart/:userId/line', { schema: cartDeleteLineSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    await app.repos.cart.removeLine(userId, { id: request.query.id, defectSerialNumber: request.query.defectSerialNumber ?? null });
    return cartFor(userId, request.query.selectedCity);
  });

  typed.delete('/api/cart/:userId', { schema: cartClearSchema, ...auth }, async (request) => {
    const userId = assertSelf(request, request.params.userId);
    await app.repos.cart.clear(userId);
    return cartFor(userId, request.query.selectedCity);
  });
}
