import { cartTotal } from './cart';
import { moneyTotal, roundMoney } from './money';

describe('money sums in whole kopecks (SPEC §9: up to 2 decimals)', () => {
  it('rounds an amount to kopecks, half up', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(10.005)).toBe(10.01);
    expect(roundMoney(1999.994)).toBe(1999.99);
    expect(roundMoney(4990)).toBe(4990);
  });

  it('totals unit price × quantity without floating-point crumbs', () => {
    const lines = [
      { price: 0.1, quantity: 3 },
      { price: 19.99, quantity: 7 },
    ];
    expect(moneyTotal(lines, (line) => line.price)).toBe(140.23);
    expect(moneyTotal([], () => 5)).toBe(0);
  });

  it('the cart total of selected lines is such a sum', () => {
    const lines = [
      { id: 1, defectSerialNumber: null, quantity: 3, selected: true, price: 0.1 },
      { id: 2, defectSerialNumber: null, quantity: 1, selected: true, price: 0.2 },
      { id: 3, defectSerialNumber: null, quantity: 1, selected: false, price: 1000 },
    ];
    expect(cartTotal(lines, (line) => line.price)).toBe(0.5);
  });
});
