/**
 * @store/api-client/session: the session cookies alone (js-cookie, no axios), for code on a page's
 * start path that needs a synchronous answer (is there a session to start for?) before, or without,
 * any request; the main entry exports the same functions.
 */
export { TOKEN_COOKIE, USER_COOKIE, storeTokens, clearTokens, readToken, hasSessionCookies } from './session-cookies';
