import { COURIER_COMPANY_MARKUP } from './constants';
import { courierCompanyPeriod, courierCompanyPrice } from './courier-company-price';

describe('courier-company delivery price (SPEC §9)', () => {
  it('is (minSum + priceToPoint) plus 10 % rounded up plus 250 ₽', () => {
    expect(COURIER_COMPANY_MARKUP).toEqual({ percent: 10, fixed: 250 });
    expect(courierCompanyPrice({ minSum: 300, priceToPoint: 200 })).toBe(800);
    expect(courierCompanyPrice({ minSum: 301, priceToPoint: 0 })).toBe(582); // 331.1 → 332
    expect(courierCompanyPrice({ minSum: 0, priceToPoint: 0 })).toBe(250);
  });

  it('does not round a whole result up because of floating point (200 × 1.1 = 220)', () => {
    expect(Math.ceil(200 * 1.1)).toBe(221); // the trap the rule avoids
    expect(courierCompanyPrice({ minSum: 150, priceToPoint: 50 })).toBe(470);
    expect(courierCompanyPrice({ minSum: 100, priceToPoint: 0 })).toBe(360);
  });

  it('rounds kopecks up to the next rouble', () => {
    expect(courierCompanyPrice({ minSum: 100.5, priceToPoint: 0 })).toBe(361); // 110.55 → 111
    expect(courierCompanyPrice({ minSum: 99.99, priceToPoint: 0.01 })).toBe(360); // 110 exactly
  });

  it('the displayed period is the largest minPeriod seen', () => {
    expect(courierCompanyPeriod([{ minPeriod: 2 }, { minPeriod: 5 }, { minPeriod: 3 }])).toBe(5);
    expect(courierCompanyPeriod([{ minPeriod: 1 }])).toBe(1);
    expect(courierCompanyPeriod([])).toBe(0);
  });
});
