import { ordersHref, orderHref, parseProfileRoute } from './route';

const at = (pathname: string, search = '') => parseProfileRoute({ pathname, search });

describe('profile addresses (SPEC §2)', () => {
  it('reads the profile, the history with its page and status, and an order', () => {
    expect(at('/profile')).toEqual({ name: 'account' });
    expect(at('/profile/')).toEqual({ name: 'account' });
    expect(at('/profile/orders', '?page=1&status=1')).toEqual({ name: 'orders', page: 1, status: 1 });
    expect(at('/profile/orders', '?page=3')).toEqual({ name: 'orders', page: 3, status: null });
    expect(at('/profile/orders')).toEqual({ name: 'orders', page: 1, status: null });
    expect(at('/profile/orders/42')).toEqual({ name: 'order', id: 42 });
  });

  it('a malformed page is page 1; an unknown status means all orders', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '1e3', '', '01'])
      expect(at('/profile/orders', `?page=${page}`)).toMatchObject({ page: 1 });
    for (const status of ['0', '17', 'new', '']) expect(at('/profile/orders', `?status=${status}`)).toMatchObject({ status: null });
    expect(at('/profile/orders', '?page=99999999')).toMatchObject({ page: 10_000 });
  });

  it('a non-numeric order id is an order that does not exist', () => {
    for (const id of ['abc', '0', '-1', '1.5', '12abc', '%E0%A4%A', '99999999999999999999']) {
      expect(at(`/profile/orders/${id}`)).toEqual({ name: 'order', id: null });
    }
  });

  it('any other address under /profile is not found', () => {
    expect(at('/profile/settings')).toEqual({ name: 'notFound' });
    expect(at('/profile/orders/1/edit')).toEqual({ name: 'notFound' });
    expect(at('/profileX')).toEqual({ name: 'notFound' });
  });

  it('writes history addresses without the defaults', () => {
    expect(ordersHref({ page: 1, status: null })).toBe('/profile/orders');
    expect(ordersHref({ page: 2, status: null })).toBe('/profile/orders?page=2');
    expect(ordersHref({ page: 1, status: 4 })).toBe('/profile/orders?status=4');
    expect(ordersHref({ page: 3, status: 12 })).toBe('/profile/orders?page=3&status=12');
    expect(orderHref(7)).toBe('/profile/orders/7');
  });
});
