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

/** A session began or was restored from cookies. Owner: mf-auth. */
export const sessionStarted = createEvent<{ user: SessionUser }>();

/** The user signed out or the session expired. Owner: mf-auth. */
export const sessionEnded = createEvent<{ reason: 'logout' | 'expired' }>();

/** Someone needs the user signed in (e.g. the profile page of a guest). Handled by the shell + mf-auth. */
export const authModalRequested = createEvent<{ mode?: 'code' | 'password'; returnTo?: string }>();

export const $session = createStore<Session>({ isAuth: false, user: null })
  .on(sessionStarted, (_, { user }) => ({ isAuth: true, user }))
  .on(sessionEnded, () => ({ isAuth: false, user: null }));
