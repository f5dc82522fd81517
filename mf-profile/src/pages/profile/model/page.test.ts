import { $session, $sessionChecked, authModalRequested, pageMetaChanged, sessionChecked, sessionEnded, sessionStarted } from '@store/bus';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { $order } from '../../../entities/order';
import { $user } from '../../../entities/user';
import { fetchOrderFx, fetchOrdersFx, fetchUserFx, type OrdersQuery } from '../../../shared/api';
import { order, orderList, profileUser, sessionUser } from '../../../shared/lib/test-data';
import { $orders } from './orders';
import { $access, pageLeft, pageStarted, signInClicked } from './page';

const calls = { user: [] as number[], orders: [] as OrdersQuery[], order: [] as number[] };
const handlers = [
  [
    fetchUserFx,
    async (id: number) => {
      calls.user.push(id);
      return profileUser({ id });
    },
  ],
  [
    fetchOrdersFx,
    async (query: OrdersQuery) => {
      calls.orders.push(query);
      return orderList([order()]);
    },
  ],
  [
    fetchOrderFx,
    async (id: number) => {
      calls.order.push(id);
      return order({ id });
    },
  ],
] as const;

/** A page in a scope: a guest before the start-up ends (default), a guest after it, or signed in. */
function setup(start: 'starting' | 'guest' | 'signedIn' = 'starting') {
  const scope = fork({
    values: [
      [$session, start === 'signedIn' ? { isAuth: true, user: sessionUser } : { isAuth: false, user: null }],
      [$sessionChecked, start !== 'starting'],
    ],
    handlers: handlers as unknown as [],
  });
  const signInRequests: unknown[] = [];
  createWatch({ unit: authModalRequested, scope, fn: (payload) => signInRequests.push(payload) });
  return { scope, signInRequests };
}

const open = (scope: Scope, pathname: string, search = '') => allSettled(pageStarted, { scope, params: { pathname, search } });

beforeEach(() => {
  calls.user = [];
  calls.orders = [];
  calls.order = [];
});

describe('guard: every profile page needs a signed-in user (SPEC §6)', () => {
  it('waits for the session start-up before asking a guest to sign in: no prompt flashes meanwhile', async () => {
    const { scope, signInRequests } = setup();
    await open(scope, '/profile/orders/1');
    expect(scope.getState($access)).toBe('checking');
    expect(signInRequests).toEqual([]);

    await allSettled(sessionChecked, { scope });
    expect(scope.getState($access)).toBe('guest');
    expect(signInRequests).toEqual([{ returnTo: '/profile/orders/1' }]);
    expect(calls.order).toEqual([]);
  });

  it('asks at once when the start-up is already over, with the query in the return address', async () => {
    const { scope, signInRequests } = setup('guest');
    await open(scope, '/profile/orders', '?page=2&status=4');
    expect(signInRequests).toEqual([{ returnTo: '/profile/orders?page=2&status=4' }]);
  });

  it('«Войти» asks again', async () => {
    const { scope, signInRequests } = setup('guest');
    await open(scope, '/profile');
    await allSettled(signInClicked, { scope });
    expect(signInRequests).toHaveLength(2);
  });

  it('shows the page as soon as the session starts, without a reload', async () => {
    const { scope } = setup('guest');
    await open(scope, '/profile/orders/77');
    await allSettled(sessionStarted, { scope, params: { user: sessionUser } });
    expect(scope.getState($access)).toBe('granted');
    expect(calls.order).toEqual([77]);
    expect(scope.getState($order)?.id).toBe(77);
  });

  it('a session restored from cookies at start-up never shows the prompt', async () => {
    const { scope, signInRequests } = setup();
    await open(scope, '/profile');
    await allSettled(sessionStarted, { scope, params: { user: sessionUser, restored: true } });
    await allSettled(sessionChecked, { scope });
    expect(signInRequests).toEqual([]);
    expect(calls.user).toEqual([7]);
  });

  it('does not ask for sign-in once the shopper has left the profile', async () => {
    const { scope, signInRequests } = setup();
    await open(scope, '/profile');
    await allSettled(pageLeft, { scope });
    await allSettled(sessionChecked, { scope });
    expect(signInRequests).toEqual([]);
  });

  it('an expired session asks again; signing out on purpose only shows the prompt', async () => {
    const expired = setup('signedIn');
    await open(expired.scope, '/profile');
    await allSettled(sessionEnded, { scope: expired.scope, params: { reason: 'expired' } });
    expect(expired.signInRequests).toEqual([{ returnTo: '/profile' }]);
    expect(expired.scope.getState($user)).toBeNull();

    const logout = setup('signedIn');
    await open(logout.scope, '/profile');
    await allSettled(sessionEnded, { scope: logout.scope, params: { reason: 'logout' } });
    expect(logout.scope.getState($access)).toBe('guest');
    expect(logout.signInRequests).toEqual([]);
  });
});

describe('each profile address loads its own data', () => {
  it('the profile loads the user; the history its page and status; an order its id', async () => {
    const { scope } = setup('signedIn');
    await open(scope, '/profile');
    expect(calls.user).toEqual([7]);
    await open(scope, '/profile/orders', '?page=2&status=abc');
    expect(calls.orders).toEqual([{ page: 2, status: null }]);
    expect(scope.getState($orders)?.items).toHaveLength(1);
    await open(scope, '/profile/orders/15');
    expect(calls.order).toEqual([15]);
  });

  it('a non-numeric order id asks nothing of the API', async () => {
    const { scope } = setup('signedIn');
    await open(scope, '/profile/orders/abc');
    expect(calls.order).toEqual([]);
  });

  it('names the page for the head and the breadcrumbs', async () => {
    const { scope } = setup('signedIn');
    const metas: unknown[] = [];
    createWatch({ unit: pageMetaChanged, scope, fn: (meta) => metas.push(meta) });
    await open(scope, '/profile/orders/15');
    await open(scope, '/profile/orders');
    expect(metas).toEqual([
      { title: 'Заказ № 15', path: '/profile/orders/15' },
      { title: 'Мои заказы', path: '/profile/orders' },
    ]);
  });
});
