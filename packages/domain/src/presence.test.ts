import { isPresence, PRESENCE_AREA_ATTRIBUTE } from './presence';

/** A target whose `closest` answers as the DOM's would for an element matching `matches`. */
const target = (matches: (selector: string) => boolean) => ({
  closest: (selector: string) => (selector.split(',').some((one) => matches(one.trim())) ? {} : null),
});
const button = target((selector) => selector === 'button');
const text = target(() => false);
const slider = target((selector) => selector === `[${PRESENCE_AREA_ATTRIBUTE}]`);

describe('isPresence: the sign that someone is about to press something (decisions 0053, 0063)', () => {
  it('is a touch, a pointer down or a focus on something the page answers', () => {
    for (const type of ['touchstart', 'pointerdown', 'focusin']) {
      expect(isPresence(type, button)).toBe(true);
      expect(isPresence(type, slider)).toBe(true);
    }
  });

  it('is not a scroll: a touch or pointer down on the page’s text, a wheel', () => {
    expect(isPresence('touchstart', text)).toBe(false);
    expect(isPresence('pointerdown', text)).toBe(false);
    expect(isPresence('wheel', button)).toBe(false);
    expect(isPresence('touchstart', null)).toBe(false);
  });

  it('is any key or change', () => {
    expect(isPresence('keydown', null)).toBe(true);
    expect(isPresence('change', text)).toBe(true);
  });
});
