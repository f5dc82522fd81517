/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { hasSessionCookies, storeTokens, USER_COOKIE } from './session-cookies';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('the signs of a session a script can read (SPEC §3 cookies)', () => {
  it('a browser without token and user holds no session', () => {
    expect(hasSessionCookies()).toBe(false);
  });

  it('a live access token is a session', () => {
    storeTokens('access');
    expect(hasSessionCookies()).toBe(true);
  });

  it('the user cookie alone is a session the API may renew (its refresh cookie is HttpOnly)', () => {
    Cookies.set(USER_COOKIE, JSON.stringify({ id: 1 }), { path: '/' });
    expect(hasSessionCookies()).toBe(true);
  });
});
