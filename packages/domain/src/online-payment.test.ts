import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isOnlinePayment, ONLINE_PAYMENT_METHODS, payNowAmount } from './online-payment';
import { PAYMENT_METHOD } from './enums';

describe('online payment methods (SPEC §9)', () => {
  it('card, SBP, QR and the SBP payment go through the gateway at once', () => {
    expect([...ONLINE_PAYMENT_METHODS].sort((a, b) => a - b)).toEqual([5, 6, 10, 13]);
    expect(isOnlinePayment(5)).toBe(true);
  });

  it('on receipt, credit, instalments and the bank invoice are paid later', () => {
    for (const id of [2, 3, 4, 7, 8, 9, 11, 12]) expect(isOnlinePayment(id)).toBe(false);
  });

  it('pays the whole order at once online, the prepayment (or nothing) on receipt', () => {
    expect(payNowAmount({ paymentMethodId: PAYMENT_METHOD.CARD, totalPrice: 12_000, prepayment: 0 })).toBe(12_000);
    expect(payNowAmount({ paymentMethodId: PAYMENT_METHOD.SBP_PAYMENT, totalPrice: 12_000, prepayment: 500 })).toBe(12_000);
    expect(payNowAmount({ paymentMethodId: PAYMENT_METHOD.ON_RECEIPT, totalPrice: 60_000, prepayment: 5_000 })).toBe(5_000);
    expect(payNowAmount({ paymentMethodId: PAYMENT_METHOD.ON_RECEIPT, totalPrice: 3_000, prepayment: 0 })).toBe(0);
  });
});

// The list lives once, above: a copy elsewhere (a literal [5, 6, 10, 13] in a route, an SQL
// IN (…), the PAYMENT_METHOD names in an array) would drift from it unseen.
const ONLINE_IDS = new Set<number>(ONLINE_PAYMENT_METHODS);
const ONLINE_NAMES = new Set(
  Object.entries(PAYMENT_METHOD)
    .filter(([, id]) => ONLINE_IDS.has(id))
    .map(([name]) => name),
);
const sameSet = <T>(items: readonly T[], set: ReadonlySet<T>) => items.length === set.size && items.every((item) => set.has(item));

/** The places in `text` that list the online payment methods again, by their ids or their names. */
function restatements(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[[(]\s*\d+(?:\s*,\s*\d+)+\s*,?\s*[\])]/g)) {
    if (sameSet(match[0].match(/\d+/g)!.map(Number), ONLINE_IDS)) found.push(match[0]);
  }
  for (const match of text.matchAll(/\[\s*(?:PAYMENT_METHOD\.\w+\s*,?\s*)+\]/g)) {
    if (
      sameSet(
        [...match[0].matchAll(/PAYMENT_METHOD\.(\w+)/g)].map((m) => m[1]!),
        ONLINE_NAMES,
      )
    )
      found.push(match[0]);
  }
  return found;
}

const ROOT = join(__dirname, '..', '..', '..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  '.tmp',
  'releases',
  'coverage',
  '@mf-types',
  'test',
  'tests',
  'e2e',
]);
const SOURCE = /\.(ts|tsx|mjs|cjs|js|sql)$/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(name) && !name.startsWith('.')) yield* sources(path);
    } else if (SOURCE.test(name) && !/\.test\.\w+$/.test(name)) yield path;
  }
}

describe('the online payment methods are written once', () => {
  it('finds a restated list by ids in any order, or by names', () => {
    expect(restatements('![5, 6, 10, 13].includes(id)')).toHaveLength(1);
    expect(restatements('payment_method_id IN (13,10, 6, 5)')).toHaveLength(1);
    expect(
      restatements('[\n  PAYMENT_METHOD.SBP_PAYMENT,\n  PAYMENT_METHOD.QR,\n  PAYMENT_METHOD.CARD,\n  PAYMENT_METHOD.SBP,\n]'),
    ).toHaveLength(1);
    expect(restatements('[5, 6, 10] [5, 6, 10, 13, 2] [PAYMENT_METHOD.CARD, PAYMENT_METHOD.SBP_PAYMENT]')).toEqual([]);
  });

  it('no source of the workspace but online-payment.ts lists them', () => {
    const own = join(__dirname, 'online-payment.ts');
    const copies = [...sources(ROOT)]
      .filter((path) => path !== own)
      .flatMap((path) => restatements(readFileSync(path, 'utf8')).map((copy) => `${relative(ROOT, path)}: ${copy}`));
    expect(copies).toEqual([]);
  });
});
