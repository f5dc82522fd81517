import type { CartLine } from '@store/domain';
import { EARLY_CART_ADDS_KEY, LOCAL_CART_KEY, parseEarlyCartAdds, parseStoredCart, storedCart, UTM_COOKIE } from '@store/domain';
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
 * The last step of the early tap's sequence (@store/domain early-cart-adds.ts), when the model
 * starts: the adds stored before it started are lines of the stored cart already (read next, by
 * `readLocalCartFx`), so they are not added again; only their number is taken, for the model's one
 * confirmation, and removed.
 */
export const takeEarlyCartAddsFx = createEffect((): number => {
  try {
    const count = parseEarlyCartAdds(window.localStorage.getItem(EARLY_CART_ADDS_KEY));
    window.localStorage.removeItem(EARLY_CART_ADDS_KEY);
    return count;
  } catch {
    return 0;
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
