/**
 * The cart's lines and who owns them (SPEC §4 Cart, sign-in, logout): a guest's lines are restored
 * from localStorage, a signed-in shopper's come from the server, whose answer is the truth for them.
 * The cart is alive on every page (bus HeadlessModule `cart_checkout/CartModel`); `started` comes
 * from the shell, repeated calls do nothing.
 */
import { $session, cartItemAdded, sessionEnded, sessionStarted } from '@store/bus';
import { addToCart, DEFAULT_CITY, type CartLine, type ItemRef } from '@store/domain';
import { createEvent, createStore, merge, sample } from 'effector';
import {
  clearServerCartFx,
  fetchServerCartFx,
  pushGuestCartFx,
  readLocalCartFx,
  removeServerLineFx,
  removeServerLinesFx,
  selectAllServerFx,
  setServerLineFx,
  takeEarlyCartAddsFx,
  writeLocalCartFx,
  type ServerCart,
} from '../../../shared/api';
import { $shopperCity } from '../../city/@x/cart';

/** The shell started the headless module (HeadlessModule.started); repeated calls do nothing. */
export const started = createEvent();

const $started = createStore(false);
const startRequested = sample({ clock: started, source: $started, filter: (once) => !once });
$started.on(startRequested, () => true);

/**
 * An add the model takes: the bus's `cartItemAdded` once the shell has started the model. The
 * module is evaluated (and so listens) a task before the shell calls `started`; the shell queues
 * every add until then and replays the queue at the start (shell features/headless), so an add
 * taken in that gap as well was counted twice (the cart-guest journey's «3» for two taps).
 */
export const cartAdd = sample({ clock: cartItemAdded, source: $started, filter: Boolean, fn: (_, item) => item });

/** A guest's lines are known (read from storage, with the adds that came meanwhile). */
export const guestRestored = createEvent<CartLine[]>();
/** The server answered with a signed-in shopper's cart. */
export const serverAnswered = createEvent<ServerCart>();

/** True once the lines are known (local restore or the server's cart). */
export const $restored = createStore(false);
export const $owner = createStore<'guest' | 'user'>('guest');
export const $lines = createStore<CartLine[]>([]);
/** Adds that came before the stored cart was read; applied on top of it. */
const $pendingAdds = createStore<ItemRef[]>([]);

export const $userId = $session.map((session) => (session.isAuth && session.user ? session.user.id : null));
export const $cityId = $shopperCity.map((city) => city?.cityId ?? DEFAULT_CITY.id);

// Restore: the stored guest cart (which holds every add stored before this start: the early tap's
// sequence, @store/domain early-cart-adds.ts) and the adds that came meanwhile.
sample({ clock: startRequested, target: takeEarlyCartAddsFx });
sample({ clock: takeEarlyCartAddsFx.finally, fn: () => undefined, target: readLocalCartFx });
$pendingAdds.on(sample({ clock: cartAdd, source: $restored, filter: (restored) => !restored, fn: (_, item) => item }), (pending, item) => [
  ...pending,
  item,
]);
const restoredLines = sample({
  clock: readLocalCartFx.doneData,
  source: $pendingAdds,
  fn: (pending, stored) => pending.reduce<CartLine[]>((lines, item) => addToCart(lines, item), stored),
});
$pendingAdds.reset(restoredLines);

sample({ clock: restoredLines, source: $userId, filter: (userId) => userId === null, fn: (_, lines) => lines, target: guestRestored });
sample({
  clock: restoredLines,
  source: { userId: $userId, cityId: $cityId },
  filter: ({ userId }, lines) => userId !== null && lines.length > 0,
  fn: ({ userId, cityId }, lines) => ({ userId: userId!, cityId, lines }),
  target: pushGuestCartFx,
});
sample({
  clock: restoredLines,
  source: { userId: $userId, cityId: $cityId },
  filter: ({ userId }, lines) => userId !== null && lines.length === 0,
  fn: ({ userId, cityId }) => ({ userId: userId!, cityId }),
  target: fetchServerCartFx,
});

$lines.on(guestRestored, (_, lines) => lines);
$restored.on(guestRestored, () => true);
$owner.on(guestRestored, () => 'guest');
sample({ clock: guestRestored, target: writeLocalCartFx });

// Sign-in (SPEC §4): a guest's lines go to the server, then the user's cart for the city is shown.
sample({
  clock: sessionStarted,
  source: { started: $started, owner: $owner, lines: $lines, cityId: $cityId },
  filter: ({ started, owner, lines }) => started && owner === 'guest' && lines.length > 0,
  fn: ({ cityId, lines }, { user }) => ({ userId: user.id, cityId, lines }),
  target: pushGuestCartFx,
});
sample({
  clock: sessionStarted,
  source: { started: $started, owner: $owner, lines: $lines, cityId: $cityId },
  filter: ({ started, owner, lines }) => started && !(owner === 'guest' && lines.length > 0),
  fn: ({ cityId }, { user }) => ({ userId: user.id, cityId }),
  target: fetchServerCartFx,
});
sample({ clock: pushGuestCartFx.done, fn: () => [], target: writeLocalCartFx });
// A refused merge (an item sold meanwhile) keeps the guest lines stored and shows the user's cart.
sample({ clock: pushGuestCartFx.fail, fn: ({ params: { userId, cityId } }) => ({ userId, cityId }), target: fetchServerCartFx });

// Sign-out (SPEC §4 logout): the cart is cleared, here and in storage.
$lines.reset(sessionEnded);
$owner.reset(sessionEnded);
sample({ clock: sessionEnded, fn: () => [], target: writeLocalCartFx });

// The server's answer is the truth for a signed-in shopper, unless the session ended meanwhile.
sample({
  clock: merge([
    fetchServerCartFx.doneData,
    pushGuestCartFx.doneData,
    setServerLineFx.doneData,
    removeServerLineFx.doneData,
    removeServerLinesFx.doneData,
    selectAllServerFx.doneData,
    clearServerCartFx.doneData,
  ]),
  source: $userId,
  filter: (userId) => userId !== null,
  fn: (_, cart) => cart,
  target: serverAnswered,
});
const toLine = ({ productId, defectSerialNumber, quantity, selected }: CartLine): CartLine => ({
  productId,
  defectSerialNumber,
  quantity,
  selected,
});
$lines.on(serverAnswered, (_, cart) => cart.cartList.map(toLine));
$owner.on(serverAnswered, () => 'user');
$restored.on(serverAnswered, () => true);
$restored.on(fetchServerCartFx.fail, () => true);

/**
 * A pending add is due: the lines became known after the stored cart was read (a signed-in
 * shopper's cart came from the server, or failed to). Adds pressed while it was on its way are
 * applied one by one on top of it (edits.ts), each answer bringing the next, so none is lost.
 */
export const pendingAddDue = createEvent<ItemRef>();
const next = sample({
  clock: [serverAnswered, fetchServerCartFx.fail],
  source: $pendingAdds,
  filter: (pending) => pending.length > 0,
  fn: (pending) => pending[0]!,
});
$pendingAdds.on(next, (pending) => pending.slice(1));
sample({ clock: next, target: pendingAddDue });
