/**
 * @store/api-client: the HTTP layer of every app (an MF shared singleton). Calls are typed by the
 * API's OpenAPI document (`request('get', '/api/product/{id}', { path: { id } })`); apps keep their
 * own call functions in their `shared/api/` and use the named answer types below.
 */
export { http, createHttp, setApiBaseUrl, API_BASE_URL } from './http';
export type { StoreHttp, RefreshAnswer } from './http';
export { request, fillPath } from './request';
export type { RequestOptions } from './request';
export type { Answer, ApiPath, BodyOf, HttpMethod, MethodOf, PathParamsOf, QueryOf, Schemas } from './wire';
export { ApiError, SESSION_EXPIRED } from './errors';
export { TOKEN_COOKIE, USER_COOKIE, storeTokens, clearTokens, readToken, hasSessionCookies } from './session-cookies';
export { fetchCategoryMenu } from './catalog';
export { fetchCityRegions, fetchMenus } from './geo';
export { requestAuthCode, loginByCode, loginWithPassword } from './auth';
export type {
  MenuCategory,
  ProductCategory,
  Region,
  City,
  Shop,
  Menu,
  MenuItem,
  CatalogueAnswer,
  Product,
  SearchAnswer,
  LoginAnswer,
  AuthUser,
  PhoneCodeAnswer,
  OrderList,
  Order,
} from './types';
