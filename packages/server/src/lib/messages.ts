/** Messages the API's own layers share (routes, plugins, services). */
export const UNAUTHORIZED = 'Требуется авторизация';
/** An order id that names no order (the owner's page, the gateway's notification). */
export const ORDER_NOT_FOUND = 'Заказ не найден';
export const FORBIDDEN_OTHER_USER = 'Нет доступа к данным другого пользователя';
/** Every answer while the database is away (503): the request was not wrong, and nothing of it was written. */
export const DATABASE_UNAVAILABLE = 'Магазин ненадолго недоступен: нет связи с базой данных. Повторите, пожалуйста, через минуту.';
