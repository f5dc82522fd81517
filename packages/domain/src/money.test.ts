import { roundMoney } from './money';

describe('money is rounded to whole kopecks', () => {
  it('drops floating-point dust from a sum of prices', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(3 * 1099.9)).toBe(3299.7);
  });

  it('keeps whole roubles and kopecks as they are', () => {
    expect(roundMoney(12990)).toBe(12990);
    expect(roundMoney(199.99)).toBe(199.99);
    expect(roundMoney(0)).toBe(0);
  });

  it('rounds a fraction of a kopeck to the nearest kopeck', () => {
    expect(roundMoney(10.004)).toBe(10);
    expect(roundMoney(10.006)).toBe(10.01);
  });
});
