/**
 * Sums of money (SPEC §9: amounts carry up to 2 decimals). Prices are floating-point roubles, so a
 * sum of several (0.1 + 0.2) drifts below a kopeck; every total is rounded to whole kopecks once,
 * here, so the cart, the checkout and the API agree to the kopeck on the same lines.
 */

/** An amount rounded to whole kopecks: 0.1 + 0.2 → 0.3, 10.005 → 10.01. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

/** What a total is made of: lines with a quantity, each priced by `priceOf` per unit. */
export interface CountedLine {
  quantity: number;
}

/** The sum of unit price × quantity over the lines, in whole kopecks. */
export const moneyTotal = <L extends CountedLine>(lines: readonly L[], priceOf: (line: L) => number): number =>
  roundMoney(lines.reduce((sum, line) => sum + priceOf(line) * line.quantity, 0));
