/**
 * «В корзину» tapped while the page starts: one sequence, from the page's HTML to the cart model
 * (decisions 0037, 0052, 0054). The rule of every step: **a guest's add is in the stored
 * cart (`LOCAL_CART_KEY`, SPEC §3) before any badge shows it**, written by `storeEarlyCartAdd` (the
 * stored cart's own reader `parseStoredCart`, the cart rule `addToCart`, its own writer
 * `storedCart`), so a page left at that moment (a link, the cart, a closed tab) keeps the line.
 *
 * 1. **The page's starter** (packages/ssr `src/starter`, inline in the server's HTML, this module
 *    bundled into it). While the pre-painted frame's badges (`CART_BADGE_ATTRIBUTE`) are on the page,
 *    a guest's tap on a button carrying `CART_ADD_ATTRIBUTE` (the product page's buy box, every
 *    product card) is stored here, then the frame's badges show the count this returns. A signed-in
 *    shopper's tap, or one storage refuses, is not answered here.
 * 2. **The shell, from its first render** (which removes the frame, so the starter stores no more:
 *    at every moment exactly one of them takes a tap). Until the page is hydrated the starter hands
 *    the tap over by `CART_ADD_HANDOVER_EVENT` (the shell cancels it when taken); afterwards the
 *    hydrated button fires the bus's `cartItemAdded`. Either way, until the cart model has started,
 *    the shell stores a guest's add here, then its badges show the count this returns. A tap nobody
 *    takes is held by the starter and replayed after hydration; an add the shell cannot store (a
 *    signed-in shopper's, storage refused) waits in its queue for the cart model.
 * 3. **The cart model, when it starts**, reads the stored cart, which already holds every add stored
 *    so far, and takes no note of them as adds: each is counted once, and kept over a reload. It
 *    confirms them once («Товар добавлен в корзину») and removes their count
 *    (`EARLY_CART_ADDS_KEY`, `parseEarlyCartAdds`), which is for the confirmation only. From its
 *    start on, the model alone adds (the shell stores nothing once it has started it, or once the
 *    model has told its count), and replays the queued adds once.
 */
import { addToCart, cartCount } from './cart';
import { toItemRef, type ItemRef } from './item';
import { parseStoredCart, storedCart } from './stored-cart';

/** SPEC §3 "Persisted locally": the guest cart lives in localStorage under this key. */
export const LOCAL_CART_KEY = 'cart';

/**
 * How many adds were stored before the cart model started (localStorage, a whole number): the model
 * confirms them when it starts and removes this. The adds themselves are in the stored cart.
 */
export const EARLY_CART_ADDS_KEY = 'cartEarlyAdds';

/** The attribute of a button that adds one item to the cart; its value is `cartAddAttribute(item)`. */
export const CART_ADD_ATTRIBUTE = 'data-cart-add';

/** The attribute of an element that shows the cart's count (the pre-painted header and tab bar). */
export const CART_BADGE_ATTRIBUTE = 'data-cart-badge';

/**
 * The DOM event (on `document`) by which the page's starter hands the shell a «В корзину» tapped
 * after the shell's first render has replaced the pre-painted frame but before the page is
 * hydrated: `detail` is the button's `CART_ADD_ATTRIBUTE` value; the shell cancels the event when it
 * has taken the add (then the page does not hold the tap for a replay).
 */
export const CART_ADD_HANDOVER_EVENT = 'store:cart-add';

/** The value of `CART_ADD_ATTRIBUTE` for an item: the item as JSON. */
export const cartAddAttribute = (item: ItemRef): string =>
  JSON.stringify({ productId: item.productId, defectSerialNumber: item.defectSerialNumber });

const isItemRef = (value: unknown): value is ItemRef => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'number' &&
    Number.isInteger(item.productId) &&
    item.productId > 0 &&
    (item.defectSerialNumber === null || typeof item.defectSerialNumber === 'string')
  );
};

/** The item a `CART_ADD_ATTRIBUTE` value (or a hand-over's detail) names, or null for anything else. */
export function parseCartAddAttribute(value: unknown): ItemRef | null {
  if (typeof value !== 'string') return null;
  try {
    const item: unknown = JSON.parse(value);
    return isItemRef(item) ? toItemRef(item) : null;
  } catch {
    return null;
  }
}

/** A guest's count as stored (SPEC §3 `cart`, read as the cart model reads it). */
export const storedCartCount = (cartText: string | null): number => cartCount(parseStoredCart(cartText));

/** The number of adds waiting for the cart model's confirmation; anything else (a hand edit) is none. */
export function parseEarlyCartAdds(text: string | null): number {
  const count = Number(text);
  return text !== null && Number.isInteger(count) && count > 0 ? count : 0;
}

/** The little of `localStorage` the early steps use. */
export interface EarlyCartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Stores a guest's add made before the cart model started: one more of the item in the stored cart
 * (SPEC §4's rule), then one more add to confirm. Returns the cart's count with it, for the badges.
 * Throws when storage refuses the cart: nothing is stored then, and the caller leaves the tap to the
 * cart model. A count to confirm that cannot be written loses the confirmation only.
 */
export function storeEarlyCartAdd(storage: EarlyCartStorage, item: ItemRef): number {
  const lines = addToCart(parseStoredCart(storage.getItem(LOCAL_CART_KEY)), item);
  storage.setItem(LOCAL_CART_KEY, storedCart(lines));
  try {
    storage.setItem(EARLY_CART_ADDS_KEY, String(parseEarlyCartAdds(storage.getItem(EARLY_CART_ADDS_KEY)) + 1));
  } catch {
    // The line is kept; only its confirmation is lost.
  }
  return cartCount(lines);
}
