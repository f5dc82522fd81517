import { DELIVERY, normalizePhone, normalizeSpaces, type CheckoutForm } from '@store/domain';

/** A text field as the order carries it: spaces collapsed, empty as null. */
export const text = (value: string | undefined) => (value && normalizeSpaces(value)) || null;

/** The courier needs the buyer's address, unless a legal entity has it delivered to its legal address (SPEC §5). */
export const needsCourierAddress = (values: Partial<CheckoutForm>, deliveryId: number | null): boolean =>
  deliveryId === DELIVERY.COURIER && !(values.isLegal === true && values.legalAddressCoincides === true);

/**
 * The buyer's part of POST /api/order, the same for the cart's checkout and the one-click order:
 * name, phones, e-mail, agreements, the legal entity's data (only for one) and the address (only
 * where the delivery needs one).
 */
export function buyerFields(values: Partial<CheckoutForm>, withAddress: boolean) {
  const isLegal = values.isLegal === true;
  const address = (value: string | undefined) => (withAddress ? text(value) : null);
  const legal = (value: string | undefined) => (isLegal ? text(value) : null);
  return {
    customer: normalizeSpaces(values.customer ?? ''),
    phone: normalizePhone(values.phone ?? '') ?? (values.phone ?? '').trim(),
    phoneContact: values.phoneContact?.trim() ? (normalizePhone(values.phoneContact) ?? values.phoneContact.trim()) : null,
    email: text(values.email),
    agreementContract: values.agreementContract === true,
    agreementNotification: values.agreementNotification === true,
    isLegal,
    legalName: legal(values.legalName),
    legalAddress: legal(values.legalAddress),
    legalEmail: legal(values.legalEmail),
    inn: legal(values.inn),
    kpp: legal(values.kpp),
    legalAddressCoincides: isLegal && values.legalAddressCoincides === true,
    city: address(values.city),
    street: address(values.street),
    house: address(values.house),
    apartment: address(values.apartment),
    comment: text(values.comment),
  };
}
