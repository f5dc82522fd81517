/**
 * Money is kept in roubles with kopecks: a sum of prices times quantities is rounded to whole
 * kopecks once, where it is made, so that floating-point dust (0.1 + 0.2) never reaches a total the
 * shopper sees or the server compares, and the cart, the checkout and the API agree to the kopeck.
 */
export const roundMoney = (roubles: number): number => Math.round(roubles * 100) / 100;

/** What a total is made of: lines with a quantity, each priced by `priceOf` per unit. */
export interface CountedLine {
  quantity: number;
}

/** The sum of unit price × quantity over the lines, in whole kopecks. */
export const moneyTotal = <L extends CountedLine>(lines: readonly L[], priceOf: (line: L) => number): number =>
  roundMoney(lines.reduce((sum, line) => sum + priceOf(line) * line.quantity, 0));
