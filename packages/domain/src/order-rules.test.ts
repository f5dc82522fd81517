import { addToCart, cartCount, cartTotal, decrementInCart, toggleSelection } from './cart';
import { checkMinimumOrder, minimumOrder } from './minimum-order';
import { allowedPaymentMethods, confirmationFor } from './payment-methods';

describe('minimum order (SPEC §9)', () => {
  it('200 ₽ in the home city; other city 500 ₽ private and 1000 ₽ legal', () => {
    expect(minimumOrder({ otherCity: false, isLegal: false })).toBe(200);
    expect(minimumOrder({ otherCity: true, isLegal: false })).toBe(500);
    expect(minimumOrder({ otherCity: true, isLegal: true })).toBe(1000);
    expect(checkMinimumOrder(199, { otherCity: false, isLegal: false })).toBe('Заказ от 200 рублей');
    expect(checkMinimumOrder(499, { otherCity: true, isLegal: false })).toBe('Заказ от 500 рублей');
    expect(checkMinimumOrder(200, { otherCity: false, isLegal: false })).toBeNull();
  });
});

describe('payment methods (SPEC §6, §9)', () => {
  it('a legal entity pays only by bank invoice', () => {
    expect(allowedPaymentMethods({ isLegal: true, otherCity: false, deliveryPaid: false })).toEqual([11]);
  });

  it('paid delivery or other city: online prepayment only, no payment on receipt', () => {
    expect(allowedPaymentMethods({ isLegal: false, otherCity: true, deliveryPaid: false })).not.toContain(2);
    expect(allowedPaymentMethods({ isLegal: false, otherCity: false, deliveryPaid: true })).toEqual([5, 13]);
    expect(allowedPaymentMethods({ isLegal: false, otherCity: false, deliveryPaid: false })).toContain(2);
  });

  it('waitConfirmation for toOrder/onWay goods of private customers, otherwise withoutConfirmation', () => {
    expect(confirmationFor(['inStock', 'toOrder'], false)).toBe('waitConfirmation');
    expect(confirmationFor(['onWay'], true)).toBe('withoutConfirmation');
    expect(confirmationFor(['inStock'], false)).toBe('withoutConfirmation');
  });
});

describe('cart rules (SPEC §4)', () => {
  it('the same id and defect serial increments; otherwise a new selected line of 1', () => {
    let lines = addToCart([], { id: 1, defectSerialNumber: null });
    lines = addToCart(lines, { id: 1, defectSerialNumber: null });
    lines = addToCart(lines, { id: 1, defectSerialNumber: 'У-1' });
    expect(lines).toEqual([
      { id: 1, defectSerialNumber: null, quantity: 2, selected: true },
      { id: 1, defectSerialNumber: 'У-1', quantity: 1, selected: true },
    ]);
    expect(cartCount(lines)).toBe(3);
  });

  it('decrements only while above 0', () => {
    let lines = addToCart([], { id: 1, defectSerialNumber: null });
    lines = decrementInCart(lines, { id: 1, defectSerialNumber: null });
    lines = decrementInCart(lines, { id: 1, defectSerialNumber: null });
    expect(lines[0]?.quantity).toBe(0);
  });

  it('toggles one line or forces all selected; the total counts selected lines', () => {
    let lines = addToCart(addToCart([], { id: 1, defectSerialNumber: null }), { id: 2, defectSerialNumber: null });
    lines = toggleSelection(lines, { id: 1, defectSerialNumber: null });
    expect(cartTotal(lines, (l) => (l.id === 1 ? 100 : 50))).toBe(50);
    lines = toggleSelection(lines, null, true);
    expect(cartTotal(lines, (l) => (l.id === 1 ? 100 : 50))).toBe(150);
  });
});
