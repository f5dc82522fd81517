import { CONFIRMATION, PAYMENT_STATE } from './enums';
import { paymentLabel, paymentState, paymentWindowOpen, type OrderPaymentFacts } from './payment-label';

const createdAt = '2026-11-22T00:00:00Z';
const within = new Date('2026-11-22T10:00:00Z');
const lastMs = new Date('2026-11-22T19:59:59.999Z');
const after = new Date('2026-11-22T20:00:00Z');
const order = (over: Partial<OrderPaymentFacts> = {}): OrderPaymentFacts => ({
  paykeeperStatus: 'pending',
  paymentOnline: null,
  confirmed: CONFIRMATION.NONE,
  createdAt,
  ...over,
});

describe('payment window (SPEC §9: 72 000 000 ms from creation)', () => {
  it('is open until 20 hours after creation and closed from then on', () => {
    expect(paymentWindowOpen(createdAt, within)).toBe(true);
    expect(paymentWindowOpen(createdAt, lastMs)).toBe(true);
    expect(paymentWindowOpen(createdAt, after)).toBe(false);
  });
});

describe('numeric payment state (SPEC §4)', () => {
  it('paid 1 for online paid, stuck or obtained', () => {
    expect(paymentState(order({ paykeeperStatus: null, paymentOnline: { status: 'paid' } }))).toBe(PAYMENT_STATE.PAID);
    expect(paymentState(order({ paykeeperStatus: 'stuck' }))).toBe(1);
    expect(paymentState(order({ paykeeperStatus: 'obtained', paymentOnline: { status: 'cancelled' } }))).toBe(1);
  });

  it('cancelled 2, waiting 0, and null when there is no payment to make', () => {
    expect(paymentState(order({ paykeeperStatus: null, paymentOnline: { status: 'cancelled' } }))).toBe(2);
    expect(paymentState(order({ paykeeperStatus: null, paymentOnline: { status: 'waiting-for-payment' } }))).toBe(0);
    expect(paymentState(order())).toBe(0);
    expect(paymentState(order({ paykeeperStatus: null }))).toBeNull();
  });
});

describe('payment label table (SPEC §4)', () => {
  it("'Ожидает оплату': pending, confirmed or no confirmation needed, time left", () => {
    expect(paymentLabel(order(), within)).toBe('Ожидает оплату');
    expect(paymentLabel(order({ confirmed: CONFIRMATION.CONFIRMED }), within)).toBe('Ожидает оплату');
    expect(paymentLabel(order({ paykeeperStatus: null, paymentOnline: { status: 'waiting-for-payment' } }), lastMs)).toBe('Ожидает оплату');
  });

  it("'Ожидает разрешение на оплату': waiting confirmation and pending", () => {
    expect(paymentLabel(order({ confirmed: CONFIRMATION.WAITING }), within)).toBe('Ожидает разрешение на оплату');
  });

  it("'Оплачен': paid, stuck or obtained, whatever the time", () => {
    expect(paymentLabel(order({ paykeeperStatus: null, paymentOnline: { status: 'paid' } }), within)).toBe('Оплачен');
    expect(paymentLabel(order({ paykeeperStatus: 'stuck' }), within)).toBe('Оплачен');
    expect(paymentLabel(order({ paykeeperStatus: 'obtained' }), after)).toBe('Оплачен');
    expect(paymentLabel(order({ paykeeperStatus: 'obtained', confirmed: CONFIRMATION.WAITING }), within)).toBe('Оплачен');
  });

  it("'Не оплачен': cancelled, or waiting for payment when the window has passed", () => {
    expect(paymentLabel(order({ paykeeperStatus: null, paymentOnline: { status: 'cancelled' } }), within)).toBe('Не оплачен');
    expect(paymentLabel(order(), after)).toBe('Не оплачен');
    expect(paymentLabel(order({ paykeeperStatus: null, paymentOnline: { status: 'waiting-for-payment' } }), after)).toBe('Не оплачен');
    expect(paymentLabel(order({ confirmed: CONFIRMATION.WAITING }), after)).toBe('Не оплачен');
  });

  it("'Уточняется' otherwise", () => {
    expect(paymentLabel(order({ paykeeperStatus: null }), within)).toBe('Уточняется');
    expect(paymentLabel(order({ paykeeperStatus: null }), after)).toBe('Уточняется');
  });
});
