import { $city, citySelected, pageMetaChanged } from '@store/bus';
import { CATALOGUE_PAGE_SIZE, categoryPath } from '@store/domain';
import type { MenuCategory } from '@store/api-client';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $categories, menuNeeded } from '../../../entities/category';
import { fromLaptop, fromListingItem, type ProductCardItem } from '../../../entities/product';
import { fetchLaptopsFx, fetchListingFx, isNotFound, type ListingAnswer, type ListingRequest } from '../../../shared/api';
import { DEFAULT_VIEW, catalogueSearch, filtersKnown, parseCatalogueSearch, type CatalogueView } from '../lib/url-state';
import { $categoryStatus as $status, categoryLeft, categoryOpened } from './routes';

export { $status, categoryLeft, categoryOpened };
export type { LoadStatus } from './routes';

/** Why the shopper sees the clean view instead of the one the URL asked for. */
export type ResetReason = 'malformed' | 'unknownFilter' | 'pageBeyondLast';

/** The category whose products come with the fixed laptops selection of SPEC §7. */
export const LAPTOPS_SLUGS = ['komp', 'noutbuki'] as const;
const isLaptops = (slugs: readonly string[]) => slugs.join('/') === LAPTOPS_SLUGS.join('/');

/** «Повторить» after a failed load. */
export const retryClicked = createEvent();

const listingFx = attach({ effect: fetchListingFx });
const laptopsFx = attach({ effect: fetchLaptopsFx });

const $active = createStore(false)
  .on(categoryOpened, () => true)
  .on(categoryLeft, () => false);

export const $slugs = createStore<string[]>([]);
export const $view = createStore<CatalogueView>(DEFAULT_VIEW);
export const $resetReason = createStore<ResetReason | null>(null);
export const $answer = createStore<ListingAnswer | null>(null);
export const $items = createStore<ProductCardItem[]>([]);
export const $laptops = createStore<ProductCardItem[]>([]);
/** The request whose answer the page waits for; answers to any other are stale and dropped. */
const $request = createStore<ListingRequest | null>(null);

const keyOf = (request: ListingRequest | null) => JSON.stringify(request);
const sameView = (a: CatalogueView, b: CatalogueView) => catalogueSearch(a) === catalogueSearch(b);

const opened = sample({
  clock: categoryOpened,
  source: { slugs: $slugs, view: $view, reason: $resetReason },
  fn: (current, { slugs, search }) => {
    const { view, malformed } = parseCatalogueSearch(search);
    const sameSlugs = slugs.join('/') === current.slugs.join('/');
    // The clean URL that follows a reset keeps its notice; any other location clears it.
    const keep = sameSlugs && sameView(view, current.view) ? current.reason : null;
    return { slugs, view, reason: malformed ? ('malformed' as const) : keep };
  },
});
$slugs.on(opened, (_, { slugs }) => slugs);
$view.on(opened, (_, { view }) => view);
$resetReason.on(opened, (_, { reason }) => reason);

/** The view was found unusable once the answer came: filters and page go back to their defaults. */
const viewReset = createEvent<ResetReason>();
$resetReason.on(viewReset, (_, reason) => reason);
$view.on(viewReset, (view) => ({ ...view, page: 1, filters: {} }));

const reloadNeeded = sample({ clock: [citySelected, retryClicked], filter: $active });

const wanted = sample({
  clock: [opened, viewReset, reloadNeeded],
  source: { city: $city, slugs: $slugs, view: $view },
  filter: ({ city }) => city !== null,
  fn: ({ city, slugs, view }): ListingRequest => ({
    cityId: city?.cityId ?? 0,
    ...(slugs.length > 0 ? { categorySlug: slugs.join('/') } : {}),
    type: view.type,
    sortPrice: view.sort,
    page: view.page,
    limit: CATALOGUE_PAGE_SIZE,
    filters: view.filters,
  }),
});

// The same request again (the clean URL after a reset, a repeated start) is not sent twice.
const requested = sample({
  clock: wanted,
  source: { current: $request, status: $status },
  filter: ({ current, status }, next) => keyOf(current) !== keyOf(next) || status === 'error' || status === 'idle',
  fn: (_, next) => next,
});
$request.on(requested, (_, request) => request);
$status.on(requested, () => 'loading');
sample({ clock: requested, target: listingFx });

/** The view asked for is the one the scope holds, answered (after hydration, a return to the page). */
const held = sample({
  clock: wanted,
  source: { current: $request, status: $status, answer: $answer },
  filter: ({ current, status, answer }, next) => status === 'ready' && answer !== null && keyOf(current) === keyOf(next),
  fn: ({ answer }) => answer as ListingAnswer,
});

// Laptops of SPEC §7 on the laptops category, for the city: asked once per city, so an opening that
// finds them in the scope (after hydration, a return to the page) does not ask again.
/** City id whose laptops are held. */
const $laptopsFor = createStore<number | null>(null);
sample({
  clock: [opened, reloadNeeded],
  source: { city: $city, slugs: $slugs, loadedFor: $laptopsFor },
  filter: ({ city, slugs, loadedFor }) => city !== null && isLaptops(slugs) && loadedFor !== city.cityId,
  fn: ({ city }) => city?.cityId ?? 0,
  target: laptopsFx,
});
const laptopsLoaded = sample({
  clock: laptopsFx.done,
  source: $city,
  filter: (city, { params }) => city?.cityId === params,
  fn: (_, { params, result }) => ({ cityId: params, laptops: result.map(fromLaptop) }),
});
$laptops.on(laptopsLoaded, (_, { laptops }) => laptops);
$laptopsFor.on(laptopsLoaded, (_, { cityId }) => cityId);
const otherCategory = sample({ clock: opened, filter: ({ slugs }) => !isLaptops(slugs) });
$laptops.reset(otherCategory);
$laptopsFor.reset(otherCategory);

const answered = sample({
  clock: listingFx.done,
  source: $request,
  filter: (request, { params }) => keyOf(request) === keyOf(params),
  fn: (_, { params, result }) => ({ request: params, answer: result }),
});
const answerFailed = sample({
  clock: listingFx.fail,
  source: $request,
  filter: (request, { params }) => keyOf(request) === keyOf(params),
  fn: (_, { error }) => error,
});

sample({
  clock: answered,
  filter: ({ request, answer }) => answer.items.length === 0 && request.page > 1,
  fn: () => 'pageBeyondLast' as const,
  target: viewReset,
});
sample({
  clock: answered,
  filter: ({ request, answer }) => !(answer.items.length === 0 && request.page > 1) && !filtersKnown(request.filters ?? {}, answer),
  fn: () => 'unknownFilter' as const,
  target: viewReset,
});
const accepted = sample({
  clock: answered,
  filter: ({ request, answer }) => !(answer.items.length === 0 && request.page > 1) && filtersKnown(request.filters ?? {}, answer),
});

$answer.on(accepted, (_, { answer }) => answer);
$items.on(accepted, (_, { answer }) => answer.items.map((item) => fromListingItem(item, new Date())));
$status.on(accepted, () => 'ready').on(answerFailed, (_, error) => (isNotFound(error) ? 'notFound' : 'error'));
$answer.on(sample({ clock: answerFailed, filter: isNotFound }), () => null);

// The tiles of the child categories (with their counts for the city) come from the menu.
sample({ clock: categoryOpened, target: menuNeeded });

function childrenOf(categories: MenuCategory[], slugs: string[]): MenuCategory[] {
  let level = categories;
  for (const slug of slugs) {
    const found = level.find((c) => c.slug === slug);
    if (!found) return [];
    level = found.children;
  }
  return level;
}
export const $children = combine($categories, $slugs, childrenOf);

/** The clean query string of the view shown: the page replaces a URL the view was reset from. */
export const $canonicalSearch = $view.map(catalogueSearch);

/** The category's name as the shell writes it in the title and the last crumb: on every opening. */
sample({
  clock: [sample({ clock: accepted, fn: ({ answer }) => answer }), held],
  source: $slugs,
  fn: (slugs, answer) => ({
    title: answer.category?.name ?? 'Каталог',
    description: answer.category ? `${answer.category.name}: цены, наличие в магазинах, доставка` : 'Каталог товаров магазина',
    canonical: categoryPath(slugs),
    path: categoryPath(slugs),
  }),
  target: pageMetaChanged,
});
