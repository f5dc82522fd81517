/**
 * A guest's `/cart`: the products of the stored lines asked for by the page's HTML, not after the
 * cart remote's code (issue 41, decision 0063). The server draws the cart's frame without the lines
 * (it cannot see localStorage, decision 0036); the lines are drawn by the cart page once its model
 * has read the stored cart and has the products (`GET /api/product/{id}?selectedCity=`, one a
 * line). That request used to start only after the shell, the remote, the hydration, the model's
 * start and the HTTP client had loaded and run, and the line, the page's largest paint, waited for it.
 *
 * 1. **The page's starter** (packages/ssr, inline at the end of `/cart`'s HTML, this module bundled
 *    into it) reads the stored cart with its one reader (`parseStoredCart`) and, for a guest, asks
 *    for each line's product at once (`askCartProductsEarly`), keeping the answers' promises on the
 *    window under `CART_PRODUCTS_EARLY_KEY` with the city they were asked for.
 * 2. **The cart model**, when it loads a guest's products, takes each one's promise once
 *    (`takeCartProductEarly`) if it was asked for the same city, and asks the API itself for the
 *    rest, or when the early answer failed. A 404 is `null` both ways (the line shows as unavailable).
 */
import { LOCAL_CART_KEY } from './early-cart-adds';
import { parseStoredCart } from './stored-cart';

/** The window's property that holds the early answers. */
export const CART_PRODUCTS_EARLY_KEY = '__storeCartProductsEarly';

/** The address of a line's product as the cart model asks for it (the shell forwards `/api`). */
export const cartProductAddress = (productId: number, cityId: number): string =>
  `/api/product/${encodeURIComponent(String(productId))}?selectedCity=${encodeURIComponent(String(cityId))}`;

interface EarlyAnswers {
  cityId: number;
  /** A product's wire answer, null when the API does not know it (404). */
  products: Record<number, Promise<unknown> | undefined>;
}

/** The little of the window both steps use (the starter is typed without the DOM). */
export interface EarlyProductsWindow {
  [CART_PRODUCTS_EARLY_KEY]?: EarlyAnswers;
  fetch?: (
    url: string,
    init: { credentials: 'same-origin'; headers: Record<string, string> },
  ) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  localStorage: { getItem(key: string): string | null };
}

/**
 * Step 1: asks for the product of every stored line (each product once) for `cityId`; returns how
 * many were asked for. Nothing is asked for when the stored cart is empty or unreadable.
 */
export function askCartProductsEarly(win: EarlyProductsWindow, cityId: number): number {
  const fetch = win.fetch;
  if (!fetch) return 0;
  const lines = parseStoredCart(win.localStorage.getItem(LOCAL_CART_KEY));
  const products: EarlyAnswers['products'] = {};
  let asked = 0;
  for (const { productId } of lines) {
    if (products[productId]) continue;
    const answer = fetch
      .call(win, cartProductAddress(productId, cityId), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
      .then((response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`GET product ${productId}: ${response.status}`);
        return response.json();
      });
    // Taken by the cart model, which handles a failure by asking again; never an unhandled rejection.
    answer.catch(() => undefined);
    products[productId] = answer;
    asked += 1;
  }
  if (asked > 0) win[CART_PRODUCTS_EARLY_KEY] = { cityId, products };
  return asked;
}

/**
 * Step 2: the early answer for `productId` asked for `cityId`, taken once (a later load of the same
 * product asks the API again); undefined when there is none.
 */
export function takeCartProductEarly(win: object, productId: number, cityId: number): Promise<unknown> | undefined {
  const early = (win as Pick<EarlyProductsWindow, typeof CART_PRODUCTS_EARLY_KEY>)[CART_PRODUCTS_EARLY_KEY];
  if (!early || early.cityId !== cityId) return undefined;
  const answer = early.products[productId];
  delete early.products[productId];
  return answer;
}
