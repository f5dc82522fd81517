import { sessionStarted, type SessionUser } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { loginByCodeFx, loginWithPasswordFx, recoverPasswordFx, registerFx } from '../../../shared/api/auth';
import { writeUserCookieFx } from '../../../shared/api/session-cookies';
import { toSessionUser } from '../../../shared/lib/session-user';
import { modalOpened } from './view';

/** Signed in by any of the flows; `registered` when the sign-in completed a registration (a new account). */
const signedIn = createEvent<{ user: SessionUser; registered: boolean }>();
sample({
  clock: loginByCodeFx.doneData,
  fn: ({ user, newUser }) => ({ user: toSessionUser(user), registered: newUser === true }),
  target: signedIn,
});
sample({
  clock: [loginWithPasswordFx.doneData, recoverPasswordFx.doneData],
  fn: ({ user }) => ({ user: toSessionUser(user), registered: false }),
  target: signedIn,
});
sample({ clock: registerFx.doneData, fn: ({ user }) => ({ user: toSessionUser(user), registered: true }), target: signedIn });

sample({ clock: signedIn, fn: ({ user }) => user, target: writeUserCookieFx });
// Favourites, compare and the guest cart are pushed by their owners when they see a fresh session;
// the shell's analytics reaches SPEC §4's goal of a sign-in or of a completed registration.
sample({
  clock: signedIn,
  fn: ({ user, registered }) => ({ user, restored: false, ...(registered ? { registered: true } : {}) }),
  target: sessionStarted,
});

/** The modal has done its work: it closes. */
export const $signedIn = createStore(false)
  .on(signedIn, () => true)
  .reset(modalOpened);
