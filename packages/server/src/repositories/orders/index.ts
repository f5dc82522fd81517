import type { Queryable } from '../../db';
import { orderLifecycleRepository } from './lifecycle';
import { orderPlacementRepository } from './placement';
import { orderReadingRepository } from './reading';
import { orderStockRepository } from './stock';

export type { NewOrder, OrderableProduct, OrderLineRow, OrderRequisitesRow, OrderRow } from './types';

/** Orders by concern: placement, stock reservation, reading, lifecycle (one object for the routes and services). */
export function ordersRepository(db: Queryable) {
  return {
    ...orderPlacementRepository(db),
    ...orderStockRepository(),
    ...orderReadingRepository(db),
    ...orderLifecycleRepository(db),
  };
}
