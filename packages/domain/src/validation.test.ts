import { MESSAGES } from './messages';
import {
  validateCheckoutForm,
  validateCustomer,
  validateEmail,
  validateInn,
  validateKpp,
  validatePhone,
  validatePhoneContact,
  validateScore,
  validateSecretCode,
} from './validation';

const valid = {
  customer: 'Иванов Иван',
  phone: '+7 (912) 345-67-89',
  agreementContract: true,
  agreementNotification: true,
  isLegal: false,
};

describe('validation rules and messages (SPEC §5)', () => {
  it('customer: required, placeholder word rejected, whitespace normalised', () => {
    expect(validateCustomer('   ')).toBe('Это поле обязательно для заполнения!');
    expect(validateCustomer('  Покупатель ')).toBe('Пожалуйста, введите настоящую фамилию и имя. (Пример: Иванов Иван)');
    expect(validateCustomer('customer')).toBe(MESSAGES.realName);
    expect(validateCustomer(' Иванов   Иван ')).toBeUndefined();
  });

  it("phone: 'Введите номер телефона', 'Некорректный номер телефона', checkout 'Введите корректный номер телефона'", () => {
    expect(validatePhone('')).toBe('Введите номер телефона');
    expect(validatePhone('12-34')).toBe('Некорректный номер телефона');
    expect(validatePhone('+7 (912) 345-67-89', { checkout: true })).toBeUndefined();
  });

  it('phoneContact: checked when filled, skipped in one-click mode', () => {
    expect(validatePhoneContact('')).toBeUndefined();
    expect(validatePhoneContact('123')).toBe(MESSAGES.phoneInvalid);
    expect(validatePhoneContact('123', { oneClick: true })).toBeUndefined();
  });

  it("email: allowed characters and x@y.z shape, else 'Введите корректную почту'; skipped in one-click mode", () => {
    expect(validateEmail('ivan@mail.ru')).toBeUndefined();
    expect(validateEmail('ivan mail@ru')).toBe('Введите корректную почту');
    expect(validateEmail('ivan@mail')).toBe('Введите корректную почту');
    expect(validateEmail('ivan!@mail.ru')).toBe('Введите корректную почту');
    expect(validateEmail('ivan@mail', { oneClick: true })).toBeUndefined();
    expect(validateEmail('')).toBeUndefined();
  });

  it("legal entity: inn shorter than 10 'Введите корректный ИНН', kpp shorter than 9 'Введите корректный КПП'", () => {
    expect(validateInn('380812345')).toBe('Введите корректный ИНН');
    expect(validateInn('3808123456')).toBeUndefined();
    expect(validateKpp('38080100')).toBe('Введите корректный КПП');
    expect(validateKpp('380801001')).toBeUndefined();
    const errors = validateCheckoutForm({ ...valid, isLegal: true, inn: '123' });
    expect(errors).toMatchObject({
      legalName: MESSAGES.required,
      legalAddress: MESSAGES.required,
      legalEmail: MESSAGES.required,
      inn: MESSAGES.inn,
      kpp: MESSAGES.required,
    });
  });

  it("secret code: exactly 4 characters, 'Код должен состоять из 4-ех цифр'", () => {
    expect(validateSecretCode('123')).toBe('Код должен состоять из 4-ех цифр');
    expect(validateSecretCode('1234')).toBeUndefined();
    expect(MESSAGES.codeConfirmModal).toBe('Пожалуйста введите 4 цифры');
    expect(MESSAGES.codeWrong).toBe('Неверный код подтверждения');
  });

  it("rating: required 'Необходимо поставить оценку.', half stars 0.5–5", () => {
    expect(validateScore(null)).toBe('Необходимо поставить оценку.');
    expect(validateScore(3.5)).toBeUndefined();
    expect(validateScore(3.3)).toBe(MESSAGES.ratingRequired);
    expect(validateScore(5.5)).toBe(MESSAGES.ratingRequired);
  });

  it('agreements are required checkboxes', () => {
    expect(validateCheckoutForm({ ...valid, agreementContract: false })).toEqual({ agreementContract: MESSAGES.required });
  });

  it('courier delivery with an address different from the legal address needs city, street, house, apartment', () => {
    expect(validateCheckoutForm(valid, { deliveryId: 4 })).toEqual({
      city: MESSAGES.required,
      street: MESSAGES.required,
      house: MESSAGES.required,
      apartment: MESSAGES.required,
    });
    expect(validateCheckoutForm({ ...valid, city: 'Иркутск', street: 'Ленина', house: '5', apartment: '12' }, { deliveryId: 4 })).toEqual(
      {},
    );
    expect(validateCheckoutForm(valid, { deliveryId: 2 })).toEqual({});
  });
});
