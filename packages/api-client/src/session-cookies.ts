import { TOKEN_COOKIE, USER_COOKIE } from '@store/domain';
import Cookies from 'js-cookie';

/**
 * Cookie names of SPEC §3 that scripts read (their one place is @store/domain; the server page's
 * early script reads them too): `token`, the short-lived access token for the bearer header
 * (SPEC §7); `user`, the session user, written beside it for as long as the API's HttpOnly refresh
 * cookie, the page's only sign that a session may be renewed.
 */
export { TOKEN_COOKIE, USER_COOKIE };

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
