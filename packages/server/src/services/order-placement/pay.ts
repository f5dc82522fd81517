import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import type { ServiceContext } from '../context';
import { paymentReceipt, type PaymentSubject } from '../payment-receipt';

/** The payment subject of an order as stored (repayment, payment after the operator's confirmation). */
export const paymentSubjectOf = (order: OrderRow & { lines: OrderLineRow[] }): PaymentSubject => ({
  orderId: order.id,
  customer: order.customer,
  phone: order.phone,
  email: order.email,
  lines: order.lines.map((l) => ({ title: l.product_name, price: l.price, quantity: l.quantity, assemblyPrice: l.assembly_price })),
  deliveryPrice: order.delivery_price,
});

/**
 * Step 5, pay: a payment of `amount` at the gateway (a new one each time: an invoice is never
 * reused), recorded with the address the buyer is sent to and the gateway's invoice id.
 */
export async function openPayment(
  ctx: Pick<ServiceContext, 'providers' | 'repos'>,
  q: Queryable,
  subject: PaymentSubject,
  amount: number,
  now: Date,
): Promise<string> {
  const paymentId = randomBytes(16).toString('hex');
  const gateway = ctx.providers.payments;
  const { address, invoiceId } = await gateway.createPayment({
    paymentId,
    orderId: subject.orderId,
    amount,
    buyer: { name: subject.customer, phone: subject.phone, email: subject.email },
    receipt: paymentReceipt(subject, amount),
  });
  await ctx.repos.payments.create(q, {
    id: paymentId,
    orderId: subject.orderId,
    amount,
    address,
    provider: gateway.name,
    invoiceId,
    createdAt: now,
  });
  return address;
}

/** A new payment address for an order whose window is open (repayment, or payment after confirmation). */
export async function newPayment(
  ctx: Pick<ServiceContext, 'providers' | 'repos' | 'db' | 'settings'>,
  order: OrderRow & { lines: OrderLineRow[] },
  amount: number,
) {
  return openPayment(ctx, ctx.db, paymentSubjectOf(order), amount, ctx.settings.now());
}
