import { formatNumber, formatPrice } from './currency';

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

describe('the same digits as Intl.NumberFormat("ru-RU"), without loading it', () => {
  // The platform as the oracle: what shoppers read is unchanged (ICU's group space aside).
  const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const oneDecimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
  const values = [0, -0, 0.001, -0.001, 0.005, 1.005, 2.675, 9.995, 99.995, 999.5, 999999.999, 1e20, -1234.5, 1e-7, 4.25, 4.35];
  let seed = 7;
  for (let i = 0; i < 3000; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const magnitude = 10 ** (seed % 9);
    values.push(Math.round(((seed % 100000) / 100000) * magnitude * 1000) / 1000, (seed % 2000000) / 100 - 10000);
  }

  it('formats every price as Intl does, with U+00A0 for its spaces', () => {
    const differing = values.filter((value) => formatPrice(value) !== plain(rub.format(value)).replace(/ /g, '\u00a0'));
    expect(differing).toEqual([]);
  });

  it('formats numbers with a given number of decimals and the default three as Intl and toLocaleString do', () => {
    expect(values.filter((value) => formatNumber(value, 1) !== plain(oneDecimal.format(value)).replace(/ /g, '\u00a0'))).toEqual([]);
    expect(values.filter((value) => formatNumber(value) !== plain(value.toLocaleString('ru-RU')).replace(/ /g, '\u00a0'))).toEqual([]);
  });

  it('leaves what is no plain number to the platform', () => {
    expect(plain(formatNumber(Number.NaN))).toBe(plain(Number.NaN.toLocaleString('ru-RU')));
    expect(plain(formatNumber(1e21))).toBe(plain((1e21).toLocaleString('ru-RU')));
  });
});
