import { matchRoute } from './route-match';

const routes = [
  { path: '/', name: 'home' },
  { path: '/store/*', name: 'catalogue' },
  { path: '/cart', name: 'cart' },
  { path: '/profile/orders/*', name: 'orders' },
];
const match = (pathname: string) => matchRoute(routes, pathname)?.name ?? null;

describe('route matching (the router and the shell’s server agree)', () => {
  it('an exact path matches itself only', () => {
    expect(match('/cart')).toBe('cart');
    expect(match('/cart/x')).toBeNull();
    expect(match('/')).toBe('home');
  });

  it('a `/*` route matches its root and everything below, not a longer name', () => {
    expect(match('/store')).toBe('catalogue');
    expect(match('/store/komp/noutbuki/5.html')).toBe('catalogue');
    expect(match('/storefront')).toBeNull();
  });

  it('ignores case and a trailing slash, as React Router does', () => {
    expect(match('/Cart/')).toBe('cart');
    expect(match('/PROFILE/orders/7')).toBe('orders');
    expect(match('//')).toBe('home');
  });

  it('the first entry that matches wins', () => {
    expect(matchRoute([...routes, { path: '/cart', name: 'second' }], '/cart')?.name).toBe('cart');
  });
});
