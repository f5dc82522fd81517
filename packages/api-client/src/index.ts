/** @store/api-client: the HTTP layer of every app (an MF shared singleton). */
export { http, createHttp, API_BASE_URL } from './http';
export { ApiError, ContractError, SESSION_EXPIRED } from './errors';
export { TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, storeTokens, clearTokens, readToken } from './session-cookies';
export { fetchCategoryMenu } from './catalog';
export { fetchCityRegions, fetchMenus } from './geo';
export type { MenuCategory, Shop, City, Region, Menu, MenuItem } from './contracts';
export { requestAuthCode, loginByCode, loginWithPassword } from './auth';
export type { AuthUser, LoginAnswer, PhoneCodeAnswer } from './auth';
