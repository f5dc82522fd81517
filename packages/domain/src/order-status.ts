import { PAYMENT_EXPIRED_AFTER_MS, PAYMENT_WINDOW_MS } from './constants';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OnlinePaymentStatus, type OrderStatusId, type PaymentStatus } from './enums';
import { paymentWindowOpen } from './payment-label';
import { hoursGenitive } from './plural';

export interface OrderStatusInput {
  statusId: OrderStatusId;
  paymentStatus: PaymentStatus | null;
  onlineStatus?: OnlinePaymentStatus | null;
  confirmation?: 'waiting' | 'confirmed' | 'none';
  createdAt: string;
}

/**
 * The status a shopper sees (SPEC §4). An order 'in payment' (12) shows as 'Отменен' when its
 * payment is pending and the 20-hour window has passed, and as 'Новый' when the payment is stuck
 * or obtained.
 */
export function orderStatusLabel(order: OrderStatusInput, now: Date): string {
  if (order.statusId === ORDER_STATUS.IN_PAYMENT) {
    if (order.paymentStatus === 'stuck' || order.paymentStatus === 'obtained') return ORDER_STATUS_NAMES[ORDER_STATUS.NEW];
    if (order.paymentStatus === 'pending' && !paymentWindowOpen(order.createdAt, now)) return ORDER_STATUS_NAMES[ORDER_STATUS.CANCELLED];
  }
  return ORDER_STATUS_NAMES[order.statusId];
}

const CLOSED: readonly OrderStatusId[] = [
  ORDER_STATUS.CANCELLED,
  ORDER_STATUS.ARCHIVE,
  ORDER_STATUS.DONE,
  ORDER_STATUS.DONE_ALT,
  ORDER_STATUS.NOT_DONE,
  ORDER_STATUS.CREDIT_REFUSED,
];

/** Online payment is possible while the window is open, the order is not paid, closed or awaiting confirmation. */
export function canPayOnline(order: OrderStatusInput, now: Date): boolean {
  if (CLOSED.includes(order.statusId)) return false;
  if (
    order.paymentStatus === 'stuck' ||
    order.paymentStatus === 'obtained' ||
    order.onlineStatus === 'paid' ||
    order.onlineStatus === 'cancelled'
  )
    return false;
  if (order.confirmation === 'waiting') return false;
  return paymentWindowOpen(order.createdAt, now);
}

/** Whole hours left to pay, rounded up (0 once the window has passed). */
export const hoursLeftToPay = (createdAt: string, now: Date): number =>
  Math.max(0, Math.ceil((new Date(createdAt).getTime() + PAYMENT_WINDOW_MS - now.getTime()) / 3_600_000));

/** «Можно оплатить в профиле в течение N часа/часов». */
export const payInProfileText = (hours: number): string => `Можно оплатить в профиле в течение ${hours} ${hoursGenitive(hours)}`;

/** A payment attempt paid or created more than 30 minutes ago counts as expired for status purposes (SPEC §9). */
export const isPaymentAttemptExpired = (at: string, now: Date): boolean =>
  now.getTime() - new Date(at).getTime() > PAYMENT_EXPIRED_AFTER_MS;
