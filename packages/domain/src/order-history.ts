/** The profile's order history and order page (SPEC §2 /profile/orders, §4, §9). */
import { PAYMENT_ARRIVAL_MINUTES } from './constants';
import { DELIVERY, ORDER_STATUS, ORDER_STATUS_NAMES, type DeliveryId, type OrderStatusId } from './enums';
import { pluralRu, type PluralForms } from './plural';

/** Orders per page of the history (the API's `GET /api/orders` pages by 10). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** Pages of a history of `total` orders; at least 1, so an empty history still has a page 1. */
export const orderHistoryPages = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / ORDER_HISTORY_PAGE_SIZE));

/** A status id of SPEC §4 (1–16), or null for anything else. */
export function parseOrderStatusId(value: unknown): OrderStatusId | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= ORDER_STATUS.NEW && id <= ORDER_STATUS.NOT_DONE ? (id as OrderStatusId) : null;
}

/**
 * The statuses a shopper can filter the history by: one id per shown name (5/6 and 3/15 share a
 * name), without the backend's temporary status 13.
 */
export const ORDER_STATUS_FILTERS: readonly OrderStatusId[] = (Object.keys(ORDER_STATUS_NAMES).map(Number) as OrderStatusId[]).filter(
  (id, index, ids) => id !== ORDER_STATUS.TEMP && ids.findIndex((other) => ORDER_STATUS_NAMES[other] === ORDER_STATUS_NAMES[id]) === index,
);

/** How an order travels, as the order page names it (SPEC §9 delivery ids). */
export const DELIVERY_NAMES: Readonly<Record<DeliveryId, string>> = {
  [DELIVERY.FIXED]: 'Доставка',
  [DELIVERY.POINT]: 'Самовывоз из магазина',
  [DELIVERY.DPD]: 'Доставка DPD',
  [DELIVERY.COURIER]: 'Курьером по городу',
  [DELIVERY.COURIER_COMPANY]: 'Курьерской компанией',
};

/** «минуты/минут» after «в течение»: 1 минуты, 2 минут, 5 минут, 21 минуты. */
const MINUTE_GENITIVE_FORMS: PluralForms = { one: 'минуты', few: 'минут', many: 'минут', other: 'минуты' };

/** SPEC §9 "Payment arrival is stated as within 5 minutes": «Поступление оплаты в течение 5 минут». */
export const paymentArrivalText = (minutes: number = PAYMENT_ARRIVAL_MINUTES): string =>
  `Поступление оплаты в течение ${minutes} ${pluralRu(minutes, MINUTE_GENITIVE_FORMS)}`;
