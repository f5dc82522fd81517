import { canPayOnline, hoursLeftToPay, isPaymentAttemptExpired, orderStatusLabel, payInProfileText } from './order-status';

const createdAt = '2026-11-22T00:00:00Z';
const within = new Date('2026-11-22T10:00:00Z');
const after = new Date('2026-11-22T20:00:01Z');

describe('order status display (SPEC §4)', () => {
  it('shows the name of the status id', () => {
    expect(orderStatusLabel({ statusId: 1, paymentStatus: null, createdAt }, within)).toBe('Новый');
    expect(orderStatusLabel({ statusId: 6, paymentStatus: null, createdAt }, within)).toBe('Готов к выдаче');
    expect(orderStatusLabel({ statusId: 10, paymentStatus: null, createdAt }, within)).toBe('Ожидает одобрения кредита');
  });

  it("a 'payment in process' order shows 'Отменен' when pending and the 20-hour window has passed", () => {
    expect(orderStatusLabel({ statusId: 12, paymentStatus: 'pending', createdAt }, after)).toBe('Отменен');
    expect(orderStatusLabel({ statusId: 12, paymentStatus: 'pending', createdAt }, within)).toBe('Ожидает оплату');
  });

  it("a 'payment in process' order shows 'Новый' when the payment is stuck or obtained", () => {
    expect(orderStatusLabel({ statusId: 12, paymentStatus: 'stuck', createdAt }, after)).toBe('Новый');
    expect(orderStatusLabel({ statusId: 12, paymentStatus: 'obtained', createdAt }, within)).toBe('Новый');
  });
});

describe("'can pay online' window (SPEC §9: 20 hours)", () => {
  it('is open within 20 hours of creation for an unpaid order', () => {
    expect(canPayOnline({ statusId: 12, paymentStatus: 'pending', createdAt }, within)).toBe(true);
  });

  it('is closed after 20 hours, once paid, for a closed order or while waiting confirmation', () => {
    expect(canPayOnline({ statusId: 12, paymentStatus: 'pending', createdAt }, after)).toBe(false);
    expect(canPayOnline({ statusId: 12, paymentStatus: 'obtained', createdAt }, within)).toBe(false);
    expect(canPayOnline({ statusId: 4, paymentStatus: 'pending', createdAt }, within)).toBe(false);
    expect(canPayOnline({ statusId: 1, paymentStatus: 'pending', confirmation: 'waiting', createdAt }, within)).toBe(false);
  });

  it("says 'Можно оплатить в профиле в течение N часа/часов'", () => {
    expect(hoursLeftToPay(createdAt, within)).toBe(10);
    expect(payInProfileText(hoursLeftToPay(createdAt, within))).toBe('Можно оплатить в профиле в течение 10 часов');
    expect(payInProfileText(1)).toBe('Можно оплатить в профиле в течение 1 часа');
    expect(payInProfileText(20)).toBe('Можно оплатить в профиле в течение 20 часов');
    expect(hoursLeftToPay(createdAt, after)).toBe(0);
  });

  it('a payment attempt older than 30 minutes counts as expired', () => {
    expect(isPaymentAttemptExpired('2026-11-22T09:29:00Z', within)).toBe(true);
    expect(isPaymentAttemptExpired('2026-11-22T09:31:00Z', within)).toBe(false);
  });
});
