import { sessionEnded, sessionStarted } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { fetchOrderFx, type ProfileOrder } from '../../../shared/api';
import { isNotFound } from '../../../shared/lib/form-error';

export type OrderStatus = 'idle' | 'loading' | 'ready' | 'error' | 'notFound';

/** The order page needs this order; null for an id that cannot be one (non-numeric). */
export const orderRequested = createEvent<number | null>();
/** «Повторить» after a failed load. */
export const orderRetried = createEvent();

const $orderId = createStore<number | null>(null).on(orderRequested, (_, id) => id);

/** The order on screen: only ever the signed-in user's own (the API answers 403 for another's). */
export const $order = createStore<ProfileOrder | null>(null).reset(sessionStarted, sessionEnded);
export const $orderStatus = createStore<OrderStatus>('idle').reset(sessionStarted, sessionEnded);

sample({ clock: orderRequested, filter: (id) => id === null, fn: () => 'notFound' as const, target: $orderStatus });

// The order shown stays while it is fetched again (fresh payment state); another order shows its skeleton.
sample({
  clock: orderRequested,
  source: $order,
  filter: (_, id) => id !== null,
  fn: (order, id) => (order?.id === id ? ('ready' as const) : ('loading' as const)),
  target: $orderStatus,
});
sample({ clock: orderRequested, source: $order, filter: (order, id) => id !== null && order?.id !== id, fn: () => null, target: $order });
sample({ clock: orderRequested, filter: (id): id is number => id !== null, target: fetchOrderFx });

const retried = sample({ clock: orderRetried, source: $orderId, filter: (id): id is number => id !== null });
sample({ clock: retried, fn: () => 'loading' as const, target: $orderStatus });
sample({ clock: retried, target: fetchOrderFx });

// Only the answer for the order asked last counts (a quick back-and-forth must not show a stale one).
const answered = sample({ clock: fetchOrderFx.done, source: $orderId, filter: (id, { params }) => id === params, fn: (_, done) => done });
sample({ clock: answered, fn: ({ result }) => result, target: $order });
sample({ clock: answered, fn: () => 'ready' as const, target: $orderStatus });

const failed = sample({ clock: fetchOrderFx.fail, source: $orderId, filter: (id, { params }) => id === params, fn: (_, fail) => fail });
sample({
  clock: failed,
  source: $order,
  fn: (order, { error }): OrderStatus => (isNotFound(error) ? 'notFound' : order ? 'ready' : 'error'),
  target: $orderStatus,
});
// A 403/404 for the order on screen (it was taken away) leaves nothing of it.
sample({ clock: failed, filter: ({ error }) => isNotFound(error), fn: () => null, target: $order });

/** The order's fresh answer arrived (the payment return check reads it). */
export const orderLoaded = answered.map(({ result }) => result);
