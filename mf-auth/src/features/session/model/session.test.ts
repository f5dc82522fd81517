import { ApiError } from '@store/api-client';
import {
  $session,
  $sessionChecked,
  logoutRequested,
  sessionChecked,
  sessionEnded,
  sessionStarted,
  toastRequested,
  type SessionUser,
} from '@store/bus';
import { SIGN_IN_TEXTS } from '@store/domain';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { logoutFx, refreshSessionFx } from '../../../shared/api/auth';
import { clearSessionCookiesFx, readSessionCookiesFx, writeUserCookieFx, type SessionCookies } from '../../../shared/api/session-cookies';
import { readClockFx } from '../../../shared/lib/clock';
import { fakeAccessToken, NOW, seconds } from '../../../shared/lib/testing/tokens';
import { started } from './session';

const user: SessionUser = { id: 5, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, isLegal: false };
const serverUser = { ...user, firstName: 'Аня', middleName: null, phoneConfirm: true, legal: null };
const liveToken = fakeAccessToken({ sub: '5', exp: seconds(NOW) + 600 });
const deadToken = fakeAccessToken({ sub: '5', exp: seconds(NOW) - 60 });

function startUp(cookies: SessionCookies, refresh: () => Promise<unknown> = async () => ({ accessToken: 'a2', user: serverUser })) {
  const calls = {
    refresh: 0,
    cleared: 0,
    written: [] as SessionUser[],
    ended: [] as string[],
    started: [] as { user: SessionUser; restored?: boolean }[],
  };
  const scope = fork({
    handlers: [
      [readSessionCookiesFx, () => cookies],
      [readClockFx, () => NOW],
      [
        refreshSessionFx,
        () => {
          calls.refresh += 1;
          return refresh();
        },
      ],
      [clearSessionCookiesFx, () => void (calls.cleared += 1)],
      [writeUserCookieFx, (written: SessionUser) => void calls.written.push(written)],
    ],
  });
  createWatch({ unit: sessionEnded, scope, fn: ({ reason }) => calls.ended.push(reason) });
  createWatch({ unit: sessionStarted, scope, fn: (payload) => calls.started.push(payload) });
  return { scope, calls };
}

/** What a page listening to `sessionChecked` sees of the session at that moment. */
function sessionAtCheck(scope: Scope) {
  const seen: boolean[] = [];
  createWatch({ unit: sessionChecked, scope, fn: () => seen.push(scope.getState($session).isAuth) });
  return seen;
}

describe('session start-up on every page (SPEC §4 "Startup")', () => {
  it('a present, unexpired token restores the session from the cookies without a call', async () => {
    const { scope, calls } = startUp({ token: liveToken, user: JSON.stringify(user) });
    const seen = sessionAtCheck(scope);
    await allSettled(started, { scope });
    expect(scope.getState($session)).toEqual({ isAuth: true, user });
    expect(calls.started).toEqual([{ user, restored: true }]);
    expect(calls.refresh).toBe(0);
    expect(seen).toEqual([true]);
    expect(scope.getState($sessionChecked)).toBe(true);
  });

  it('an expired token with the user cookie (the mark of a session: the refresh cookie is HttpOnly) refreshes once and restores the user the server names', async () => {
    const { scope, calls } = startUp({ token: deadToken, user: JSON.stringify(user) });
    const seen = sessionAtCheck(scope);
    await allSettled(started, { scope });
    expect(calls.refresh).toBe(1);
    const restoredUser = { ...user, firstName: 'Аня' };
    expect(calls.started).toEqual([{ user: restoredUser, restored: true }]);
    expect(calls.written).toEqual([restoredUser]);
    expect(seen).toEqual([true]);
  });

  it("a refused refresh signs out quietly with 'expired': cookies cleared, no second refresh, start-up over", async () => {
    const { scope, calls } = startUp({ token: deadToken, user: JSON.stringify(user) }, async () => {
      throw new ApiError(401, 'session expired');
    });
    const seen = sessionAtCheck(scope);
    await allSettled(started, { scope });
    expect(calls.refresh).toBe(1);
    expect(calls.ended).toEqual(['expired']);
    expect(calls.cleared).toBe(1);
    expect(scope.getState($session).isAuth).toBe(false);
    expect(seen).toEqual([false]);
  });

  it('a refresh that cannot reach the server leaves the cookies for the next page and ends the start-up as a guest', async () => {
    const { scope, calls } = startUp({ token: deadToken, user: JSON.stringify(user) }, async () => {
      throw new ApiError(0, 'Network Error');
    });
    await allSettled(started, { scope });
    expect(calls.ended).toEqual([]);
    expect(calls.cleared).toBe(0);
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($session).isAuth).toBe(false);
  });

  it('no cookies: a guest, no call, nothing cleared', async () => {
    const { scope, calls } = startUp({});
    await allSettled(started, { scope });
    expect(calls).toMatchObject({ refresh: 0, cleared: 0, ended: [], started: [] });
    expect(scope.getState($sessionChecked)).toBe(true);
  });

  it('only the user cookie (the browser was closed: the token cookie went with it): one refresh restores the session', async () => {
    const { scope, calls } = startUp({ user: JSON.stringify(user) });
    await allSettled(started, { scope });
    expect(calls.refresh).toBe(1);
    expect(scope.getState($session).user?.id).toBe(5);
  });

  it.each([
    ['a live token without its user', { token: liveToken }],
    ['an expired token alone', { token: deadToken }],
    ['a token that is not a JWT, alone', { token: 'not-a-token' }],
  ])('%s: no mark of a session, so no call; signed out quietly and the leftovers go', async (_, cookies) => {
    const { scope, calls } = startUp(cookies);
    await allSettled(started, { scope });
    expect(calls).toMatchObject({ refresh: 0, cleared: 1, ended: [], started: [] });
    expect(scope.getState($session).isAuth).toBe(false);
    expect(scope.getState($sessionChecked)).toBe(true);
  });

  it.each([
    ['a token that is not a JWT', { token: 'not-a-token', user: JSON.stringify(user) }],
    ['a JWT whose payload is not JSON', { token: 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig', user: JSON.stringify(user) }],
    ['a tampered token', { token: 'x.y.z', user: JSON.stringify(user) }],
    ['a live token with a user cookie edited by hand', { token: liveToken, user: '{"id":"5","firstName":"<script>"}' }],
    ['a tampered user cookie', { token: liveToken, user: '{"id":-1}' }],
    ['a user cookie that is not JSON', { token: liveToken, user: '%7Bbroken' }],
    [
      'a token of another user than the cookie names',
      { token: fakeAccessToken({ sub: '6', exp: seconds(NOW) + 600 }), user: JSON.stringify(user) },
    ],
  ])('%s: the user cookie marks a session, so the server decides through one refresh', async (_, cookies) => {
    const { scope, calls } = startUp(cookies);
    await allSettled(started, { scope });
    expect(calls.refresh).toBe(1);
    expect(scope.getState($session).user?.id).toBe(5);
  });

  it('a second `started` on the same page changes nothing', async () => {
    const { scope, calls } = startUp({ token: deadToken, user: JSON.stringify(user) });
    await allSettled(started, { scope });
    await allSettled(started, { scope });
    expect(calls.refresh).toBe(1);
    expect(calls.started).toHaveLength(1);
  });
});

describe('logout (SPEC §4: clears the session and the cookies)', () => {
  it('revokes the session on the server, clears the cookies and ends the session', async () => {
    let serverCalls = 0;
    let cleared = 0;
    const scope = fork({
      values: [[$session, { isAuth: true, user }]],
      handlers: [
        [logoutFx, async () => void (serverCalls += 1)],
        [clearSessionCookiesFx, () => void (cleared += 1)],
      ],
    });
    const ended: string[] = [];
    createWatch({ unit: sessionEnded, scope, fn: ({ reason }) => ended.push(reason) });
    await allSettled(logoutRequested, { scope });
    expect(serverCalls).toBe(1);
    expect(cleared).toBe(1);
    expect(ended).toEqual(['logout']);
    expect(scope.getState($session)).toEqual({ isAuth: false, user: null });
  });

  it('forgets the session in the browser even when the logout call fails, and says so', async () => {
    let cleared = 0;
    const toasts: string[] = [];
    const scope = fork({
      values: [[$session, { isAuth: true, user }]],
      handlers: [
        [logoutFx, async () => Promise.reject(new ApiError(0, 'Network Error'))],
        [clearSessionCookiesFx, () => void (cleared += 1)],
      ],
    });
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => toasts.push(message) });
    await allSettled(logoutRequested, { scope });
    expect(cleared).toBe(1);
    expect(scope.getState($session).isAuth).toBe(false);
    expect(toasts).toEqual([SIGN_IN_TEXTS.logoutFailed]);
  });
});
