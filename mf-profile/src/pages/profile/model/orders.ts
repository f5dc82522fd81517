import { sessionEnded, sessionStarted } from '@store/bus';
import { orderHistoryPages } from '@store/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { fetchOrdersFx, type OrdersQuery, type ProfileOrderList } from '../../../shared/api';
import { ordersHref } from '../../../shared/lib/route';

export type OrdersStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The history at the URL's page and status filter (SPEC §2 /profile/orders?page=&status=). */
export const ordersRequested = createEvent<OrdersQuery>();
/** «Повторить» after a failed load. */
export const ordersRetried = createEvent();

const sameQuery = (a: OrdersQuery | null, b: OrdersQuery | null) => a !== null && b !== null && a.page === b.page && a.status === b.status;

/** What the URL asks for. */
const $requested = createStore<OrdersQuery | null>(null)
  .on(ordersRequested, (_, query) => query)
  .reset(sessionStarted, sessionEnded);
/** The query of the last call made: only its answer counts (quick filter changes must not show a stale page). */
const $expected = createStore<OrdersQuery | null>(null)
  .on(fetchOrdersFx, (_, query) => query)
  .reset(sessionStarted, sessionEnded);
/** The query the list on screen answers; its page is the last one when the URL asked beyond it. */
export const $shownQuery = createStore<OrdersQuery | null>(null).reset(sessionStarted, sessionEnded);
export const $orders = createStore<ProfileOrderList | null>(null).reset(sessionStarted, sessionEnded);
export const $ordersStatus = createStore<OrdersStatus>('idle').reset(sessionStarted, sessionEnded);

// The page already on screen (e.g. after the page-beyond-the-last redirect) is not fetched again.
const needed = sample({
  clock: ordersRequested,
  source: { shown: $shownQuery, expected: $expected, loading: fetchOrdersFx.pending },
  filter: ({ shown, expected, loading }, query) => !sameQuery(shown, query) && !(loading && sameQuery(expected, query)),
  fn: (_, query) => query,
});
sample({ clock: [needed, sample({ clock: ordersRetried, source: $requested, filter: Boolean })], target: fetchOrdersFx });
sample({ clock: fetchOrdersFx, fn: () => 'loading' as const, target: $ordersStatus });

const answered = sample({
  clock: fetchOrdersFx.done,
  source: $expected,
  filter: (expected, { params }) => sameQuery(expected, params),
  fn: (_, done) => done,
});

// SPEC "a page beyond the last → the last page": an empty page after the last one is asked again as the last.
const beyondLast = (query: OrdersQuery, list: ProfileOrderList) =>
  list.items.length === 0 && list.total > 0 && query.page > orderHistoryPages(list.total);

sample({
  clock: answered,
  filter: ({ params, result }) => beyondLast(params, result),
  fn: ({ params, result }): OrdersQuery => ({ page: orderHistoryPages(result.total), status: params.status }),
  target: fetchOrdersFx,
});

const shown = sample({ clock: answered, filter: ({ params, result }) => !beyondLast(params, result) });
sample({ clock: shown, fn: ({ result }) => result, target: $orders });
sample({ clock: shown, fn: ({ params }) => params, target: $shownQuery });
sample({ clock: shown, fn: () => 'ready' as const, target: $ordersStatus });

sample({
  clock: fetchOrdersFx.fail,
  source: $expected,
  filter: (expected, { params }) => sameQuery(expected, params),
  fn: () => 'error' as const,
  target: $ordersStatus,
});

/** Pages of the history on screen. */
export const $ordersPages = $orders.map((list) => (list ? orderHistoryPages(list.total) : 1));

/**
 * Where the URL should be instead, once the list shows another page than it asked for (a page
 * beyond the last shows the last one); null when the URL is right.
 */
export const $ordersRedirect = combine($requested, $shownQuery, $ordersStatus, (requested, shownQuery, status) =>
  status === 'ready' && requested && shownQuery && requested.status === shownQuery.status && requested.page !== shownQuery.page
    ? ordersHref(shownQuery)
    : null,
);
