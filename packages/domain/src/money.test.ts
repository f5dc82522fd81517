import { cartTotal } from './cart';
import { moneyTotal, roundMoney } from './money';

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

  it('totals unit price × quantity without floating-point dust', () => {
    const lines = [
      { price: 0.1, quantity: 3 },
      { price: 19.99, quantity: 7 },
    ];
    expect(moneyTotal(lines, (line) => line.price)).toBe(140.23);
    expect(moneyTotal([], () => 5)).toBe(0);
  });

  it('the cart total of selected lines is such a sum', () => {
    const lines = [
      { productId: 1, defectSerialNumber: null, quantity: 3, selected: true, price: 0.1 },
      { productId: 2, defectSerialNumber: null, quantity: 1, selected: true, price: 0.2 },
      { productId: 3, defectSerialNumber: null, quantity: 1, selected: false, price: 1000 },
    ];
    expect(cartTotal(lines, (line) => line.price)).toBe(0.5);
  });
});
