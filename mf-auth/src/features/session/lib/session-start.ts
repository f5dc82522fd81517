import type { SessionUser } from '@store/bus';
import type { SessionCookies } from '../../../shared/api/session-cookies';
import { isAccessTokenAlive, readAccessToken } from '../../../shared/lib/access-token';
import { parseSessionUser } from '../../../shared/lib/session-user';

/** What the start-up does with the cookies it found (SPEC §4 "Startup"). */
export type SessionStart =
  /** A live token and its user: signed in from the cookies, no call. */
  | { kind: 'restore'; user: SessionUser }
  /** No usable token, but the `user` cookie says a session was here: the server decides by its refresh cookie. */
  | { kind: 'refresh' }
  /** Nothing to go on; `stale` when leftovers (a dead token, a broken user cookie) should go. */
  | { kind: 'guest'; stale: boolean };

export function decideSessionStart(cookies: SessionCookies, now: number): SessionStart {
  const user = parseSessionUser(cookies.user);
  const claims = readAccessToken(cookies.token);
  // A token of another user than the cookie names is someone else's session: do not believe either.
  const sameUser = claims?.userId == null || claims.userId === user?.id;
  if (user && isAccessTokenAlive(claims, now) && sameUser) return { kind: 'restore', user };
  // SPEC §4 "a refresh call is attempted when a refresh token exists": the HttpOnly refresh cookie is
  // out of a script's sight, and `user` is written with it and lives as long (decision 0031).
  if (cookies.user) return { kind: 'refresh' };
  return { kind: 'guest', stale: Boolean(cookies.token) };
}
