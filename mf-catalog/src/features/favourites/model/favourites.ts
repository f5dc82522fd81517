import { favouritesChanged } from '@store/bus';
import { FAVOURITES_PUSH_LIMIT } from '@store/domain';
import { createProductCollection } from '../../../entities/product-collection';
import { favouritesStorage } from '../../../shared/api/collections';
import { FAVOURITES_TEXTS } from '../config/texts';

/**
 * Favourites (SPEC §3, §4): a product collection, newest first on the server too, with no limit
 * but the API's for one push.
 */
export const favourites = createProductCollection({
  name: 'catalog.favourites',
  storage: favouritesStorage,
  serverOrder: 'newest first',
  pushLimit: FAVOURITES_PUSH_LIMIT,
  texts: FAVOURITES_TEXTS,
  countChanged: favouritesChanged,
});

export const {
  $items: $favourites,
  $restored: $favouritesRestored,
  $server: $serverFavourites,
  started: favouritesStarted,
  toggled: favouriteToggled,
  removed: favouriteRemoved,
} = favourites;
