/**
 * @store/bus: the only channel between the shell and the remotes (ARCHITECTURE.md "One bus").
 * Events carry facts and ids; stores keep the last known value because remotes mount late.
 */
export { $city, citySelected, cityChoiceRequested } from './city';
export type { CitySelection } from './city';
export { $session, sessionStarted, sessionEnded, authModalRequested } from './auth';
export type { Session, SessionUser } from './auth';
export { $cartSummary, cartChanged, cartItemAdded, oneClickOrderRequested } from './cart';
export type { CartLineRef, CartSummary } from './cart';
export { $favouritesCount, favouritesChanged } from './favourites';
export { toastRequested } from './ui';
export type { ToastVariant } from './ui';
export { BUS_VERSION } from './version';
