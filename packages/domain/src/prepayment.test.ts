import { PREPAYMENT_FIXED, PREPAYMENT_PRICE_THRESHOLD } from './constants';
import { deliveryPrepayment } from './prepayment';

const cat = (deliveryPrice: number | null, percentPrepayment: number | null = null) => ({ deliveryPrice, percentPrepayment });

describe('prepayment for delivery (SPEC §9)', () => {
  it('is the largest category deliveryPrice', () => {
    expect(deliveryPrepayment({ priceRetail: 30000, categories: [cat(500), cat(1500), cat(null)] })).toBe(1500);
    expect(deliveryPrepayment({ priceRetail: 90000, categories: [cat(700)] })).toBe(700);
  });

  it('a zero deliveryPrice counts as none', () => {
    expect(deliveryPrepayment({ priceRetail: 60000, categories: [cat(0)] })).toBe(5000);
  });

  it('with no deliveryPrice and a price above 50 000 ₽ it is 5000 ₽', () => {
    expect(PREPAYMENT_PRICE_THRESHOLD).toBe(50000);
    expect(PREPAYMENT_FIXED).toBe(5000);
    expect(deliveryPrepayment({ priceRetail: 50001, categories: [cat(null)] })).toBe(5000);
    expect(deliveryPrepayment({ priceRetail: 150000, categories: [] })).toBe(5000);
  });

  it('with no deliveryPrice and a price of 50 000 ₽ or less there is none', () => {
    expect(deliveryPrepayment({ priceRetail: 50000, categories: [cat(null)] })).toBe(0);
    expect(deliveryPrepayment({ priceRetail: 1000, categories: [] })).toBe(0);
  });

  it('when it exceeds the price, it is the largest percentPrepayment of the price, rounded up', () => {
    expect(deliveryPrepayment({ priceRetail: 1000, categories: [cat(1500, 10)] })).toBe(100);
    expect(deliveryPrepayment({ priceRetail: 999, categories: [cat(1500, 10), cat(null, 15)] })).toBe(150); // 149.85 → 150
  });

  it('when it exceeds the price and no percentage is set, it is the full price', () => {
    expect(deliveryPrepayment({ priceRetail: 1000, categories: [cat(1500)] })).toBe(1000);
  });

  it('equal to the price it stays the deliveryPrice', () => {
    expect(deliveryPrepayment({ priceRetail: 1500, categories: [cat(1500, 10)] })).toBe(1500);
  });

  it('uses the sale price when positive, the retail price otherwise', () => {
    expect(deliveryPrepayment({ priceRetail: 60000, priceDiscount: 49000, categories: [cat(null)] })).toBe(0);
    expect(deliveryPrepayment({ priceRetail: 60000, priceDiscount: 0, categories: [cat(null)] })).toBe(5000);
    expect(deliveryPrepayment({ priceRetail: 1200, priceDiscount: 1000, categories: [cat(1100, 20)] })).toBe(200);
  });

  it('the unknown threshold, when configured, switches prepayment off at or above it', () => {
    expect(deliveryPrepayment({ priceRetail: 80000, categories: [cat(700)], appliesBelow: 80000 })).toBe(0);
    expect(deliveryPrepayment({ priceRetail: 79999, categories: [cat(700)], appliesBelow: 80000 })).toBe(700);
  });

  it('legal entities have no prepayment (SPEC §6)', () => {
    expect(deliveryPrepayment({ priceRetail: 90000, categories: [cat(1500)], isLegal: true })).toBe(0);
    expect(deliveryPrepayment({ priceRetail: 90000, categories: [], isLegal: true })).toBe(0);
  });
});
