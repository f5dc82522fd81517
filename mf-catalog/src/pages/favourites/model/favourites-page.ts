import type { Product } from '@store/api-client';
import { $city, $session, citySelected, pageMetaChanged, type PageContext } from '@store/bus';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  $favourites,
  $favouritesRestored,
  $serverFavourites,
  $serverFavouritesFailed,
  favouritesLoadFx,
  serverFavouritesRequested,
} from '../../../features/favourites';
import type { FavouriteCardAnswer } from '../../../shared/api/favourites';
import { readLocalFavouritesFx, sameItem, type CollectionItem } from '../../../shared/api/local-collections';
import { fetchCollectionProductsFx } from '../../../shared/api/product-details';

/**
 * `/favorite`: a signed-in user's cards come from the server (which checks ownership), a
 * visitor's from the product answers of the locally kept items, for the selected city.
 */

export const pageStarted = createEvent<PageContext>();
export const retryClicked = createEvent();

/** One favourite as the page draws it: the server's card, or the product answer of a visitor's item. */
export type FavouriteEntry = { item: CollectionItem; server: FavouriteCardAnswer } | { item: CollectionItem; product: Product };

const $started = createStore(false).on(pageStarted, () => true);
const $isAuth = $session.map((session) => session.isAuth);
/** Product answers of a visitor's items, for the city they were loaded for. */
const $localProducts = createStore<{ cityId: number | null; products: { item: CollectionItem; product: Product | null }[] }>({
  cityId: null,
  products: [],
});
const localFx = attach({ effect: fetchCollectionProductsFx });
const $localFailed = createStore(false)
  .on(localFx.fail, () => true)
  .reset(localFx.done);

const opened = sample({ clock: pageStarted });
sample({ clock: opened, fn: () => ({ title: 'Избранное', path: '/favorite' }), target: pageMetaChanged });

// Collections may start after this page on a first visit: the local copy is read here too, once.
sample({ clock: opened, source: $favouritesRestored, filter: (restored) => !restored, target: readLocalFavouritesFx });

const visitorNeedsCards = sample({
  clock: [
    opened,
    retryClicked,
    sample({ clock: readLocalFavouritesFx.done, filter: $started }),
    sample({ clock: citySelected, filter: $started }),
  ],
  source: { isAuth: $isAuth, list: $favourites, city: $city },
  filter: ({ isAuth, list }) => !isAuth && list.length > 0,
  fn: ({ list, city }) => ({ items: list, cityId: city?.cityId ?? null }),
});
sample({ clock: visitorNeedsCards, target: localFx });
sample({
  clock: [opened, retryClicked, sample({ clock: citySelected, filter: $started })],
  filter: $isAuth,
  target: serverFavouritesRequested,
});

sample({
  clock: localFx.done,
  source: $city,
  filter: (city, { params }) => (city?.cityId ?? null) === params.cityId,
  fn: (_, { params, result }) => ({ cityId: params.cityId, products: result }),
  target: $localProducts,
});

/** What the page draws, in the order of the list (newest first); removed items disappear at once. */
export const $entries = combine($isAuth, $favourites, $serverFavourites, $localProducts, (isAuth, list, server, local): FavouriteEntry[] =>
  list.flatMap((item): FavouriteEntry[] => {
    if (isAuth) {
      const card = server.find((c) => sameItem(c, item));
      return card ? [{ item, server: card }] : [];
    }
    const product = local.products.find((p) => sameItem(p.item, item))?.product;
    return product ? [{ item, product }] : [];
  }),
);

export type FavouritesPageStatus = 'loading' | 'ready' | 'empty' | 'error';

export const $status = combine(
  {
    restored: $favouritesRestored,
    isAuth: $isAuth,
    list: $favourites,
    entries: $entries,
    serverPending: favouritesLoadFx.pending,
    serverFailed: $serverFavouritesFailed,
    localPending: localFx.pending,
    localFailed: $localFailed,
  },
  ({ restored, isAuth, list, entries, serverPending, serverFailed, localPending, localFailed }): FavouritesPageStatus => {
    if (!restored) return 'loading';
    if (list.length === 0) return 'empty';
    if (entries.length > 0) return 'ready';
    if (isAuth ? serverFailed : localFailed) return 'error';
    // Kept items whose products are all gone leave nothing to show.
    return (isAuth ? serverPending : localPending) ? 'loading' : 'empty';
  },
);
