import { order } from '../../../shared/lib/test-data';
import { describeOrder, isOrderPaid } from './order-display';

const within = new Date('2026-11-22T10:00:00Z');
const after = new Date('2026-11-22T20:00:00Z');

describe('status display of the history and the order page (SPEC §4, ids 1–16)', () => {
  it.each([
    [1, 'Новый', 'info'],
    [2, 'В пути', 'info'],
    [3, 'Выполнен', 'success'],
    [4, 'Отменен', 'danger'],
    [5, 'Готов к выдаче', 'success'],
    [6, 'Готов к выдаче', 'success'],
    [7, 'Архив', 'neutral'],
    [8, 'Проверка наличия', 'neutral'],
    [9, 'Наличие подтверждено', 'neutral'],
    [10, 'Ожидает одобрения кредита', 'warning'],
    [11, 'В обработке', 'neutral'],
    [12, 'Ожидает оплату', 'warning'],
    [13, 'Временный', 'neutral'],
    [14, 'Отказ в кредите', 'danger'],
    [15, 'Выполнен', 'success'],
    [16, 'Не выполнен', 'danger'],
  ])('status %i: «%s» (%s)', (statusId, label, tone) => {
    expect(describeOrder(order({ statusId }), within).status).toEqual({ label, tone });
  });

  it('in payment: «Отменен» once the 20-hour window passed while pending; «Новый» when stuck or obtained', () => {
    const inPayment = (paykeeperStatus: 'pending' | 'stuck' | 'obtained') =>
      order({ statusId: 12, paykeeperStatus, paymentOnline: { status: paykeeperStatus === 'pending' ? 'waiting-for-payment' : 'paid' } });
    expect(describeOrder(inPayment('pending'), within).status.label).toBe('Ожидает оплату');
    expect(describeOrder(inPayment('pending'), after).status.label).toBe('Отменен');
    expect(describeOrder(inPayment('stuck'), after).status.label).toBe('Новый');
    expect(describeOrder(inPayment('obtained'), within).status.label).toBe('Новый');
  });

  it("a status id outside SPEC §4 shows the server's name for it", () => {
    expect(describeOrder(order({ statusId: 40, statusName: 'Передан в доставку' }), within).status).toEqual({
      label: 'Передан в доставку',
      tone: 'neutral',
    });
  });
});

describe('payment label table (SPEC §4) and «Оплатить»', () => {
  const pending = { statusId: 12, paykeeperStatus: 'pending', paymentOnline: { status: 'waiting-for-payment' } } as const;

  it('«Ожидает оплату», payable, with the hours left in the genitive', () => {
    const shown = describeOrder(order(pending), within);
    expect(shown.payment).toEqual({ label: 'Ожидает оплату', tone: 'warning' });
    expect(shown.canPay).toBe(true);
    expect(shown.payText).toBe('Можно оплатить в профиле в течение 10 часов');
    expect(describeOrder(order(pending), new Date('2026-11-22T19:00:00Z')).payText).toBe('Можно оплатить в профиле в течение 1 часа');
    expect(describeOrder(order({ ...pending, createdAt: '2026-11-21T23:00:00Z' }), new Date('2026-11-21T23:00:00Z')).payText).toBe(
      'Можно оплатить в профиле в течение 20 часов',
    );
  });

  it('«Ожидает разрешение на оплату» while the operator has not confirmed: no payment yet', () => {
    const shown = describeOrder(order({ ...pending, confirmed: 0 }), within);
    expect(shown.payment.label).toBe('Ожидает разрешение на оплату');
    expect(shown.canPay).toBe(false);
    expect(shown.payText).toBeNull();
  });

  it('«Оплачен» for paid, stuck or obtained', () => {
    expect(describeOrder(order({ paykeeperStatus: 'obtained', paymentOnline: { status: 'paid' } }), within).payment).toEqual({
      label: 'Оплачен',
      tone: 'success',
    });
    expect(describeOrder(order({ paykeeperStatus: 'stuck' }), after).payment.label).toBe('Оплачен');
    expect(describeOrder(order({ paymentOnline: { status: 'paid' } }), within).payment.label).toBe('Оплачен');
  });

  it('«Не оплачен» when cancelled, or still waiting after the window; nothing to pay then', () => {
    expect(describeOrder(order({ paymentOnline: { status: 'cancelled' } }), within).payment).toEqual({
      label: 'Не оплачен',
      tone: 'danger',
    });
    const late = describeOrder(order(pending), after);
    expect(late.payment.label).toBe('Не оплачен');
    expect(late.canPay).toBe(false);
    expect(late.payText).toBeNull();
  });

  it('«Уточняется» otherwise', () => {
    expect(describeOrder(order(), within).payment).toEqual({ label: 'Уточняется', tone: 'neutral' });
  });

  it('knows when the money has come in', () => {
    expect(isOrderPaid(order({ paykeeperStatus: 'obtained' }))).toBe(true);
    expect(isOrderPaid(order(pending))).toBe(false);
  });
});
