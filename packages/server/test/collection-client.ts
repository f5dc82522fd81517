import { DEFAULT_CITY } from '@store/domain';
import type { SignedInUser, TestContext } from './helpers';

/** An item as a client sends it; the serial may be left out for the new product. */
export type CollectionItemIn = { productId: number; defectSerialNumber?: string | null };

/**
 * The calls of one collection's routes (`/api/favorites`, `/api/compare`) with their status and
 * body: as `user` unless another (or no one) is named, for `user`'s id unless another is named.
 */
export function collectionClient<Body>(base: string, current: () => { ctx: TestContext; user: SignedInUser }) {
  const call = async (options: { method?: 'POST' | 'DELETE'; url: string; who: SignedInUser | null; payload?: object }) => {
    const res = await current().ctx.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers: options.who?.headers ?? {},
      ...(options.payload ? { payload: options.payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as Body };
  };
  return {
    addMany: (products: CollectionItemIn[], who: SignedInUser | null = current().user, userId = current().user.id) =>
      call({ method: 'POST', url: `${base}/add-many?selectedCity=${DEFAULT_CITY.id}`, who, payload: { userId, products } }),
    list: (who: SignedInUser | null = current().user, userId = current().user.id, query = '') =>
      call({ url: `${base}/${userId}${query}`, who }),
    remove: (query: string, who: SignedInUser | null = current().user, userId = current().user.id) =>
      call({ method: 'DELETE', url: `${base}/${userId}/item?${query}`, who }),
    clear: (who: SignedInUser | null = current().user, userId = current().user.id) =>
      call({ method: 'DELETE', url: `${base}/${userId}`, who }),
  };
}
