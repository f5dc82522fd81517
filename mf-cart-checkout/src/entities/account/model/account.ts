/** A signed-in shopper's account data: an order must use it (SPEC §5), so both order forms start from it. */
import { $session, sessionEnded, sessionStarted } from '@store/bus';
import { createEvent, createStore, sample } from 'effector';
import { fetchAccountFx, type AccountUser } from '../../../shared/api';

/** An order form opened: load the account of a signed-in shopper. */
export const accountRequested = createEvent();

export const $account = createStore<AccountUser | null>(null)
  .on(fetchAccountFx.doneData, (_, user) => user)
  .reset(sessionEnded);
const $wanted = createStore(false).on(accountRequested, () => true);

sample({
  clock: accountRequested,
  source: $session,
  filter: (session) => session.isAuth && session.user !== null,
  fn: (session) => session.user!.id,
  target: fetchAccountFx,
});
sample({ clock: sessionStarted, source: $wanted, filter: Boolean, fn: (_, { user }) => user.id, target: fetchAccountFx });
