import {
  BREAKPOINTS,
  CODE_LENGTH,
  CODE_LIFETIME_MS,
  DEFAULT_CITY,
  INSTALMENT_PLANS,
  MAIN_STOCK_CODE,
  MAP,
  MIN_ORDER,
  OTHER_CITY,
  PAYMENT_EXPIRED_AFTER_MS,
  PAYMENT_WINDOW_MS,
  SHELL_BREAKPOINTS,
  TOAST,
} from './constants';
import { USED_DELIVERY_IDS } from './enums';

describe('business constants (SPEC §9)', () => {
  it('the payment window of 72 000 000 ms is 20 hours; an attempt expires after 30 minutes', () => {
    expect(PAYMENT_WINDOW_MS).toBe(20 * 60 * 60 * 1000);
    expect(PAYMENT_EXPIRED_AFTER_MS).toBe(1_800_000);
  });

  it("default city Usolye-Sibirskoye (353, shop 107) and 'other city' (349, shop 1499) priced from the main stock", () => {
    expect(DEFAULT_CITY).toMatchObject({ id: 195585415, shopId: 107, code: 353 });
    expect(OTHER_CITY).toMatchObject({ id: 4586109697, shopId: 1499, code: 349 });
    expect(MAIN_STOCK_CODE).toBe(DEFAULT_CITY.code);
  });

  it('minimum orders, code, instalments', () => {
    expect(MIN_ORDER).toEqual({ homeCity: 200, otherCityPrivate: 500, otherCityLegal: 1000 });
    expect(CODE_LENGTH).toBe(4);
    expect(CODE_LIFETIME_MS).toBe(120_000);
    expect(INSTALMENT_PLANS.map((p) => [p.months, p.ratePercent, p.firstPaymentPercent])).toEqual([
      [2, 7.5, 50],
      [3, 9, 40],
      [4, 13, 40],
      [6, 18, 30],
    ]);
  });

  it('layout, toast and map settings', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 992, 1200, 1600]);
    expect(SHELL_BREAKPOINTS).toEqual({ mobile: 767, tablet: 991 });
    expect(TOAST).toEqual({ durationMs: 6000, vertical: 'bottom', horizontal: 'right' });
    expect(MAP).toEqual({ zoom: 17, calculatorZoom: 10, clusterGridSize: 64, lang: 'ru_RU', apiVersion: '2.1' });
  });

  it('the store uses the delivery ids point 2, courier 4 and courier company 5', () => {
    expect(USED_DELIVERY_IDS).toEqual([2, 4, 5]);
  });
});
