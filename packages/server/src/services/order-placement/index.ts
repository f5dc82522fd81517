import { orderCreateFailed } from '@store/domain';
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db';
import { DatabaseUnavailableError } from '../../db/unavailable';
import { HttpError } from '../../http-error';
import type { OrderBody } from '../../schemas/orders';
import type { Caller, ServiceContext } from '../context';
import { orderPlaced } from '../outbox';
import { ORDER_CODE_MAX_AGE_MS } from './limits';
import { CONFIRM_PHONE_MESSAGE, IDEMPOTENCY_REUSED_MESSAGE } from './messages';
import { openPayment } from './pay';
import { priceGoods, resolveDestination } from './price';
import { orderRecord, persistOrder } from './persist';
import { reserveLines } from './reserve';
import { settleOrder } from './settle';
import { phoneProof, validateOrder, type OrderOptions } from './validate';

export { ORDER_CODE_MAX_AGE_MS, ORDERS_PER_IP_PER_HOUR } from './limits';
export * from './messages';
export { newPayment, openPayment, paymentSubjectOf } from './pay';
export { priceGoods, resolveDestination, type Destination, type PricedGoods, type PricedLine } from './price';
export { orderRecord, persistOrder } from './persist';
export { reserveLines } from './reserve';
export { settleOrder, type SettledOrder } from './settle';
export { phoneProof, validateOrder, type OrderOptions, type ValidOrder } from './validate';

export interface PlacedOrder {
  orderId: number;
  address?: string;
}

/** Thrown inside the order transaction when the idempotency key is taken: the transaction rolls back. */
class KeyTaken extends Error {}

/** The body fields that make an order what it is, for telling a repeated submit from another order under one key. */
function requestHash(body: OrderBody): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...body, hashCode: undefined }))
    .digest('hex');
}

/**
 * Places an order (SPEC §7 "add new one-click order", §5, §6, §9) in named steps: validate,
 * price (and settle delivery and payment), then in one transaction persist, reserve, pay and tell
 * (the outbox's e-mails) — any failure there leaves none of the order, its lines, the reservation,
 * the spent code, the payment or a message. Everything the client says about money is recomputed. A repeated submit under the
 * same Idempotency-Key answers the first order, once the phone is proven: the confirmed code (spent
 * or not, within its age) or the account's own phone.
 */
export async function placeOrder(ctx: ServiceContext, caller: Caller, body: OrderBody, options: OrderOptions): Promise<PlacedOrder> {
  const now = ctx.settings.now();
  const valid = await validateOrder(ctx, caller, body, options);
  const hash = requestHash(body);
  // The proof comes before anything about the key: a replay of someone else's order, or a probe of
  // whether a key was used, meets the same 403 as an unknown key.
  const hashCode = await phoneProof(ctx, caller, body, valid.phone, options.phoneCodeCookie);
  if (
    hashCode !== null &&
    !(await ctx.repos.authState.hasConfirmedOrderCode(hashCode, valid.phone, new Date(now.getTime() - ORDER_CODE_MAX_AGE_MS)))
  ) {
    throw new HttpError(403, CONFIRM_PHONE_MESSAGE, { confirmPhone: true });
  }
  const replay = async (q: Queryable): Promise<PlacedOrder | null> => {
    if (!options.idempotencyKey) return null;
    const existing = await ctx.repos.orders.byIdempotencyKey(q, valid.phone, options.idempotencyKey);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_REUSED_MESSAGE);
    const payment = await ctx.repos.payments.latestForOrder(existing.id);
    return payment && payment.status === 'pending' ? { orderId: existing.id, address: payment.address } : { orderId: existing.id };
  };
  const first = await replay(ctx.db);
  if (first) return first;

  const destination = await resolveDestination(ctx, body);
  const goods = await priceGoods(ctx, body, destination, now);
  const settled = await settleOrder(ctx, caller, body, destination, goods);
  const record = orderRecord(
    {
      userId: caller.userId,
      valid,
      destination,
      goods,
      settled,
      oneClick: options.oneClick,
      idempotencyKey: options.idempotencyKey ?? null,
      requestHash: hash,
      now,
    },
    body,
  );
  try {
    return await ctx.db.transaction(async (tx) => {
      const { orderId, codeSpent } = await persistOrder(ctx, tx, record, hashCode, ORDER_CODE_MAX_AGE_MS);
      if (orderId === null) throw new KeyTaken();
      if (!codeSpent) throw new HttpError(403, CONFIRM_PHONE_MESSAGE, { confirmPhone: true });
      await reserveLines(ctx, tx, orderId, goods.lines, destination);
      // Goods that wait for the operator are paid once confirmed (POST /api/orders/:id/pay).
      let placed: PlacedOrder = { orderId };
      if (settled.payNow > 0 && !settled.waiting) {
        const subject = {
          orderId,
          customer: record.customer,
          phone: record.phone,
          email: record.email,
          lines: goods.lines.map((l) => ({ title: l.title, price: l.price, quantity: l.quantity, assemblyPrice: l.assemblyPrice })),
          deliveryPrice: settled.deliveryPrice,
        };
        placed = { orderId, address: await openPayment(ctx, tx, subject, settled.payNow, now) };
      }
      // Step 6, tell: the shopper's and the orders desk's e-mails, in this transaction (decision 0061).
      await orderPlaced(tx, orderId, ctx.settings, now);
      return placed;
    });
  } catch (error) {
    if (error instanceof KeyTaken) {
      const existing = await replay(ctx.db);
      if (existing) return existing;
    }
    // Refused, not failed: nothing was written (or a lost COMMIT's order is found again by its key), and the shopper may retry.
    if (error instanceof HttpError || error instanceof DatabaseUnavailableError) throw error;
    caller.log.error({ err: error }, 'order placement failed');
    throw new HttpError(502, orderCreateFailed(ctx.settings.supportPhone));
  }
}
