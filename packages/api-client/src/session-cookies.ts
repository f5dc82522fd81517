import Cookies from 'js-cookie';

/** Cookie names of SPEC §3. */
export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

/** Refresh tokens live 30 days on the server; the cookie as long. */
const REFRESH_TOKEN_DAYS = 30;

// On the server (rendering) there is no document and no shopper's cookie: calls go without a token.
const hasDocument = () => typeof document !== 'undefined';

export const readToken = (): string | undefined => (hasDocument() ? Cookies.get(TOKEN_COOKIE) : undefined);
export const readRefreshToken = (): string | undefined => (hasDocument() ? Cookies.get(REFRESH_TOKEN_COOKIE) : undefined);

/** Stores the tokens a login or refresh returned; the refresh token only when one came back. */
export function storeTokens(accessToken: string, refreshToken?: string): void {
  if (!hasDocument()) return;
  Cookies.set(TOKEN_COOKIE, accessToken, { sameSite: 'lax', path: '/' });
  if (refreshToken) Cookies.set(REFRESH_TOKEN_COOKIE, refreshToken, { sameSite: 'lax', path: '/', expires: REFRESH_TOKEN_DAYS });
}

export function clearTokens(): void {
  if (!hasDocument()) return;
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
}
