/**
 * Payment methods an order may use (SPEC §6, §9) and whether it waits for the operator (§4).
 * The spec says only that "payment method constants differ when delivery is paid or other-city".
 * Our choice: goods that travel with a paid carrier (courier company, 'other city', any paid
 * delivery) are paid in advance online, by card or SBP, because nobody of ours collects money on
 * receipt and credit needs a visit or a signature; pickup and the free in-city courier offer
 * payment on receipt, card, SBP, online credit and MoneyCare instalments. The other ids of §9
 * (6, 7, 8, 9, 10, 12) are known so old orders can be named, but new orders are not offered them.
 * A legal entity pays only by bank invoice, whatever the delivery. A delivery the store does not
 * use (1 fixed, 3 DPD, unknown) has no methods: the UI shows MESSAGES.noPaymentMethods.
 */
import {
  DELIVERY,
  ORDER_CONFIRMATION,
  PAYMENT_METHOD,
  USED_DELIVERY_IDS,
  type ConfirmationValue,
  type DeliveryId,
  type PaymentMethodId,
  type ProductStatus,
} from './enums';

const PAYMENT_METHODS_DEFAULT: readonly PaymentMethodId[] = [
  PAYMENT_METHOD.ON_RECEIPT,
  PAYMENT_METHOD.CARD,
  PAYMENT_METHOD.SBP_PAYMENT,
  PAYMENT_METHOD.ONLINE_CREDIT,
  PAYMENT_METHOD.MONEYCARE,
];
const PAYMENT_METHODS_PREPAID: readonly PaymentMethodId[] = [PAYMENT_METHOD.CARD, PAYMENT_METHOD.SBP_PAYMENT];
const PAYMENT_METHODS_LEGAL: readonly PaymentMethodId[] = [PAYMENT_METHOD.BANK_INVOICE];

export interface PaymentMethodsCase {
  isLegal: boolean;
  deliveryId: number;
  otherCity: boolean;
  /** The order carries a delivery price (the in-city courier is free). */
  deliveryPaid: boolean;
}

/** The payment method ids offered for an order, in display order; empty for an unused delivery. */
export function allowedPaymentMethods({ isLegal, deliveryId, otherCity, deliveryPaid }: PaymentMethodsCase): PaymentMethodId[] {
  if (!USED_DELIVERY_IDS.includes(deliveryId as DeliveryId)) return [];
  if (isLegal) return [...PAYMENT_METHODS_LEGAL];
  if (otherCity || deliveryPaid || deliveryId === DELIVERY.COURIER_COMPANY) return [...PAYMENT_METHODS_PREPAID];
  return [...PAYMENT_METHODS_DEFAULT];
}

/** Whether the chosen method is allowed for the order (the API checks what the client sent). */
export const isPaymentMethodAllowed = (paymentMethodId: number, order: PaymentMethodsCase): boolean =>
  allowedPaymentMethods(order).some((id) => id === paymentMethodId);

/** waitConfirmation when a private buyer orders goods that are toOrder or onWay, else withoutConfirmation (SPEC §4). */
export function confirmationFor(statuses: readonly ProductStatus[], isLegal: boolean): ConfirmationValue {
  const notInStock = statuses.some((s) => s === 'toOrder' || s === 'onWay');
  return !isLegal && notInStock ? ORDER_CONFIRMATION.WAIT : ORDER_CONFIRMATION.WITHOUT;
}
