import type { Answer } from '@store/api-client';
import { toItemRef, type ItemRef } from '@store/domain';
import { createEffect, type Effect } from 'effector';
import { unionItems } from '../lib/item-list';
import { request } from './client';
import { readStored, writeStored } from './local-storage';

/** A favourite with its card for the city, as the API answers it. */
export type FavouriteCardAnswer = Answer<'/api/favorites/{userId}', 'get'>['items'][number];
/** A compared good with its card for the city, its own category and its attributes, as the API answers it. */
export type CompareItemAnswer = Answer<'/api/compare/{userId}', 'get'>['items'][number];

/** Whose server copy, and the city its cards' prices and stock are for (the API falls back to the default city without one). */
export interface CollectionOwner {
  userId: number;
  cityId: number | null;
}

export interface CollectionChange extends CollectionOwner {
  items: readonly ItemRef[];
}

/** Where one collection of the shopper is kept (SPEC §3: a server copy and a local copy). */
export interface CollectionStorage<Card extends ItemRef> {
  /** The local copy (SPEC §3 «Persisted locally»): a visitor's list, newest first. */
  readLocalFx: Effect<void, ItemRef[]>;
  writeLocalFx: Effect<readonly ItemRef[], void>;
  /** The server copy with cards. */
  fetchFx: Effect<CollectionOwner, Card[]>;
  /** Adds (a repeat changes nothing; the comparison answers 422 past COMPARE_LIMIT) and answers the whole list. */
  addFx: Effect<CollectionChange, Card[]>;
  /** Removes the items one after another; answers what is left (null when there was nothing to remove). */
  removeFx: Effect<CollectionChange, Card[] | null>;
}

const isStoredItem = (value: unknown): value is ItemRef => {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, defectSerialNumber } = value as Record<string, unknown>;
  return (
    typeof productId === 'number' &&
    Number.isSafeInteger(productId) &&
    productId > 0 &&
    (defectSerialNumber === null || defectSerialNumber === undefined || typeof defectSerialNumber === 'string')
  );
};

/**
 * What another version of the store (or a curious user) left in localStorage is not trusted: a
 * malformed copy reads as empty, and only well-formed items survive, each once.
 */
export function storedItems(stored: unknown): ItemRef[] {
  if (!Array.isArray(stored)) return [];
  return unionItems([], stored.filter(isStoredItem).map(toItemRef));
}

interface CardsOf {
  '/api/favorites': FavouriteCardAnswer;
  '/api/compare': CompareItemAnswer;
}
type CollectionPath = keyof CardsOf;

const cityQuery = (cityId: number | null) => (cityId === null ? {} : { selectedCity: cityId });
const itemQuery = (item: ItemRef) => ({
  productId: item.productId,
  ...(item.defectSerialNumber ? { defectSerialNumber: item.defectSerialNumber } : {}),
});

/**
 * The storage of a collection at `path` of the API, kept locally under `storageKey`. `sid` names
 * its effects: two collections are built by this one function, and `fork` handlers and a server
 * render's state find a unit by its sid.
 */
function collectionStorage<P extends CollectionPath>(path: P, storageKey: string, sid: string): CollectionStorage<CardsOf[P]> {
  const listPath = `${path}/{userId}` as `${CollectionPath}/{userId}`;
  const addPath = `${path}/add-many` as `${CollectionPath}/add-many`;
  const itemPath = `${path}/{userId}/item` as `${CollectionPath}/{userId}/item`;
  // The answer of `path` is the list of `path`: the union of both paths' answers narrows to it.
  const cardsOf = (answer: { items: unknown[] }) => answer.items as CardsOf[P][];
  return {
    readLocalFx: createEffect({ sid: `${sid}.readLocal`, handler: (): ItemRef[] => storedItems(readStored(storageKey)) }),
    writeLocalFx: createEffect({ sid: `${sid}.writeLocal`, handler: (items: readonly ItemRef[]) => writeStored(storageKey, items) }),
    fetchFx: createEffect({
      sid: `${sid}.fetch`,
      handler: async ({ userId, cityId }: CollectionOwner) =>
        cardsOf(await request('get', listPath, { path: { userId }, query: cityQuery(cityId) })),
    }),
    addFx: createEffect({
      sid: `${sid}.add`,
      handler: async ({ userId, cityId, items }: CollectionChange) =>
        cardsOf(
          await request('post', addPath, {
            query: cityQuery(cityId),
            body: { userId, products: items.map(({ productId, defectSerialNumber }) => ({ productId, defectSerialNumber })) },
          }),
        ),
    }),
    removeFx: createEffect({
      sid: `${sid}.remove`,
      handler: async ({ userId, cityId, items }: CollectionChange) => {
        let left: CardsOf[P][] | null = null;
        for (const item of items) {
          left = cardsOf(await request('delete', itemPath, { path: { userId }, query: { ...cityQuery(cityId), ...itemQuery(item) } }));
        }
        return left;
      },
    }),
  };
}

/** Favourites: GET/DELETE /api/favorites/{userId}[/item], POST /api/favorites/add-many; locally `favoriteLocal`. */
export const favouritesStorage = collectionStorage('/api/favorites', 'favoriteLocal', 'catalog.favourites');
/** The comparison list: /api/compare/…, answered oldest first; locally `compare`. */
export const compareStorage = collectionStorage('/api/compare', 'compare', 'catalog.compare');
