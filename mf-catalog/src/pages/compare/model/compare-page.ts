import { combine, createEvent, createStore } from 'effector';
import { createCollectionPage, type CollectionEntry } from '../../../entities/product-collection';
import { comparison, groupByCategory, type CompareGroup } from '../../../features/compare';
import type { CompareItemAnswer } from '../../../shared/api/collections';

/** `/compare`: the compared items grouped by their category, one category at a time, with an attribute table. */

export const categoryChosen = createEvent<number>();
export const onlyDifferencesToggled = createEvent<boolean>();

/** A compared item with its category and attributes, and its card: the server's, or a visitor's product answer. */
export type CompareEntry = CollectionEntry<CompareItemAnswer> & {
  category: { id: number; name: string } | null;
  attributes: Record<string, string>;
};

/** What the table compares of an item, from whichever source its card came. */
function compared(entry: CollectionEntry<CompareItemAnswer>): CompareEntry {
  if ('server' in entry) return { ...entry, category: entry.server.category, attributes: entry.server.attributes };
  const own = entry.product.categories[0];
  return { ...entry, category: own ? { id: own.id, name: own.name } : null, attributes: entry.product.attributes };
}

export const { pageStarted, retryClicked, $entries, $status } = createCollectionPage(comparison, {
  meta: { title: 'Сравнение товаров', path: '/compare' },
  // Only goods whose category is known have a table to be in.
  shown: (entries) => entries.filter((entry) => compared(entry).category !== null).length,
});

export const $chosenCategory = createStore<number | null>(null).on(categoryChosen, (_, id) => id);
/** «Только различия»: rows where every product says the same are hidden. */
export const $onlyDifferences = createStore(false).on(onlyDifferencesToggled, (_, on) => on);

/** Groups of the items whose cards are known; within a group the first added is on the left. */
export const $groups = $entries.map((entries): CompareGroup<CompareEntry>[] => groupByCategory([...entries].reverse().map(compared)));

/** The category shown: the one chosen if it is still there, else the first. */
export const $activeGroup = combine(
  $groups,
  $chosenCategory,
  (groups, chosen) => groups.find((g) => g.categoryId === chosen) ?? groups[0] ?? null,
);
