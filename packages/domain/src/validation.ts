import { DELIVERY } from './enums';
import { MESSAGES } from './messages';
import { isCheckoutPhone, isMobilePhone } from './phone';
import type { CheckoutForm } from './types';

/** Input limits of SPEC §5; other inputs default to 64 characters. */
export const INPUT_LIMITS = { legalName: 64, legalAddress: 128, inn: 10, kpp: 9, legalEmail: 128, default: 64 } as const;

type Validator = (value: string | undefined) => string | undefined;

/** Collapses runs of whitespace and trims: «  Иванов   Иван » → «Иванов Иван». */
export const normalizeSpaces = (value: string): string => value.replace(/\s+/g, ' ').trim();

const PLACEHOLDER_NAMES = ['покупатель', 'customer'];

export const validateRequired: Validator = (value) => (value && normalizeSpaces(value) ? undefined : MESSAGES.required);

/** customer: required; the generic placeholder word is not a name. */
export const validateCustomer: Validator = (value) => {
  const name = normalizeSpaces(value ?? '');
  if (!name) return MESSAGES.required;
  if (PLACEHOLDER_NAMES.includes(name.toLowerCase())) return MESSAGES.realName;
  return undefined;
};

/** phone: empty, then format; at checkout it must also be 11 digits starting with 79. */
export function validatePhone(value: string | undefined, options: { checkout?: boolean } = {}): string | undefined {
  const phone = (value ?? '').trim();
  if (!phone) return MESSAGES.phoneEmpty;
  if (!isMobilePhone(phone)) return MESSAGES.phoneInvalid;
  if (options.checkout && !isCheckoutPhone(phone)) return MESSAGES.phoneCheckout;
  return undefined;
}

/** phoneContact: the same check when filled; skipped in one-click mode. */
export function validatePhoneContact(value: string | undefined, options: { oneClick?: boolean } = {}): string | undefined {
  if (options.oneClick || !value?.trim()) return undefined;
  return validatePhone(value, { checkout: true });
}

const EMAIL_CHARS = /^[\p{L}\d.@_+-]+$/u;
const EMAIL_SHAPE = /^[^@]+@[^@]+\.[^@]+$/;

/** email: when filled, only letters, digits and . @ _ + - in an x@y.z shape; skipped in one-click mode. */
export function validateEmail(value: string | undefined, options: { oneClick?: boolean; required?: boolean } = {}): string | undefined {
  const email = (value ?? '').trim();
  if (!email) return options.required ? MESSAGES.required : undefined;
  if (options.oneClick && !options.required) return undefined;
  return EMAIL_CHARS.test(email) && EMAIL_SHAPE.test(email) ? undefined : MESSAGES.email;
}

export const validateAgreement = (value: boolean | undefined): string | undefined => (value ? undefined : MESSAGES.required);

export const validateInn: Validator = (value) => {
  const inn = (value ?? '').trim();
  if (!inn) return MESSAGES.required;
  return inn.length < INPUT_LIMITS.inn ? MESSAGES.inn : undefined;
};

export const validateKpp: Validator = (value) => {
  const kpp = (value ?? '').trim();
  if (!kpp) return MESSAGES.required;
  return kpp.length < INPUT_LIMITS.kpp ? MESSAGES.kpp : undefined;
};

/** Secret code: exactly 4 characters. */
export const validateSecretCode: Validator = (value) => ((value ?? '').trim().length === 4 ? undefined : MESSAGES.codeLength);

/** Rating: required, half stars from 0.5 to 5. */
export function validateScore(score: number | null | undefined): string | undefined {
  if (!score) return MESSAGES.ratingRequired;
  return score >= 0.5 && score <= 5 && Number.isInteger(score * 2) ? undefined : MESSAGES.ratingRequired;
}

/**
 * Checkout and one-click form (SPEC §5): `{ field: message }`, empty when valid. Courier delivery
 * whose address differs from the legal address needs city, street, house and apartment.
 */
export function validateCheckoutForm(
  form: Partial<CheckoutForm>,
  options: { oneClick?: boolean; deliveryId?: number } = {},
): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    customer: validateCustomer(form.customer),
    phone: validatePhone(form.phone, { checkout: true }),
    phoneContact: validatePhoneContact(form.phoneContact, options),
    email: validateEmail(form.email, options),
    agreementContract: validateAgreement(form.agreementContract),
    agreementNotification: validateAgreement(form.agreementNotification),
  };
  if (form.isLegal) {
    errors.legalName = validateRequired(form.legalName);
    errors.legalAddress = validateRequired(form.legalAddress);
    errors.legalEmail = validateEmail(form.legalEmail, { required: true });
    errors.inn = validateInn(form.inn);
    errors.kpp = validateKpp(form.kpp);
  }
  const courier = options.deliveryId === DELIVERY.COURIER;
  if (courier && !(form.isLegal && form.legalAddressCoincides)) {
    for (const field of ['city', 'street', 'house', 'apartment'] as const) errors[field] = validateRequired(form[field]);
  }
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
