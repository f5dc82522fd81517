import { ApiError } from '@store/api-client';
import { $session, $sessionChecked, logoutRequested, sessionChecked, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import { SIGN_IN_TEXTS } from '@store/domain';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { logoutFx, onSessionExpired, refreshSessionFx } from '../../../shared/api/auth';
import { clearSessionCookiesFx, readSessionCookiesFx, writeUserCookieFx } from '../../../shared/api/session-cookies';
import { readClockFx } from '../../../shared/lib/clock';
import { toSessionUser } from '../../../shared/lib/session-user';
import { decideSessionStart, type SessionStart } from '../lib/session-start';

/** The shell started the session module on this page (HeadlessModule `started`). */
export const started = createEvent();

/** A refresh was refused somewhere on the page (any remote's request): the session is over. */
const sessionExpired = createEvent();

/** True once this scope listens to the API client's refusals; the page subscribes once. */
const $listening = createStore(false, { serialize: 'ignore' });

// The API client is a page-wide singleton; its refusals reach this scope's bus through scopeBind.
const listenForExpiryFx = createEffect(() => {
  const expired = scopeBind(sessionExpired, { safe: true });
  onSessionExpired(() => expired());
});
$listening.on(listenForExpiryFx.done, () => true);

sample({ clock: started, filter: $listening.map((listening) => !listening), target: listenForExpiryFx });

/** From `started` until `sessionChecked`: the start-up of this page is under way. */
const $startingUp = createStore(false).reset(sessionChecked);
/** The start-up ended without a session and without anything to tell (a guest, an unreachable server). */
const startupEndedQuietly = createEvent();

const startDecided = createEvent<SessionStart>();
const decideStartFx = createEffect(async () => decideSessionStart(await readSessionCookiesFx(), await readClockFx()));

// Once per page: the shell starts headless modules once, a second call changes nothing.
const startAccepted = sample({
  clock: started,
  source: { startingUp: $startingUp, checked: $sessionChecked },
  filter: ({ startingUp, checked }) => !startingUp && !checked,
});
$startingUp.on(startAccepted, () => true);
sample({ clock: startAccepted, target: decideStartFx });
sample({ clock: decideStartFx.doneData, target: startDecided });
sample({ clock: decideStartFx.fail, target: startupEndedQuietly });

// A present, unexpired token with its user: signed in from the cookies.
sample({
  clock: startDecided.filterMap((start) => (start.kind === 'restore' ? start.user : undefined)),
  fn: (user) => ({ user, restored: true }),
  target: sessionStarted,
});

// Otherwise the refresh cookie is tried (the API reads it): the shared single flight of the API client.
sample({ clock: startDecided, filter: ({ kind }) => kind === 'refresh', target: refreshSessionFx });
sample({ clock: refreshSessionFx.doneData, fn: ({ user }) => toSessionUser(user), target: writeUserCookieFx });
sample({ clock: refreshSessionFx.doneData, fn: ({ user }) => ({ user: toSessionUser(user), restored: true }), target: sessionStarted });

/** The server refused the refresh token (not a network failure: then the cookies stay for the next page). */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;
const refreshRefused = refreshSessionFx.failData.filter({ fn: isRefusal });
sample({ clock: refreshRefused, target: clearSessionCookiesFx });
// SPEC §4: a failed refresh yields 'session expired': quietly signed out, no error page, no retry.
sample({ clock: refreshRefused, fn: () => ({ reason: 'expired' as const }), target: sessionEnded });

// Leftovers that can restore nothing (a token without the `user` cookie that marks a session) go.
sample({ clock: startDecided, filter: (start) => start.kind === 'guest' && start.stale, target: clearSessionCookiesFx });

// A refresh that failed without a refusal (network, server error): no session on this page, cookies kept.
sample({ clock: refreshSessionFx.failData, filter: (error) => !isRefusal(error), target: startupEndedQuietly });
sample({ clock: startDecided, filter: ({ kind }) => kind === 'guest', target: startupEndedQuietly });

// The start-up is over, signed in or not: guarded pages may decide now. It follows the session's own
// event, so a page that reads `$session` on `sessionChecked` already sees the outcome.
sample({ clock: [sessionStarted, sessionEnded, startupEndedQuietly], filter: $startingUp, target: sessionChecked });

// Later on, a refresh refused from any request ends a running session once.
sample({ clock: sessionExpired, filter: $session.map(({ isAuth }) => isAuth), target: clearSessionCookiesFx });
sample({
  clock: sessionExpired,
  filter: $session.map(({ isAuth }) => isAuth),
  fn: () => ({ reason: 'expired' as const }),
  target: sessionEnded,
});

// Logout: the server revokes the refresh token; the browser forgets the session even if that call fails.
sample({ clock: logoutRequested, filter: logoutFx.pending.map((pending) => !pending), target: logoutFx });
sample({ clock: logoutFx.finally, target: clearSessionCookiesFx });
sample({ clock: logoutFx.finally, fn: () => ({ reason: 'logout' as const }), target: sessionEnded });
sample({
  clock: logoutFx.fail,
  fn: () => ({ message: SIGN_IN_TEXTS.logoutFailed, variant: 'warning' as const }),
  target: toastRequested,
});
