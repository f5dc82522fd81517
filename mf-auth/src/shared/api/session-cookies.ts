import { clearTokens, readToken, USER_COOKIE } from '@store/api-client';
import type { SessionUser } from '@store/bus';
import { createEffect } from 'effector';
import Cookies from 'js-cookie';

// SPEC §3: the session user lives in the `user` cookie beside `token`. It is also the page's sign
// that a session may be renewed: the refresh token is the API's HttpOnly cookie, which no script
// sees, so the start-up asks for a refresh when `user` is there (decision 0031).

/** As long as the refresh cookie that can renew it (30 days, set again at each refresh, as the server does). */
const USER_COOKIE_DAYS = 30;

/** The session cookies a script can read, as found (each may be missing, stale or tampered with). */
export interface SessionCookies {
  token?: string;
  user?: string;
}

// On the server (rendering) there is no document: nobody is signed in there.
const hasDocument = () => typeof document !== 'undefined';

export const readSessionCookiesFx = createEffect((): SessionCookies =>
  hasDocument() ? { token: readToken(), user: Cookies.get(USER_COOKIE) } : {},
);

export const writeUserCookieFx = createEffect((user: SessionUser): void => {
  if (hasDocument()) Cookies.set(USER_COOKIE, JSON.stringify(user), { sameSite: 'lax', path: '/', expires: USER_COOKIE_DAYS });
});

/** Forgets the session in this browser: `token` and `user` (the refresh cookie is the API's: logout and a refused refresh clear it). */
export const clearSessionCookiesFx = createEffect((): void => {
  if (!hasDocument()) return;
  clearTokens();
  Cookies.remove(USER_COOKIE, { path: '/' });
});
