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
  /**
   * True only when the shell's server renders the page for a request (packages/ssr). That render is
   * no opening: nobody sees the page yet, and the state it leaves is sent to every shopper of the
   * city (a shared cache). So the page loads what it shows (its data, its meta) and nothing of the
   * shopper's: no view history, no local storage, no analytics hit. The browser starts the page
   * again after hydration, without this flag: that start is the opening, as after a click.
   */
  server?: boolean;
}

/**
 * The shape of a remote's exposed page module (ARCHITECTURE.md "Effector with scopes"): the
 * component renders from its scope's stores only; `pageStarted` loads the page's data for a
 * location. The shell calls it on every location change (the browser) or before rendering (the
 * server, through `allSettled`, with `server: true`), so no page fetches data from a component or
 * at import. In the browser it fires once per opening, the same way after a click and after the
 * hydration of a server-rendered page, whose scope already holds the data: a page loads only what
 * its scope lacks, and runs its opening effects (view history, …) on every start but the server's.
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
