import { DEFAULT_CITY, MAIN_STOCK_CODE, OTHER_CITY } from './constants';
import {
  crossedOutPrice,
  defectPrice,
  effectivePrice,
  isDiscountActive,
  priceForStock,
  productOldPriceForCity,
  productPriceForCity,
  stockCodeForCity,
  type PricedDefect,
  type PricedStock,
} from './price-selection';

const now = new Date('2026-11-22T12:00:00Z');
const price = (over: Partial<PricedStock> = {}): PricedStock => ({
  stockCode: 353,
  priceRetail: 10000,
  priceDiscount: null,
  priceDiscountEndDate: null,
  defectPriceRetail: null,
  ...over,
});
/** Marked-down items as the API lists them: with their stock and quantity, which the price rule does not read. */
const defects: (PricedDefect & { stockCode: number; quantity: number })[] = [
  { serialNumber: 'У-1', priceRetail: 7000, priceDiscount: 6500, stockCode: 353, quantity: 1 },
  { serialNumber: 'У-2', priceRetail: 7200, priceDiscount: null, stockCode: 353, quantity: 1 },
  { serialNumber: 'У-3', priceRetail: 7300, priceDiscount: 0, stockCode: 353, quantity: 1 },
];

/** Priced at two stocks, on sale at 301 until December; with the marked-down items above. */
const product = {
  productPrices: [
    price({ stockCode: 353, priceRetail: 100 }),
    price({ stockCode: 301, priceRetail: 105, priceDiscount: 99, priceDiscountEndDate: '2026-12-01T00:00:00Z' }),
  ],
  productDefects: defects,
};

describe('price selection (SPEC §9)', () => {
  describe('stock code of a city', () => {
    it("is the city's own code", () => {
      expect(stockCodeForCity(301)).toBe(301);
      expect(stockCodeForCity(DEFAULT_CITY.code)).toBe(353);
    });

    it("maps 'other city' (349) to the main stock code", () => {
      expect(stockCodeForCity(OTHER_CITY.code)).toBe(MAIN_STOCK_CODE);
      expect(MAIN_STOCK_CODE).toBe(353);
    });
  });

  it('picks the price row of the stock code', () => {
    const rows = [price({ stockCode: 353, priceRetail: 100 }), price({ stockCode: 301, priceRetail: 105 })];
    expect(priceForStock(rows, 301)?.priceRetail).toBe(105);
    expect(priceForStock(rows, 353)?.priceRetail).toBe(100);
    expect(priceForStock(rows, 999)).toBeUndefined();
  });

  describe('effective price', () => {
    it('is the sale price while the discount lasts', () => {
      expect(effectivePrice(price({ priceDiscount: 8990, priceDiscountEndDate: '2026-12-31T00:00:00Z' }), now)).toBe(8990);
    });

    it('a sale price without an end date lasts', () => {
      expect(effectivePrice(price({ priceDiscount: 8990 }), now)).toBe(8990);
      expect(isDiscountActive(price({ priceDiscount: 8990 }), now)).toBe(true);
    });

    it('falls back to defectPriceRetail when the discount has ended', () => {
      const ended = price({ priceDiscount: 8990, priceDiscountEndDate: '2026-11-01T00:00:00Z', defectPriceRetail: 9490 });
      expect(isDiscountActive(ended, now)).toBe(false);
      expect(effectivePrice(ended, now)).toBe(9490);
    });

    it('falls back to the retail price when the discount has ended and defectPriceRetail is absent or zero', () => {
      expect(effectivePrice(price({ priceDiscount: 8990, priceDiscountEndDate: '2026-11-01T00:00:00Z' }), now)).toBe(10000);
      expect(effectivePrice(price({ priceDiscount: 8990, priceDiscountEndDate: '2026-11-01T00:00:00Z', defectPriceRetail: 0 }), now)).toBe(
        10000,
      );
    });

    it('the discount ends exactly at priceDiscountEndDate', () => {
      const endsNow = price({ priceDiscount: 8990, priceDiscountEndDate: now.toISOString(), defectPriceRetail: 9490 });
      expect(effectivePrice(endsNow, now)).toBe(9490);
      expect(effectivePrice(endsNow, new Date(now.getTime() - 1))).toBe(8990);
    });

    it('a zero or missing sale price is no discount, and defectPriceRetail alone does not apply', () => {
      expect(effectivePrice(price({ priceDiscount: 0 }), now)).toBe(10000);
      expect(isDiscountActive(price({ priceDiscount: 0 }), now)).toBe(false);
      expect(effectivePrice(price({ defectPriceRetail: 9490 }), now)).toBe(10000);
    });
  });

  describe('marked-down item price', () => {
    it('is the sale price of the item with that serial number when positive, else its retail price', () => {
      expect(defectPrice(defects, 'У-1')).toBe(6500);
      expect(defectPrice(defects, 'У-2')).toBe(7200);
      expect(defectPrice(defects, 'У-3')).toBe(7300);
    });

    it('is undefined for an unknown serial number', () => {
      expect(defectPrice(defects, 'У-404')).toBeUndefined();
    });
  });

  describe('product price for a city', () => {
    it("uses the city's stock code and the effective price", () => {
      expect(productPriceForCity(product, 301, now)).toBe(99);
      expect(productPriceForCity(product, 301, new Date('2026-12-02T00:00:00Z'))).toBe(105);
      expect(productPriceForCity(product, 353, now)).toBe(100);
    });

    it("'other city' sees the main stock's price", () => {
      expect(productPriceForCity(product, OTHER_CITY.code, now)).toBe(100);
    });

    it('is undefined where the product is not priced', () => {
      expect(productPriceForCity(product, 999, now)).toBeUndefined();
    });

    it('a marked-down item is priced by its serial number, whatever the city', () => {
      expect(productPriceForCity(product, 301, now, 'У-1')).toBe(6500);
      expect(productPriceForCity(product, 301, now, null)).toBe(99);
    });
  });

  describe('the crossed-out old price', () => {
    it('is the retail price when it is above the price paid, else nothing', () => {
      expect(crossedOutPrice(4990, 5990)).toBe(5990);
      expect(crossedOutPrice(5990, 5990)).toBeNull();
      expect(crossedOutPrice(5990, 4990)).toBeNull();
      expect(crossedOutPrice(null, 5990)).toBeNull();
      expect(crossedOutPrice(4990, null)).toBeNull();
    });

    it("of a new one: the city stock's retail price while its sale lasts", () => {
      expect(productOldPriceForCity(product, 301, now, 99)).toBe(105);
      expect(productOldPriceForCity(product, 301, new Date('2026-12-02T00:00:00Z'), 105)).toBeNull();
      expect(productOldPriceForCity(product, 353, now, 100)).toBeNull();
      expect(productOldPriceForCity(product, 999, now, 100)).toBeNull();
    });

    it("of a marked-down item: the item's own retail price, whatever the city", () => {
      expect(productOldPriceForCity({ ...product, defectSerialNumber: 'У-1' }, 301, now, 6500)).toBe(7000);
      expect(productOldPriceForCity({ ...product, defectSerialNumber: 'У-2' }, 301, now, 7200)).toBeNull();
      expect(productOldPriceForCity({ ...product, defectSerialNumber: 'нет' }, 301, now, 6500)).toBeNull();
    });
  });
});
