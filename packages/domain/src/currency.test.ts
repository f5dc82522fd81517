import { formatPrice } from './currency';

/** ICU uses U+00A0 or U+202F depending on its version; the rule is about digits, commas and ₽. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currency format (SPEC §9: Russian locale, up to 2 decimals, ₽)', () => {
  it('groups thousands with a space and ends with ₽', () => {
    expect(plain(formatPrice(12345))).toBe('12 345 ₽');
    expect(plain(formatPrice(1234567))).toBe('1 234 567 ₽');
  });

  it('shows no decimals for whole roubles', () => {
    expect(plain(formatPrice(200))).toBe('200 ₽');
    expect(plain(formatPrice(0))).toBe('0 ₽');
  });

  it('shows up to 2 decimals with a comma, rounded', () => {
    expect(plain(formatPrice(99.5))).toBe('99,5 ₽');
    expect(plain(formatPrice(10.456))).toBe('10,46 ₽');
    expect(plain(formatPrice(1999.99))).toBe('1 999,99 ₽');
  });

  it('never breaks a price across lines', () => {
    expect(formatPrice(12345)).not.toMatch(/ /);
    expect(formatPrice(12345)).toMatch(/^12[\u00a0\u202f]345[\u00a0\u202f]₽$/);
  });
});
