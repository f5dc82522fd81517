import { CART_BADGE_ATTRIBUTE } from '@store/domain';

/**
 * The count the server page's early script showed in the pre-painted frame's badge after a guest
 * tapped «В корзину» before the shell ran (decision 0037; packages/ssr start-after-picture), or 0.
 * Read when the shell's modules are evaluated, before its first render replaces the frame: until
 * the cart model tells its count, the shell's badges keep showing it instead of dropping to none.
 */
export function readEarlyCartCount(): number {
  if (typeof document === 'undefined') return 0;
  const count = Number(document.querySelector(`[${CART_BADGE_ATTRIBUTE}]:not([hidden])`)?.textContent ?? '');
  return Number.isInteger(count) && count > 0 ? count : 0;
}
