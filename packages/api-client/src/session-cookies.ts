import Cookies from 'js-cookie';

/** Cookie name of SPEC §3 that scripts read: the short-lived access token for the bearer header (SPEC §7). */
export const TOKEN_COOKIE = 'token';
/**
 * Cookie name of SPEC §3: the session user, written beside `token` for as long as the API's
 * HttpOnly refresh cookie. It is the page's only sign that a session may be renewed.
 */
export const USER_COOKIE = 'user';

// On the server (rendering) there is no document and no shopper's cookie: calls go without a token.
const hasDocument = () => typeof document !== 'undefined';

export const readToken = (): string | undefined => (hasDocument() ? Cookies.get(TOKEN_COOKIE) : undefined);

/** This browser holds a session, live (`token`) or renewable (`user`): a sign only, proven by the API. */
export const hasSessionCookies = (): boolean => hasDocument() && Boolean(Cookies.get(TOKEN_COOKIE) || Cookies.get(USER_COOKIE));

/**
 * Stores the access token a sign-in or refresh returned. The refresh token never reaches a
 * script: the API keeps it in an HttpOnly cookie of its own (set, rotated and cleared by the API).
 */
export function storeTokens(accessToken: string): void {
  if (!hasDocument()) return;
  Cookies.set(TOKEN_COOKIE, accessToken, { sameSite: 'lax', path: '/' });
}

/** Forgets the access token; the refresh cookie is the API's to clear (logout, refused refresh). */
export function clearTokens(): void {
  if (!hasDocument()) return;
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
