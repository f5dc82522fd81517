import { ORDER_STATUS } from '@store/domain';
import type { Queryable } from '../db';

export interface PaymentRow {
  id: string;
  order_id: number;
  amount: number;
  address: string;
  status: 'pending' | 'obtained' | 'refused';
  /** The gateway that holds it: 'demo' or 'paykeeper'. */
  provider: string;
  /** The gateway's invoice (null for the local demo). */
  invoice_id: string | null;
  checked_at: Date | null;
  created_at: Date;
  paid_at: Date | null;
}

/** A payment the store has not heard about yet, as the reconciliation asks the gateway about it. */
export interface UnconfirmedPayment {
  id: string;
  order_id: number;
  invoice_id: string;
  amount: number;
}

/** Online payment attempts and the gateway notifications already processed. */
export function paymentsRepository(db: Queryable) {
  return {
    async create(
      q: Queryable,
      payment: {
        id: string;
        orderId: number;
        amount: number;
        address: string;
        provider: string;
        invoiceId: string | null;
        createdAt: Date;
      },
    ) {
      await q.query(
        'INSERT INTO payments (id, order_id, amount, address, provider, invoice_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [payment.id, payment.orderId, payment.amount, payment.address, payment.provider, payment.invoiceId, payment.createdAt],
      );
    },

    async byId(id: string): Promise<PaymentRow | null> {
      const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [id]);
      return row ?? null;
    },

    async latestForOrder(orderId: number): Promise<PaymentRow | null> {
      const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id LIMIT 1', [
        orderId,
      ]);
      return row ?? null;
    },

    /**
     * Applies one verified notification once: a notification id seen before changes nothing.
     * 'obtained' marks the payment and the order paid; 'refused' marks only the attempt, the order
     * stays pending until its window ends. `fresh` is false for a replay; `paidNow` says the order
     * became paid by this one (the caller then moves its status and writes its message).
     */
    async applyNotification(
      tx: Queryable,
      n: { notificationId: string; paymentId: string; orderId: number; status: 'obtained' | 'refused' },
      now: Date,
    ): Promise<{ fresh: boolean; paidNow: boolean }> {
      const fresh = await tx.query<{ notification_id: string }>(
        `INSERT INTO payment_notifications (notification_id, payment_id, status, received_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id`,
        [n.notificationId, n.paymentId, n.status, now],
      );
      if (fresh.length === 0) return { fresh: false, paidNow: false };
      if (n.status === 'obtained') {
        await tx.query(`UPDATE payments SET status = 'obtained', paid_at = $2 WHERE id = $1 AND status <> 'obtained'`, [n.paymentId, now]);
        const paid = await tx.query<{ id: number }>(
          `UPDATE orders SET payment_status = 'obtained', paid_at = $2
            WHERE id = $1 AND payment_status IS DISTINCT FROM 'obtained' RETURNING id`,
          [n.orderId, now],
        );
        return { fresh: true, paidNow: paid.length > 0 };
      }
      await tx.query(`UPDATE payments SET status = 'refused' WHERE id = $1 AND status = 'pending'`, [n.paymentId]);
      return { fresh: true, paidNow: false };
    },

    /** The order a gateway's word is about, locked: a notification and a reconciliation of one order apply one after the other. */
    async lockOrder(tx: Queryable, orderId: number) {
      const [row] = await tx.query<{ id: number; status_id: number; payment_status: 'pending' | 'stuck' | 'obtained' | null }>(
        'SELECT id, status_id, payment_status FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      return row ?? null;
    },

    /** An order's payments at one gateway, newest first. */
    async ofOrder(tx: Queryable, orderId: number, provider: string): Promise<PaymentRow[]> {
      return tx.query<PaymentRow>('SELECT * FROM payments WHERE order_id = $1 AND provider = $2 ORDER BY created_at DESC, id DESC', [
        orderId,
        provider,
      ]);
    },

    /** The gateway's word about this payment of its was heard before (its status then), else null. */
    async wordHeard(tx: Queryable, key: string): Promise<string | null> {
      const [row] = await tx.query<{ status: string }>('SELECT status FROM payment_notifications WHERE notification_id = $1', [key]);
      return row?.status ?? null;
    },

    /**
     * Records the gateway's word that money came for `paymentId` and marks that payment paid; the
     * order becomes paid (`paykeeperStatus` 'obtained' or 'stuck') unless it already was. Returns
     * whether the order became paid by this word (the caller then moves its status «Ожидает оплату» →
     * «Новый» through orderStatusChanged and writes the «оплачен» message, in the same transaction).
     */
    async recordPaid(
      tx: Queryable,
      word: { key: string; paymentId: string; orderId: number; status: 'obtained' | 'stuck'; amount: number; source: string },
      now: Date,
    ): Promise<boolean> {
      await tx.query(
        `INSERT INTO payment_notifications (notification_id, payment_id, status, received_at, amount, source) VALUES ($1, $2, $3, $4, $5, $6)`,
        [word.key, word.paymentId, word.status, now, word.amount, word.source],
      );
      await tx.query(`UPDATE payments SET status = 'obtained', paid_at = $2 WHERE id = $1 AND status <> 'obtained'`, [word.paymentId, now]);
      const paid = await tx.query<{ id: number }>(
        `UPDATE orders SET payment_status = $3, paid_at = $2 WHERE id = $1 AND payment_status = 'pending' RETURNING id`,
        [word.orderId, now, word.status],
      );
      return paid.length > 0;
    },

    /** PayKeeper delivered the notification of a payment first found 'stuck' by reconciliation: it is now 'obtained'. */
    async notifiedAfterStuck(tx: Queryable, key: string, orderId: number): Promise<void> {
      await tx.query(`UPDATE payment_notifications SET status = 'obtained' WHERE notification_id = $1 AND status = 'stuck'`, [key]);
      await tx.query(`UPDATE orders SET payment_status = 'obtained' WHERE id = $1 AND payment_status = 'stuck'`, [orderId]);
    },

    /**
     * Takes up to `limit` pending invoices of `provider` to ask the gateway about: created before
     * `createdBefore` (the notification had its time), not asked since `checkedBefore`, of orders
     * still unpaid and created after `ordersAfter`. Marks them asked at `now` in the same statement;
     * `SKIP LOCKED` lets several instances take disjoint sets at once.
     */
    async claimUnconfirmed(
      tx: Queryable,
      o: { provider: string; createdBefore: Date; checkedBefore: Date; ordersAfter: Date; now: Date; limit: number },
    ): Promise<UnconfirmedPayment[]> {
      return tx.query<UnconfirmedPayment>(
        `UPDATE payments SET checked_at = $5
          WHERE id IN (
            SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
             WHERE p.provider = $1 AND p.status = 'pending' AND p.invoice_id IS NOT NULL
               AND p.created_at <= $2 AND (p.checked_at IS NULL OR p.checked_at <= $3)
               AND o.payment_status = 'pending' AND o.created_at > $4
             ORDER BY p.checked_at NULLS FIRST, p.created_at
             LIMIT $6
             FOR UPDATE OF p SKIP LOCKED)
          RETURNING id, order_id, invoice_id, amount`,
        [o.provider, o.createdBefore, o.checkedBefore, o.ordersAfter, o.now, o.limit],
      );
    },

    /** Pending invoices of `provider` for orders in payment whose window closed before `cutoff` (the expiry's last ask). */
    async unconfirmedOfExpiredOrders(provider: string, cutoff: Date): Promise<UnconfirmedPayment[]> {
      return db.query<UnconfirmedPayment>(
        `SELECT p.id, p.order_id, p.invoice_id, p.amount FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE p.provider = $1 AND p.status = 'pending' AND p.invoice_id IS NOT NULL
            AND o.status_id = $3 AND o.payment_status = 'pending' AND o.created_at < $2
          ORDER BY p.order_id, p.created_at`,
        [provider, cutoff, ORDER_STATUS.IN_PAYMENT],
      );
    },

    /** The pending invoices of orders (to withdraw them once the orders are cancelled). */
    async pendingInvoicesOf(orderIds: number[], provider: string): Promise<{ order_id: number; invoice_id: string }[]> {
      if (orderIds.length === 0) return [];
      return db.query<{ order_id: number; invoice_id: string }>(
        `SELECT order_id, invoice_id FROM payments
          WHERE order_id = ANY($1::bigint[]) AND provider = $2 AND status = 'pending' AND invoice_id IS NOT NULL`,
        [orderIds, provider],
      );
    },
  };
}
