import { $city, $session, favouritesChanged, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import { attach, createEvent, createStore, sample } from 'effector';
import {
  addFavouritesFx,
  deleteFavouriteFx,
  fetchFavouritesFx,
  type FavouriteCardAnswer,
  type FavouritesOfUser,
} from '../../../shared/api/favourites';
import {
  hasItem,
  readLocalFavouritesFx,
  readLocalOnEarlyPress,
  sameItem,
  unionItems,
  writeLocalFavouritesFx,
  type CollectionItem,
} from '../../../shared/api/local-collections';
import { FAVOURITES_PUSH_LIMIT, FAVOURITES_TEXTS } from '../config/texts';

/**
 * Favourites (SPEC §3, §4): keyed by productId and defectSerialNumber. A visitor's list lives in
 * localStorage (`favoriteLocal`), a signed-in user's on the server. Toggles are optimistic and
 * roll back when the server refuses.
 */

/** Collections started on this page: restore the local copy, load the server's for a session. */
export const favouritesStarted = createEvent();
/** A shopper pressed the heart of a product (or marked-down item). */
export const favouriteToggled = createEvent<CollectionItem>();
/** A shopper removed an item on the favourites page. */
export const favouriteRemoved = createEvent<CollectionItem>();
/** A page needs the server's cards again (the favourites page opened, the city changed). */
export const serverFavouritesRequested = createEvent();

export const $favourites = createStore<CollectionItem[]>([]);
/** The server's cards for the city (signed-in users only). */
export const $serverFavourites = createStore<FavouriteCardAnswer[]>([]);
/** The last load of the server's list failed (the favourites page shows an error with a retry). */
export const $serverFavouritesFailed = createStore(false);

const $user = $session.map((session) => (session.isAuth ? session.user : null));
/** The local copy was read: from now on every change is written back. */
export const $favouritesRestored = createStore(false).on(readLocalFavouritesFx.finally, () => true);
/** Local items that a failed sign-in push left off the server; shown, and still in the local copy for the next push. */
const $unpushed = createStore<CollectionItem[]>([]);

const loadFx = attach({ effect: fetchFavouritesFx });
export const favouritesLoadFx = loadFx;
const mergeFx = attach({ effect: addFavouritesFx });
const addFx = attach({ effect: addFavouritesFx });
const removeFx = attach({ effect: deleteFavouriteFx });

const normalized = ({ productId, defectSerialNumber }: CollectionItem): CollectionItem => ({
  productId,
  defectSerialNumber: defectSerialNumber ?? null,
});
const keysOf = (cards: readonly FavouriteCardAnswer[]): CollectionItem[] => cards.map(normalized);
const without = (list: readonly CollectionItem[], item: CollectionItem) => list.filter((x) => !sameItem(x, item));

sample({ clock: favouritesStarted, target: readLocalFavouritesFx });
readLocalOnEarlyPress([favouriteToggled, favouriteRemoved], $favouritesRestored, readLocalFavouritesFx);
$favourites.on(readLocalFavouritesFx.doneData, (list, local) => unionItems(list, local));

const userOfCity = (user: { id: number } | null, city: { cityId: number } | null): FavouritesOfUser | null =>
  user ? { userId: user.id, cityId: city?.cityId ?? null } : null;

sample({
  clock: serverFavouritesRequested,
  source: { user: $user, city: $city },
  filter: ({ user }) => user !== null,
  fn: ({ user, city }) => userOfCity(user, city)!,
  target: loadFx,
});

// Toggle: decide once from the list as it was at the click, then add or remove.
const toggleDecided = sample({
  clock: favouriteToggled,
  source: $favourites,
  fn: (list, item) => ({ item: normalized(item), present: hasItem(list, item) }),
});
const added = sample({ clock: toggleDecided, filter: ({ present }) => !present, fn: ({ item }) => item });
const removed = sample({
  clock: [
    sample({ clock: toggleDecided, filter: ({ present }) => present, fn: ({ item }) => item }),
    sample({
      clock: favouriteRemoved,
      source: $favourites,
      filter: (list, item) => hasItem(list, item),
      fn: (_, item) => normalized(item),
    }),
  ],
});

$favourites.on(added, (list, item) => [item, ...list]).on(removed, without);

sample({
  clock: added,
  source: { user: $user, city: $city },
  filter: ({ user }) => user !== null,
  fn: ({ user, city }, item) => ({ ...userOfCity(user, city)!, items: [item] }),
  target: addFx,
});
sample({
  clock: removed,
  source: { user: $user, city: $city },
  filter: ({ user }) => user !== null,
  fn: ({ user, city }, item) => ({ ...userOfCity(user, city)!, item }),
  target: removeFx,
});

// The server refused: undo the optimistic change and say so.
$favourites
  .on(addFx.fail, (list, { params }) => params.items.reduce(without, list))
  .on(removeFx.fail, (list, { params }) => (hasItem(list, params.item) ? list : [params.item, ...list]));
sample({
  clock: addFx.fail,
  fn: () => ({ message: FAVOURITES_TEXTS.addFailed, variant: 'error' as const }),
  target: toastRequested,
});
sample({
  clock: removeFx.fail,
  fn: () => ({ message: FAVOURITES_TEXTS.removeFailed, variant: 'error' as const }),
  target: toastRequested,
});

// SPEC §4 sign-in: the local copy holds only a visitor's favourites. When a session starts (or
// is found when Collections start) they are pushed, and the answer is the whole merged list; with
// nothing local the server's list is loaded. The copy is then emptied, so a list edited on another
// device is never brought back from this one.
const sessionReady = sample({
  clock: [
    sample({ clock: sessionStarted, source: $favourites, filter: $favouritesRestored, fn: (list, { user }) => ({ user, list }) }),
    sample({
      clock: readLocalFavouritesFx.done,
      source: { user: $user, list: $favourites },
      filter: ({ user }) => user !== null,
      fn: ({ user, list }, { result }) => ({ user: user!, list: unionItems(list, result) }),
    }),
  ],
  source: $city,
  fn: (city, { user, list }) => ({ ...userOfCity(user, city)!, items: list }),
});
sample({
  clock: sessionReady,
  filter: ({ items }) => items.length > 0,
  fn: ({ items, ...owner }) => ({ ...owner, items: items.slice(0, FAVOURITES_PUSH_LIMIT) }),
  target: mergeFx,
});
sample({
  clock: sessionReady,
  filter: ({ items }) => items.length === 0,
  fn: ({ userId, cityId }) => ({ userId, cityId }),
  target: loadFx,
});
sample({ clock: mergeFx.done, fn: (): CollectionItem[] => [], target: writeLocalFavouritesFx });
$unpushed.on(mergeFx.fail, (_, { params }) => [...params.items]).reset(mergeFx.done, sessionEnded);
sample({ clock: mergeFx.fail, fn: ({ params }) => ({ userId: params.userId, cityId: params.cityId }), target: loadFx });
sample({
  clock: mergeFx.fail,
  fn: () => ({ message: FAVOURITES_TEXTS.mergeFailed, variant: 'warning' as const }),
  target: toastRequested,
});

const serverListArrived = sample({ clock: [loadFx.doneData, mergeFx.doneData] });
sample({
  clock: serverListArrived,
  source: $unpushed,
  fn: (unpushed, cards) => unionItems(keysOf(cards), unpushed),
  target: $favourites,
});
$serverFavourites.on([serverListArrived, addFx.doneData, removeFx.doneData], (_, cards) => cards);
$serverFavouritesFailed.on(loadFx.fail, () => true).on(loadFx.done, () => false);

// SPEC §4 logout clears favourites (and so their local copy).
$favourites.reset(sessionEnded);
$serverFavourites.reset(sessionEnded);
$serverFavouritesFailed.reset(sessionEnded);

sample({
  clock: $favourites,
  source: { restored: $favouritesRestored, user: $user },
  filter: ({ restored, user }) => restored && user === null,
  fn: (_, list) => list,
  target: writeLocalFavouritesFx,
});
sample({ clock: sessionEnded, fn: (): CollectionItem[] => [], target: writeLocalFavouritesFx });
sample({ clock: $favourites, fn: (list) => ({ count: list.length }), target: favouritesChanged });
