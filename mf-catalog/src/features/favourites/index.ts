export { favourites, $favourites, favouritesStarted, favouriteRemoved } from './model/favourites';
export { FAVOURITES_TEXTS } from './config/texts';
/** The favourites heart that product pages and cards mount. */
export { FavouriteToggle } from './ui/favourite-toggle';
