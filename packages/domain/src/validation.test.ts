import { MESSAGES } from './messages';
import {
  CONTACT_LIMITS,
  INPUT_LIMITS,
  RATING_SCORES,
  inputLimit,
  isCompleteCode,
  isSearchQueryReady,
  normalizeSpaces,
  validateAgreement,
  validateCalculator,
  validateCheckoutForm,
  validateCheckoutPhone,
  validateConfirmationCode,
  validateCustomer,
  validateEmail,
  validateInn,
  validateKpp,
  isCompanyInn,
  normalizeKpp,
  validateLegalDetails,
  validateLegalEmail,
  validatePhone,
  validatePhoneContact,
  validateRequired,
  validateScore,
  validateSecretCode,
  type CheckoutForm,
} from './validation';

const valid: CheckoutForm = {
  customer: 'Иванов Иван',
  phone: '+7 (912) 345-67-89',
  agreementContract: true,
  agreementNotification: true,
  isLegal: false,
};
const legal: CheckoutForm = {
  ...valid,
  isLegal: true,
  legalName: 'ООО «Ромашка»',
  legalAddress: 'Иркутск, ул. Ленина, 1',
  legalEmail: 'buh@romashka.ru',
  inn: '3808123457',
  kpp: '380801001',
};
const address = { city: 'Иркутск', street: 'Ленина', house: '5', apartment: '12' };

describe('customer name (SPEC §5)', () => {
  it("is required: 'Это поле обязательно для заполнения!'", () => {
    expect(validateCustomer(undefined)).toBe('Это поле обязательно для заполнения!');
    expect(validateCustomer('   ')).toBe(MESSAGES.required);
  });

  it('rejects the placeholder word «Покупатель» / customer in any case and spacing', () => {
    const message = 'Пожалуйста, введите настоящую фамилию и имя. (Пример: Иванов Иван)';
    expect(validateCustomer('Покупатель')).toBe(message);
    expect(validateCustomer('  ПОКУПАТЕЛЬ ')).toBe(message);
    expect(validateCustomer('customer')).toBe(message);
    expect(validateCustomer('Customer')).toBe(message);
  });

  it('accepts a real name, whitespace normalised', () => {
    expect(normalizeSpaces(' Иванов \t  Иван ')).toBe('Иванов Иван');
    expect(validateCustomer(' Иванов   Иван ')).toBeUndefined();
    expect(validateCustomer('Покупателев Иван')).toBeUndefined();
  });
});

describe('phone fields (SPEC §5)', () => {
  it("phone: empty 'Введите номер телефона', not a mobile 'Некорректный номер телефона'", () => {
    expect(validatePhone('')).toBe('Введите номер телефона');
    expect(validatePhone(undefined)).toBe(MESSAGES.phoneEmpty);
    expect(validatePhone('12-34')).toBe('Некорректный номер телефона');
    expect(validatePhone('+7 (812) 345-67-89')).toBe(MESSAGES.phoneInvalid);
    expect(validatePhone('8 912 345 67 89')).toBeUndefined();
  });

  it("checkout phone must normalise to 11 digits starting 79, else 'Введите корректный номер телефона'", () => {
    expect(validateCheckoutPhone('')).toBe(MESSAGES.phoneEmpty);
    expect(validateCheckoutPhone('12-34')).toBe(MESSAGES.phoneInvalid);
    expect(validateCheckoutPhone('+7 (812) 345-67-89')).toBe('Введите корректный номер телефона');
    expect(validateCheckoutPhone('+7 (912) 345-67-89')).toBeUndefined();
  });

  it('phoneContact: the same check when filled, nothing when empty', () => {
    expect(validatePhoneContact('')).toBeUndefined();
    expect(validatePhoneContact(undefined)).toBeUndefined();
    expect(validatePhoneContact('123')).toBe(MESSAGES.phoneInvalid);
    expect(validatePhoneContact('8 (812) 345-67-89')).toBe(MESSAGES.phoneCheckout);
    expect(validatePhoneContact('8 (912) 345-67-89')).toBeUndefined();
  });
});

describe('email (SPEC §5)', () => {
  it('accepts letters, digits and . @ _ + - in an x@y.z shape', () => {
    expect(validateEmail('ivan@mail.ru')).toBeUndefined();
    expect(validateEmail('ivan.petrov_1+shop-2@mail.ru')).toBeUndefined();
    expect(validateEmail('иван@почта.рф')).toBeUndefined();
  });

  it("rejects other characters and other shapes: 'Введите корректную почту'", () => {
    expect(validateEmail('ivan mail@ru.ru')).toBe('Введите корректную почту');
    expect(validateEmail('ivan!@mail.ru')).toBe(MESSAGES.email);
    expect(validateEmail('ivan@mail')).toBe(MESSAGES.email);
    expect(validateEmail('ivan@@mail.ru')).toBe(MESSAGES.email);
    expect(validateEmail('ivanmail.ru')).toBe(MESSAGES.email);
  });

  it('is optional, but legalEmail is required', () => {
    expect(validateEmail('')).toBeUndefined();
    expect(validateLegalEmail('')).toBe(MESSAGES.required);
    expect(validateLegalEmail('buh@mail')).toBe(MESSAGES.email);
    expect(validateLegalEmail('buh@mail.ru')).toBeUndefined();
  });
});

describe('legal entity fields (SPEC §5)', () => {
  it("inn: required, shorter than 10 'Введите корректный ИНН'", () => {
    expect(validateInn('')).toBe(MESSAGES.required);
    expect(validateInn('380812345')).toBe('Введите корректный ИНН');
    expect(validateInn('3808123457')).toBeUndefined();
  });

  it("inn: ten digits with the control digit of a company's INN (issue 24 item 7: «abcdefghij» is no INN)", () => {
    expect(validateInn('abcdefghij')).toBe(MESSAGES.inn);
    expect(validateInn('38081234ab')).toBe(MESSAGES.inn);
    expect(validateInn('3808123456')).toBe(MESSAGES.inn);
    expect(validateInn('38081234570')).toBe(MESSAGES.inn);
    expect(validateInn(' 7707083893 ')).toBeUndefined();
    expect(isCompanyInn('7736050003')).toBe(true);
    // A weighted sum of remainder 10 (mod 11) has the control digit 0.
    expect(isCompanyInn('5000000000')).toBe(true);
    expect(isCompanyInn('5000000001')).toBe(false);
  });

  it("kpp: required, shorter than 9 'Введите корректный КПП'", () => {
    expect(validateKpp(' ')).toBe(MESSAGES.required);
    expect(validateKpp('38080100')).toBe('Введите корректный КПП');
    expect(validateKpp('380801001')).toBeUndefined();
  });

  it('kpp: 4 digits, a reason of 2 digits or Latin letters (either case), 3 digits', () => {
    expect(validateKpp('abcdefghi')).toBe(MESSAGES.kpp);
    expect(validateKpp('38A801001')).toBe(MESSAGES.kpp);
    expect(validateKpp('3808AБ001')).toBe(MESSAGES.kpp);
    expect(validateKpp('3808ab001')).toBeUndefined();
    expect(normalizeKpp(' 3808ab001 ')).toBe('3808AB001');
  });

  it('the legal details as one: each field by its rule, nothing for valid details', () => {
    const details = {
      legalName: 'ООО «Ромашка»',
      legalAddress: 'Иркутск',
      legalEmail: 'buh@romashka.ru',
      inn: '3808123457',
      kpp: '380801001',
    };
    expect(validateLegalDetails(details)).toEqual({});
    expect(validateLegalDetails({ ...details, inn: 'abcdefghij', kpp: '', legalEmail: 'x' })).toEqual({
      inn: MESSAGES.inn,
      kpp: MESSAGES.required,
      legalEmail: MESSAGES.email,
    });
  });

  it('input limits: legalName 64, legalAddress 128, inn 10, kpp 9, legalEmail 128, others 64', () => {
    expect(INPUT_LIMITS).toEqual({ legalName: 64, legalAddress: 128, inn: 10, kpp: 9, legalEmail: 128, default: 64 });
    expect(inputLimit('legalAddress')).toBe(128);
    expect(inputLimit('kpp')).toBe(9);
    expect(inputLimit('customer')).toBe(64);
  });

  it('contact forms: a phone as typed up to 32 characters, an e-mail up to 128, a message up to 2000', () => {
    expect(CONTACT_LIMITS).toEqual({ phone: 32, email: 128, message: 2000 });
  });
});

describe('required fields and agreements (SPEC §5)', () => {
  it('a required text is not satisfied by spaces', () => {
    expect(validateRequired(' \n ')).toBe(MESSAGES.required);
    expect(validateRequired('Ленина')).toBeUndefined();
  });

  it('agreement checkboxes must be ticked', () => {
    expect(validateAgreement(false)).toBe(MESSAGES.required);
    expect(validateAgreement(undefined)).toBe(MESSAGES.required);
    expect(validateAgreement(true)).toBeUndefined();
  });
});

describe('secret code (SPEC §5)', () => {
  it("sign-in code: exactly 4 characters, 'Код должен состоять из 4-ех цифр'", () => {
    expect(validateSecretCode('123')).toBe('Код должен состоять из 4-ех цифр');
    expect(validateSecretCode('12345')).toBe(MESSAGES.codeLength);
    expect(validateSecretCode(undefined)).toBe(MESSAGES.codeLength);
    expect(validateSecretCode('1234')).toBeUndefined();
  });

  it("confirmation modal: 4 digits, 'Пожалуйста введите 4 цифры'; a wrong code is 'Неверный код подтверждения'", () => {
    expect(validateConfirmationCode('12a4')).toBe('Пожалуйста введите 4 цифры');
    expect(validateConfirmationCode('123')).toBe(MESSAGES.codeConfirmModal);
    expect(validateConfirmationCode('0042')).toBeUndefined();
    expect(MESSAGES.codeWrong).toBe('Неверный код подтверждения');
  });

  it('a complete 4-digit code submits by itself', () => {
    expect(isCompleteCode('0042')).toBe(true);
    expect(isCompleteCode('004')).toBe(false);
    expect(isCompleteCode('00421')).toBe(false);
  });
});

describe('rating score (SPEC §5)', () => {
  it("is required: 'Необходимо поставить оценку.'", () => {
    expect(validateScore(null)).toBe('Необходимо поставить оценку.');
    expect(validateScore(undefined)).toBe(MESSAGES.ratingRequired);
    expect(validateScore(0)).toBe(MESSAGES.ratingRequired);
  });

  it('allows half stars from 0.5 to 5', () => {
    expect(RATING_SCORES).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(RATING_SCORES.every((score) => validateScore(score) === undefined)).toBe(true);
    expect(validateScore(3.3)).toBe(MESSAGES.ratingRequired);
    expect(validateScore(5.5)).toBe(MESSAGES.ratingRequired);
    expect(validateScore(-1)).toBe(MESSAGES.ratingRequired);
  });
});

describe('search minimum length (SPEC §5)', () => {
  it('starts at 3 characters, spaces around not counted', () => {
    expect(isSearchQueryReady('чай')).toBe(true);
    expect(isSearchQueryReady(' ча ')).toBe(false);
  });
});

describe('delivery-cost calculator (SPEC §5)', () => {
  it("office mode needs a chosen point: 'Пожалуйста, выберите отделение СДЭК в своем городе на карте'", () => {
    expect(validateCalculator({ mode: 'office' })).toEqual({ pointCode: 'Пожалуйста, выберите отделение СДЭК в своем городе на карте' });
    expect(validateCalculator({ mode: 'office', pointCode: 'IRK12' })).toEqual({});
  });

  it('courier mode needs city, street and house', () => {
    expect(validateCalculator({ mode: 'home', city: 'Иркутск' })).toEqual({ street: MESSAGES.required, house: MESSAGES.required });
    expect(validateCalculator({ mode: 'home', city: 'Иркутск', street: 'Ленина', house: '5' })).toEqual({});
  });
});

describe('checkout form validation (SPEC §5)', () => {
  it('a complete private pickup order has no errors', () => {
    expect(validateCheckoutForm(valid, { deliveryId: 2 })).toEqual({});
  });

  it('reports each failing field with its message', () => {
    expect(validateCheckoutForm({ customer: 'Покупатель', phone: '', email: 'x@y' })).toEqual({
      customer: MESSAGES.realName,
      phone: MESSAGES.phoneEmpty,
      email: MESSAGES.email,
      agreementContract: MESSAGES.required,
      agreementNotification: MESSAGES.required,
    });
  });

  it('checks the phone by the checkout rule', () => {
    expect(validateCheckoutForm({ ...valid, phone: '+7 (812) 345-67-89' })).toEqual({ phone: MESSAGES.phoneCheckout });
  });

  it('one-click mode skips phoneContact and email, not the rest', () => {
    const form = { ...valid, phoneContact: '123', email: 'nope' };
    expect(validateCheckoutForm(form)).toEqual({ phoneContact: MESSAGES.phoneInvalid, email: MESSAGES.email });
    expect(validateCheckoutForm(form, { oneClick: true })).toEqual({});
    expect(validateCheckoutForm({ ...form, customer: '' }, { oneClick: true })).toEqual({ customer: MESSAGES.required });
  });

  it('a legal entity needs legalName, legalAddress, legalEmail, inn and kpp', () => {
    expect(validateCheckoutForm({ ...valid, isLegal: true, inn: '123' })).toEqual({
      legalName: MESSAGES.required,
      legalAddress: MESSAGES.required,
      legalEmail: MESSAGES.required,
      inn: MESSAGES.inn,
      kpp: MESSAGES.required,
    });
    expect(validateCheckoutForm(legal)).toEqual({});
    expect(validateCheckoutForm({ ...valid, inn: '1' })).toEqual({});
  });

  it('courier delivery needs city, street, house and apartment', () => {
    expect(validateCheckoutForm(valid, { deliveryId: 4 })).toEqual({
      city: MESSAGES.required,
      street: MESSAGES.required,
      house: MESSAGES.required,
      apartment: MESSAGES.required,
    });
    expect(validateCheckoutForm({ ...valid, ...address }, { deliveryId: 4 })).toEqual({});
    expect(validateCheckoutForm({ ...valid, ...address, apartment: ' ' }, { deliveryId: 4 })).toEqual({ apartment: MESSAGES.required });
  });

  it('a legal entity delivering to its legal address needs no courier address', () => {
    expect(validateCheckoutForm({ ...legal, legalAddressCoincides: true }, { deliveryId: 4 })).toEqual({});
    expect(validateCheckoutForm({ ...legal, legalAddressCoincides: false }, { deliveryId: 4 })).toHaveProperty('city', MESSAGES.required);
    expect(validateCheckoutForm({ ...valid, legalAddressCoincides: true }, { deliveryId: 4 })).toHaveProperty('house', MESSAGES.required);
  });

  it('pickup needs no address', () => {
    expect(validateCheckoutForm(valid, { deliveryId: 2 })).toEqual({});
  });
});
