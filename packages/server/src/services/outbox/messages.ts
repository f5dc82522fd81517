import {
  ORDER_STATUS,
  ORDER_STATUS_NAMES,
  PAYMENT_REMINDER_BEFORE_MS,
  PAYMENT_WINDOW_MS,
  statusChangeMessages,
  type OrderStatusId,
  type StatusChangeSource,
} from '@store/domain';
import type { Queryable } from '../../db';
import { outboxRepository } from '../../repositories/outbox';
import type { AppSettings } from '../../settings';

/**
 * The messages an order's changes cause, written into the outbox in the caller's transaction
 * (decision 0061): the change and its messages commit together or not at all. Nothing here sends;
 * the sender (sender.ts) does, once, later. Every function takes the transaction the change runs in.
 */

/** A status id of SPEC §4 (1–16). */
const isStatusId = (value: number): value is OrderStatusId => Object.prototype.hasOwnProperty.call(ORDER_STATUS_NAMES, value);

export class UnknownOrderStatus extends Error {
  constructor(readonly statusId: number) {
    super(`Неизвестный статус заказа: ${statusId} (SPEC §4: 1–16)`);
    this.name = 'UnknownOrderStatus';
  }
}

/**
 * An order was placed (cart or one click): the shopper's e-mail (when an address is known) and the
 * orders desk's (every ORDERS_EMAIL address, in one message). Call after the order, its lines and
 * its payment are written in `tx`.
 */
export async function orderPlaced(tx: Queryable, orderId: number, settings: Pick<AppSettings, 'ordersEmail'>, now: Date): Promise<void> {
  const outbox = outboxRepository(tx);
  const read = await outbox.orderFacts(tx, orderId);
  if (!read) return;
  if (read.email) {
    await outbox.enqueue(tx, { kind: 'order-placed', channel: 'email', recipient: read.email, orderId, facts: read.facts }, now);
  }
  if (settings.ordersEmail.length > 0) {
    await outbox.enqueue(
      tx,
      { kind: 'order-placed-desk', channel: 'email', recipient: settings.ordersEmail.join(','), orderId, facts: read.facts },
      now,
    );
  }
}

/** An order became paid online (PayKeeper's notification, the reconciliation, the demo gateway): the shopper's e-mail. */
export async function orderPaid(tx: Queryable, orderId: number, amount: number, now: Date): Promise<void> {
  const outbox = outboxRepository(tx);
  const read = await outbox.orderFacts(tx, orderId);
  if (!read?.email) return;
  await outbox.enqueue(
    tx,
    { kind: 'order-paid', channel: 'email', recipient: read.email, orderId, facts: { ...read.facts, paidAmount: amount, payOnline: null } },
    now,
  );
}

export interface StatusChange {
  from: number;
  to: number;
  /** False when the order already had the status: nothing was written. */
  changed: boolean;
}

/**
 * THE way an order's status changes (1C's exchange, the operator's command, the payment rules):
 * locks the order, writes the new status and, in the same transaction `tx`, its messages — the
 * shopper's e-mail, and an SMS for «Готов к выдаче» (5, 6) and «Отменен» (statusChangeMessages of
 * @store/domain says which). Null for an unknown order; the same status again changes nothing and
 * writes no message. `now`: the change's time (the outbox's clock).
 */
export async function orderStatusChanged(
  tx: Queryable,
  orderId: number,
  newStatus: number,
  source: StatusChangeSource,
  now: Date = new Date(),
): Promise<StatusChange | null> {
  if (!isStatusId(newStatus)) throw new UnknownOrderStatus(newStatus);
  const [order] = await tx.query<{ status_id: number }>('SELECT status_id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  if (!order) return null;
  const from = order.status_id;
  if (from === newStatus) return { from, to: newStatus, changed: false };
  await tx.query('UPDATE orders SET status_id = $2 WHERE id = $1', [orderId, newStatus]);
  const which = statusChangeMessages(from, newStatus, source);
  if (!which.email && !which.sms) return { from, to: newStatus, changed: true };
  const outbox = outboxRepository(tx);
  const read = await outbox.orderFacts(tx, orderId);
  if (!read) return { from, to: newStatus, changed: true };
  const facts = { ...read.facts, statusFrom: from, statusTo: newStatus, payOnline: null };
  if (which.email && read.email) {
    await outbox.enqueue(tx, { kind: 'status-changed', channel: 'email', recipient: read.email, orderId, facts }, now);
  }
  if (which.sms) {
    await outbox.enqueue(tx, { kind: 'status-sms', channel: 'sms', recipient: read.facts.phone, orderId, facts }, now);
  }
  return { from, to: newStatus, changed: true };
}

/**
 * The reminder before the payment window closes (SPEC §9: 20 hours): orders still in payment,
 * unpaid, whose window ends within PAYMENT_REMINDER_BEFORE_MS, get one e-mail each (`once_key`
 * makes a second write of it nothing, whichever instance runs this). An address that left the
 * reminders gets none. Returns the orders reminded.
 */
export async function remindUnpaidOrders(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> } & Queryable,
  now: Date,
): Promise<number[]> {
  const outbox = outboxRepository(db);
  const windowStart = new Date(now.getTime() - PAYMENT_WINDOW_MS);
  const remindFrom = new Date(now.getTime() - (PAYMENT_WINDOW_MS - PAYMENT_REMINDER_BEFORE_MS));
  const reminded: number[] = [];
  for (const orderId of await outbox.reminderCandidates(windowStart, remindFrom, ORDER_STATUS.IN_PAYMENT, 200)) {
    const written = await db.transaction(async (tx) => {
      const read = await outbox.orderFacts(tx, orderId);
      if (!read?.email || !read.facts.payOnline || (await outbox.isUnsubscribed(tx, read.email))) return false;
      const id = await outbox.enqueue(
        tx,
        {
          kind: 'payment-reminder',
          channel: 'email',
          recipient: read.email,
          orderId,
          facts: read.facts,
          onceKey: `payment-reminder:${orderId}`,
        },
        now,
      );
      return id !== null;
    });
    if (written) reminded.push(orderId);
  }
  return reminded;
}
