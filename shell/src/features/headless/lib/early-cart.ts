import { CART_BADGE_ATTRIBUTE } from '@store/domain';

/**
 * Takes over the count the server page's early script showed in the pre-painted frame's badge after
 * a guest tapped «В корзину» before the shell ran (decision 0037; packages/ssr start-after-picture),
 * or 0. Called once when the shell's modules are evaluated: until the cart model tells its count,
 * the shell's badges keep showing it instead of dropping to none.
 *
 * In the same synchronous step the badges lose their marker (they stay on screen with their count
 * until the first render replaces the frame): the early script notes adds only while marked badges
 * exist, so from here on a tap is held and replayed through the bus, where the shell counts it.
 * Without this, a tap noted between this read and the first render was in neither count, and
 * nothing started the cart model that would take the note in (the cart-guest journey's lost add).
 */
export function takeEarlyCartCount(): number {
  if (typeof document === 'undefined') return 0;
  const badges = document.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`);
  const shown = Array.from(badges).find((badge) => !(badge as HTMLElement).hidden);
  const count = Number(shown?.textContent ?? '');
  for (const badge of Array.from(badges)) badge.removeAttribute(CART_BADGE_ATTRIBUTE);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
