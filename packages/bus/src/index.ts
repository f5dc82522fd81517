/**
 * @store/bus: the only channel between the shell and the remotes (ARCHITECTURE.md "One bus").
 * Events carry facts and ids; stores keep the last known value because remotes mount late.
 */
export { $city, citySelected, cityChoiceRequested } from './city';
export type { CitySelection } from './city';
export { $session, $sessionChecked, sessionStarted, sessionEnded, sessionChecked, authModalRequested, logoutRequested } from './auth';
export type { Session, SessionUser } from './auth';
export { $cartSummary, cartChanged, cartItemAdded, oneClickOrderRequested, phoneConfirmationRequested } from './cart';
export type { CartLineRef, CartSummary } from './cart';
export { $favouritesCount, favouritesChanged, $compareCount, compareChanged, stockModalRequested } from './catalog';
export { toastRequested, pageMetaChanged, $pageMeta, storeSettingsLoaded, $storeSettings, $supportPhone, $demoSite } from './ui';
export { analyticsClientIdKnown, $analyticsClientId } from './analytics';
export type { ToastVariant, PageMeta, StoreSettings } from './ui';
export type { PageContext, PageModule, HeadlessModule, ModalProps } from './page';
export type { SsrState, SsrCrumb } from './ssr';
export { BUS_VERSION } from './version';
