import type { CartLine, ItemRef } from '@store/domain';
import {
  EARLY_CART_ADDS_KEY,
  foldEarlyCartAdds,
  LOCAL_CART_KEY,
  parseEarlyCartAdds,
  parseStoredCart,
  storedCart,
  UTM_COOKIE,
} from '@store/domain';
import { createEffect } from 'effector';
import Cookies from 'js-cookie';

export { LOCAL_CART_KEY };

export const readLocalCartFx = createEffect((): CartLine[] => {
  try {
    return parseStoredCart(window.localStorage.getItem(LOCAL_CART_KEY));
  } catch {
    return [];
  }
});

/**
 * Takes in the adds the page's HTML noted before the cart model started (decision 0037): folds them
 * into the stored cart, stores it and removes the notes in this one synchronous step, so a reload or
 * another tab sees each add either as a note or in the cart, never both, never neither. Returns the
 * adds taken.
 */
export const takeEarlyCartAddsFx = createEffect((): ItemRef[] => {
  try {
    const early = parseEarlyCartAdds(window.localStorage.getItem(EARLY_CART_ADDS_KEY));
    if (early.length === 0) return [];
    const lines = foldEarlyCartAdds(parseStoredCart(window.localStorage.getItem(LOCAL_CART_KEY)), early);
    window.localStorage.setItem(LOCAL_CART_KEY, storedCart(lines));
    window.localStorage.removeItem(EARLY_CART_ADDS_KEY);
    return early;
  } catch {
    // Storage refused: the notes (if any could be written) stay for a later start.
    return [];
  }
});

export const writeLocalCartFx = createEffect((lines: CartLine[]) => {
  try {
    if (lines.length === 0) window.localStorage.removeItem(LOCAL_CART_KEY);
    else window.localStorage.setItem(LOCAL_CART_KEY, storedCart(lines));
  } catch {
    // Private mode or a full quota: the cart still works for this page, it just is not kept.
  }
});

/** The ad source that brought the shopper (SPEC §3 cookie utm_source, 7 days), sent with an order. */
export const readUtmSourceFx = createEffect((): string | null => Cookies.get(UTM_COOKIE) ?? null);

/** SPEC §4 one-click: a successful order clears the utm cookie. */
export const clearUtmSourceFx = createEffect(() => {
  Cookies.remove(UTM_COOKIE, { path: '/' });
});
