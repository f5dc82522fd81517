import { MIN_ORDER } from './constants';
import { checkMinimumOrder, minimumOrder } from './minimum-order';

const home = { otherCity: false, isLegal: false };
const otherPrivate = { otherCity: true, isLegal: false };
const otherLegal = { otherCity: true, isLegal: true };

describe('minimum order (SPEC §9)', () => {
  it('is 200 ₽ in the home city for anyone', () => {
    expect(MIN_ORDER.homeCity).toBe(200);
    expect(minimumOrder(home)).toBe(200);
    expect(minimumOrder({ otherCity: false, isLegal: true })).toBe(200);
  });

  it("is 500 ₽ for private and 1000 ₽ for legal buyers in 'other city'", () => {
    expect(minimumOrder(otherPrivate)).toBe(500);
    expect(minimumOrder(otherLegal)).toBe(1000);
  });

  it("shows the modal 'Заказ от N рублей' below the minimum", () => {
    expect(checkMinimumOrder(199, home)).toBe('Заказ от 200 рублей');
    expect(checkMinimumOrder(499.99, otherPrivate)).toBe('Заказ от 500 рублей');
    expect(checkMinimumOrder(999, otherLegal)).toBe('Заказ от 1000 рублей');
  });

  it('lets a total equal to or above the minimum through', () => {
    expect(checkMinimumOrder(200, home)).toBeNull();
    expect(checkMinimumOrder(500, otherPrivate)).toBeNull();
    expect(checkMinimumOrder(700, otherPrivate)).toBeNull();
    expect(checkMinimumOrder(700, otherLegal)).toBe('Заказ от 1000 рублей');
  });
});
