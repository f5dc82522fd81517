import { sessionEnded, sessionStarted } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { fetchUserFx, type ProfileUser } from '../../../shared/api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The page needs the user with this id (the signed-in one). */
export const userRequested = createEvent<number>();
/** A save answered the updated user (profile, legal data, phone). */
export const userReceived = createEvent<ProfileUser>();

/** The signed-in user's full record (SPEC §3 User), which the bus's session does not carry. */
export const $user = createStore<ProfileUser | null>(null)
  .on(fetchUserFx.doneData, (_, user) => user)
  .on(userReceived, (_, user) => user)
  .reset(sessionEnded);

export const $userStatus = createStore<LoadStatus>('idle')
  .on(fetchUserFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(fetchUserFx.done, () => 'ready')
  .on(fetchUserFx.fail, (status) => (status === 'ready' ? status : 'error'))
  .reset(sessionEnded);

// Another account signed in on this page: nothing of the previous one may stay on screen.
sample({
  clock: sessionStarted,
  source: $user,
  filter: (user, { user: next }) => user !== null && user.id !== next.id,
  fn: () => null,
  target: [$user.reinit, $userStatus.reinit],
});

// Loaded once per user and kept fresh by the saves' answers; a failed load is tried again on request.
sample({
  clock: userRequested,
  source: { user: $user, loading: fetchUserFx.pending },
  filter: ({ user, loading }, id) => !loading && user?.id !== id,
  fn: (_, id) => id,
  target: fetchUserFx,
});
