/** How an order's status and its 'pay online' offer are shown (SPEC §4, §9). */
import { PAYMENT_EXPIRED_AFTER_MS, PAYMENT_WINDOW_HOURS, PAYMENT_WINDOW_MS } from './constants';
import { CONFIRMATION, ORDER_STATUS, ORDER_STATUS_NAMES, PAYMENT_STATE, type OrderStatusId } from './enums';
import { paymentState, paymentWindowOpen, type OrderPaymentFacts } from './payment-label';
import { hoursGenitive } from './plural';

/**
 * The status a shopper sees. An order in payment (12) shows as 'Отменен' when its payment is
 * pending and the 20-hour window has passed, and as 'Новый' when the payment is stuck or obtained
 * (the money is there; the backend has not moved the order on yet).
 */
export function orderStatusLabel(order: Pick<OrderPayability, 'statusId' | 'paykeeperStatus' | 'createdAt'>, now: Date): string {
  if (order.statusId === ORDER_STATUS.IN_PAYMENT) {
    if (order.paykeeperStatus === 'stuck' || order.paykeeperStatus === 'obtained') return ORDER_STATUS_NAMES[ORDER_STATUS.NEW];
    if (order.paykeeperStatus === 'pending' && !paymentWindowOpen(order.createdAt, now)) {
      return ORDER_STATUS_NAMES[ORDER_STATUS.CANCELLED];
    }
  }
  return ORDER_STATUS_NAMES[order.statusId];
}

/**
 * Closed orders: done, cancelled, archived, credit refused, not done. Nothing can be paid on them
 * any more, and they are not 'open' for the similar-orders check (SPEC §2).
 */
export const CLOSED_ORDER_STATUSES: readonly OrderStatusId[] = [
  ORDER_STATUS.DONE,
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.ARCHIVE,
  ORDER_STATUS.CREDIT_REFUSED,
  ORDER_STATUS.DONE_ALT,
  ORDER_STATUS.NOT_DONE,
];

/** Whether an order in this status is closed. */
export const isOrderClosed = (statusId: number): boolean => (CLOSED_ORDER_STATUSES as readonly number[]).includes(statusId);

/** The order fields `canPayOnline` reads: the payment facts and the status. */
export interface OrderPayability extends OrderPaymentFacts {
  statusId: OrderStatusId;
}

/**
 * Online payment is offered while the 20-hour window is open and a payment is awaited (not paid,
 * not cancelled, and not an order that needs no payment), unless the order is closed or still
 * waits for the operator's permission to pay ('Ожидает разрешение на оплату').
 */
export function canPayOnline(order: OrderPayability, now: Date): boolean {
  if (isOrderClosed(order.statusId)) return false;
  if (paymentState(order) !== PAYMENT_STATE.WAITING) return false;
  if (order.confirmed === CONFIRMATION.WAITING) return false;
  return paymentWindowOpen(order.createdAt, now);
}

/** Whole hours left in the payment window, rounded up (0 once it has passed). */
export const hoursLeftToPay = (createdAt: string, now: Date): number =>
  Math.max(0, Math.ceil((new Date(createdAt).getTime() + PAYMENT_WINDOW_MS - now.getTime()) / 3_600_000));

/** «Можно оплатить в профиле в течение N часа/часов». */
export const payInProfileText = (hours: number): string => `Можно оплатить в профиле в течение ${hours} ${hoursGenitive(hours)}`;

/** The whole payment window as a shopper reads it: «в течение 20 часов» (SPEC §9). */
const PAYMENT_WINDOW_SPAN = `в течение ${PAYMENT_WINDOW_HOURS} ${hoursGenitive(PAYMENT_WINDOW_HOURS)}`;

/** What a shopper is told about the payment window when a payment did not happen. */
export const PAYMENT_WINDOW_TEXTS = {
  /** After a declined or failed payment: the order can still be paid. */
  payLater: `Оплатить заказ можно в профиле ${PAYMENT_WINDOW_SPAN} после оформления.`,
  /** A repayment asked for once the window has passed. */
  closed: `Срок оплаты заказа истёк: оплатить онлайн можно ${PAYMENT_WINDOW_SPAN} после оформления`,
} as const;

/** A payment attempt paid or created more than 30 minutes ago counts as expired for status purposes (SPEC §9). */
export function isPaymentAttemptExpired(attempt: { paidAt: string | null; createdAt: string }, now: Date): boolean {
  return now.getTime() - new Date(attempt.paidAt ?? attempt.createdAt).getTime() > PAYMENT_EXPIRED_AFTER_MS;
}
