import { DEFAULT_CITY } from '@store/domain';
import { createTestContext, signIn, type SignedInUser, type TestContext } from '.';

/** A marked-down item in stock in the default city's shop. */
export interface DefectInStock {
  product_id: number;
  serial_number: string;
  reason: string;
}

/** A collection suite's app: two signed-in users (`phones`) and a marked-down item in stock. */
export async function collectionFixtures(phones: [string, string]) {
  const ctx = await createTestContext();
  const user = await signIn(ctx, phones[0]);
  const other = await signIn(ctx, phones[1]);
  const [defect] = await ctx.db.query<DefectInStock>(
    'SELECT product_id, serial_number, reason FROM product_defects WHERE stock_code = 353 AND quantity > 0 ORDER BY serial_number LIMIT 1',
  );
  return { ctx, user, other, defect: defect! };
}

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
