/**
 * User-visible texts of SPEC §5 and §8, verbatim (spelling included: «расчитать», «4-ех»). Texts
 * that name the support phone are templates with `{phone}`, filled from configuration.
 */
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
  calculatorPoint: 'Пожалуйста, выберите отделение СДЭК в своем городе на карте',
  addDeliveryToOrder: 'Добавить доставку к заказу',
  captchaFailed: 'Не удалось удостовериться, что вы не робот. Пожалуйста, повторите попытку позже или с другого устройства.',
  deliveriesLoadFailed: 'Произошла ошибка при загрузке способов доставки',
  deliveryPriceMissing: 'Не смогли расчитать доставку для некоторых товаров',
  deliveryPriceMissingOne: 'Не смогли расчитать доставку для товара',
  noPaymentMethods: 'Для данной доставки не выбраны способы оплаты',
  codeSendFailed: 'Произошла ошибка при отправке кода',
  codeSent: 'Код отправлен',
  phoneConfirmFailed: 'Произошла ошибка при подтверждении номера телефона',
  ratingFailed: 'Не удалось добавить отзыв. Попробуйте позднее',
  ordersRestricted: 'Принятие заказов временно ограничено...',
  searchPrompt: 'Начните вводить поисковый запрос...',
  searchEmpty: 'К сожалению, ничего не найдено',
  showMoreOrders: 'Показать больше заказов',
  sessionExpired: 'session expired',
  catalogueNotFound: '404',
} as const;

/** Texts of SPEC §8 that name the support phone. */
export const PHONE_TEMPLATES = {
  courierPriceFailed: 'Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру {phone}',
  loginFailed: 'Произошла ошибка при авторизации. Обратитесь к оператору по номеру {phone}',
  orderCreateFailed: 'Не удалось создать заказ. Свяжитесь, пожалуйста, с оператором {phone}',
  /** Not SPEC's: the courier calculator's hint under «Не смогли расчитать доставку…». */
  callOperator: 'Позвоните оператору по номеру {phone}',
  /**
   * Not SPEC's (§8 names no repayment failure): the payment gateway could not make a new payment
   * for an order that exists, so «Не удалось создать заказ» would be untrue.
   */
  paymentStartFailed: 'Не удалось перейти к оплате. Попробуйте ещё раз или свяжитесь с оператором по номеру {phone}',
} as const;

/**
 * A template with its `{phone}` filled with the support phone of the store's settings (the API's
 * GET /api/settings, the one source). Before the settings have ever reached the page (the API
 * unreachable since the page opened) the phone is unknown: the sentence then ends without it
 * («…свяжитесь с оператором») rather than with a number that may be wrong.
 */
export const withPhone = (template: string, phone: string | null): string =>
  phone ? template.split('{phone}').join(phone) : template.replace(/\s*(по номеру\s*)?\{phone\}/g, '');

/** Toast when the courier-company price calculation fails. */
export const courierPriceFailed = (phone: string | null): string => withPhone(PHONE_TEMPLATES.courierPriceFailed, phone);

/** Sign-in failure without a server message. */
export const loginFailed = (phone: string | null): string => withPhone(PHONE_TEMPLATES.loginFailed, phone);

/** Order creation failure without a server message or errorArray. */
export const orderCreateFailed = (phone: string | null): string => withPhone(PHONE_TEMPLATES.orderCreateFailed, phone);

/** Repayment failed at the payment gateway (not SPEC's wording); the order stays as it was. */
export const paymentStartFailed = (phone: string | null): string => withPhone(PHONE_TEMPLATES.paymentStartFailed, phone);

/** The courier calculator's hint to call (not SPEC's wording). */
export const callOperator = (phone: string | null): string => withPhone(PHONE_TEMPLATES.callOperator, phone);

/**
 * Price data missing for some goods. The spec gives «…для некоторых товаров» and "'товара' for
 * one"; «для некоторых товара» is not Russian, so for one good we drop «некоторых» as well.
 */
export const deliveryPriceMissing = (goods: number): string =>
  goods === 1 ? MESSAGES.deliveryPriceMissingOne : MESSAGES.deliveryPriceMissing;

/** The minimum-order modal: «Заказ от 200 рублей». */
export const minimumOrderText = (sum: number): string => `Заказ от ${sum} рублей`;

/**
 * Texts the spec does not give (it names the situation only); written here once so the API and
 * the apps say the same thing.
 */
export const NOTICES = {
  /** SPEC §5: a phone outside the special list on the development host (no SMS is sent). */
  developmentHostPhone:
    'Это тестовая версия магазина: коды приходят только на номера из списка разработчиков. На этот номер SMS не отправлено.',
  /** SPEC §1: the demo site's notice modal. */
  demoSite: 'Это демонстрационная версия магазина: оформление заказов и оплата отключены.',
  /** The cart's code could not load, so an added product would be lost: say so instead. */
  cartUnavailable: 'Не удалось добавить товар в корзину. Попробуйте ещё раз',
  /** A modal of another part of the store (sign-in, one-click order…) could not load. */
  modalUnavailable: 'Не удалось открыть окно. Проверьте подключение и попробуйте ещё раз',
  /** Feedback form: the store needs a way to answer (the API refuses the same with this text). */
  feedbackContactRequired: 'Укажите телефон или почту, чтобы мы могли ответить',
  /** Feedback form: an order number is digits only. */
  orderNumberInvalid: 'Номер заказа состоит только из цифр',
} as const;

/**
 * The search's note when the answer is for other words than those typed (words dropped from the
 * end because no product holds them all, or the query read on the other keyboard layout).
 */
export const searchShownFor = (query: string): string => `Показаны результаты по запросу «${query}»`;
