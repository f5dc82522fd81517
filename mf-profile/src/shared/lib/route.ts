import type { PageContext } from '@store/bus';
import { parseOrderStatusId, type OrderStatusId } from '@store/domain';

/** The profile's own addresses (SPEC §2): /profile, /profile/orders?page=&status=, /profile/orders/{id}. */
export type ProfileRoute =
  | { name: 'account' }
  | { name: 'orders'; page: number; status: OrderStatusId | null }
  | { name: 'order'; id: number | null }
  | { name: 'notFound' };

/** The API pages up to 10 000; beyond that a page is as good as "after the last". */
export const MAX_PAGE = 10_000;

const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** A whole positive number written plainly (no sign, no exponent, no leading zeros), else null. */
function positiveInt(text: string | null, max: number): number | null {
  if (text === null || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? Math.min(value, max) : null;
}

/**
 * Reads a location of the profile. Bad input never crashes: a malformed page is page 1, an unknown
 * status means all orders, a non-numeric order id is an order that does not exist.
 */
export function parseProfileRoute({ pathname, search }: PageContext): ProfileRoute {
  const path = trimSlashes(pathname);
  if (path === '/profile') return { name: 'account' };
  if (path === '/profile/orders') {
    const query = new URLSearchParams(search);
    return { name: 'orders', page: positiveInt(query.get('page'), MAX_PAGE) ?? 1, status: parseOrderStatusId(query.get('status')) };
  }
  const order = /^\/profile\/orders\/([^/]+)$/.exec(path);
  if (order) return { name: 'order', id: positiveInt(decodeURIComponentSafe(order[1]!), Number.MAX_SAFE_INTEGER) };
  return { name: 'notFound' };
}

function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export const ACCOUNT_PATH = '/profile';
export const ORDERS_PATH = '/profile/orders';

/** `/profile/orders?page=2&status=4`; page 1 and "all statuses" are left out. */
export function ordersHref({ page, status }: { page: number; status: OrderStatusId | null }): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (status !== null) query.set('status', String(status));
  const search = query.toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

export const orderHref = (id: number): string => `${ORDERS_PATH}/${id}`;
