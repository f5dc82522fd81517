import { CONFIRMATION, ORDER_STATUS_NAMES, type OrderStatusId } from './enums';
import {
  canPayOnline,
  CLOSED_ORDER_STATUSES,
  hoursLeftToPay,
  isOrderClosed,
  isPaymentAttemptExpired,
  orderStatusLabel,
  payInProfileText,
  type OrderPayability,
} from './order-status';

const createdAt = '2026-11-22T00:00:00Z';
const within = new Date('2026-11-22T10:00:00Z');
const after = new Date('2026-11-22T20:00:01Z');
const order = (over: Partial<OrderPayability> = {}): OrderPayability => ({
  statusId: 12,
  paykeeperStatus: 'pending',
  paymentOnline: null,
  confirmed: CONFIRMATION.NONE,
  createdAt,
  ...over,
});

describe('order status display (SPEC §4)', () => {
  it('shows the name of the status id', () => {
    expect(orderStatusLabel(order({ statusId: 1, paykeeperStatus: null }), within)).toBe('Новый');
    expect(orderStatusLabel(order({ statusId: 4, paykeeperStatus: null }), within)).toBe('Отменен');
    expect(orderStatusLabel(order({ statusId: 6, paykeeperStatus: null }), within)).toBe('Готов к выдаче');
    expect(orderStatusLabel(order({ statusId: 10, paykeeperStatus: null }), within)).toBe('Ожидает одобрения кредита');
    expect(orderStatusLabel(order({ statusId: 15, paykeeperStatus: null }), within)).toBe('Выполнен');
  });

  it('names every status id 1–16, with 5/6 and 3/15 sharing a name', () => {
    const ids = Array.from({ length: 16 }, (_, i) => (i + 1) as OrderStatusId);
    expect(ids.every((id) => ORDER_STATUS_NAMES[id].length > 0)).toBe(true);
    expect(ORDER_STATUS_NAMES[5]).toBe(ORDER_STATUS_NAMES[6]);
    expect(ORDER_STATUS_NAMES[3]).toBe(ORDER_STATUS_NAMES[15]);
    expect(ORDER_STATUS_NAMES[12]).toBe('Ожидает оплату');
  });

  it("a 'payment in process' order shows 'Отменен' when pending and the 20-hour window has passed", () => {
    expect(orderStatusLabel(order(), after)).toBe('Отменен');
    expect(orderStatusLabel(order(), within)).toBe('Ожидает оплату');
  });

  it("a 'payment in process' order shows 'Новый' when the payment is stuck or obtained", () => {
    expect(orderStatusLabel(order({ paykeeperStatus: 'stuck' }), after)).toBe('Новый');
    expect(orderStatusLabel(order({ paykeeperStatus: 'obtained' }), within)).toBe('Новый');
  });

  it('the payment cases apply only to the status in payment (12)', () => {
    expect(orderStatusLabel(order({ statusId: 11, paykeeperStatus: 'pending' }), after)).toBe('В обработке');
    expect(orderStatusLabel(order({ statusId: 2, paykeeperStatus: 'obtained' }), within)).toBe('В пути');
  });
});

describe("'can pay online' (SPEC §4, §9: 20-hour window)", () => {
  it('is open within 20 hours of creation while a payment is awaited', () => {
    expect(canPayOnline(order(), within)).toBe(true);
    expect(canPayOnline(order({ statusId: 1, paykeeperStatus: null, paymentOnline: { status: 'waiting-for-payment' } }), within)).toBe(
      true,
    );
    expect(canPayOnline(order({ confirmed: CONFIRMATION.CONFIRMED }), within)).toBe(true);
  });

  it('is closed after 20 hours', () => {
    expect(canPayOnline(order(), after)).toBe(false);
  });

  it('is closed once paid or cancelled, or when no payment is awaited', () => {
    expect(canPayOnline(order({ paykeeperStatus: 'obtained' }), within)).toBe(false);
    expect(canPayOnline(order({ paykeeperStatus: null, paymentOnline: { status: 'paid' } }), within)).toBe(false);
    expect(canPayOnline(order({ paykeeperStatus: null, paymentOnline: { status: 'cancelled' } }), within)).toBe(false);
    expect(canPayOnline(order({ paykeeperStatus: null }), within)).toBe(false);
  });

  it('is closed for a closed order or while the operator has not allowed payment', () => {
    expect(canPayOnline(order({ statusId: 4 }), within)).toBe(false);
    expect(canPayOnline(order({ statusId: 7 }), within)).toBe(false);
    expect(canPayOnline(order({ confirmed: CONFIRMATION.WAITING }), within)).toBe(false);
  });
});

describe('closed orders: done, cancelled, archive, credit refused, not done', () => {
  it('are the statuses 3, 4, 7, 14, 15 and 16; the others are open', () => {
    expect([...CLOSED_ORDER_STATUSES].sort((a, b) => a - b)).toEqual([3, 4, 7, 14, 15, 16]);
    const open = Array.from({ length: 16 }, (_, i) => i + 1).filter((id) => !isOrderClosed(id));
    expect(open).toEqual([1, 2, 5, 6, 8, 9, 10, 11, 12, 13]);
  });

  it('none of them can be paid online, even within the window', () => {
    for (const statusId of CLOSED_ORDER_STATUSES) expect(canPayOnline(order({ statusId }), within)).toBe(false);
    expect(canPayOnline(order({ statusId: 12 }), within)).toBe(true);
  });
});

describe("hours left: 'Можно оплатить в профиле в течение N часа/часов'", () => {
  it('counts whole hours left, rounded up, and 0 after the window', () => {
    expect(hoursLeftToPay(createdAt, new Date(createdAt))).toBe(20);
    expect(hoursLeftToPay(createdAt, within)).toBe(10);
    expect(hoursLeftToPay(createdAt, new Date('2026-11-22T10:00:01Z'))).toBe(10);
    expect(hoursLeftToPay(createdAt, new Date('2026-11-22T19:30:00Z'))).toBe(1);
    expect(hoursLeftToPay(createdAt, after)).toBe(0);
  });

  it('uses the plural rule for the hours', () => {
    expect(payInProfileText(hoursLeftToPay(createdAt, within))).toBe('Можно оплатить в профиле в течение 10 часов');
    expect(payInProfileText(1)).toBe('Можно оплатить в профиле в течение 1 часа');
    expect(payInProfileText(2)).toBe('Можно оплатить в профиле в течение 2 часов');
    expect(payInProfileText(20)).toBe('Можно оплатить в профиле в течение 20 часов');
  });
});

describe('expired payment attempt (SPEC §9: 30 minutes)', () => {
  it('counts from the payment time, else from the creation time', () => {
    expect(isPaymentAttemptExpired({ paidAt: null, createdAt: '2026-11-22T09:29:00Z' }, within)).toBe(true);
    expect(isPaymentAttemptExpired({ paidAt: null, createdAt: '2026-11-22T09:31:00Z' }, within)).toBe(false);
    expect(isPaymentAttemptExpired({ paidAt: '2026-11-22T09:45:00Z', createdAt: '2026-11-22T08:00:00Z' }, within)).toBe(false);
    expect(isPaymentAttemptExpired({ paidAt: '2026-11-22T09:00:00Z', createdAt: '2026-11-22T08:00:00Z' }, within)).toBe(true);
  });
});
