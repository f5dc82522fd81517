import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import type { ServiceContext } from '../context';

/** Step 5, pay: a payment of `amount` at the gateway, recorded with the address the buyer is sent to. */
export async function openPayment(
  ctx: Pick<ServiceContext, 'providers' | 'repos'>,
  q: Queryable,
  orderId: number,
  amount: number,
  now: Date,
): Promise<string> {
  const paymentId = randomBytes(16).toString('hex');
  const { address } = await ctx.providers.payments.createPayment({ paymentId, orderId, amount });
  await ctx.repos.payments.create(q, { id: paymentId, orderId, amount, address, createdAt: now });
  return address;
}

/** A new payment address for an order whose window is open (repayment, or payment after confirmation). */
export async function newPayment(ctx: Pick<ServiceContext, 'providers' | 'repos' | 'db' | 'settings'>, orderId: number, amount: number) {
  return openPayment(ctx, ctx.db, orderId, amount, ctx.settings.now());
}
