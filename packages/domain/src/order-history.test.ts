import { ORDER_STATUS_NAMES } from './enums';
import {
  DELIVERY_NAMES,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_STATUS_FILTERS,
  orderHistoryPages,
  parseOrderStatusId,
  paymentArrivalText,
} from './order-history';

describe('order history pages (10 orders a page)', () => {
  it('counts pages, with one page for an empty history', () => {
    expect(ORDER_HISTORY_PAGE_SIZE).toBe(10);
    expect(orderHistoryPages(0)).toBe(1);
    expect(orderHistoryPages(10)).toBe(1);
    expect(orderHistoryPages(11)).toBe(2);
    expect(orderHistoryPages(-3)).toBe(1);
  });
});

describe('status filter of the history (SPEC §4 ids 1–16)', () => {
  it('accepts the ids 1–16 only; anything else means all orders', () => {
    expect(parseOrderStatusId('1')).toBe(1);
    expect(parseOrderStatusId('16')).toBe(16);
    expect(parseOrderStatusId(12)).toBe(12);
    for (const bad of ['0', '17', 'abc', '', '1.5', '-1', ' 3', '003', null, undefined, 2.5]) expect(parseOrderStatusId(bad)).toBeNull();
  });

  it('offers one filter per shown name, without the temporary status', () => {
    expect(ORDER_STATUS_FILTERS).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14, 16]);
    const names = ORDER_STATUS_FILTERS.map((id) => ORDER_STATUS_NAMES[id]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('order page texts', () => {
  it('names the delivery kinds the store uses', () => {
    expect(DELIVERY_NAMES[2]).toBe('Самовывоз из магазина');
    expect(DELIVERY_NAMES[4]).toBe('Курьером по городу');
    expect(DELIVERY_NAMES[5]).toBe('Курьерской компанией');
  });

  it('says the payment arrives «в течение 5 минут» (SPEC §9), with the genitive plural', () => {
    expect(paymentArrivalText()).toBe('Поступление оплаты в течение 5 минут');
    expect(paymentArrivalText(1)).toBe('Поступление оплаты в течение 1 минуты');
    expect(paymentArrivalText(2)).toBe('Поступление оплаты в течение 2 минут');
    expect(paymentArrivalText(21)).toBe('Поступление оплаты в течение 21 минуты');
  });
});
