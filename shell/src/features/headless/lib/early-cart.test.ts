import { CART_BADGE_ATTRIBUTE } from '@store/domain';
import { takeEarlyCartCount } from './early-cart';

// Decision 0037: the shell takes over the early count in one step with the end of the early notes.
describe('takeEarlyCartCount', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the count the page’s early script showed and unmarks the badges, which keep showing it', () => {
    document.body.innerHTML = `<span ${CART_BADGE_ATTRIBUTE}>2</span><span ${CART_BADGE_ATTRIBUTE}>2</span>`;
    expect(takeEarlyCartCount()).toBe(2);
    // Unmarked: the early script no longer notes a tap (it is held and replayed through the bus).
    expect(document.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`)).toHaveLength(0);
    expect(Array.from(document.querySelectorAll('span'), (badge) => badge.textContent)).toEqual(['2', '2']);
  });

  it('is 0 without an early tap (hidden badges), and the badges are unmarked all the same', () => {
    document.body.innerHTML = `<span ${CART_BADGE_ATTRIBUTE} hidden></span>`;
    expect(takeEarlyCartCount()).toBe(0);
    expect(document.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('is 0 on a page without the pre-painted frame', () => {
    expect(takeEarlyCartCount()).toBe(0);
  });
});
