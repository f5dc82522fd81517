/** catalog/FavouritesPage (PageModule at /favorite): the shopper's favourites. */
export { FavouritesPage as default } from './ui/favourites-page';
export { pageStarted } from './model/favourites-page';
