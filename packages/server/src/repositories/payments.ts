import { ORDER_STATUS } from '@store/domain';
import type { Queryable } from '../db';

export interface PaymentRow {
  id: string;
  order_id: number;
  amount: number;
  address: string;
  status: 'pending' | 'obtained' | 'refused';
  created_at: Date;
  paid_at: Date | null;
}

/** Online payment attempts and the gateway notifications already processed. */
export function paymentsRepository(db: Queryable) {
  return {
    async create(q: Queryable, payment: { id: string; orderId: number; amount: number; address: string; createdAt: Date }) {
      await q.query('INSERT INTO payments (id, order_id, amount, address, created_at) VALUES ($1, $2, $3, $4, $5)', [
        payment.id,
        payment.orderId,
        payment.amount,
        payment.address,
        payment.createdAt,
      ]);
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
     * 'obtained' marks the payment and the order paid (status «Новый»); 'refused' marks only the
     * attempt, the order stays pending until its window ends. Returns false for a replay.
     */
    async applyNotification(
      tx: Queryable,
      n: { notificationId: string; paymentId: string; orderId: number; status: 'obtained' | 'refused' },
      now: Date,
    ): Promise<boolean> {
      const fresh = await tx.query<{ notification_id: string }>(
        `INSERT INTO payment_notifications (notification_id, payment_id, status, received_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id`,
        [n.notificationId, n.paymentId, n.status, now],
      );
      if (fresh.length === 0) return false;
      if (n.status === 'obtained') {
        await tx.query(`UPDATE payments SET status = 'obtained', paid_at = $2 WHERE id = $1 AND status <> 'obtained'`, [n.paymentId, now]);
        await tx.query(
          `UPDATE orders SET payment_status = 'obtained', paid_at = $2, status_id = CASE WHEN status_id = $3 THEN $4 ELSE status_id END
            WHERE id = $1 AND payment_status IS DISTINCT FROM 'obtained'`,
          [n.orderId, now, ORDER_STATUS.IN_PAYMENT, ORDER_STATUS.NEW],
        );
      } else {
        await tx.query(`UPDATE payments SET status = 'refused' WHERE id = $1 AND status = 'pending'`, [n.paymentId]);
      }
      return true;
    },
  };
}
