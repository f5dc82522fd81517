import {
  GUEST_PRESENCE_PAGES,
  NEWCOMER_PRESENCE_PAGES,
  PRESENCE_AREA_ATTRIBUTE,
  headlessWaitsForPresence,
  hydrationWaitsForPresence,
  isNewcomer,
  isPresence,
} from './presence';

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

describe('the newcomer policy: which pages wait for presence (decisions 0033, 0041, 0053)', () => {
  const visit = (page: string | null, returning = false, signedIn = false) => ({ page, returning, signedIn });

  it('a newcomer is one with nothing stored and no session', () => {
    expect(isNewcomer(0, false)).toBe(true);
    expect(isNewcomer(1, false)).toBe(false);
    expect(isNewcomer(0, true)).toBe(false);
  });

  it('the headless modules wait on a newcomer’s home and catalogue pages, and on every guest’s cart', () => {
    expect(headlessWaitsForPresence(visit('catalog/HomePage'))).toBe(true);
    expect(headlessWaitsForPresence(visit('catalog/CataloguePage'))).toBe(true);
    expect(headlessWaitsForPresence(visit('cart_checkout/CartPage', true))).toBe(true);
  });

  it('they start after idle for a returning or signed-in shopper, and on every other page', () => {
    expect(headlessWaitsForPresence(visit('catalog/HomePage', true))).toBe(false);
    expect(headlessWaitsForPresence(visit('catalog/CataloguePage', false, true))).toBe(false);
    expect(headlessWaitsForPresence(visit('cart_checkout/CartPage', false, true))).toBe(false);
    expect(headlessWaitsForPresence(visit('catalog/SearchPage'))).toBe(false);
    expect(headlessWaitsForPresence(visit('profile/ProfilePage'))).toBe(false);
    expect(headlessWaitsForPresence(visit(null))).toBe(false);
  });

  it('a newcomer’s home and listings are hydrated at presence; a product page and the cart at once', () => {
    expect(hydrationWaitsForPresence('catalog/HomePage', false)).toBe(true);
    expect(hydrationWaitsForPresence('catalog/CataloguePage', false)).toBe(true);
    expect(hydrationWaitsForPresence('catalog/CataloguePage', true)).toBe(false);
    expect(hydrationWaitsForPresence('cart_checkout/CartPage', false)).toBe(false);
  });

  it('both read the one list of newcomer pages', () => {
    for (const page of NEWCOMER_PRESENCE_PAGES) {
      expect(headlessWaitsForPresence(visit(page))).toBe(true);
      expect(hydrationWaitsForPresence(page, false)).toBe(true);
    }
    for (const page of GUEST_PRESENCE_PAGES) expect(hydrationWaitsForPresence(page, false)).toBe(false);
  });
});
