/**
 * SPEC §4 tables row by row, as the profile shows them: the status display of every id 1–16 (with
 * the in-payment cases), the payment label table, and «в течение N часа/часов».
 */
import { CONFIRMATION, type OrderStatusId } from './enums';
import { canPayOnline, hoursLeftToPay, orderStatusLabel, payInProfileText, type OrderPayability } from './order-status';
import { paymentLabel } from './payment-label';

const createdAt = '2026-11-22T00:00:00Z';
const within = new Date('2026-11-22T10:00:00Z');
const after = new Date('2026-11-22T20:00:00Z');
const order = (over: Partial<OrderPayability> = {}): OrderPayability => ({
  statusId: 1,
  paykeeperStatus: null,
  paymentOnline: null,
  confirmed: CONFIRMATION.NONE,
  createdAt,
  ...over,
});

describe('order status display of SPEC §4, every id', () => {
  const rows: [OrderStatusId, string][] = [
    [1, 'Новый'],
    [2, 'В пути'],
    [3, 'Выполнен'],
    [4, 'Отменен'],
    [5, 'Готов к выдаче'],
    [6, 'Готов к выдаче'],
    [7, 'Архив'],
    [8, 'Проверка наличия'],
    [9, 'Наличие подтверждено'],
    [10, 'Ожидает одобрения кредита'],
    [11, 'В обработке'],
    [12, 'Ожидает оплату'],
    [13, 'Временный'],
    [14, 'Отказ в кредите'],
    [15, 'Выполнен'],
    [16, 'Не выполнен'],
  ];
  it.each(rows)('status %i is shown as «%s»', (statusId, label) => {
    expect(orderStatusLabel(order({ statusId }), within)).toBe(label);
    expect(orderStatusLabel(order({ statusId }), after)).toBe(label);
  });

  it('10 credit approval is shown as waiting for credit, 12 in payment as waiting for payment', () => {
    expect(orderStatusLabel(order({ statusId: 10 }), within)).toMatch(/^Ожидает/);
    expect(orderStatusLabel(order({ statusId: 12, paykeeperStatus: 'pending' }), within)).toBe('Ожидает оплату');
  });

  it.each([
    ['pending, window open', 'pending', within, 'Ожидает оплату'],
    ['pending, the 20-hour window passed', 'pending', after, 'Отменен'],
    ['stuck', 'stuck', within, 'Новый'],
    ['stuck, window passed', 'stuck', after, 'Новый'],
    ['obtained', 'obtained', within, 'Новый'],
    ['obtained, window passed', 'obtained', after, 'Новый'],
  ] as const)('in payment (12), %s → «%s»', (_case, paykeeperStatus, now, label) => {
    expect(orderStatusLabel(order({ statusId: 12, paykeeperStatus }), now)).toBe(label);
  });
});

describe('payment label table of SPEC §4, every row', () => {
  it.each([
    ['pending, confirmed, time left', { paykeeperStatus: 'pending', confirmed: CONFIRMATION.CONFIRMED }, within, 'Ожидает оплату'],
    ['pending, no confirmation needed, time left', { paykeeperStatus: 'pending' }, within, 'Ожидает оплату'],
    [
      'waiting confirmation and pending',
      { paykeeperStatus: 'pending', confirmed: CONFIRMATION.WAITING },
      within,
      'Ожидает разрешение на оплату',
    ],
    ['paid', { paymentOnline: { status: 'paid' } }, within, 'Оплачен'],
    ['stuck', { paykeeperStatus: 'stuck' }, after, 'Оплачен'],
    ['obtained', { paykeeperStatus: 'obtained' }, within, 'Оплачен'],
    ['cancelled', { paymentOnline: { status: 'cancelled' } }, within, 'Не оплачен'],
    ['waiting for payment when expired', { paymentOnline: { status: 'waiting-for-payment' } }, after, 'Не оплачен'],
    ['pending when expired', { paykeeperStatus: 'pending' }, after, 'Не оплачен'],
    ['otherwise (no payment facts)', {}, within, 'Уточняется'],
  ] as const)('%s → «%s»', (_case, facts, now, label) => {
    expect(paymentLabel(order(facts as Partial<OrderPayability>), now)).toBe(label);
  });
});

describe('«Можно оплатить в профиле в течение N часа/часов»: the genitive after «в течение»', () => {
  it.each([
    [1, 'часа'],
    [2, 'часов'],
    [3, 'часов'],
    [5, 'часов'],
    [11, 'часов'],
    [19, 'часов'],
    [20, 'часов'],
    [21, 'часа'],
    [22, 'часов'],
  ])('%i → «%s»', (hours, word) => {
    expect(payInProfileText(hours)).toBe(`Можно оплатить в профиле в течение ${hours} ${word}`);
  });

  it('is offered with the hours left while the window is open, and not after', () => {
    const pending = order({ statusId: 12, paykeeperStatus: 'pending' });
    expect(canPayOnline(pending, within)).toBe(true);
    expect(payInProfileText(hoursLeftToPay(createdAt, new Date('2026-11-22T19:00:01Z')))).toBe('Можно оплатить в профиле в течение 1 часа');
    expect(canPayOnline(pending, after)).toBe(false);
  });
});
