/** User-visible texts of SPEC §5 and §8, verbatim. `{phone}` is the configured support phone. */
export const MESSAGES = {
  required: 'Это поле обязательно для заполнения!',
  realName: 'Пожалуйста, введите настоящую фамилию и имя. (Пример: Иванов Иван)',
  phoneEmpty: 'Введите номер телефона',
  phoneInvalid: 'Некорректный номер телефона',
  phoneCheckout: 'Введите корректный номер телефона',
  email: 'Введите корректную почту',
  inn: 'Введите корректный ИНН',
  kpp: 'Введите корректный КПП',
  codeLength: 'Код должен состоять из 4-ех цифр',
  codeConfirmModal: 'Пожалуйста введите 4 цифры',
  codeWrong: 'Неверный код подтверждения',
  ratingRequired: 'Необходимо поставить оценку.',
  captchaFailed: 'Не удалось удостовериться, что вы не робот. Пожалуйста, повторите попытку позже или с другого устройства.',
  deliveriesLoadFailed: 'Произошла ошибка при загрузке способов доставки',
  noPaymentMethods: 'Для данной доставки не выбраны способы оплаты',
  codeSendFailed: 'Произошла ошибка при отправке кода',
  codeSent: 'Код отправлен',
  phoneConfirmFailed: 'Произошла ошибка при подтверждении номера телефона',
  ratingFailed: 'Не удалось добавить отзыв. Попробуйте позднее',
  searchPrompt: 'Начните вводить поисковый запрос...',
  searchEmpty: 'К сожалению, ничего не найдено',
  sessionExpired: 'session expired',
  catalogueNotFound: '404',
} as const;

export const courierPriceFailed = (phone: string) =>
  `Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру ${phone}`;
export const deliveryPriceMissing = (goods: number) => `Не смогли расчитать доставку для некоторых ${goods === 1 ? 'товара' : 'товаров'}`;
export const loginFailed = (phone: string) => `Произошла ошибка при авторизации. Обратитесь к оператору по номеру ${phone}`;
export const orderCreateFailed = (phone: string) => `Не удалось создать заказ. Свяжитесь, пожалуйста, с оператором ${phone}`;
export const minimumOrderText = (sum: number) => `Заказ от ${sum} рублей`;
