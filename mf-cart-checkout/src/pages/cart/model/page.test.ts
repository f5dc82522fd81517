import { parsePaymentReturn } from './page';

describe('the return from the payment gateway', () => {
  it('reads the order and whether it was paid', () => {
    expect(parsePaymentReturn('?order=12&payment=paid')).toEqual({ orderId: 12, paid: true });
    expect(parsePaymentReturn('?payment=unpaid&order=7')).toEqual({ orderId: 7, paid: false });
  });

  it('anything malformed is no return at all', () => {
    for (const search of [
      '',
      '?order=0&payment=paid',
      '?order=abc&payment=paid',
      '?order=5&payment=maybe',
      '?order=5',
      '?order=-1&payment=paid',
    ]) {
      expect(parsePaymentReturn(search)).toBeNull();
    }
  });
});
