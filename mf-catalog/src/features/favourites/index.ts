export {
  $favourites,
  $favouritesRestored,
  $serverFavourites,
  $serverFavouritesFailed,
  favouritesStarted,
  favouriteToggled,
  favouriteRemoved,
  serverFavouritesRequested,
  favouritesLoadFx,
} from './model/favourites';
export { FAVOURITES_TEXTS } from './config/texts';
