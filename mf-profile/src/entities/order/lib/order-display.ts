import {
  canPayOnline,
  CONFIRMATION,
  hoursLeftToPay,
  ORDER_STATUS,
  orderStatusLabel,
  PAYMENT_LABEL,
  PAYMENT_STATE,
  paymentLabel,
  payInProfileText,
  paymentState,
  parseOrderStatusId,
  type ConfirmationState,
  type OrderPayability,
  type PaymentLabel,
} from '@store/domain';
import type { ProfileOrder } from '../../../shared/api';

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

/** What the history and the order page show of an order's state at a moment (SPEC §4). */
export interface OrderDisplay {
  status: { label: string; tone: BadgeTone };
  payment: { label: PaymentLabel | string; tone: BadgeTone };
  canPay: boolean;
  /** «Можно оплатить в профиле в течение N часа/часов» while the window is open, else null. */
  payText: string | null;
}

const STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  Новый: 'info',
  'В пути': 'info',
  Выполнен: 'success',
  'Готов к выдаче': 'success',
  Отменен: 'danger',
  'Отказ в кредите': 'danger',
  'Не выполнен': 'danger',
  'Ожидает оплату': 'warning',
  'Ожидает одобрения кредита': 'warning',
};

const PAYMENT_TONES: Readonly<Record<PaymentLabel, BadgeTone>> = {
  [PAYMENT_LABEL.AWAITING]: 'warning',
  [PAYMENT_LABEL.AWAITING_PERMISSION]: 'warning',
  [PAYMENT_LABEL.PAID]: 'success',
  [PAYMENT_LABEL.UNCLEAR]: 'neutral',
  [PAYMENT_LABEL.NOT_PAID]: 'danger',
};

const confirmation = (value: number): ConfirmationState =>
  value === CONFIRMATION.WAITING || value === CONFIRMATION.CONFIRMED ? value : CONFIRMATION.NONE;

/**
 * The order's state computed here with the domain's rules at `now`, not taken from the answer:
 * a page left open keeps telling the truth as the 20-hour window runs out. A status id outside
 * SPEC §4 (a newer backend) falls back to the server's own name for it.
 */
export function describeOrder(order: ProfileOrder, now: Date): OrderDisplay {
  const statusId = parseOrderStatusId(order.statusId);
  const facts: OrderPayability = {
    statusId: statusId ?? ORDER_STATUS.PROCESSING,
    paykeeperStatus: order.paykeeperStatus,
    paymentOnline: order.paymentOnline,
    confirmed: confirmation(order.confirmed),
    createdAt: order.createdAt,
  };
  const statusLabel = statusId === null ? order.statusName : orderStatusLabel(facts, now);
  const payment = paymentLabel(facts, now);
  const canPay = statusId !== null && canPayOnline(facts, now);
  return {
    status: { label: statusLabel, tone: STATUS_TONES[statusLabel] ?? 'neutral' },
    payment: { label: payment, tone: PAYMENT_TONES[payment] },
    canPay,
    payText: canPay ? payInProfileText(hoursLeftToPay(order.createdAt, now)) : null,
  };
}

/** The payment has come in (paid, stuck or obtained): what the gateway's return waits for. */
export const isOrderPaid = (order: ProfileOrder): boolean => paymentState(order) === PAYMENT_STATE.PAID;
