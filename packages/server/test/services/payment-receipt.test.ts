import { assemblyLine, DELIVERY_LINE, paymentReceipt, prepaymentLine, type PaymentSubject } from '../../src/services/payment-receipt';

const kopecks = (lines: { sum: number }[]) => lines.reduce((sum, l) => sum + Math.round(l.sum * 100), 0);

const subject = (extra: Partial<PaymentSubject> = {}): PaymentSubject => ({
  orderId: 41,
  customer: 'Петров Пётр',
  phone: '79990000001',
  email: null,
  lines: [
    { title: 'Дрель Bosch', price: 4990.9, quantity: 3, assemblyPrice: null },
    { title: 'Шкаф-купе', price: 23999, quantity: 1, assemblyPrice: 1500.5 },
  ],
  deliveryPrice: 0,
  ...extra,
});

describe('the 54-ФЗ receipt of a payment (PayKeeper cart)', () => {
  it('a payment of the whole order: each good, its assembly and the delivery as services, adding up to the amount', () => {
    const receipt = paymentReceipt(subject({ deliveryPrice: 1349 }), 3 * 4990.9 + 23999 + 1500.5 + 1349);
    expect(receipt).toEqual([
      { name: 'Дрель Bosch', price: 4990.9, quantity: 3, sum: 14972.7, kind: 'goods' },
      { name: 'Шкаф-купе', price: 23999, quantity: 1, sum: 23999, kind: 'goods' },
      { name: assemblyLine('Шкаф-купе'), price: 1500.5, quantity: 1, sum: 1500.5, kind: 'service' },
      { name: DELIVERY_LINE, price: 1349, quantity: 1, sum: 1349, kind: 'service' },
    ]);
    expect(kopecks(receipt)).toBe(Math.round((3 * 4990.9 + 23999 + 1500.5 + 1349) * 100));
  });

  it('free delivery adds no line', () => {
    expect(paymentReceipt(subject(), 3 * 4990.9 + 23999 + 1500.5).map((l) => l.name)).not.toContain(DELIVERY_LINE);
  });

  it('a prepayment (SPEC §9 delivery prepayment of an order paid on receipt) is one service line of exactly the amount', () => {
    expect(paymentReceipt(subject(), 5000)).toEqual([{ name: prepaymentLine(41), price: 5000, quantity: 1, sum: 5000, kind: 'service' }]);
    expect(prepaymentLine(41)).toBe('Предоплата по заказу № 41');
  });

  it('a name longer than PayKeeper takes (128 characters) is cut with an ellipsis', () => {
    const title = 'Холодильник '.repeat(20);
    const [goods, assembly] = paymentReceipt(subject({ lines: [{ title, price: 10, quantity: 1, assemblyPrice: 1 }] }), 11);
    expect(goods!.name).toHaveLength(128);
    expect(goods!.name.endsWith('…')).toBe(true);
    expect(assembly!.name).toHaveLength(128);
    expect(assembly!.name.startsWith('Сборка: ')).toBe(true);
  });
});
