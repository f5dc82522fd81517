import type { EventCallable } from 'effector';
import type { ComponentType } from 'react';

/**
 * Where a page is: what a page-started event receives, in the browser and on the server alike.
 * The city is not here: pages read `$city` of the same scope.
 */
export interface PageContext {
  /** Location path, e.g. `/store/komp/noutbuki/123.html`. */
  pathname: string;
  /** Query string with its `?`, or ''. */
  search: string;
}

/**
 * The shape of a remote's exposed page module (ARCHITECTURE.md "Effector with scopes"): the
 * component renders from its scope's stores only; `pageStarted` loads the page's data for a
 * location. The shell calls it on every location change (the browser) or before rendering (the
 * server, through `allSettled`), so no page fetches data from a component or at import.
 */
export interface PageModule {
  default: ComponentType;
  pageStarted: EventCallable<PageContext>;
}

/**
 * A remote's exposed headless module (no UI): state that matters beyond the remote's own pages,
 * such as mf-auth's session (`auth/Session`), mf-cart-checkout's cart (`cart_checkout/CartModel`) and
 * mf-catalog's favourites and comparison list (`catalog/Collections`).
 * The shell loads it on every page right after first paint and calls `started` in its scope; from
 * then on the module listens to the bus and publishes its facts there.
 */
export interface HeadlessModule {
  started: EventCallable<void>;
}

/**
 * Props of a remote's exposed modal module (`auth/AuthModal`, `cart_checkout/OneClickOrderModal`,
 * `cart_checkout/PhoneConfirmationModal`, `catalog/StockModal`): the payload of the bus event that
 * asked for it (the modal's code loads after the event) and `onClose`, after which the shell
 * unmounts it.
 */
export type ModalProps<Payload = Record<string, never>> = Payload & { onClose: () => void };
