import { sessionStarted, type SessionUser } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { loginByCodeFx, loginWithPasswordFx, recoverPasswordFx, registerFx } from '../../../shared/api/auth';
import { writeUserCookieFx } from '../../../shared/api/session-cookies';
import { reachGoalFx, type AnalyticsGoal } from '../../../shared/lib/analytics';
import { toSessionUser } from '../../../shared/lib/session-user';
import { modalOpened } from './view';

/** Signed in by any of the flows; the goal is the analytics goal it reaches. */
const signedIn = createEvent<{ user: SessionUser; goal: AnalyticsGoal }>();
sample({
  clock: loginByCodeFx.doneData,
  fn: ({ user, newUser }) => ({ user: toSessionUser(user), goal: newUser ? ('registration' as const) : ('login' as const) }),
  target: signedIn,
});
sample({
  clock: [loginWithPasswordFx.doneData, recoverPasswordFx.doneData],
  fn: ({ user }) => ({ user: toSessionUser(user), goal: 'login' as const }),
  target: signedIn,
});
sample({ clock: registerFx.doneData, fn: ({ user }) => ({ user: toSessionUser(user), goal: 'registration' as const }), target: signedIn });

sample({ clock: signedIn, fn: ({ user }) => user, target: writeUserCookieFx });
// Favourites, compare and the guest cart are pushed by their owners when they see a fresh session.
sample({ clock: signedIn, fn: ({ user }) => ({ user, restored: false }), target: sessionStarted });
sample({ clock: signedIn, fn: ({ goal }) => goal, target: reachGoalFx });

/** The modal has done its work: it closes. */
export const $signedIn = createStore(false)
  .on(signedIn, () => true)
  .reset(modalOpened);
