import { $city, citySelected } from '@store/bus';
import type { MenuCategory } from '@store/api-client';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchCategoryMenuFx as fetchMenuBaseFx } from '../../../shared/api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A page that shows the category menu was opened. */
export const menuNeeded = createEvent();
/** The shopper pressed «Повторить» after a failed load. */
export const retryClicked = createEvent();

const fetchCategoryMenuFx = attach({ effect: fetchMenuBaseFx });

/** City id whose menu is on screen; answers for another city (a stale request) are dropped. */
const $loadedFor = createStore<number | null>(null);
export const $categories = createStore<MenuCategory[]>([]);
export const $status = createStore<LoadStatus>('idle')
  .on(fetchCategoryMenuFx, () => 'loading')
  .on(fetchCategoryMenuFx.fail, () => 'error');

const $needed = createStore(false).on(menuNeeded, () => true);

sample({
  clock: [menuNeeded, retryClicked],
  source: { city: $city, loadedFor: $loadedFor, status: $status },
  filter: ({ city, loadedFor, status }) => city !== null && (loadedFor !== city.cityId || status === 'error'),
  fn: ({ city }) => (city ? city.cityId : 0),
  target: fetchCategoryMenuFx,
});

// The city changed in the shell: reload if a page needs the menu.
sample({
  clock: citySelected,
  source: { needed: $needed, loadedFor: $loadedFor },
  filter: ({ needed, loadedFor }, city) => needed && loadedFor !== city.cityId,
  fn: (_, city) => city.cityId,
  target: fetchCategoryMenuFx,
});

const freshMenuLoaded = sample({
  clock: fetchCategoryMenuFx.done,
  source: $city,
  filter: (city, { params }) => city?.cityId === params,
  fn: (_, { params, result }) => ({ cityId: params, categories: result }),
});

$categories.on(freshMenuLoaded, (_, { categories }) => categories);
$loadedFor.on(freshMenuLoaded, (_, { cityId }) => cityId);
$status.on(freshMenuLoaded, () => 'ready');
