/**
 * Numbers and money as Russian shoppers read them (SPEC §9): digits grouped by three with a
 * non-breaking space, a decimal comma, up to 2 decimals for money, and ₽ after a non-breaking space.
 *
 * Written out rather than through `Intl.NumberFormat`, for two reasons measured on the store's pages:
 * - the browser's first `Intl.NumberFormat` loads its locale data in one go: 40–55 ms of the main
 *   thread on a phone (4× slower CPU), inside the start-up task that first formats a price;
 * - ICU writes the group space as U+00A0 or U+202F depending on its version, so a page rendered by
 *   Node's ICU could differ from the phone's by one character and fail to hydrate.
 * The output is the one `Intl.NumberFormat('ru-RU')` gives (its rounding on the number's shortest
 * decimal form, half away from zero); currency.test.ts compares the two over thousands of values.
 */

const SPACE = '\u00a0';

/** Adds one unit to the last digit of a string of decimal digits («199» → «200», «99» → «100»). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rare values outside plain decimal digits (not finite, 1e21 or more) are left to the platform. */
let platform: Map<number, Intl.NumberFormat> | null = null;
const platformFormat = (value: number, fractionDigits: number): string => {
  platform ??= new Map();
  let format = platform.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: fractionDigits });
    platform.set(fractionDigits, format);
  }
  return format.format(value);
};

/** «12 345», «99,5», «1 234 567,89»: at most `fractionDigits` decimals, without trailing zeros. */
export function formatNumber(value: number, fractionDigits = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return platformFormat(value, fractionDigits);
  const negative = value < 0 || Object.is(value, -0);
  // The shortest decimal form of the number, as Intl rounds it; below 1e-6 it is written with an exponent.
  const text = Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value));
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if ((fraction[fractionDigits] ?? '0') >= '5') digits = incremented(digits);
  const integer = digits.slice(0, digits.length - fractionDigits) || '0';
  const decimals = digits.slice(digits.length - fractionDigits).replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, SPACE);
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** «12 345 ₽», «99,5 ₽», «10,46 ₽»; the group and currency spaces are non-breaking. */
export const formatPrice = (amount: number): string => `${formatNumber(amount, 2)}${SPACE}₽`;
