/**
 * The payment label of an order card (SPEC §4). An order carries two payment facts: the gateway
 * status (`paykeeperStatus`: pending, stuck, obtained) and the online payment (`paymentOnline.status`:
 * waiting-for-payment, paid, cancelled). We read 'pending' and 'waiting for payment' in the table as
 * one fact, "a payment is awaited", and "expired" / "time left" as the 20-hour payment window, so:
 * paid (paid, stuck, obtained) → 'Оплачен'; cancelled → 'Не оплачен'; awaited and the window has
 * passed → 'Не оплачен'; awaited while the operator's confirmation is still waited for →
 * 'Ожидает разрешение на оплату'; awaited, confirmed or needing no confirmation, time left →
 * 'Ожидает оплату'; anything else (no payment facts at all) → 'Уточняется'.
 */
import { PAYMENT_WINDOW_MS } from './constants';
import {
  CONFIRMATION,
  PAYMENT_STATE,
  type ConfirmationState,
  type OnlinePaymentStatus,
  type PaymentState,
  type PaymentStatus,
} from './enums';

export const PAYMENT_LABEL = {
  AWAITING: 'Ожидает оплату',
  AWAITING_PERMISSION: 'Ожидает разрешение на оплату',
  PAID: 'Оплачен',
  UNCLEAR: 'Уточняется',
  NOT_PAID: 'Не оплачен',
} as const;
export type PaymentLabel = (typeof PAYMENT_LABEL)[keyof typeof PAYMENT_LABEL];

/** The order fields the payment rules read (an order of the API, or the server's row turned into these facts). */
export interface OrderPaymentFacts {
  /** The gateway's status of the payment. */
  paykeeperStatus: PaymentStatus | null;
  /** The online payment, if one was made. */
  paymentOnline: { status: OnlinePaymentStatus } | null;
  /** The operator's confirmation. */
  confirmed: ConfirmationState;
  /** ISO time the order was created: the payment window runs from it. */
  createdAt: string;
}

/** The 20-hour payment window of an order created at `createdAt` is still open at `now`. */
export const paymentWindowOpen = (createdAt: string, now: Date): boolean =>
  now.getTime() - new Date(createdAt).getTime() < PAYMENT_WINDOW_MS;

/** Numeric payment state of §4: paid 1, cancelled 2, awaited 0, null when there is no payment to make. */
export function paymentState(order: Pick<OrderPaymentFacts, 'paykeeperStatus' | 'paymentOnline'>): PaymentState {
  const online = order.paymentOnline?.status ?? null;
  if (online === 'paid' || order.paykeeperStatus === 'stuck' || order.paykeeperStatus === 'obtained') return PAYMENT_STATE.PAID;
  if (online === 'cancelled') return PAYMENT_STATE.CANCELLED;
  if (online === 'waiting-for-payment' || order.paykeeperStatus === 'pending') return PAYMENT_STATE.WAITING;
  return PAYMENT_STATE.NONE;
}

/** The payment label table of SPEC §4 for an order at `now`. */
export function paymentLabel(order: OrderPaymentFacts, now: Date): PaymentLabel {
  switch (paymentState(order)) {
    case PAYMENT_STATE.PAID:
      return PAYMENT_LABEL.PAID;
    case PAYMENT_STATE.CANCELLED:
      return PAYMENT_LABEL.NOT_PAID;
    case PAYMENT_STATE.WAITING:
      if (!paymentWindowOpen(order.createdAt, now)) return PAYMENT_LABEL.NOT_PAID;
      return order.confirmed === CONFIRMATION.WAITING ? PAYMENT_LABEL.AWAITING_PERMISSION : PAYMENT_LABEL.AWAITING;
    default:
      return PAYMENT_LABEL.UNCLEAR;
  }
}
