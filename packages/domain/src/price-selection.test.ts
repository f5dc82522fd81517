import { defectPrice, effectivePrice, productPriceForCity, stockCodeForCity } from './price-selection';
import type { ProductPrice } from './types';

const now = new Date('2026-11-22T12:00:00Z');
const price = (over: Partial<ProductPrice>): ProductPrice => ({
  stockCode: 353,
  priceRetail: 10000,
  priceDiscount: null,
  priceDiscountEndDate: null,
  defectPriceRetail: null,
  ...over,
});

describe('price selection (SPEC §9)', () => {
  it('uses the sale price while the discount lasts', () => {
    expect(effectivePrice(price({ priceDiscount: 8990, priceDiscountEndDate: '2026-12-31T00:00:00Z' }), now)).toBe(8990);
  });

  it('a sale price without an end date lasts', () => {
    expect(effectivePrice(price({ priceDiscount: 8990 }), now)).toBe(8990);
  });

  it('falls back to defectPriceRetail when the discount has ended', () => {
    expect(effectivePrice(price({ priceDiscount: 8990, priceDiscountEndDate: '2026-11-01T00:00:00Z', defectPriceRetail: 9490 }), now)).toBe(
      9490,
    );
  });

  it('falls back to the retail price when the discount has ended and there is no defect retail price', () => {
    expect(effectivePrice(price({ priceDiscount: 8990, priceDiscountEndDate: '2026-11-01T00:00:00Z' }), now)).toBe(10000);
  });

  it('a zero sale price is no discount', () => {
    expect(effectivePrice(price({ priceDiscount: 0 }), now)).toBe(10000);
  });

  it("looks prices up by the city's stock code; 'other city' (349) uses the main stock code", () => {
    expect(stockCodeForCity(301)).toBe(301);
    expect(stockCodeForCity(349)).toBe(353);
    const product = {
      productPrices: [price({ stockCode: 353, priceRetail: 100 }), price({ stockCode: 301, priceRetail: 105 })],
      productDefects: [],
    };
    expect(productPriceForCity(product, 301, now)).toBe(105);
    expect(productPriceForCity(product, 349, now)).toBe(100);
    expect(productPriceForCity(product, 999, now)).toBeUndefined();
  });

  it('a marked-down item is priced by its serial number', () => {
    const defects = [
      { serialNumber: 'У-1', priceRetail: 7000, priceDiscount: 6500, stockCode: 353, quantity: 1 },
      { serialNumber: 'У-2', priceRetail: 7200, priceDiscount: null, stockCode: 353, quantity: 1 },
    ];
    expect(defectPrice(defects, 'У-1')).toBe(6500);
    expect(defectPrice(defects, 'У-2')).toBe(7200);
    expect(defectPrice(defects, 'У-3')).toBeUndefined();
    expect(productPriceForCity({ productPrices: [price({})], productDefects: defects }, 353, now, 'У-1')).toBe(6500);
  });
});
