import { sameItem, type ItemRefLike } from '@store/domain';

/** Whether the list holds the item (the same product, or the same marked-down item of it). */
export const hasItem = (list: readonly ItemRefLike[], item: ItemRefLike): boolean => list.some((x) => sameItem(x, item));

/** Items of `extra` not yet in `list`, appended after it, each once. */
export const unionItems = <T extends ItemRefLike>(list: readonly T[], extra: readonly T[]): T[] =>
  extra.reduce<T[]>((all, item) => (hasItem(all, item) ? all : [...all, item]), [...list]);

/** The list without the given items. */
export const withoutItems = <T extends ItemRefLike>(list: readonly T[], items: readonly ItemRefLike[]): T[] =>
  list.filter((x) => !hasItem(items, x));
