/**
 * A guest's `/cart`: the products of the stored lines asked for by the page's HTML, not after the
 * cart remote's code (decision 0063). The server draws the cart's frame without the lines
 * (it cannot see localStorage, decision 0036); the lines are drawn by the cart page once its model
 * has read the stored cart and has the products (`GET /api/product/{id}?selectedCity=`, one a
 * line). Asked by the starter, the request does not wait for the shell, the remote, the hydration
 * and the model's start: the line is the page's largest paint.
 *
 * 1. **The page's starter** (packages/ssr, inline at the end of `/cart`'s HTML, this module bundled
 *    into it) reads the stored cart with its one reader (`parseStoredCart`) and, for a guest, asks
 *    for each line's product at once (`askCartProductsEarly`), keeping the answers' promises on the
 *    window under `CART_PRODUCTS_EARLY_KEY` with the city they were asked for.
 *    As each answer comes, the starter writes the product's title into the server frame's line
 *    skeleton of the same place (`CART_EARLY_TITLE_ATTRIBUTE`, the first stored line into the first
 *    skeleton) and keeps it under the same key (`titles`), so the shopper sees what is in the cart
 *    before the cart's code has run.
 * 2. **The cart page's skeleton** draws the same title from the window (`earlyCartTitle`), so its
 *    hydration finds the markup as the starter left it, and the line that replaces the skeleton
 *    puts the title at the same place, in the same type.
 * 3. **The cart model**, when it loads a guest's products, takes each one's promise once
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

/** The attribute of a line skeleton's title slot in the server's cart frame (in line order). */
export const CART_EARLY_TITLE_ATTRIBUTE = 'data-cart-early-title';

interface EarlyAnswers {
  cityId: number;
  /** A product's wire answer, null when the API does not know it (404). */
  products: Record<number, Promise<unknown> | undefined>;
  /** The titles the starter wrote into the skeletons, by place ('' while none). */
  titles: string[];
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
 * Step 1: asks for the product of every stored line (each product once) for `cityId`; returns the
 * lines' products in the stored order (a product twice for two of its items). Nothing is asked for
 * when the stored cart is empty or unreadable.
 */
export function askCartProductsEarly(win: EarlyProductsWindow, cityId: number): number[] {
  const fetch = win.fetch;
  if (!fetch) return [];
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
  if (asked > 0) win[CART_PRODUCTS_EARLY_KEY] = { cityId, products, titles: [] };
  return lines.map((line) => line.productId);
}

/** The little of an element the starter writes a title into. */
export interface EarlyTitleSlot {
  textContent: string | null;
}

/**
 * Step 1, as the answers come: writes the title of the product of each stored line (`productIds`,
 * as `askCartProductsEarly` returned them) into the skeleton slot of the same place and keeps it
 * for step 2, in one task. A product the API does not know, or an answer that failed, writes nothing.
 */
export function drawCartTitlesEarly(win: EarlyProductsWindow, productIds: readonly number[], slots: ArrayLike<EarlyTitleSlot>): void {
  const early = win[CART_PRODUCTS_EARLY_KEY];
  if (!early) return;
  for (let place = 0; place < Math.min(productIds.length, slots.length); place += 1) {
    early.products[productIds[place]!]?.then(
      (product) => {
        const title = (product as { title?: unknown } | null)?.title;
        if (typeof title !== 'string' || !title) return;
        early.titles[place] = title;
        slots[place]!.textContent = title;
      },
      () => undefined,
    );
  }
}

/** Step 2: the title the starter wrote into the skeleton at `place`, or '' (on the server, or none yet). */
export function earlyCartTitle(win: object | undefined, place: number): string {
  return (win as Pick<EarlyProductsWindow, typeof CART_PRODUCTS_EARLY_KEY> | undefined)?.[CART_PRODUCTS_EARLY_KEY]?.titles[place] ?? '';
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
