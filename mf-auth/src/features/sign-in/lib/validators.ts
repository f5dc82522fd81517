import { detectLoginIdentifier, MESSAGES, validatePhone, validateSecretCode } from '@store/domain';

/** Phone field of the code sign-in: the rules of SPEC §5. */
export const validatePhoneInput = (value: string | undefined) => validatePhone(value);

/** The SMS code: exactly 4 characters. */
export const validateCode = (value: string | undefined) => validateSecretCode(value);

/** Password sign-in accepts a phone or an e-mail. */
export const validateLogin = (value: string | undefined) => {
  if (!value?.trim()) return MESSAGES.required;
  return detectLoginIdentifier(value) ? undefined : 'Введите телефон или почту';
};
