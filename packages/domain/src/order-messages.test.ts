import { ORDER_STATUS } from './enums';
import { renderOrderMail, statusChangeMessages, storeDateTime, type OrderMessageFacts } from './order-messages';

const facts: OrderMessageFacts = {
  orderId: 7,
  createdAt: '2026-11-22T02:00:00.000Z',
  customer: 'Иванов <Иван>',
  phone: '79990000001',
  contactPhone: null,
  statusId: 1,
  city: 'Усолье-Сибирское',
  deliveryId: 4,
  shop: null,
  address: 'ул. Ленина, д. 1, кв. 2',
  paymentMethodId: 2,
  lines: [{ title: 'Дрель & шуруповёрт', quantity: 2, price: 1000, assemblyPrice: null, defectSerialNumber: null }],
  goodsTotal: 2000,
  servicesTotal: 0,
  deliveryPrice: 0,
  totalPrice: 2000,
  payOnline: null,
  legal: null,
  comment: 'секретный комментарий',
};
const context = {
  storeName: 'ТехноСибирь',
  publicUrl: 'https://shop.example',
  supportPhone: '+7 (800) 555-35-35',
  supportHours: '10:00-19:00',
};

describe('statusChangeMessages (issue 39)', () => {
  it('an e-mail for a change, an SMS for «Готов к выдаче» and «Отменен»; nothing for no change, 5 ↔ 6, or the payment’s own 12 → 1', () => {
    expect(statusChangeMessages(1, ORDER_STATUS.ON_THE_WAY, 'exchange')).toEqual({ email: true, sms: false });
    expect(statusChangeMessages(1, ORDER_STATUS.READY, 'operator')).toEqual({ email: true, sms: true });
    expect(statusChangeMessages(1, ORDER_STATUS.READY_ALT, 'exchange')).toEqual({ email: true, sms: true });
    expect(statusChangeMessages(12, ORDER_STATUS.CANCELLED, 'expiry')).toEqual({ email: true, sms: true });
    expect(statusChangeMessages(ORDER_STATUS.READY, ORDER_STATUS.READY_ALT, 'exchange')).toEqual({ email: false, sms: false });
    expect(statusChangeMessages(3, 3, 'operator')).toEqual({ email: false, sms: false });
    expect(statusChangeMessages(ORDER_STATUS.IN_PAYMENT, ORDER_STATUS.NEW, 'payment')).toEqual({ email: false, sms: false });
    expect(statusChangeMessages(ORDER_STATUS.IN_PAYMENT, ORDER_STATUS.NEW, 'operator')).toEqual({ email: true, sms: false });
  });
});

describe('renderOrderMail (issue 39)', () => {
  it('the courier address and the store’s time; every value escaped in the HTML; the desk’s details only in the desk’s mail', () => {
    const shopper = renderOrderMail('order-placed', facts, context);
    expect(shopper.text).toContain('Курьером по городу: Усолье-Сибирское, ул. Ленина, д. 1, кв. 2');
    expect(shopper.text).toContain('Здравствуйте, Иванов <Иван>!');
    expect(shopper.html).toContain('Иванов &lt;Иван&gt;');
    expect(shopper.html).toContain('Дрель &amp; шуруповёрт');
    expect(shopper.text).not.toContain('секретный комментарий');
    expect(renderOrderMail('order-placed-desk', facts, context).text).toContain('секретный комментарий');
    expect(storeDateTime('2026-11-22T22:00:00.000Z')).toBe('23.11.2026 06:00 (по Иркутску)');
  });
});
