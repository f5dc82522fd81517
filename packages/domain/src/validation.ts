/**
 * Field rules of SPEC §5. Each validator takes only the value and answers the exact Russian
 * message or undefined, so it can be passed straight to a react-final-form `Field validate`
 * (which calls it with extra arguments that it ignores) and called by the API. Mode-dependent
 * rules (one-click, delivery kind) live in `validateCheckoutForm`, not in validator options.
 * Input limits are not messages: inputs carry them as maxLength and the API schemas reuse them.
 */
import { CODE_LENGTH, SEARCH } from './constants';
import { ADDRESS_KIND, DELIVERY, type AddressKind } from './enums';
import { MESSAGES } from './messages';
import { isCheckoutPhone, isMobilePhone, normalizePhone } from './phone';

export type FieldValidator<T = string> = (value: T | undefined) => string | undefined;

/** Input limits of SPEC §5; other inputs default to 64 characters. */
export const INPUT_LIMITS = { legalName: 64, legalAddress: 128, inn: 10, kpp: 9, legalEmail: 128, default: 64 } as const;

/**
 * Limits of the contact forms (feedback, newsletter), where SPEC §5 is silent: a phone as typed
 * (spaces, brackets, dashes), an e-mail, a message. The forms carry them as maxLength, the API's
 * schemas refuse longer texts.
 */
export const CONTACT_LIMITS = { phone: 32, email: 128, message: 2000 } as const;

/** The maxLength of an input by field name. */
export const inputLimit = (field: string): number =>
  field in INPUT_LIMITS ? INPUT_LIMITS[field as keyof typeof INPUT_LIMITS] : INPUT_LIMITS.default;

/** Collapses runs of whitespace and trims: «  Иванов   Иван » → «Иванов Иван». */
export const normalizeSpaces = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** A required text: whitespace alone does not count. */
export const validateRequired: FieldValidator = (value) => (value && normalizeSpaces(value) ? undefined : MESSAGES.required);

/** Words people leave in the name field instead of their name. */
const PLACEHOLDER_NAMES: readonly string[] = ['покупатель', 'customer'];

/** customer: required; the placeholder word «Покупатель» (or 'customer'), in any case, is not a name. */
export const validateCustomer: FieldValidator = (value) => {
  const name = normalizeSpaces(value ?? '');
  if (!name) return MESSAGES.required;
  return PLACEHOLDER_NAMES.includes(name.toLocaleLowerCase('ru-RU')) ? MESSAGES.realName : undefined;
};

/** phone outside checkout (sign-in, recovery): a Russian mobile, because a code is sent to it by SMS. */
export const validatePhone: FieldValidator = (value) => {
  const phone = (value ?? '').trim();
  if (!phone) return MESSAGES.phoneEmpty;
  return isMobilePhone(phone) ? undefined : MESSAGES.phoneInvalid;
};

/** phone at checkout: a complete number, which must normalise to 11 digits starting with 79. */
export const validateCheckoutPhone: FieldValidator = (value) => {
  const phone = (value ?? '').trim();
  if (!phone) return MESSAGES.phoneEmpty;
  if (normalizePhone(phone) === null) return MESSAGES.phoneInvalid;
  return isCheckoutPhone(phone) ? undefined : MESSAGES.phoneCheckout;
};

/** phoneContact: optional; when filled, the checkout phone rule. */
export const validatePhoneContact: FieldValidator = (value) => (value?.trim() ? validateCheckoutPhone(value) : undefined);

const EMAIL_CHARACTERS = /^[\p{L}\d.@_+-]+$/u;
const EMAIL_SHAPE = /^[^@]+@[^@]+\.[^@]+$/;

/** email: optional; when filled, only letters, digits and . @ _ + - in an x@y.z shape. */
export const validateEmail: FieldValidator = (value) => {
  const email = (value ?? '').trim();
  if (!email) return undefined;
  return EMAIL_CHARACTERS.test(email) && EMAIL_SHAPE.test(email) ? undefined : MESSAGES.email;
};

/** legalEmail: required and checked as an email. */
export const validateLegalEmail: FieldValidator = (value) => validateRequired(value) ?? validateEmail(value);

/** agreementContract, agreementNotification: required checkboxes. */
export const validateAgreement: FieldValidator<boolean> = (value) => (value === true ? undefined : MESSAGES.required);

/** Weights of the control digit of a company's ten-digit INN (the tax service's algorithm). */
const INN_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/**
 * A company's INN: ten digits whose last is the control digit (the weighted sum of the first nine,
 * mod 11, mod 10). A bank invoice goes to this number, so a mistyped digit is caught at the form.
 * (A sole trader's twelve-digit INN does not fit: the form takes 10 characters and asks for a KPP.)
 */
export function isCompanyInn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const sum = INN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return (sum % 11) % 10 === Number(value[9]);
}

/** A KPP as the profile and the order keep it: trimmed, the reason code's letters in capitals. */
export const normalizeKpp = (value: string): string => value.trim().toUpperCase();

/** A KPP: the tax office (4 digits), the reason (2 digits or capital Latin letters), a number (3 digits). */
const KPP = /^\d{4}[\dA-Z]{2}\d{3}$/;

/** inn: required; a company's INN with its control digit, else 'Введите корректный ИНН' (shorter than 10 too). */
export const validateInn: FieldValidator = (value) => {
  const inn = (value ?? '').trim();
  if (!inn) return MESSAGES.required;
  return isCompanyInn(inn) ? undefined : MESSAGES.inn;
};

/** kpp: required; 9 characters of the KPP's shape (letters in either case), else 'Введите корректный КПП'. */
export const validateKpp: FieldValidator = (value) => {
  const kpp = normalizeKpp(value ?? '');
  if (!kpp) return MESSAGES.required;
  return KPP.test(kpp) ? undefined : MESSAGES.kpp;
};

/** The legal details of SPEC §3 (a profile's `legal`, an order's legal-entity fields). */
export interface LegalDetails {
  legalName: string;
  legalAddress: string;
  legalEmail: string;
  inn: string;
  kpp: string;
}

/**
 * SPEC §5 legal entity, the one rule of the checkout, the one-click order, the profile's legal
 * form and the API's order and `/api/user/legal`: all five required, inn and kpp by their rules,
 * legalEmail as an e-mail. (The input limits are the inputs' maxLength and the API's schemas.)
 */
export function validateLegalDetails(details: Partial<LegalDetails>): FormErrors<LegalDetails> {
  return withoutValid<LegalDetails>({
    legalName: validateRequired(details.legalName),
    legalAddress: validateRequired(details.legalAddress),
    legalEmail: validateLegalEmail(details.legalEmail),
    inn: validateInn(details.inn),
    kpp: validateKpp(details.kpp),
  });
}

/** Secret code in the sign-in form: exactly 4 characters. */
export const validateSecretCode: FieldValidator = (value) =>
  (value ?? '').trim().length === CODE_LENGTH ? undefined : MESSAGES.codeLength;

/** A complete code: 4 digits, the moment the form submits by itself. */
export const isCompleteCode = (value: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value.trim());

/** Code in the phone-confirmation modal: 4 digits, else 'Пожалуйста введите 4 цифры'. */
export const validateConfirmationCode: FieldValidator = (value) => (isCompleteCode(value ?? '') ? undefined : MESSAGES.codeConfirmModal);

/** Allowed rating scores: half stars from 0.5 to 5. */
export const RATING_SCORES: readonly number[] = Array.from({ length: 10 }, (_, i) => (i + 1) / 2);

/** Rating score: required; anything but a half-star step from 0.5 to 5 counts as not given. */
export const validateScore: FieldValidator<number | null> = (score) =>
  typeof score === 'number' && RATING_SCORES.includes(score) ? undefined : MESSAGES.ratingRequired;

/** Search starts at 3 characters (spaces around do not count). */
export const isSearchQueryReady = (query: string): boolean => query.trim().length >= SEARCH.minLength;

/** Field errors of a form: `{ field: message }`, no key for a valid field. */
export type FormErrors<F> = Partial<Record<keyof F & string, string>>;

/**
 * The values of the checkout form (and of the one-click form, which adds its own fields): the
 * client's form state, not a request body; optional fields are absent for private buyers or pickup.
 */
export interface CheckoutForm {
  customer: string;
  phone: string;
  phoneContact?: string;
  email?: string;
  agreementContract: boolean;
  agreementNotification: boolean;
  isLegal: boolean;
  legalName?: string;
  legalAddress?: string;
  legalEmail?: string;
  inn?: string;
  kpp?: string;
  legalAddressCoincides?: boolean;
  city?: string;
  street?: string;
  house?: string;
  apartment?: string;
  comment?: string;
}

export interface CheckoutValidationOptions {
  /** One-click order: phoneContact and email are not checked. */
  oneClick?: boolean;
  deliveryId?: number;
}

const COURIER_ADDRESS_FIELDS = ['city', 'street', 'house', 'apartment'] as const;

/**
 * The checkout and one-click forms (SPEC §5): errors by field, empty when valid. A legal entity
 * adds its five fields. Courier delivery (id 4) needs city, street, house and apartment unless a
 * legal entity has declared the delivery address to be its legal address.
 */
export function validateCheckoutForm(form: Partial<CheckoutForm>, options: CheckoutValidationOptions = {}): FormErrors<CheckoutForm> {
  const errors: Partial<Record<keyof CheckoutForm, string | undefined>> = {
    customer: validateCustomer(form.customer),
    phone: validateCheckoutPhone(form.phone),
    agreementContract: validateAgreement(form.agreementContract),
    agreementNotification: validateAgreement(form.agreementNotification),
  };
  if (!options.oneClick) {
    errors.phoneContact = validatePhoneContact(form.phoneContact);
    errors.email = validateEmail(form.email);
  }
  if (form.isLegal) Object.assign(errors, validateLegalDetails(form));
  const addressIsLegal = form.isLegal === true && form.legalAddressCoincides === true;
  if (options.deliveryId === DELIVERY.COURIER && !addressIsLegal) {
    for (const field of COURIER_ADDRESS_FIELDS) errors[field] = validateRequired(form[field]);
  }
  return withoutValid(errors);
}

export interface CalculatorForm {
  mode: AddressKind;
  /** Code of the chosen courier-company point (office mode). */
  pointCode?: string | null;
  city?: string;
  street?: string;
  house?: string;
}

/** The delivery-cost calculator: office mode needs a chosen point, courier mode city, street and house. */
export function validateCalculator(form: CalculatorForm): FormErrors<CalculatorForm> {
  if (form.mode === ADDRESS_KIND.OFFICE) return form.pointCode ? {} : { pointCode: MESSAGES.calculatorPoint };
  return withoutValid({ city: validateRequired(form.city), street: validateRequired(form.street), house: validateRequired(form.house) });
}

function withoutValid<F>(errors: Partial<Record<keyof F & string, string | undefined>>): FormErrors<F> {
  const result: FormErrors<F> = {};
  for (const [field, message] of Object.entries(errors) as [keyof F & string, string | undefined][]) {
    if (message !== undefined) result[field] = message;
  }
  return result;
}
