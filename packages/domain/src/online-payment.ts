/**
 * Payment methods paid through the payment gateway at once (SPEC §9): card, SBP, QR and the SBP
 * payment. An order paid so gets the gateway's address; the others (on receipt, credit,
 * instalments, bank invoice) are settled later, and a private buyer of the in-city courier then
 * prepays the delivery (SPEC §9 prepayment for delivery). The one list of them: the checkout, the
 * API's order placement, repayment and the outbox read it through `isOnlinePayment`
 * (online-payment.test.ts fails when a source restates it).
 */
import { PAYMENT_METHOD, type PaymentMethodId } from './enums';

export const ONLINE_PAYMENT_METHODS: readonly PaymentMethodId[] = [
  PAYMENT_METHOD.CARD,
  PAYMENT_METHOD.SBP,
  PAYMENT_METHOD.QR,
  PAYMENT_METHOD.SBP_PAYMENT,
];

/** Whether the method is paid online right after ordering. */
export const isOnlinePayment = (paymentMethodId: number): boolean => ONLINE_PAYMENT_METHODS.some((id) => id === paymentMethodId);

/** The figures of an order the sum paid at once depends on. */
export interface PayNowFacts {
  paymentMethodId: number;
  totalPrice: number;
  /** The delivery prepayment of a private buyer paying on receipt (0 when none). */
  prepayment: number;
}

/** What the buyer pays through the gateway: online, the whole order; on receipt, the prepayment (0: nothing now). */
export const payNowAmount = ({ paymentMethodId, totalPrice, prepayment }: PayNowFacts): number =>
  isOnlinePayment(paymentMethodId) ? totalPrice : prepayment;
