import { pageMetaChanged, type PageContext, type PageMeta } from '@store/bus';
import { parseStorePath, type StorePath } from '@store/domain';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { isOpening } from '../../../shared/lib/page-opening';
import { NOT_FOUND_VIEWS, type NotFoundView } from '../config/not-found';
import { categoryKind, productKind } from '../lib/kinds';
import {
  $categoryStatus,
  $pathname,
  $productStatus,
  categoryLeft,
  categoryOpened,
  productLeft,
  productOpened,
  type ProductOpening,
} from './routes';

/** catalog/CataloguePage's start (bus `PageModule`): every `/store/...` location. */
export const pageStarted = createEvent<PageContext>();
/** The catalogue page left the screen (another remote's page is shown). */
export const pageLeft = createEvent();

export type CatalogueRoute = StorePath;

/** What the location names; an invalid one is the not-found view. */
export const $route = createStore<CatalogueRoute>({ kind: 'root' });

/** `?defect=`: an empty or absent value is no marked-down item. */
const defectOf = (search: string): string | null => new URLSearchParams(search).get('defect')?.trim() || null;

/** Each start and leave counts: a kind whose code arrives after the shopper went on is not opened. */
const $starts = createStore(0);

interface Routed {
  route: StorePath;
  pathname: string;
  search: string;
  opening: boolean;
  start: number;
}

const routed = sample({
  clock: pageStarted,
  source: $starts,
  fn: (starts, context): Routed => ({
    route: parseStorePath(context.pathname),
    pathname: context.pathname,
    search: context.search,
    opening: isOpening(context),
    start: starts + 1,
  }),
});
$starts.on(routed, (_, { start }) => start).on(pageLeft, (starts) => starts + 1);
$route.on(routed, (_, { route }) => route);
$pathname.on(routed, (_, { pathname }) => pathname);

// A kind's model starts once its code is here (at once after the first time); the other kind leaves now.
const categoryCodeFx = createEffect(async (opening: { slugs: string[]; search: string; start: number }) => {
  await categoryKind.load();
  return opening;
});
const productCodeFx = createEffect(async (opening: ProductOpening & { start: number }) => {
  await productKind.load();
  return opening;
});

sample({
  clock: routed,
  filter: ({ route }) => route.kind === 'root' || route.kind === 'category',
  fn: ({ route, search, start }) => ({ slugs: route.kind === 'category' ? route.slugs : [], search, start }),
  target: [categoryCodeFx, productLeft],
});
sample({
  clock: routed,
  filter: ({ route }) => route.kind === 'product',
  fn: ({ route, search, opening, start }) => ({
    productId: route.kind === 'product' ? route.productId : 0,
    defectSerialNumber: defectOf(search),
    opening,
    start,
  }),
  target: [productCodeFx, categoryLeft],
});
sample({
  clock: categoryCodeFx.doneData,
  source: $starts,
  filter: (starts, { start }) => starts === start,
  fn: (_, { slugs, search }) => ({ slugs, search }),
  target: categoryOpened,
});
sample({
  clock: productCodeFx.doneData,
  source: $starts,
  filter: (starts, { start }) => starts === start,
  fn: (_, { productId, defectSerialNumber, opening }): ProductOpening => ({ productId, defectSerialNumber, opening }),
  target: productOpened,
});
sample({ clock: routed, filter: ({ route }) => route.kind === 'invalid', target: [categoryLeft, productLeft] });
sample({ clock: pageLeft, target: [categoryLeft, productLeft] });

/** The not-found view the location shows, if any: an invalid address, an unknown category or product. */
export const $notFoundView = combine($route, $categoryStatus, $productStatus, (route, category, product): NotFoundView | null => {
  if (route.kind === 'invalid') return 'page';
  if (route.kind === 'product') return product === 'notFound' ? 'product' : null;
  return category === 'notFound' ? 'category' : null;
});

// The head says so too: the shell's server answers such a page with 404 and noindex (bus PageMeta).
const $notFoundMeta = combine($notFoundView, $pathname, (view, path): PageMeta | null =>
  view ? { title: NOT_FOUND_VIEWS[view].title, path, notFound: true } : null,
);
sample({
  clock: [routed, $notFoundView.updates],
  source: $notFoundMeta,
  filter: (meta): meta is PageMeta => meta !== null,
  target: pageMetaChanged,
});
