import { PAYMENT_METHOD, type ConfirmationValue, type PaymentMethodId, type ProductStatus } from './enums';

/**
 * Payment methods an order may use (SPEC §6, §9). A legal entity pays only by bank invoice.
 * Our reading of "variants when delivery is paid or the city is other": such orders are paid in
 * advance online (card, SBP), since nobody collects money on receipt from a courier company.
 */
export function allowedPaymentMethods({
  isLegal,
  otherCity,
  deliveryPaid,
}: {
  isLegal: boolean;
  otherCity: boolean;
  deliveryPaid: boolean;
}): PaymentMethodId[] {
  if (isLegal) return [PAYMENT_METHOD.BANK_INVOICE];
  if (otherCity || deliveryPaid) return [PAYMENT_METHOD.CARD, PAYMENT_METHOD.SBP_PAYMENT];
  return [
    PAYMENT_METHOD.ON_RECEIPT,
    PAYMENT_METHOD.CARD,
    PAYMENT_METHOD.SBP_PAYMENT,
    PAYMENT_METHOD.ONLINE_CREDIT,
    PAYMENT_METHOD.CARD_OR_CREDIT,
  ];
}

/** waitConfirmation for toOrder/onWay goods ordered by a private customer, else withoutConfirmation (SPEC §4). */
export function confirmationFor(statuses: readonly ProductStatus[], isLegal: boolean): ConfirmationValue {
  return !isLegal && statuses.some((s) => s === 'toOrder' || s === 'onWay') ? 'waitConfirmation' : 'withoutConfirmation';
}
