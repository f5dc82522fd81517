import { sessionEnded, sessionStarted } from '@store/bus';
import { allSettled, fork } from 'effector';
import { fetchUserFx, type ProfileUser } from '../../../shared/api';
import { profileUser, sessionUser } from '../../../shared/lib/test-data';
import { $user, $userStatus, userReceived, userRequested } from './user';

describe('the signed-in user of the profile', () => {
  it('loads the user once and keeps what the saves answer', async () => {
    const calls: number[] = [];
    const scope = fork({
      handlers: [
        [
          fetchUserFx,
          async (id: number) => {
            calls.push(id);
            return profileUser({ id });
          },
        ],
      ],
    });
    await allSettled(userRequested, { scope, params: 7 });
    await allSettled(userRequested, { scope, params: 7 });
    expect(calls).toEqual([7]);
    expect(scope.getState($userStatus)).toBe('ready');
    await allSettled(userReceived, { scope, params: profileUser({ firstName: 'Пётр' }) });
    expect(scope.getState($user)?.firstName).toBe('Пётр');
  });

  it('shows an error after a failed load and tries again when asked', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchUserFx,
          async (id: number): Promise<ProfileUser> => {
            if (fail) throw new Error('offline');
            return profileUser({ id });
          },
        ],
      ],
    });
    await allSettled(userRequested, { scope, params: 7 });
    expect(scope.getState($userStatus)).toBe('error');
    fail = false;
    await allSettled(userRequested, { scope, params: 7 });
    expect(scope.getState($userStatus)).toBe('ready');
  });

  it("forgets the user on sign-out and when another account signs in: never another user's data", async () => {
    const scope = fork({
      values: [
        [$user, profileUser()],
        [$userStatus, 'ready'],
      ],
    });
    await allSettled(sessionStarted, { scope, params: { user: { ...sessionUser, id: 8 } } });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($userStatus)).toBe('idle');

    const again = fork({
      values: [
        [$user, profileUser()],
        [$userStatus, 'ready'],
      ],
    });
    await allSettled(sessionStarted, { scope: again, params: { user: sessionUser, restored: true } });
    expect(again.getState($user)?.id).toBe(7);
    await allSettled(sessionEnded, { scope: again, params: { reason: 'logout' } });
    expect(again.getState($user)).toBeNull();
  });
});
