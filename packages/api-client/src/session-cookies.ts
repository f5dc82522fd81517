import Cookies from 'js-cookie';

/** Cookie names of SPEC §3. */
export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

export const readToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);

/** Stores the tokens a login or refresh returned; the refresh token only when one came back. */
export function storeTokens(accessToken: string, refreshToken?: string): void {
  Cookies.set(TOKEN_COOKIE, accessToken, { sameSite: 'lax', path: '/' });
  if (refreshToken) Cookies.set(REFRESH_TOKEN_COOKIE, refreshToken, { sameSite: 'lax', path: '/', expires: 30 });
}

export function clearTokens(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path: '/' });
}
