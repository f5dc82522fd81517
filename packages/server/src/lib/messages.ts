/** Messages the API's own layers share (routes, plugins, services). */
export const UNAUTHORIZED = 'Требуется авторизация';
export const FORBIDDEN_OTHER_USER = 'Нет доступа к данным другого пользователя';
/** Every answer while the database is away (503): the request was not wrong, and nothing of it was written. */
export const DATABASE_UNAVAILABLE = 'Магазин ненадолго недоступен: нет связи с базой данных. Повторите, пожалуйста, через минуту.';
