import { ApiError } from '@store/api-client';
import { sessionEnded } from '@store/bus';
import { allSettled, fork } from 'effector';
import { fetchOrderFx, type ProfileOrder } from '../../../shared/api';
import { order } from '../../../shared/lib/test-data';
import { $order, $orderStatus, orderRequested, orderRetried } from './order';

const answering = (answer: (id: number) => ProfileOrder) => {
  const calls: number[] = [];
  const handler = async (id: number) => {
    calls.push(id);
    return answer(id);
  };
  return { calls, handler };
};

describe('the order page’s order', () => {
  it('loads the asked order', async () => {
    const api = answering((id) => order({ id }));
    const scope = fork({ handlers: [[fetchOrderFx, api.handler]] });
    await allSettled(orderRequested, { scope, params: 501 });
    expect(scope.getState($orderStatus)).toBe('ready');
    expect(scope.getState($order)?.id).toBe(501);
  });

  it('a non-numeric id is not found without asking the API', async () => {
    const api = answering((id) => order({ id }));
    const scope = fork({ handlers: [[fetchOrderFx, api.handler]] });
    await allSettled(orderRequested, { scope, params: null });
    expect(scope.getState($orderStatus)).toBe('notFound');
    expect(api.calls).toEqual([]);
  });

  it.each([403, 404, 400])("an order the API refuses (%i: another user's, none, malformed) is not found, never shown", async (status) => {
    const scope = fork({
      values: [[$order, order({ id: 9 })]],
      handlers: [
        [
          fetchOrderFx,
          async (): Promise<ProfileOrder> => {
            throw new ApiError(status, 'Заказ не найден');
          },
        ],
      ],
    });
    await allSettled(orderRequested, { scope, params: 10 });
    expect(scope.getState($orderStatus)).toBe('notFound');
    expect(scope.getState($order)).toBeNull();
  });

  it('a network failure offers «Повторить», which loads it again', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchOrderFx,
          async (id: number): Promise<ProfileOrder> => {
            if (fail) throw new ApiError(0, 'Network Error');
            return order({ id });
          },
        ],
      ],
    });
    await allSettled(orderRequested, { scope, params: 501 });
    expect(scope.getState($orderStatus)).toBe('error');
    fail = false;
    await allSettled(orderRetried, { scope });
    expect(scope.getState($orderStatus)).toBe('ready');
  });

  it('keeps the order on screen while it is fetched again, and drops it on sign-out', async () => {
    const api = answering((id) => order({ id, paykeeperStatus: 'obtained' }));
    const scope = fork({
      values: [
        [$order, order({ id: 501 })],
        [$orderStatus, 'ready'],
      ],
      handlers: [[fetchOrderFx, api.handler]],
    });
    const settled = allSettled(orderRequested, { scope, params: 501 });
    expect(scope.getState($orderStatus)).toBe('ready');
    await settled;
    expect(scope.getState($order)?.paykeeperStatus).toBe('obtained');
    await allSettled(sessionEnded, { scope, params: { reason: 'logout' } });
    expect(scope.getState($order)).toBeNull();
  });

  it('only the answer for the order asked last counts', async () => {
    const resolvers: Record<number, () => void> = {};
    const scope = fork({
      handlers: [
        [
          fetchOrderFx,
          (id: number) =>
            new Promise<ProfileOrder>((resolve) => {
              resolvers[id] = () => resolve(order({ id }));
            }),
        ],
      ],
    });
    const first = allSettled(orderRequested, { scope, params: 1 });
    const second = allSettled(orderRequested, { scope, params: 2 });
    resolvers[2]!();
    resolvers[1]!();
    await Promise.all([first, second]);
    expect(scope.getState($order)?.id).toBe(2);
  });
});
