/**
 * The profile's own texts. SPEC §8 names these situations ("user update, legal data create,
 * update and delete errors … uses the server response message when present, else a default")
 * without giving the defaults; the server's message wins whenever it sends one.
 */
export const TEXTS = {
  title: 'Личный кабинет',
  ordersTitle: 'Мои заказы',
  signInPrompt: 'Войдите, чтобы увидеть профиль и историю заказов.',
  signIn: 'Войти',
  logout: 'Выйти',
  retry: 'Повторить',
  loadFailed: 'Не удалось загрузить данные. Проверьте подключение и попробуйте ещё раз.',
  ordersLoadFailed: 'Не удалось загрузить заказы. Проверьте подключение и попробуйте ещё раз.',
  orderLoadFailed: 'Не удалось загрузить заказ. Проверьте подключение и попробуйте ещё раз.',
  orderNotFound: 'Заказ не найден',
  orderNotFoundText: 'Такого заказа нет в вашей истории. Проверьте номер или откройте список заказов.',
  pageNotFound: 'Страница не найдена',
  profileSaved: 'Данные профиля сохранены',
  profileSaveFailed: 'Не удалось сохранить данные профиля',
  legalCreated: 'Данные юрлица добавлены',
  legalUpdated: 'Данные юрлица изменены',
  legalDeleted: 'Данные юрлица удалены',
  legalCreateFailed: 'Не удалось добавить данные юрлица',
  legalUpdateFailed: 'Не удалось изменить данные юрлица',
  legalDeleteFailed: 'Не удалось удалить данные юрлица',
  passwordChanged: 'Пароль изменён',
  passwordChangeFailed: 'Не удалось изменить пароль',
  passwordsDiffer: 'Пароли не совпадают',
  phoneChanged: 'Номер телефона изменён',
  payFailed: 'Не удалось перейти к оплате. Попробуйте ещё раз.',
  noOrders: 'Заказов пока нет',
  noOrdersText: 'Выберите товары в каталоге — оформленные заказы появятся здесь.',
  noOrdersOfStatus: 'Нет заказов с таким статусом',
  toCatalogue: 'Перейти в каталог',
  allOrders: 'Все заказы',
} as const;

/** «Новый код можно запросить через 42 сек.» (the server's wording of a 417). */
export const resendIn = (seconds: number): string => `Новый код можно запросить через ${seconds} сек.`;
