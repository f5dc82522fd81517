import { deliveryPrepayment } from './prepayment';

const cat = (deliveryPrice: number | null, percentPrepayment: number | null = null) => ({ deliveryPrice, percentPrepayment });

describe('prepayment for delivery (SPEC §9)', () => {
  it('is the largest category deliveryPrice', () => {
    expect(deliveryPrepayment({ priceRetail: 30000, categories: [cat(500), cat(1500), cat(null)] })).toBe(1500);
  });

  it('with no deliveryPrice and a price above 50 000 ₽ it is 5000 ₽', () => {
    expect(deliveryPrepayment({ priceRetail: 50001, categories: [cat(null)] })).toBe(5000);
  });

  it('with no deliveryPrice and a price of 50 000 ₽ or less there is none', () => {
    expect(deliveryPrepayment({ priceRetail: 50000, categories: [cat(null)] })).toBe(0);
  });

  it('when it exceeds the price, it is percentPrepayment of the price', () => {
    expect(deliveryPrepayment({ priceRetail: 1000, categories: [cat(1500, 10)] })).toBe(100);
  });

  it('when it exceeds the price and no percentage is set, it is the full price', () => {
    expect(deliveryPrepayment({ priceRetail: 1000, categories: [cat(1500)] })).toBe(1000);
  });

  it('uses the sale price when positive', () => {
    expect(deliveryPrepayment({ priceRetail: 60000, priceDiscount: 49000, categories: [cat(null)] })).toBe(0);
    expect(deliveryPrepayment({ priceRetail: 1200, priceDiscount: 1000, categories: [cat(1100, 20)] })).toBe(200);
  });

  it('legal entities have no prepayment (SPEC §6)', () => {
    expect(deliveryPrepayment({ priceRetail: 90000, categories: [cat(1500)], isLegal: true })).toBe(0);
  });
});
