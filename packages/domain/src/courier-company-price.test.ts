import { courierCompanyPeriod, courierCompanyPrice } from './courier-company-price';

describe('courier-company delivery price (SPEC §9)', () => {
  it('is (minSum + priceToPoint) plus 10 % rounded up plus 250 ₽', () => {
    expect(courierCompanyPrice({ minSum: 300, priceToPoint: 200 })).toBe(800);
    expect(courierCompanyPrice({ minSum: 301, priceToPoint: 0 })).toBe(582); // 331.1 → 332
  });

  it('the displayed period is the largest minPeriod seen', () => {
    expect(courierCompanyPeriod([{ minPeriod: 2 }, { minPeriod: 5 }, { minPeriod: 3 }])).toBe(5);
    expect(courierCompanyPeriod([])).toBe(0);
  });
});
