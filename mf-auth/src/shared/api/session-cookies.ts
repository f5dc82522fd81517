import { clearTokens, readRefreshToken, readToken } from '@store/api-client';
import type { SessionUser } from '@store/bus';
import { createEffect } from 'effector';
import Cookies from 'js-cookie';

/** SPEC §3: the session user lives in the `user` cookie beside `token` and `refreshToken`. */
export const USER_COOKIE = 'user';

/** As long as the refresh token that can renew it (30 days on the server). */
const USER_COOKIE_DAYS = 30;

/** The three cookies of a session, as found (each may be missing, stale or tampered with). */
export interface SessionCookies {
  token?: string;
  refreshToken?: string;
  user?: string;
}

// On the server (rendering) there is no document: nobody is signed in there.
const hasDocument = () => typeof document !== 'undefined';

export const readSessionCookiesFx = createEffect((): SessionCookies =>
  hasDocument() ? { token: readToken(), refreshToken: readRefreshToken(), user: Cookies.get(USER_COOKIE) } : {},
);

export const writeUserCookieFx = createEffect((user: SessionUser): void => {
  if (hasDocument()) Cookies.set(USER_COOKIE, JSON.stringify(user), { sameSite: 'lax', path: '/', expires: USER_COOKIE_DAYS });
});

/** Forgets the session in this browser: `token`, `refreshToken` and `user`. */
export const clearSessionCookiesFx = createEffect((): void => {
  if (!hasDocument()) return;
  clearTokens();
  Cookies.remove(USER_COOKIE, { path: '/' });
});
