import { createEffect, sample, type Effect, type Store, type Unit } from 'effector';

/** One entry of favourites or the comparison list (SPEC §3): a product, or one marked-down item of it. */
export interface CollectionItem {
  productId: number;
  defectSerialNumber: string | null;
}

/** localStorage keys of SPEC §3 "Persisted locally". */
export const FAVOURITES_STORAGE_KEY = 'favoriteLocal';
export const COMPARE_STORAGE_KEY = 'compare';

/** The same product, or the same marked-down item of it. */
export const sameItem = (a: CollectionItem, b: CollectionItem): boolean =>
  a.productId === b.productId && (a.defectSerialNumber ?? null) === (b.defectSerialNumber ?? null);

export const hasItem = (list: readonly CollectionItem[], item: CollectionItem): boolean => list.some((x) => sameItem(x, item));

/** Items of `extra` not yet in `list`, appended after it. */
export const unionItems = (list: readonly CollectionItem[], extra: readonly CollectionItem[]): CollectionItem[] =>
  extra.reduce<CollectionItem[]>((all, item) => (hasItem(all, item) ? all : [...all, item]), [...list]);

const isCollectionItem = (value: unknown): value is CollectionItem => {
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
 * malformed copy reads as empty, and only well-formed items survive.
 */
export function parseStoredItems(raw: string | null): CollectionItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items = parsed
    .filter(isCollectionItem)
    .map(({ productId, defectSerialNumber }) => ({ productId, defectSerialNumber: defectSerialNumber ?? null }));
  return unionItems([], items);
}

const read = (key: string): CollectionItem[] => parseStoredItems(window.localStorage.getItem(key));
const write = (key: string, items: readonly CollectionItem[]): void => {
  window.localStorage.setItem(key, JSON.stringify(items));
};

export const readLocalFavouritesFx = createEffect(() => read(FAVOURITES_STORAGE_KEY));
export const writeLocalFavouritesFx = createEffect((items: readonly CollectionItem[]) => write(FAVOURITES_STORAGE_KEY, items));
export const readLocalCompareFx = createEffect(() => read(COMPARE_STORAGE_KEY));
export const writeLocalCompareFx = createEffect((items: readonly CollectionItem[]) => write(COMPARE_STORAGE_KEY, items));

/**
 * A press before the collection started (a tap on the server-rendered page, replayed once it is
 * hydrated; decision 0013) reads the local copy at once, so the change is merged into it and written
 * back now, not lost to a reload before the idle start. Not while it is being read, nor once read.
 */
export function readLocalOnEarlyPress(
  presses: Unit<unknown>[],
  restored: Store<boolean>,
  readLocalFx: Effect<void, CollectionItem[]>,
): void {
  sample({
    clock: presses,
    source: { restored, reading: readLocalFx.pending },
    filter: ({ restored: done, reading }) => !done && !reading,
    target: readLocalFx,
  });
}
