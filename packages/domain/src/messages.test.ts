import {
  MESSAGES,
  PHONE_TEMPLATES,
  callOperator,
  courierPriceFailed,
  deliveryPriceMissing,
  loginFailed,
  minimumOrderText,
  orderCreateFailed,
  paymentStartFailed,
  searchShownFor,
  withPhone,
} from './messages';

const phone = '+7 (3952) 00-00-00';

describe('messages of SPEC §8 with the support phone', () => {
  it('fill {phone} with the configured support phone', () => {
    expect(courierPriceFailed(phone)).toBe(
      'Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру +7 (3952) 00-00-00',
    );
    expect(loginFailed(phone)).toBe('Произошла ошибка при авторизации. Обратитесь к оператору по номеру +7 (3952) 00-00-00');
    expect(orderCreateFailed(phone)).toBe('Не удалось создать заказ. Свяжитесь, пожалуйста, с оператором +7 (3952) 00-00-00');
  });

  it('before the settings ever arrived (phone unknown) the sentence ends without a number', () => {
    expect(courierPriceFailed(null)).toBe('Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором');
    expect(loginFailed(null)).toBe('Произошла ошибка при авторизации. Обратитесь к оператору');
    expect(orderCreateFailed(null)).toBe('Не удалось создать заказ. Свяжитесь, пожалуйста, с оператором');
    expect(callOperator(null)).toBe('Позвоните оператору');
    expect(callOperator(phone)).toBe('Позвоните оператору по номеру +7 (3952) 00-00-00');
    expect(paymentStartFailed(null)).toBe('Не удалось перейти к оплате. Попробуйте ещё раз или свяжитесь с оператором');
    expect(paymentStartFailed(phone)).toBe(
      'Не удалось перейти к оплате. Попробуйте ещё раз или свяжитесь с оператором по номеру +7 (3952) 00-00-00',
    );
  });

  it('every template names the phone exactly once and nothing is left unfilled', () => {
    for (const template of Object.values(PHONE_TEMPLATES)) {
      expect(template.split('{phone}')).toHaveLength(2);
      expect(withPhone(template, phone)).not.toContain('{phone}');
    }
  });
});

describe('messages of SPEC §8 (verbatim)', () => {
  it('delivery and payment', () => {
    expect(MESSAGES.deliveriesLoadFailed).toBe('Произошла ошибка при загрузке способов доставки');
    expect(MESSAGES.noPaymentMethods).toBe('Для данной доставки не выбраны способы оплаты');
    expect(deliveryPriceMissing(3)).toBe('Не смогли расчитать доставку для некоторых товаров');
    expect(deliveryPriceMissing(1)).toBe('Не смогли расчитать доставку для товара');
  });

  it('minimum order modal', () => {
    expect(minimumOrderText(200)).toBe('Заказ от 200 рублей');
    expect(minimumOrderText(500)).toBe('Заказ от 500 рублей');
  });

  it('codes, captcha, rating and session', () => {
    expect(MESSAGES.codeSent).toBe('Код отправлен');
    expect(MESSAGES.codeSendFailed).toBe('Произошла ошибка при отправке кода');
    expect(MESSAGES.phoneConfirmFailed).toBe('Произошла ошибка при подтверждении номера телефона');
    expect(MESSAGES.captchaFailed).toBe(
      'Не удалось удостовериться, что вы не робот. Пожалуйста, повторите попытку позже или с другого устройства.',
    );
    expect(MESSAGES.ratingFailed).toBe('Не удалось добавить отзыв. Попробуйте позднее');
    expect(MESSAGES.sessionExpired).toBe('session expired');
  });

  it('search', () => {
    expect(MESSAGES.searchPrompt).toBe('Начните вводить поисковый запрос...');
    expect(MESSAGES.searchEmpty).toBe('К сожалению, ничего не найдено');
  });

  it('search answered for other words than typed (issue 26)', () => {
    expect(searchShownFor('стиральная машина бош')).toBe('Показаны результаты по запросу «стиральная машина бош»');
  });
});
