import { createCollectionPage, type CollectionEntry } from '../../../entities/product-collection';
import { favourites } from '../../../features/favourites';
import type { FavouriteCardAnswer } from '../../../shared/api/collections';

/** `/favorite`: the kept products with their cards for the selected city. */
export const { pageStarted, retryClicked, $entries, $status } = createCollectionPage(favourites, {
  meta: { title: 'Избранное', path: '/favorite' },
});

export type FavouriteEntry = CollectionEntry<FavouriteCardAnswer>;
