/**
 * Money is kept in roubles with kopecks: a sum of prices times quantities is rounded to whole
 * kopecks once, where it is made, so that floating-point dust (0.1 + 0.2) never reaches a total the
 * shopper sees or the server compares.
 */
export const roundMoney = (roubles: number): number => Math.round(roubles * 100) / 100;
