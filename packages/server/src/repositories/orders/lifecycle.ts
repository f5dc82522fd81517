import { ORDER_STATUS } from '@store/domain';
import type { Queryable } from '../../db';

/** What happens to orders after they are placed: unpaid ones expire, guest ones join the account. */
export function orderLifecycleRepository(db: Queryable) {
  return {
    /**
     * Online orders still unpaid when their payment window has closed (created before `cutoff`):
     * locked, and the units they reserved go back to the shops and the marked-down items. The
     * caller cancels each in the same transaction `tx` through orderStatusChanged (the status and
     * its messages). One transaction per batch; `SKIP LOCKED` lets several instances run it at once.
     * `keep`: orders not to cancel this time (the payment gateway found them paid or could not say).
     */
    async expireUnpaid(tx: Queryable, cutoff: Date, batch = 100, keep: readonly number[] = []): Promise<number[]> {
      const rows = await tx.query<{ id: number }>(
        `SELECT id FROM orders WHERE status_id = $3 AND payment_status = 'pending' AND created_at < $1
            AND NOT (id = ANY($4::bigint[]))
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [cutoff, batch, ORDER_STATUS.IN_PAYMENT, keep],
      );
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return ids;
      // Summed per stock row first: UPDATE … FROM applies one source row per target row.
      await tx.query(
        `UPDATE stock s SET quantity = s.quantity + back.quantity
           FROM (SELECT product_id, shop_id, sum(quantity)::int AS quantity FROM order_products
                  WHERE order_id = ANY($1::bigint[]) AND shop_id IS NOT NULL AND defect_serial_number IS NULL
                  GROUP BY product_id, shop_id) back
          WHERE s.product_id = back.product_id AND s.shop_id = back.shop_id`,
        [ids],
      );
      await tx.query(
        `UPDATE product_defects d SET quantity = d.quantity + back.quantity
           FROM (SELECT defect_serial_number, sum(quantity)::int AS quantity FROM order_products
                  WHERE order_id = ANY($1::bigint[]) AND defect_serial_number IS NOT NULL
                  GROUP BY defect_serial_number) back
          WHERE d.serial_number = back.defect_serial_number`,
        [ids],
      );
      return ids;
    },

    /**
     * Guest orders placed with a phone become the account's once the account proves that phone
     * (sign-in by code, a confirmed phone, a phone change): the buyer finds them in the profile.
     */
    async attachGuestOrders(userId: number, phone: string): Promise<number> {
      const rows = await db.query<{ id: number }>('UPDATE orders SET user_id = $1 WHERE phone = $2 AND user_id IS NULL RETURNING id', [
        userId,
        phone,
      ]);
      return rows.length;
    },
  };
}
