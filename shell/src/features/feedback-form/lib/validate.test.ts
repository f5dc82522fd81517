import { MESSAGES, NOTICES } from '@store/domain';
import { validateFeedback, type FeedbackValues } from './validate';

const valid: FeedbackValues = { name: 'Иванов Иван', phone: '+7 (900) 123-45-67', message: 'Где мой заказ?', agreement: true };

describe('feedback form: SPEC §5 rules', () => {
  it('a complete form has no errors', () => {
    expect(validateFeedback(valid)).toEqual({});
    expect(validateFeedback({ ...valid, phone: '', email: 'ivan@example.ru', orderId: '15' })).toEqual({});
  });

  it("required fields say 'Это поле обязательно для заполнения!' (whitespace alone does not count)", () => {
    expect(validateFeedback({ ...valid, name: '   ', message: '' })).toEqual({ name: MESSAGES.required, message: MESSAGES.required });
  });

  it("a filled phone must normalise to 11 digits starting 79: 'Введите корректный номер телефона'", () => {
    expect(validateFeedback({ ...valid, phone: '+7 (300) 123-45-67' }).phone).toBe(MESSAGES.phoneCheckout);
    expect(validateFeedback({ ...valid, phone: '12' }).phone).toBe(MESSAGES.phoneInvalid);
  });

  it("a filled e-mail: only letters, digits and . @ _ + - in an x@y.z shape, else 'Введите корректную почту'", () => {
    expect(validateFeedback({ ...valid, email: 'ivan@example' }).email).toBe(MESSAGES.email);
    expect(validateFeedback({ ...valid, email: 'iv an@example.ru' }).email).toBe(MESSAGES.email);
  });

  it('without a phone and an e-mail the store could not answer', () => {
    expect(validateFeedback({ ...valid, phone: ' ', email: '' }).phone).toBe(NOTICES.feedbackContactRequired);
  });

  it('an order number is digits only', () => {
    expect(validateFeedback({ ...valid, orderId: '15a' }).orderId).toBe(NOTICES.orderNumberInvalid);
  });

  it('the agreement checkbox is required', () => {
    expect(validateFeedback({ ...valid, agreement: false }).agreement).toBe(MESSAGES.required);
  });
});
