import { CLOSED_ORDER_STATUSES } from '@store/domain';
import type { Queryable } from '../../db';
import type { OrderLineRow, OrderRow } from './types';

// point_address: as the order was placed; orders placed before it was kept read the local reference table.
const ORDER_SELECT = `SELECT o.*, c.name AS city_name, sh.title AS shop_title, sh.address AS shop_address,
    COALESCE(o.courier_point_address, cp.address_full) AS point_address
  FROM orders o JOIN cities c ON c.id = o.city_id LEFT JOIN shops sh ON sh.id = o.shop_id
  LEFT JOIN courier_company_points cp ON cp.code = o.courier_point_code`;

/** Orders as their buyer reads them: one, a page of a user's, the open ones with the same goods. */
export function orderReadingRepository(db: Queryable) {
  const linesOf = async (orderIds: number[]) =>
    orderIds.length === 0
      ? []
      : db.query<OrderLineRow>('SELECT * FROM order_products WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, id', [orderIds]);

  return {
    async byId(id: number): Promise<(OrderRow & { lines: OrderLineRow[] }) | null> {
      const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
      if (!row) return null;
      return { ...row, lines: await linesOf([row.id]) };
    },

    /** A user's orders, newest first, `limit` a page, optionally of one status. */
    async listForUser(userId: number, statusId: number | undefined, page: number, limit: number) {
      const params: unknown[] = [userId];
      let where = 'o.user_id = $1';
      if (statusId !== undefined) {
        params.push(statusId);
        where += ' AND o.status_id = $2';
      }
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM orders o WHERE ${where}`,
        params,
      );
      const rows = await db.query<OrderRow>(
        `${ORDER_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        params,
      );
      const lines = await linesOf(rows.map((r) => r.id));
      return { total, items: rows.map((r) => ({ ...r, lines: lines.filter((l) => l.order_id === r.id) })) };
    },

    /** Open orders of a phone that contain any of the products (SPEC §2 similar-orders modal), newest first. */
    async similar(phone: string, productIds: number[]) {
      const rows = await db.query<OrderRow>(
        `${ORDER_SELECT} WHERE o.phone = $1 AND NOT (o.status_id = ANY($3::int[]))
           AND EXISTS (SELECT 1 FROM order_products op WHERE op.order_id = o.id AND op.product_id = ANY($2::int[]))
         ORDER BY o.created_at DESC, o.id DESC LIMIT 20`,
        [phone, productIds, CLOSED_ORDER_STATUSES],
      );
      const lines = await linesOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.order_id === r.id) }));
    },
  };
}
