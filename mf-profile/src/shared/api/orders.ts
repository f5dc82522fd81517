import { request, type Order, type OrderList } from '@store/api-client';
import type { OrderStatusId } from '@store/domain';
import { createEffect } from 'effector';

export type ProfileOrder = Order;
export type ProfileOrderLine = Order['orderProducts'][number];
export type ProfileOrderList = OrderList;

export interface OrdersQuery {
  page: number;
  /** null: all orders. */
  status: OrderStatusId | null;
}

/** GET /api/orders: the user's orders, newest first, 10 a page, optionally of one status. */
export const fetchOrdersFx = createEffect(({ page, status }: OrdersQuery): Promise<ProfileOrderList> =>
  request('get', '/api/orders', { query: status === null ? { page } : { page, status } }),
);

/** GET /api/orders/{id}: one's own order (403 for another user's, 404 for none). */
export const fetchOrderFx = createEffect((id: number): Promise<ProfileOrder> => request('get', '/api/orders/{id}', { path: { id } }));

/** POST /api/orders/{id}/pay: a new payment on the gateway inside the 20-hour window; answers its address. */
export const payOrderFx = createEffect((id: number): Promise<{ orderId: number; address: string }> =>
  request('post', '/api/orders/{id}/pay', { path: { id } }),
);
