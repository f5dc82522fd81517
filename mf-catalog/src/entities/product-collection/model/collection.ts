import { $city, $session, sessionEnded, sessionStarted, toastRequested, type CitySelection } from '@store/bus';
import { toItemRef, type ItemRef } from '@store/domain';
import { attach, createEvent, createStore, sample, type EventCallable } from 'effector';
import { isApiError } from '../../../shared/api/client';
import type { CollectionOwner, CollectionStorage } from '../../../shared/api/collections';
import { hasItem, unionItems, withoutItems } from '../../../shared/lib/item-list';
import { readLocalOnEarlyPress } from './early-press';
import { cityIdOf, visitorProducts } from './visitor-products';

export interface ProductCollectionConfig<Card extends ItemRef> {
  /** Prefix of the collection's store sids: two collections never share one (a server render's state and `fork` values find stores by it). */
  name: string;
  storage: CollectionStorage<Card>;
  /** The order of the server's answer; the collection itself is newest first. */
  serverOrder: 'newest first' | 'oldest first';
  /** The most items one push to the server carries (the API's limit of a request). */
  pushLimit: number;
  /** The most items the collection holds, and what the shopper is told past it (the server's 422 is the same rule). */
  limit?: { count: number; text: string };
  /** Toasts when the server refuses; the spec names no texts for these failures. */
  texts: { addFailed: string; removeFailed: string; mergeFailed: string };
  /** The bus event that gives the header the count. */
  countChanged: EventCallable<{ count: number }>;
}

const ownerOf = (user: { id: number }, city: CitySelection | null): CollectionOwner => ({ userId: user.id, cityId: cityIdOf(city) });

/**
 * One collection of the shopper's products and marked-down items (SPEC §3: favourites, the
 * comparison list), keyed by productId and defectSerialNumber, newest first. A visitor's list lives
 * in localStorage, a signed-in user's on the server; the local copy is pushed when a session starts
 * (SPEC §4). Changes are instant and roll back when the server refuses.
 */
export function createProductCollection<Card extends ItemRef>(config: ProductCollectionConfig<Card>) {
  const { name, storage, serverOrder, pushLimit, limit, texts, countChanged } = config;
  const sid = (unit: string) => ({ sid: `${name}.${unit}` });
  // The server's order and the collection's are each other's reverse, or the same.
  const reordered = <T>(list: readonly T[]): T[] => (serverOrder === 'oldest first' ? [...list].reverse() : [...list]);

  /** Collections started on this page: restore the local copy, load the server's for a session. */
  const started = createEvent();
  /** A shopper pressed the item's toggle (the heart, «Сравнить»). */
  const toggled = createEvent<ItemRef>();
  /** A shopper removed an item on the collection's page. */
  const removed = createEvent<ItemRef>();
  /** Items leave the collection (those in it; on the server too for a user). */
  const itemsRemoved = createEvent<ItemRef[]>();
  /** A page needs the cards: the server's for a user, the products missing for the city for a visitor. */
  const cardsRequested = createEvent();

  const $items = createStore<ItemRef[]>([], sid('items'));
  /** The server's cards of a signed-in user's items, in the server's order. */
  const $server = createStore<Card[]>([], sid('server'));
  /** The last load of the server's list failed (the page shows an error with a retry). */
  const $serverFailed = createStore(false, sid('serverFailed'));
  /** The local copy was read: from now on a visitor's changes are written back. */
  const $restored = createStore(false, sid('restored')).on(storage.readLocalFx.finally, () => true);
  /** Local items that a failed sign-in push left off the server; shown, and still in the local copy for the next push. */
  const $unpushed = createStore<ItemRef[]>([], sid('unpushed'));
  const $user = $session.map((session) => (session.isAuth ? session.user : null));

  const loadFx = attach({ effect: storage.fetchFx });
  const mergeFx = attach({ effect: storage.addFx });
  const addFx = attach({ effect: storage.addFx });
  const removeFx = attach({ effect: storage.removeFx });
  const { $products, productsFx, productsLoaded } = visitorProducts({ $user, $items, requested: cardsRequested, sid });

  sample({ clock: started, target: storage.readLocalFx });
  readLocalOnEarlyPress([toggled, removed], $restored, storage.readLocalFx);
  $items.on(storage.readLocalFx.doneData, (list, local) => unionItems(list, local).slice(0, limit?.count));

  // A toggle decides once, from the list as it was at the press.
  const toggleDecided = sample({
    clock: toggled,
    source: $items,
    fn: (list, item) => ({
      item: toItemRef(item),
      present: hasItem(list, item),
      /** What the shopper is told when the collection is full. */
      refusal: limit && list.length >= limit.count ? limit.text : null,
    }),
  });
  const added = sample({ clock: toggleDecided, filter: ({ present, refusal }) => !present && refusal === null, fn: ({ item }) => item });
  sample({
    clock: toggleDecided,
    filter: ({ present, refusal }) => !present && refusal !== null,
    fn: ({ refusal }) => ({ message: refusal!, variant: 'warning' as const }),
    target: toastRequested,
  });
  sample({
    clock: [sample({ clock: toggleDecided, filter: ({ present }) => present, fn: ({ item }) => [item] }), removed.map((item) => [item])],
    target: itemsRemoved,
  });
  const gone = sample({
    clock: itemsRemoved,
    source: $items,
    filter: (list, items) => items.some((item) => hasItem(list, item)),
    fn: (list, items) => items.filter((item) => hasItem(list, item)).map(toItemRef),
  });
  $items.on(added, (list, item) => [item, ...list]).on(gone, withoutItems);

  sample({
    clock: added,
    source: { user: $user, city: $city },
    filter: ({ user }) => user !== null,
    fn: ({ user, city }, item) => ({ ...ownerOf(user!, city), items: [item] }),
    target: addFx,
  });
  sample({
    clock: gone,
    source: { user: $user, city: $city },
    filter: ({ user }) => user !== null,
    fn: ({ user, city }, items) => ({ ...ownerOf(user!, city), items }),
    target: removeFx,
  });

  // The server refused: undo the optimistic change and say why.
  $items
    .on(addFx.fail, (list, { params }) => withoutItems(list, params.items))
    .on(removeFx.fail, (list, { params }) => [...params.items.filter((item) => !hasItem(list, item)), ...list]);
  sample({
    clock: addFx.fail,
    fn: ({ error }) => ({
      message: limit && isApiError(error) && error.status === 422 ? limit.text : texts.addFailed,
      variant: 'error' as const,
    }),
    target: toastRequested,
  });
  sample({ clock: removeFx.fail, fn: () => ({ message: texts.removeFailed, variant: 'error' as const }), target: toastRequested });

  // SPEC §4 sign-in: the local copy holds only a visitor's items. When a session starts (or is
  // found when Collections start) they are pushed, and the answer is the whole merged list; with
  // nothing local the server's list is loaded. The copy is then emptied, so a list edited on another
  // device is never brought back from this one.
  const sessionReady = sample({
    clock: [
      sample({ clock: sessionStarted, source: $items, filter: $restored, fn: (list, { user }) => ({ user, list }) }),
      sample({
        clock: storage.readLocalFx.done,
        source: { user: $user, list: $items },
        filter: ({ user }) => user !== null,
        fn: ({ user, list }, { result }) => ({ user: user!, list: unionItems(list, result) }),
      }),
    ],
    source: $city,
    fn: (city, { user, list }) => ({ ...ownerOf(user, city), items: list }),
  });
  sample({
    clock: sessionReady,
    filter: ({ items }) => items.length > 0,
    fn: ({ items, ...owner }) => ({ ...owner, items: reordered(items.slice(0, pushLimit)) }),
    target: mergeFx,
  });
  sample({
    clock: [sample({ clock: sessionReady, filter: ({ items }) => items.length === 0 }), mergeFx.fail.map(({ params }) => params)],
    fn: ({ userId, cityId }: CollectionOwner) => ({ userId, cityId }),
    target: loadFx,
  });
  sample({ clock: mergeFx.done, fn: (): ItemRef[] => [], target: storage.writeLocalFx });
  $unpushed.on(mergeFx.fail, (_, { params }) => reordered(params.items)).reset(mergeFx.done, sessionEnded);
  sample({ clock: mergeFx.fail, fn: () => ({ message: texts.mergeFailed, variant: 'warning' as const }), target: toastRequested });

  const serverListArrived = sample({ clock: [loadFx.doneData, mergeFx.doneData] });
  sample({
    clock: serverListArrived,
    source: $unpushed,
    fn: (unpushed, cards) => unionItems(reordered(cards.map(toItemRef)), unpushed),
    target: $items,
  });
  $server.on([serverListArrived, addFx.doneData], (_, cards) => cards).on(removeFx.doneData, (cards, left) => left ?? cards);
  $serverFailed.on(loadFx.fail, () => true).on(loadFx.done, () => false);

  // A page's cards: a user's come from the server (which checks ownership), a visitor's are
  // product answers (visitorProducts).
  sample({
    clock: cardsRequested,
    source: { user: $user, city: $city },
    filter: ({ user }) => user !== null,
    fn: ({ user, city }) => ownerOf(user!, city),
    target: loadFx,
  });

  // SPEC §4 logout clears the collection and its local copy.
  $items.reset(sessionEnded);
  $server.reset(sessionEnded);
  $serverFailed.reset(sessionEnded);
  sample({ clock: sessionEnded, fn: (): ItemRef[] => [], target: storage.writeLocalFx });
  sample({
    clock: $items,
    source: { restored: $restored, user: $user },
    filter: ({ restored, user }) => restored && user === null,
    fn: (_, list) => list,
    target: storage.writeLocalFx,
  });
  sample({ clock: $items, fn: (list) => ({ count: list.length }), target: countChanged });

  return {
    $items,
    $restored,
    $server,
    $serverFailed,
    $products,
    $user,
    started,
    toggled,
    removed,
    itemsRemoved,
    cardsRequested,
    productsLoaded,
    /** An item the shopper's toggle put into the collection (not one restored or loaded). */
    added,
    /** Adds a user's item on the server; its answer is the whole list with cards. */
    addFx,
    loadFx,
    productsFx,
    storage,
  };
}

export type ProductCollection<Card extends ItemRef> = ReturnType<typeof createProductCollection<Card>>;
