import { PAYMENT_WINDOW_MS } from './constants';
import type { OnlinePaymentStatus, PaymentStatus } from './enums';

export type PaymentLabel = 'Ожидает оплату' | 'Ожидает разрешение на оплату' | 'Оплачен' | 'Уточняется' | 'Не оплачен';

export interface PaymentLabelInput {
  paymentStatus: PaymentStatus | null;
  onlineStatus: OnlinePaymentStatus | null;
  /** 'waiting': the order waits for the operator's confirmation before it can be paid. */
  confirmation: 'waiting' | 'confirmed' | 'none';
  createdAt: string;
  now: Date;
}

/** The 20-hour payment window of an order is still open. */
export const paymentWindowOpen = (createdAt: string, now: Date): boolean =>
  now.getTime() - new Date(createdAt).getTime() < PAYMENT_WINDOW_MS;

/** The payment label table of SPEC §4. */
export function paymentLabel(input: PaymentLabelInput): PaymentLabel {
  const { paymentStatus, onlineStatus, confirmation, createdAt, now } = input;
  if (onlineStatus === 'paid' || paymentStatus === 'stuck' || paymentStatus === 'obtained') return 'Оплачен';
  const waiting = paymentStatus === 'pending' || onlineStatus === 'waiting-for-payment';
  const open = paymentWindowOpen(createdAt, now);
  if (onlineStatus === 'cancelled' || (waiting && !open)) return 'Не оплачен';
  if (waiting && confirmation === 'waiting') return 'Ожидает разрешение на оплату';
  if (waiting && open) return 'Ожидает оплату';
  return 'Уточняется';
}
