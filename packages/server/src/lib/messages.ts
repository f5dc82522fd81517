/** Messages the API's own layers share (routes, plugins, services). */
export const UNAUTHORIZED = 'Требуется авторизация';
export const FORBIDDEN_OTHER_USER = 'Нет доступа к данным другого пользователя';
