import { MESSAGES } from './messages';
import { PASSWORD_LENGTH, SIGN_IN_TEXTS, recoveryFailed, resendCodeIn, validateLoginIdentifier, validatePasswordRepeat } from './sign-in';

describe('the phone-or-e-mail field of the sign-in (SPEC §5)', () => {
  it('asks for a phone when empty', () => {
    expect(validateLoginIdentifier('')).toBe(MESSAGES.phoneEmpty);
    expect(validateLoginIdentifier('   ')).toBe(MESSAGES.phoneEmpty);
    expect(validateLoginIdentifier(undefined)).toBe(MESSAGES.phoneEmpty);
  });

  it('accepts a Russian mobile or an e-mail', () => {
    expect(validateLoginIdentifier('+7 (912) 345-67-89')).toBeUndefined();
    expect(validateLoginIdentifier('ivan@mail.ru')).toBeUndefined();
  });

  it("says 'Введите корректную почту' for a bad e-mail and 'Некорректный номер телефона' for anything else", () => {
    expect(validateLoginIdentifier('ivan@mail')).toBe(MESSAGES.email);
    expect(validateLoginIdentifier('+7 (3952) 12-34-56')).toBe(MESSAGES.phoneInvalid);
    expect(validateLoginIdentifier('ivan')).toBe(MESSAGES.phoneInvalid);
  });
});

describe('new password and its confirmation (SPEC §4 "Recovery")', () => {
  it('must be the same', () => {
    expect(validatePasswordRepeat('secret-12', 'secret-12')).toBeUndefined();
    expect(validatePasswordRepeat('secret-12', 'secret-13')).toBe(SIGN_IN_TEXTS.passwordsDiffer);
    expect(validatePasswordRepeat('secret-12', undefined)).toBe(SIGN_IN_TEXTS.passwordsDiffer);
  });
});

it('the password-reset error names the operator phone (SPEC §8)', () => {
  expect(recoveryFailed('+7 (800) 555-35-35')).toBe('Не удалось изменить пароль. Обратитесь к оператору по номеру +7 (800) 555-35-35');
  expect(recoveryFailed(null)).toBe('Не удалось изменить пароль. Обратитесь к оператору');
});

it('a password is 8 to 128 characters, wherever it is set or typed', () => {
  expect(PASSWORD_LENGTH).toEqual({ min: 8, max: 128 });
});

it('a code asked for again too early: «Новый код можно запросить через N сек.»', () => {
  expect(resendCodeIn(42)).toBe('Новый код можно запросить через 42 сек.');
});
