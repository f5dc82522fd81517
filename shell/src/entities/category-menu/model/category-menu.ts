import { $city } from '@store/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadCategoryMenu, type MenuCategory } from '../../../shared/api/category-menu';
import { $location } from '../../../shared/lib/location';

/** Something on the page needs the category tree (the catalogue dropdown was opened). */
export const categoryMenuNeeded = createEvent();

export const fetchCategoryMenuFx = createEffect(loadCategoryMenu);

export const $categoryMenu = createStore<MenuCategory[]>([]).on(fetchCategoryMenuFx.doneData, (_, categories) => categories);
/** The city whose tree is loaded (or loading): counts are per city, a new city loads anew. */
const $loadedFor = createStore<number | null>(null).on(fetchCategoryMenuFx, (_, cityId) => cityId);
export const $categoryMenuFailed = createStore(false)
  .on(fetchCategoryMenuFx.fail, () => true)
  .reset(fetchCategoryMenuFx.done);
const $wanted = createStore(false).on(categoryMenuNeeded, () => true);

// The home page has no breadcrumbs: the tree loads there only when the dropdown opens, so the
// first screen carries no extra request. Elsewhere the breadcrumbs need the titles.
const $needed = sample({
  source: { wanted: $wanted, location: $location },
  fn: ({ wanted, location }) => wanted || location.pathname !== '/',
});

sample({
  clock: [$needed, $city, categoryMenuNeeded],
  source: { needed: $needed, city: $city, loadedFor: $loadedFor, failed: $categoryMenuFailed },
  filter: ({ needed, city, loadedFor, failed }) => needed && city !== null && (city.cityId !== loadedFor || failed),
  fn: ({ city }) => city!.cityId,
  target: fetchCategoryMenuFx,
});
