/** The favourites heart that product pages and cards mount. */
export { FavouriteToggle } from './ui/favourite-toggle';
export type { FavouriteToggleProps } from './ui/favourite-toggle';
