import { paymentLabel, type PaymentLabelInput } from './payment-label';

const created = '2026-11-22T00:00:00Z';
const within = new Date('2026-11-22T10:00:00Z');
const after = new Date('2026-11-22T20:00:01Z');
const input = (over: Partial<PaymentLabelInput>): PaymentLabelInput => ({
  paymentStatus: 'pending',
  onlineStatus: null,
  confirmation: 'none',
  createdAt: created,
  now: within,
  ...over,
});

describe('payment label table (SPEC §4)', () => {
  it("'Ожидает оплату': pending, no confirmation needed, time left", () => {
    expect(paymentLabel(input({}))).toBe('Ожидает оплату');
    expect(paymentLabel(input({ confirmation: 'confirmed' }))).toBe('Ожидает оплату');
  });

  it("'Ожидает разрешение на оплату': waiting confirmation and pending", () => {
    expect(paymentLabel(input({ confirmation: 'waiting' }))).toBe('Ожидает разрешение на оплату');
  });

  it("'Оплачен': paid, stuck or obtained", () => {
    expect(paymentLabel(input({ onlineStatus: 'paid', paymentStatus: null }))).toBe('Оплачен');
    expect(paymentLabel(input({ paymentStatus: 'stuck' }))).toBe('Оплачен');
    expect(paymentLabel(input({ paymentStatus: 'obtained', now: after }))).toBe('Оплачен');
  });

  it("'Не оплачен': cancelled, or waiting for payment when the 20-hour window has passed", () => {
    expect(paymentLabel(input({ onlineStatus: 'cancelled', paymentStatus: null }))).toBe('Не оплачен');
    expect(paymentLabel(input({ now: after }))).toBe('Не оплачен');
    expect(paymentLabel(input({ paymentStatus: null, onlineStatus: 'waiting-for-payment', now: after }))).toBe('Не оплачен');
  });

  it("'Уточняется' otherwise", () => {
    expect(paymentLabel(input({ paymentStatus: null }))).toBe('Уточняется');
  });
});
