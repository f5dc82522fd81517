import { ORDER_STATUS, PAYMENT_WINDOW_MS } from '@store/domain';
import type { Queryable } from '../db';
import type { PaymentLookup } from '../providers/payment-gateway';
import { PAYMENT_RECONCILIATION_DEFAULTS } from '../settings';
import type { ServiceContext } from './context';
import { orderPaid, orderStatusChanged } from './outbox';

/** Where jobs and routes report what an operator must know (pino's shape). */
export interface PaymentLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** SPEC §9: payment arrival is stated as within 5 minutes; only after that is a silent invoice asked about (by default). */
export const RECONCILE_AFTER_MS = PAYMENT_RECONCILIATION_DEFAULTS.afterMs;
/**
 * Invoices of orders older than the window plus this are no longer asked about by the regular job:
 * the expiry asked once more before cancelling and withdrew the invoices.
 */
export const LATE_PAYMENT_MS = 24 * 60 * 60 * 1000;

/** The gateway says money came for an order: by its notification or when asked (reconciliation). */
export interface GatewayWord {
  orderId: number;
  /** The gateway's id of the payment; the same money is counted once, however it was heard of. */
  providerPaymentId: string;
  amount: number;
  status: 'obtained' | 'stuck';
  source: 'notification' | 'reconciliation';
}

/** What the gateway said when asked about an order's paid invoice. */
export const askedWord = (orderId: number, answer: Extract<PaymentLookup, { paid: true }>): GatewayWord => ({
  orderId,
  providerPaymentId: answer.providerPaymentId,
  amount: answer.amount,
  status: answer.status,
  source: 'reconciliation',
});

export type GatewayWordOutcome =
  /** The order is paid now (`cancelled`: it had been cancelled before the money came: the operator decides). */
  | { outcome: 'applied'; paymentId: string; cancelled: boolean }
  /** Heard before: nothing changed (a notification may still lift 'stuck' to 'obtained'). */
  | { outcome: 'duplicate' }
  /** Another payment had already paid the order: the money is recorded, the operator refunds one. */
  | { outcome: 'paid-twice'; paymentId: string }
  /** No payment of the order asks this amount: refused, the order stays unpaid. */
  | { outcome: 'wrong-amount'; expected: number[] }
  | { outcome: 'unknown-order' };

const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * Applies a gateway's word about money in one transaction, once per gateway payment id: the
 * order row is locked first, so a notification and a reconciliation of one order (on any
 * instance) apply one after the other and the second finds the word heard. The amount must be
 * one the store asked for this order; otherwise nothing is written.
 */
export async function applyGatewayWord(
  ctx: Pick<ServiceContext, 'db' | 'repos' | 'settings' | 'providers'>,
  word: GatewayWord,
): Promise<GatewayWordOutcome> {
  const provider = ctx.providers.payments.name;
  const key = `${provider}:${word.providerPaymentId}`;
  const now = ctx.settings.now();
  return ctx.db.transaction(async (tx): Promise<GatewayWordOutcome> => {
    const order = await ctx.repos.payments.lockOrder(tx, word.orderId);
    if (!order) return { outcome: 'unknown-order' };
    const heard = await ctx.repos.payments.wordHeard(tx, key);
    if (heard !== null) {
      if (heard === 'stuck' && word.source === 'notification') await ctx.repos.payments.notifiedAfterStuck(tx, key, order.id);
      return { outcome: 'duplicate' };
    }
    const payments = (await ctx.repos.payments.ofOrder(tx, order.id, provider)).filter((p) => sameMoney(p.amount, word.amount));
    const payment = payments.find((p) => p.status === 'pending') ?? payments[0];
    if (!payment) {
      const asked = await ctx.repos.payments.ofOrder(tx, order.id, provider);
      return { outcome: 'wrong-amount', expected: asked.map((p) => p.amount) };
    }
    const paidNow = await ctx.repos.payments.recordPaid(
      tx,
      { key, paymentId: payment.id, orderId: order.id, status: word.status, amount: word.amount, source: word.source },
      now,
    );
    if (!paidNow) return { outcome: 'paid-twice', paymentId: payment.id };
    await paidOnline(tx, order.id, order.status_id, word.amount, now);
    return { outcome: 'applied', paymentId: payment.id, cancelled: order.status_id === ORDER_STATUS.CANCELLED };
  });
}

/**
 * What an order's becoming paid online does besides the payment's own rows, in the payment's
 * transaction: an order in payment becomes «Новый» (orderStatusChanged: the one status rule) and
 * the shopper gets the «оплачен» e-mail (the outbox).
 */
async function paidOnline(tx: Queryable, orderId: number, statusId: number, amount: number, now: Date): Promise<void> {
  if (statusId === ORDER_STATUS.IN_PAYMENT) await orderStatusChanged(tx, orderId, ORDER_STATUS.NEW, 'payment', now);
  await orderPaid(tx, orderId, amount, now);
}

/**
 * The demo gateway's verified notification, applied once in one transaction; when it makes the
 * order paid, the status and the message follow as for PayKeeper's word. False for a replay.
 */
export async function applyDemoNotification(
  ctx: Pick<ServiceContext, 'db' | 'repos' | 'settings'>,
  n: { notificationId: string; paymentId: string; orderId: number; status: 'obtained' | 'refused'; amount: number },
): Promise<boolean> {
  const now = ctx.settings.now();
  return ctx.db.transaction(async (tx) => {
    const order = await ctx.repos.payments.lockOrder(tx, n.orderId);
    const applied = await ctx.repos.payments.applyNotification(tx, n, now);
    if (order && applied.paidNow) await paidOnline(tx, order.id, order.status_id, n.amount, now);
    return applied.fresh;
  });
}

/** Writes to the log what an outcome means for the operator; true when the order became paid. */
export function reportOutcome(log: PaymentLog, word: GatewayWord, outcome: GatewayWordOutcome): boolean {
  const facts = { orderId: word.orderId, providerPaymentId: word.providerPaymentId, amount: word.amount, source: word.source };
  switch (outcome.outcome) {
    case 'applied':
      if (outcome.cancelled) log.error(facts, 'payment came for a cancelled order: restore the order or refund the payment');
      else if (word.source === 'reconciliation') log.warn(facts, 'payment found by reconciliation: its notification did not come');
      return true;
    case 'paid-twice':
      log.error(facts, 'second payment for an order already paid: refund one of them');
      return false;
    case 'wrong-amount':
      log.error(
        { ...facts, expected: outcome.expected },
        'payment amount differs from what the order asks: refused, the order stays unpaid',
      );
      return false;
    case 'unknown-order':
      log.error(facts, 'payment for an unknown order: refused');
      return false;
    case 'duplicate':
      return false;
  }
}

/**
 * Asks the gateway about invoices whose notification has not come within
 * `settings.paymentReconciliation.afterMs` (5 minutes), so that no paid order stays «Ожидает
 * оплату» because a notification was lost (SPEC §4, §9). Each invoice is taken by one instance at
 * a time (`claimUnconfirmed`) and asked at most every `recheckMs`; applying is idempotent besides.
 * A failed ask is logged and retried later. Returns the orders found paid. The server runs it every
 * `intervalMs` (a minute).
 */
export async function reconcilePayments(
  ctx: Pick<ServiceContext, 'db' | 'repos' | 'settings' | 'providers'>,
  log: PaymentLog,
  limit = 50,
): Promise<{ asked: number; paid: number[]; failed: number }> {
  const gateway = ctx.providers.payments;
  const result = { asked: 0, paid: [] as number[], failed: 0 };
  if (!gateway.lookup) return result;
  const now = ctx.settings.now();
  const { afterMs, recheckMs } = ctx.settings.paymentReconciliation;
  const claimed = await ctx.db.transaction((tx) =>
    ctx.repos.payments.claimUnconfirmed(tx, {
      provider: gateway.name,
      createdBefore: new Date(now.getTime() - afterMs),
      checkedBefore: new Date(now.getTime() - recheckMs),
      ordersAfter: new Date(now.getTime() - PAYMENT_WINDOW_MS - LATE_PAYMENT_MS),
      now,
      limit,
    }),
  );
  for (const payment of claimed) {
    result.asked += 1;
    try {
      const answer = await gateway.lookup(payment.invoice_id);
      if (!answer.paid) continue;
      const word = askedWord(payment.order_id, answer);
      if (reportOutcome(log, word, await applyGatewayWord(ctx, word))) result.paid.push(payment.order_id);
    } catch (error) {
      result.failed += 1;
      log.warn(
        { err: error, orderId: payment.order_id, invoiceId: payment.invoice_id },
        'payment reconciliation: the gateway did not answer',
      );
    }
  }
  return result;
}

/**
 * Asks the gateway once more about the invoices of orders whose window has closed, just before
 * the expiry cancels them: returns the orders that must not be cancelled now (found paid, or the
 * gateway could not say: the next run asks again).
 */
export async function lastAskBeforeExpiry(
  ctx: Pick<ServiceContext, 'db' | 'repos' | 'settings' | 'providers'>,
  cutoff: Date,
  log: PaymentLog,
): Promise<number[]> {
  const gateway = ctx.providers.payments;
  if (!gateway.lookup) return [];
  const keep = new Set<number>();
  for (const payment of await ctx.repos.payments.unconfirmedOfExpiredOrders(gateway.name, cutoff)) {
    if (keep.has(payment.order_id)) continue;
    try {
      const answer = await gateway.lookup(payment.invoice_id);
      if (!answer.paid) continue;
      keep.add(payment.order_id);
      const word = askedWord(payment.order_id, answer);
      reportOutcome(log, word, await applyGatewayWord(ctx, word));
    } catch (error) {
      keep.add(payment.order_id);
      log.warn({ err: error, orderId: payment.order_id, invoiceId: payment.invoice_id }, 'expiry: the gateway did not answer; order kept');
    }
  }
  return [...keep];
}

/** Withdraws the unpaid invoices of cancelled orders, so that nobody pays a cancelled order; a failure is logged only. */
export async function revokeInvoicesOf(
  ctx: Pick<ServiceContext, 'repos' | 'providers'>,
  orderIds: number[],
  log: PaymentLog,
): Promise<void> {
  const gateway = ctx.providers.payments;
  if (!gateway.revoke) return;
  for (const invoice of await ctx.repos.payments.pendingInvoicesOf(orderIds, gateway.name)) {
    try {
      await gateway.revoke(invoice.invoice_id);
    } catch (error) {
      log.warn({ err: error, orderId: invoice.order_id, invoiceId: invoice.invoice_id }, 'invoice of a cancelled order not withdrawn');
    }
  }
}
