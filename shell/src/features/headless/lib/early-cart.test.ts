import { CART_BADGE_ATTRIBUTE } from '@store/domain';
import { readEarlyCartCount, watchEarlyCartCount } from './early-cart';

// Decision 0037: the count the page's early script showed in the pre-painted frame's badges.
describe('readEarlyCartCount', () => {
  const badges = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return Array.from(host.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`));
  };

  it('is the count the early script wrote into the badges, also once they have left the page with the frame', () => {
    expect(readEarlyCartCount(badges(`<span ${CART_BADGE_ATTRIBUTE}>2</span><span ${CART_BADGE_ATTRIBUTE}>2</span>`))).toBe(2);
  });

  it('is 0 without an early tap (hidden badges) and on a page without the frame', () => {
    expect(readEarlyCartCount(badges(`<span ${CART_BADGE_ATTRIBUTE} hidden></span>`))).toBe(0);
    expect(readEarlyCartCount([])).toBe(0);
  });
});

describe('watchEarlyCartCount', () => {
  it('tells each count the early script writes into the frame’s badges (a tap during the shell’s first render)', async () => {
    document.body.innerHTML = `<span ${CART_BADGE_ATTRIBUTE} hidden></span><span ${CART_BADGE_ATTRIBUTE} hidden></span>`;
    const badges = Array.from(document.querySelectorAll<HTMLElement>(`[${CART_BADGE_ATTRIBUTE}]`));
    const told: number[] = [];
    watchEarlyCartCount((count) => told.push(count), badges);
    // What the page's early script does for a tap: every badge gets the count and is shown.
    for (const badge of badges) {
      badge.textContent = '1';
      badge.hidden = false;
    }
    await Promise.resolve();
    expect(told).toEqual([1]);
    for (const badge of badges) badge.textContent = '2';
    await Promise.resolve();
    expect(told).toEqual([1, 2]);
  });

  it('does nothing on a page without the frame', () => {
    expect(() => watchEarlyCartCount(() => undefined, [])).not.toThrow();
  });
});
