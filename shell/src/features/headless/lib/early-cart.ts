import { CART_BADGE_ATTRIBUTE } from '@store/domain';

/**
 * The pre-painted frame's cart badges, as found when the shell's modules are evaluated (before its
 * first render replaces the frame). The page's starter (packages/ssr src/starter) writes into them
 * the stored cart's count after a guest's «В корзину» tapped before the shell ran, and stores adds
 * only while they are on the page (the early tap's sequence, @store/domain early-cart-adds.ts).
 */
const frameBadges: readonly Element[] =
  typeof document === 'undefined' ? [] : Array.from(document.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`));

/**
 * The count the early script showed in the frame's badges, or 0. Read once the first render has
 * replaced the frame (the badges then keep their last count, and the starter stores no add any more), it
 * is final: until the cart model tells its count, the shell's badges show it instead of dropping
 * to none. Read earlier (the store's first value) it may miss a tap stored meanwhile.
 */
export function readEarlyCartCount(badges: readonly Element[] = frameBadges): number {
  const shown = badges.find((badge) => !(badge as HTMLElement).hidden);
  const count = Number(shown?.textContent ?? '');
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * Calls `onChange` each time the starter writes a count into the frame's badges (a tap stored),
 * for as long as the frame is on the page (detached badges change no more, so the observer is left
 * to go with them). Started before the shell's first render, which renders in slices over several
 * tasks: a tap stored meanwhile reaches the store during that render, and React renders the badges
 * again with it before the commit that replaces the frame (a store read by a render in a transition
 * is checked once more before its commit).
 */
export function watchEarlyCartCount(onChange: (count: number) => void, badges: readonly Element[] = frameBadges): void {
  if (badges.length === 0 || typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => onChange(readEarlyCartCount(badges)));
  for (const badge of badges) observer.observe(badge, { childList: true, characterData: true, subtree: true, attributes: true });
}
