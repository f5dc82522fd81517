import { createEvent, createStore } from 'effector';

/** What other parts may know of the signed-in user: ids and names, never tokens. */
export interface SessionUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  isLegal: boolean;
}

export interface Session {
  isAuth: boolean;
  user: SessionUser | null;
}

/**
 * A session began (sign-in, registration) or was restored from cookies. Owner: mf-auth.
 * `restored` is true when it came from the cookies at start-up, false for a fresh sign-in
 * (listeners push local favourites, compare and the guest cart only on a fresh sign-in, and
 * load the server's copies in both cases). `registered` is true when the sign-in completed a
 * registration (a new account): SPEC §4's analytics goal of a completed registration.
 */
export const sessionStarted = createEvent<{ user: SessionUser; restored?: boolean; registered?: boolean }>();

/** The user signed out or the session expired. Owner: mf-auth. */
export const sessionEnded = createEvent<{ reason: 'logout' | 'expired' }>();

/**
 * The session start-up (cookies read, refresh tried) is over, signed in or not. Owner: mf-auth.
 * Pages that need a signed-in user wait for `$sessionChecked` before asking for sign-in.
 */
export const sessionChecked = createEvent<void>();

/** Someone needs the user signed in (e.g. the profile page of a guest). Handled by the shell + mf-auth. */
export const authModalRequested = createEvent<{ mode?: 'code' | 'password'; returnTo?: string }>();

/** Someone asks to sign out (profile, checkout's «use another account»). Handled by mf-auth. */
export const logoutRequested = createEvent<void>();

export const $session = createStore<Session>({ isAuth: false, user: null })
  .on(sessionStarted, (_, { user }) => ({ isAuth: true, user }))
  .on(sessionEnded, () => ({ isAuth: false, user: null }));

/** True once the session start-up has finished on this page (see `sessionChecked`). */
export const $sessionChecked = createStore(false).on(sessionChecked, () => true);
