import { ApiError } from '@store/api-client';
import { sessionEnded } from '@store/bus';
import { allSettled, fork } from 'effector';
import { fetchOrdersFx, type OrdersQuery, type ProfileOrderList } from '../../../shared/api';
import { order, orderList } from '../../../shared/lib/test-data';
import { $orders, $ordersPages, $ordersRedirect, $ordersStatus, $shownQuery, ordersRequested, ordersRetried } from './orders';

/** A fake history of `total` orders, 10 a page, the ids newest first. */
function history(total: number, status: number | null = null) {
  const calls: OrdersQuery[] = [];
  const handler = async (query: OrdersQuery): Promise<ProfileOrderList> => {
    calls.push(query);
    const all = Array.from({ length: total }, (_, i) => order({ id: total - i, statusId: status ?? 1 }));
    const matching = query.status === null || query.status === status ? all : [];
    return orderList(matching.slice((query.page - 1) * 10, query.page * 10), matching.length, query.page);
  };
  return { calls, handler };
}

describe('order history kept in the URL (page and status)', () => {
  it('loads the page and status the URL asks for', async () => {
    const api = history(25, 4);
    const scope = fork({ handlers: [[fetchOrdersFx, api.handler]] });
    await allSettled(ordersRequested, { scope, params: { page: 2, status: 4 } });
    expect(api.calls).toEqual([{ page: 2, status: 4 }]);
    expect(scope.getState($ordersStatus)).toBe('ready');
    expect(scope.getState($orders)?.items.map((o) => o.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(scope.getState($ordersPages)).toBe(3);
    expect(scope.getState($ordersRedirect)).toBeNull();
  });

  it('a page beyond the last shows the last page and moves the URL there', async () => {
    const api = history(25);
    const scope = fork({ handlers: [[fetchOrdersFx, api.handler]] });
    await allSettled(ordersRequested, { scope, params: { page: 9, status: null } });
    expect(api.calls).toEqual([
      { page: 9, status: null },
      { page: 3, status: null },
    ]);
    expect(scope.getState($shownQuery)).toEqual({ page: 3, status: null });
    expect(scope.getState($orders)?.items.map((o) => o.id)).toEqual([5, 4, 3, 2, 1]);
    expect(scope.getState($ordersRedirect)).toBe('/profile/orders?page=3');

    // The shell starts the page again at the new address: the list on screen is not fetched twice.
    await allSettled(ordersRequested, { scope, params: { page: 3, status: null } });
    expect(api.calls).toHaveLength(2);
    expect(scope.getState($ordersRedirect)).toBeNull();
  });

  it('an empty history stays on page 1 with nothing to show', async () => {
    const api = history(0);
    const scope = fork({ handlers: [[fetchOrdersFx, api.handler]] });
    await allSettled(ordersRequested, { scope, params: { page: 1, status: null } });
    expect(scope.getState($ordersStatus)).toBe('ready');
    expect(scope.getState($orders)).toEqual({ items: [], total: 0, currentPage: 1 });
    expect(scope.getState($ordersRedirect)).toBeNull();
  });

  it('a filter change asks again; only the last asked answer is shown', async () => {
    const resolvers: (() => void)[] = [];
    const scope = fork({
      handlers: [
        [
          fetchOrdersFx,
          (query: OrdersQuery) =>
            new Promise<ProfileOrderList>((resolve) => {
              resolvers.push(() => resolve(orderList([order({ id: query.status ?? 0 })], 1)));
            }),
        ],
      ],
    });
    const first = allSettled(ordersRequested, { scope, params: { page: 1, status: 4 } });
    const second = allSettled(ordersRequested, { scope, params: { page: 1, status: 12 } });
    resolvers[1]!();
    resolvers[0]!();
    await Promise.all([first, second]);
    expect(scope.getState($orders)?.items[0]?.id).toBe(12);
    expect(scope.getState($shownQuery)).toEqual({ page: 1, status: 12 });
  });

  it('a failed load shows the error; «Повторить» asks for the same page again', async () => {
    let fail = true;
    const api = history(3);
    const scope = fork({
      handlers: [
        [
          fetchOrdersFx,
          (query: OrdersQuery) => {
            if (fail) return Promise.reject(new ApiError(0, 'Network Error'));
            return api.handler(query);
          },
        ],
      ],
    });
    await allSettled(ordersRequested, { scope, params: { page: 1, status: 3 } });
    expect(scope.getState($ordersStatus)).toBe('error');
    fail = false;
    await allSettled(ordersRetried, { scope });
    expect(api.calls).toEqual([{ page: 1, status: 3 }]);
    expect(scope.getState($ordersStatus)).toBe('ready');
  });

  it('forgets the history on sign-out', async () => {
    const api = history(3);
    const scope = fork({ handlers: [[fetchOrdersFx, api.handler]] });
    await allSettled(ordersRequested, { scope, params: { page: 1, status: null } });
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($orders)).toBeNull();
    expect(scope.getState($ordersStatus)).toBe('idle');
  });
});
