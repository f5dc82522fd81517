import { isOnlinePayment, ONLINE_PAYMENT_METHODS } from './online-payment';

describe('online payment methods (SPEC §9)', () => {
  it('card, SBP, QR and the SBP payment go through the gateway at once', () => {
    expect([...ONLINE_PAYMENT_METHODS].sort((a, b) => a - b)).toEqual([5, 6, 10, 13]);
    expect(isOnlinePayment(5)).toBe(true);
  });

  it('on receipt, credit, instalments and the bank invoice are paid later', () => {
    for (const id of [2, 3, 4, 7, 8, 9, 11, 12]) expect(isOnlinePayment(id)).toBe(false);
  });
});
