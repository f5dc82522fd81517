import { CART_BADGE_ATTRIBUTE } from '@store/domain';
import { readEarlyCartCount } from './early-cart';

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
