import { CONFIRMATION, CONFIRMATION_STATE_OF, DELIVERY, PAYMENT_METHOD, PAYMENT_METHOD_NAMES } from './enums';
import { allowedPaymentMethods, confirmationFor, isPaymentMethodAllowed } from './payment-methods';

const privatePickup = { isLegal: false, deliveryId: DELIVERY.POINT, otherCity: false, deliveryPaid: false };

describe('allowed payment methods (SPEC §6, §9)', () => {
  it("a legal entity pays only by bank invoice, 'Оплата по банковскому счету' (id 11)", () => {
    expect(allowedPaymentMethods({ ...privatePickup, isLegal: true })).toEqual([PAYMENT_METHOD.BANK_INVOICE]);
    expect(allowedPaymentMethods({ ...privatePickup, isLegal: true, deliveryId: 5, otherCity: true, deliveryPaid: true })).toEqual([11]);
    expect(PAYMENT_METHOD_NAMES[11]).toBe('Оплата по банковскому счету');
  });

  it('the bank-invoice id collides with none of the spec ids', () => {
    const specIds = [2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13];
    expect(specIds).not.toContain(PAYMENT_METHOD.BANK_INVOICE);
    expect(
      Object.keys(PAYMENT_METHOD_NAMES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('pickup and the free courier offer payment on receipt, card, SBP, credit and instalments', () => {
    expect(allowedPaymentMethods(privatePickup)).toEqual([2, 5, 13, 3, 4]);
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: DELIVERY.COURIER })).toEqual([2, 5, 13, 3, 4]);
  });

  it('paid delivery or other city: online prepayment only (card, SBP), no payment on receipt', () => {
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: DELIVERY.COURIER, deliveryPaid: true })).toEqual([5, 13]);
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: DELIVERY.COURIER_COMPANY, otherCity: true })).toEqual([5, 13]);
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: DELIVERY.COURIER_COMPANY })).not.toContain(PAYMENT_METHOD.ON_RECEIPT);
  });

  it('a delivery the store does not use has no methods', () => {
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: DELIVERY.FIXED })).toEqual([]);
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: DELIVERY.DPD, isLegal: true })).toEqual([]);
    expect(allowedPaymentMethods({ ...privatePickup, deliveryId: 99 })).toEqual([]);
  });

  it('checks a chosen method against the order', () => {
    expect(isPaymentMethodAllowed(2, privatePickup)).toBe(true);
    expect(isPaymentMethodAllowed(2, { ...privatePickup, otherCity: true, deliveryId: 5 })).toBe(false);
    expect(isPaymentMethodAllowed(5, { ...privatePickup, isLegal: true })).toBe(false);
    expect(isPaymentMethodAllowed(11, { ...privatePickup, isLegal: true })).toBe(true);
  });
});

describe('order confirmation value (SPEC §4)', () => {
  it('waitConfirmation for toOrder/onWay goods of private customers', () => {
    expect(confirmationFor(['inStock', 'toOrder'], false)).toBe('waitConfirmation');
    expect(confirmationFor(['onWay'], false)).toBe('waitConfirmation');
  });

  it('withoutConfirmation for goods in stock or for legal entities', () => {
    expect(confirmationFor(['inStock', 'inStock'], false)).toBe('withoutConfirmation');
    expect(confirmationFor(['onWay', 'toOrder'], true)).toBe('withoutConfirmation');
    expect(confirmationFor([], false)).toBe('withoutConfirmation');
  });

  it('starts the order as waiting (0) or needing no confirmation (2)', () => {
    expect(CONFIRMATION_STATE_OF[confirmationFor(['toOrder'], false)]).toBe(CONFIRMATION.WAITING);
    expect(CONFIRMATION_STATE_OF[confirmationFor(['inStock'], false)]).toBe(CONFIRMATION.NONE);
  });
});
