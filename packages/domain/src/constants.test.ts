// The business constants of SPEC §9 through the rules that use them: each test shows what a
// shopper meets at the edge of a number, so a wrong constant fails here by its effect.
import { DEFAULT_CITY, MAIN_STOCK_CODE, OTHER_CITY } from './constants';
import { DELIVERY } from './enums';
import { MESSAGES } from './messages';
import { hoursLeftToPay, isPaymentAttemptExpired, payInProfileText } from './order-status';
import { paymentWindowOpen } from './payment-label';
import { allowedPaymentMethods } from './payment-methods';
import { stockCodeForCity } from './price-selection';
import { isCompleteCode, validateSecretCode } from './validation';

const created = '2026-11-24T10:00:00.000Z';
const after = (ms: number) => new Date(new Date(created).getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('SPEC §9: an order can be paid online for 20 hours (72 000 000 ms) after it was placed', () => {
  it('the window is open at 19 h 59 min and closed at 20 h', () => {
    expect(paymentWindowOpen(created, after(20 * HOUR - MINUTE))).toBe(true);
    expect(paymentWindowOpen(created, after(20 * HOUR))).toBe(false);
  });

  it('a new order says «Можно оплатить в профиле в течение 20 часов», counting down to nothing', () => {
    expect(payInProfileText(hoursLeftToPay(created, after(0)))).toBe('Можно оплатить в профиле в течение 20 часов');
    expect(hoursLeftToPay(created, after(19 * HOUR + 1))).toBe(1);
    expect(hoursLeftToPay(created, after(21 * HOUR))).toBe(0);
  });
});

describe('SPEC §9: a payment attempt counts as expired 30 minutes (1 800 000 ms) after it was made or paid', () => {
  it('is alive at 30 minutes and expired just after', () => {
    expect(isPaymentAttemptExpired({ paidAt: null, createdAt: created }, after(30 * MINUTE))).toBe(false);
    expect(isPaymentAttemptExpired({ paidAt: null, createdAt: created }, after(30 * MINUTE + 1000))).toBe(true);
  });

  it('counts from the payment when there is one', () => {
    const paidAt = after(10 * MINUTE).toISOString();
    expect(isPaymentAttemptExpired({ paidAt, createdAt: created }, after(35 * MINUTE))).toBe(false);
    expect(isPaymentAttemptExpired({ paidAt, createdAt: created }, after(41 * MINUTE))).toBe(true);
  });
});

describe('SPEC §9: Усолье-Сибирское (code 353, shop 107) is the default city and its stock the main one; «Другой город» (code 349) buys from the main stock', () => {
  it('a city sees the prices of its own stock code, «Другой город» those of the main stock', () => {
    expect(DEFAULT_CITY).toMatchObject({ id: 195585415, shopId: 107, code: 353 });
    expect(stockCodeForCity(DEFAULT_CITY.code)).toBe(353);
    expect(stockCodeForCity(OTHER_CITY.code)).toBe(MAIN_STOCK_CODE);
    expect(MAIN_STOCK_CODE).toBe(353);
    expect(stockCodeForCity(371)).toBe(371);
  });
});

describe('SPEC §4: a confirmation code has 4 digits', () => {
  it('4 digits complete the code; 3 or 5 do not', () => {
    expect(isCompleteCode('1234')).toBe(true);
    expect(isCompleteCode('123')).toBe(false);
    expect(isCompleteCode('12345')).toBe(false);
    expect(validateSecretCode('1234')).toBeUndefined();
    expect(validateSecretCode('123')).toBe(MESSAGES.codeLength);
  });
});

describe('SPEC §4: only pickup (2), the courier (4) and the courier company (5) are offered', () => {
  it('those deliveries have payment methods, any other id none', () => {
    for (const deliveryId of [DELIVERY.POINT, DELIVERY.COURIER, DELIVERY.COURIER_COMPANY]) {
      expect(allowedPaymentMethods({ isLegal: false, deliveryId, otherCity: false, deliveryPaid: false }).length).toBeGreaterThan(0);
    }
    for (const deliveryId of [1, 3, 6]) {
      expect(allowedPaymentMethods({ isLegal: false, deliveryId, otherCity: false, deliveryPaid: false })).toEqual([]);
    }
  });
});
