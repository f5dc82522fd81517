/**
 * Sign-in rules and texts (SPEC §4 "Sign-in", §5, §8) that the rest of the domain does not give:
 * the one field that takes a phone or an e-mail, and the messages the spec names without a text.
 */
import { detectLoginIdentifier } from './login-identifier';
import { MESSAGES, withPhone } from './messages';
import type { FieldValidator } from './validation';

/**
 * Texts of SPEC §8 given by situation only ("registration error, password-reset error (with the
 * operator phone), logout error"); written once here so every part says the same.
 */
export const SIGN_IN_TEXTS = {
  registrationFailed: 'Произошла ошибка при регистрации. Попробуйте ещё раз',
  recoveryFailed: 'Не удалось изменить пароль. Обратитесь к оператору по номеру {phone}',
  logoutFailed: 'Произошла ошибка при выходе из аккаунта',
  passwordsDiffer: 'Пароли не совпадают',
  captchaRequired: 'Подтвердите, что вы не робот',
} as const;

/** Length of a password the store accepts: set at registration, recovery or in the profile, typed at sign-in. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** «Новый код можно запросить через 42 сек.»: a new code was asked for before the last one may be replaced (417). */
export const resendCodeIn = (seconds: number): string => `Новый код можно запросить через ${seconds} сек.`;

/** Password reset failed without a server message. */
export const recoveryFailed = (phone: string | null): string => withPhone(SIGN_IN_TEXTS.recoveryFailed, phone);

/**
 * A field that takes a phone or an e-mail (SPEC §5 "Login identifier type is detected"): empty →
 * 'Введите номер телефона'; something with an @ is judged as an e-mail ('Введите корректную
 * почту'), anything else as a phone ('Некорректный номер телефона').
 */
export const validateLoginIdentifier: FieldValidator = (value) => {
  const text = (value ?? '').trim();
  if (!text) return MESSAGES.phoneEmpty;
  if (detectLoginIdentifier(text)) return undefined;
  return text.includes('@') ? MESSAGES.email : MESSAGES.phoneInvalid;
};

/** The confirmation of a new password must repeat it. */
export const validatePasswordRepeat = (password: string | undefined, repeat: string | undefined): string | undefined =>
  (password ?? '') === (repeat ?? '') ? undefined : SIGN_IN_TEXTS.passwordsDiffer;
