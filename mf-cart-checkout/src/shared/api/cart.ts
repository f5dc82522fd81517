import { ApiError, request, type Answer, type Product } from '@store/api-client';
import type { CartLine } from '@store/domain';
import { createEffect } from 'effector';

/** The server's cart for a city: lines with the product data a cart page shows. */
export type ServerCart = Answer<'/api/cart/find', 'get'>;
/** One line with its product data for the city (the server's shape; guests' lines are mapped to it). */
export type CartItem = ServerCart['cartList'][number];

interface UserCity {
  userId: number;
  cityId: number | undefined;
}

export const fetchServerCartFx = createEffect(({ userId, cityId }: UserCity) =>
  request('get', '/api/cart/find', { query: { userId, selectedCity: cityId } }),
);

/** SPEC §4 sign-in: the guest cart goes to the server (merged there), the answer is the user's cart. */
export const pushGuestCartFx = createEffect(({ userId, cityId, lines }: UserCity & { lines: CartLine[] }) =>
  request('post', '/api/cart/add-many', {
    query: { selectedCity: cityId },
    body: {
      userId,
      cartList: lines.map(({ id, defectSerialNumber, quantity, selected }) => ({ id, defectSerialNumber, quantity, selected })),
    },
  }),
);

export interface ServerLineChange extends UserCity {
  id: number;
  defectSerialNumber: string | null;
  quantity?: number;
  selected?: boolean;
}

export const setServerLineFx = createEffect(({ userId, cityId, id, defectSerialNumber, quantity, selected }: ServerLineChange) =>
  request('put', '/api/cart/{userId}/line', {
    path: { userId },
    query: { selectedCity: cityId },
    body: { id, defectSerialNumber, quantity, selected },
  }),
);

export const removeServerLineFx = createEffect(({ userId, cityId, id, defectSerialNumber }: ServerLineChange) =>
  request('delete', '/api/cart/{userId}/line', {
    path: { userId },
    query: { id, defectSerialNumber: defectSerialNumber ?? undefined, selectedCity: cityId },
  }),
);

/** Removes several lines one after another (the lines of a placed order); answers the cart after the last. */
export const removeServerLinesFx = createEffect(
  async ({ userId, cityId, keys }: UserCity & { keys: { id: number; defectSerialNumber: string | null }[] }) => {
    let cart: ServerCart | null = null;
    for (const { id, defectSerialNumber } of keys) {
      cart = await request('delete', '/api/cart/{userId}/line', {
        path: { userId },
        query: { id, defectSerialNumber: defectSerialNumber ?? undefined, selectedCity: cityId },
      });
    }
    return cart ?? request('get', '/api/cart/find', { query: { userId, selectedCity: cityId } });
  },
);

export const selectAllServerFx = createEffect(({ userId, cityId, selected }: UserCity & { selected: boolean }) =>
  request('put', '/api/cart/{userId}/selected', { path: { userId }, query: { selectedCity: cityId }, body: { selected } }),
);

export const clearServerCartFx = createEffect(({ userId, cityId }: UserCity) =>
  request('delete', '/api/cart/{userId}', { path: { userId }, query: { selectedCity: cityId } }),
);

async function fetchProducts({ ids, cityId }: { ids: number[]; cityId: number }) {
  const fetchedAt = Date.now();
  const unique = [...new Set(ids)];
  const answers = await Promise.all(
    unique.map((id) =>
      request('get', '/api/product/{id}', { path: { id }, query: { selectedCity: cityId } }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  const products: Record<number, Product | null> = {};
  unique.forEach((id, index) => {
    products[id] = answers[index] ?? null;
  });
  return { products, fetchedAt };
}

/**
 * Products of a guest's lines, one `GET /api/product/{id}` each (carts are small; the calls run
 * side by side). A product the API no longer knows is null: its line shows as unavailable.
 * `cityCode` is not sent: the caller keeps it with the answer, to price the lines by it.
 */
export const fetchCartProductsFx = createEffect((params: { ids: number[]; cityId: number; cityCode?: number }) => fetchProducts(params));

/** The same products for the checkout's prepayment (their categories' delivery prices, SPEC §9). */
export const fetchPrepaymentProductsFx = createEffect((params: { ids: number[]; cityId: number }) => fetchProducts(params));
