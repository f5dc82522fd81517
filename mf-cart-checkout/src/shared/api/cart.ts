import { ApiError, request, type Answer, type Product } from '@store/api-client';
import { takeCartProductEarly, type CartLine, type ItemRef } from '@store/domain';
import { createEffect } from 'effector';
import { fromWire, toWire } from './wire-item';

type WireCart = Answer<'/api/cart/find', 'get'>;
type WireCartItem = WireCart['cartList'][number];

/** One line with its product data for the city (the server's line; guests' lines are mapped to it). */
export type CartItem = Omit<WireCartItem, 'id'> & ItemRef;
/** The server's cart for a city: lines with the product data a cart page shows. */
export interface ServerCart extends Omit<WireCart, 'cartList'> {
  cartList: CartItem[];
}

const fromWireCart = (cart: WireCart): ServerCart => ({ ...cart, cartList: cart.cartList.map(fromWire) });

interface UserCity {
  userId: number;
  cityId: number | undefined;
}

const findCart = ({ userId, cityId }: UserCity) =>
  request('get', '/api/cart/find', { query: { userId, selectedCity: cityId } }).then(fromWireCart);

const removeLine = ({ userId, cityId, productId, defectSerialNumber }: UserCity & ItemRef) =>
  request('delete', '/api/cart/{userId}/line', {
    path: { userId },
    query: { id: productId, defectSerialNumber: defectSerialNumber ?? undefined, selectedCity: cityId },
  }).then(fromWireCart);

export const fetchServerCartFx = createEffect(findCart);

/** SPEC §4 sign-in: the guest cart goes to the server (merged there), the answer is the user's cart. */
export const pushGuestCartFx = createEffect(({ userId, cityId, lines }: UserCity & { lines: CartLine[] }) =>
  request('post', '/api/cart/add-many', {
    query: { selectedCity: cityId },
    body: { userId, cartList: lines.map(toWire) },
  }).then(fromWireCart),
);

export interface ServerLineChange extends UserCity, ItemRef {
  quantity?: number;
  selected?: boolean;
}

export const setServerLineFx = createEffect(({ userId, cityId, productId, defectSerialNumber, quantity, selected }: ServerLineChange) =>
  request('put', '/api/cart/{userId}/line', {
    path: { userId },
    query: { selectedCity: cityId },
    body: { id: productId, defectSerialNumber, quantity, selected },
  }).then(fromWireCart),
);

export const removeServerLineFx = createEffect((change: UserCity & ItemRef) => removeLine(change));

/** Removes several lines one after another (the lines of a placed order); answers the cart after the last. */
export const removeServerLinesFx = createEffect(async ({ userId, cityId, items }: UserCity & { items: ItemRef[] }) => {
  let cart: ServerCart | null = null;
  for (const item of items) cart = await removeLine({ userId, cityId, ...item });
  return cart ?? findCart({ userId, cityId });
});

export const selectAllServerFx = createEffect(({ userId, cityId, selected }: UserCity & { selected: boolean }) =>
  request('put', '/api/cart/{userId}/selected', { path: { userId }, query: { selectedCity: cityId }, body: { selected } }).then(
    fromWireCart,
  ),
);

export const clearServerCartFx = createEffect(({ userId, cityId }: UserCity) =>
  request('delete', '/api/cart/{userId}', { path: { userId }, query: { selectedCity: cityId } }).then(fromWireCart),
);

async function fetchProducts({ ids, cityId }: { ids: number[]; cityId: number }) {
  const fetchedAt = Date.now();
  const unique = [...new Set(ids)];
  const ask = (id: number) =>
    request('get', '/api/product/{id}', { path: { id }, query: { selectedCity: cityId } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
  // A guest's /cart asked for its lines' products in its HTML (@store/domain cart-products-early.ts):
  // taken once each, for the same city; asked again here when that ask failed.
  const early = (id: number) =>
    typeof window === 'undefined' ? undefined : (takeCartProductEarly(window, id, cityId) as Promise<Product | null> | undefined);
  const answers = await Promise.all(unique.map((id) => early(id)?.catch(() => ask(id)) ?? ask(id)));
  const products: Record<number, Product | null> = {};
  unique.forEach((id, index) => {
    products[id] = answers[index] ?? null;
  });
  return { products, fetchedAt };
}

/**
 * Products of a guest's lines, one `GET /api/product/{id}` each (carts are small; the calls run
 * side by side). A product the API no longer knows is null: its line shows as unavailable.
 * `stockCode` is not sent: the caller keeps it with the answer, to price the lines by it.
 */
export const fetchCartProductsFx = createEffect((params: { ids: number[]; cityId: number; stockCode?: number }) => fetchProducts(params));

/** The same products for the checkout's prepayment (their categories' delivery prices, SPEC §9). */
export const fetchPrepaymentProductsFx = createEffect((params: { ids: number[]; cityId: number }) => fetchProducts(params));
