/**
 * Adds to the cart pressed before the page's code runs (issue 25 aim 4, decision 0037). The page's
 * HTML answers «В корзину» at once: a small script of the server's page notes the item under
 * `EARLY_CART_ADDS_KEY` and shows the new count; the cart model folds the noted adds into the cart
 * (SPEC §3 `cart`) when it starts, in the same step that removes them, so each is counted once and
 * a reload in between loses none.
 */
import { addToCart, cartCount, type CartLine } from './cart';
import { parseStoredCart } from './stored-cart';
import { toItemRef, type ItemRef } from './item';

/** SPEC §3 "Persisted locally": the guest cart lives in localStorage under this key. */
export const LOCAL_CART_KEY = 'cart';

/** Where the page's early script notes the adds the cart model has not taken yet (localStorage). */
export const EARLY_CART_ADDS_KEY = 'cartEarlyAdds';

/** The attribute of a button that adds one item to the cart; its value is `cartAddAttribute(item)`. */
export const CART_ADD_ATTRIBUTE = 'data-cart-add';

/** The attribute of an element that shows the cart's count (the pre-painted header and tab bar). */
export const CART_BADGE_ATTRIBUTE = 'data-cart-badge';

/**
 * The DOM event (on `document`) by which the page's early script hands the shell a «В корзину»
 * tapped after the shell's first render has replaced the pre-painted frame but before the page is
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

/**
 * What a guest's badge shows before the cart model has told its count: the count the cart model will
 * have once it has taken the noted adds in, the stored cart (SPEC §3, read as the model reads it) with
 * the adds folded in by the cart rule.
 */
export const storedCartCount = (cartText: string | null, addsText: string | null): number =>
  cartCount(foldEarlyCartAdds(parseStoredCart(cartText), parseEarlyCartAdds(addsText)));

/** The noted adds, in their order; anything malformed (a hand edit) is dropped, never thrown. */
export function parseEarlyCartAdds(text: string | null): ItemRef[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isItemRef).map(toItemRef) : [];
  } catch {
    return [];
  }
}

/** The cart with the noted adds applied in their order, by the cart's own rule (SPEC §4 Cart). */
export const foldEarlyCartAdds = (lines: readonly CartLine[], adds: readonly ItemRef[]): CartLine[] =>
  adds.reduce<CartLine[]>((cart, item) => addToCart(cart, item), [...lines]);
