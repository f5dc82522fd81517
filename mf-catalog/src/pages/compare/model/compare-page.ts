import type { Product } from '@store/api-client';
import { $session, citySelected, pageMetaChanged, type PageContext } from '@store/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import {
  $compare,
  $compareProducts,
  $compareRestored,
  $serverCompare,
  $serverCompareFailed,
  compareLoadFx,
  compareProductsFx,
  compareProductsRequested,
  groupByCategory,
  itemKey,
  type CompareGroup,
} from '../../../features/compare';
import type { CompareItemAnswer } from '../../../shared/api/compare';
import { readLocalCompareFx, sameItem, type CollectionItem } from '../../../shared/api/local-collections';

/** `/compare`: the compared items grouped by their category, one category at a time, with an attribute table. */

export const pageStarted = createEvent<PageContext>();
export const retryClicked = createEvent();
export const categoryChosen = createEvent<number>();
export const onlyDifferencesToggled = createEvent<boolean>();

/** A compared item with its category and attributes, and its card: the server's, or a visitor's product answer. */
export type CompareEntry = {
  item: CollectionItem;
  category: { id: number; name: string } | null;
  attributes: Record<string, string>;
} & ({ server: CompareItemAnswer } | { product: Product });

const $started = createStore(false).on(pageStarted, () => true);
export const $chosenCategory = createStore<number | null>(null).on(categoryChosen, (_, id) => id);
/** «Только различия»: rows where every product says the same are hidden. */
export const $onlyDifferences = createStore(false).on(onlyDifferencesToggled, (_, on) => on);
const $failed = createStore(false)
  .on(compareProductsFx.fail, () => true)
  .reset(compareProductsFx.done);

const opened = sample({ clock: pageStarted });
sample({ clock: opened, fn: () => ({ title: 'Сравнение товаров', path: '/compare' }), target: pageMetaChanged });
sample({ clock: opened, source: $compareRestored, filter: (restored) => !restored, target: readLocalCompareFx });
sample({
  clock: [
    opened,
    retryClicked,
    sample({ clock: readLocalCompareFx.done, filter: $started }),
    sample({ clock: citySelected, filter: $started }),
  ],
  target: compareProductsRequested,
});

const $isAuth = $session.map((session) => session.isAuth);

/** Groups of the items whose cards are known; within a group the first added is on the left. */
export const $groups = combine(
  $isAuth,
  $compare,
  $compareProducts,
  $serverCompare,
  (isAuth, list, products, server): CompareGroup<CompareEntry>[] =>
    groupByCategory(
      [...list].reverse().flatMap((item): CompareEntry[] => {
        if (isAuth) {
          const card = server.find((c) => sameItem(c, item));
          return card ? [{ item, server: card, category: card.category, attributes: card.attributes }] : [];
        }
        const product = products[itemKey(item)]?.product;
        if (!product) return [];
        const own = product.categories[0];
        return [{ item, product, category: own ? { id: own.id, name: own.name } : null, attributes: product.attributes }];
      }),
    ),
);

/** The category shown: the one chosen if it is still there, else the first. */
export const $activeGroup = combine(
  $groups,
  $chosenCategory,
  (groups, chosen) => groups.find((g) => g.categoryId === chosen) ?? groups[0] ?? null,
);

export type ComparePageStatus = 'loading' | 'ready' | 'empty' | 'error';

export const $status = combine(
  {
    restored: $compareRestored,
    isAuth: $isAuth,
    list: $compare,
    groups: $groups,
    localPending: compareProductsFx.pending,
    localFailed: $failed,
    serverPending: compareLoadFx.pending,
    serverFailed: $serverCompareFailed,
  },
  ({ restored, isAuth, list, groups, localPending, localFailed, serverPending, serverFailed }): ComparePageStatus => {
    if (!restored) return 'loading';
    if (list.length === 0) return 'empty';
    if (groups.length > 0) return 'ready';
    if (isAuth ? serverFailed : localFailed) return 'error';
    return (isAuth ? serverPending : localPending) ? 'loading' : 'empty';
  },
);
