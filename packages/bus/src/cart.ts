import { createEvent, createStore } from 'effector';
import { sessionEnded } from './auth';

/** A line as other parts see it: ids and quantities, no prices (the server owns prices). */
export interface CartLineRef {
  productId: number;
  defectSerialNumber: string | null;
  quantity: number;
}

export interface CartSummary {
  count: number;
  lines: CartLineRef[];
}

/** A shopper asked to add a product (or a marked-down item) to the cart. Owner: mf-catalog; handled by mf-cart-checkout. */
export const cartItemAdded = createEvent<{ productId: number; defectSerialNumber: string | null }>();

/** The cart changed; carries the new summary. Owner: mf-cart-checkout. */
export const cartChanged = createEvent<CartSummary>();

/** A shopper asked for a one-click order of one product. Owner: mf-catalog; the shell mounts cart_checkout's OneClickOrderModal. */
export const oneClickOrderRequested = createEvent<{ productId: number; defectSerialNumber: string | null }>();

/**
 * An order needs the buyer's phone confirmed by an SMS code (SPEC §4). Owner: mf-cart-checkout;
 * the shell mounts cart_checkout's PhoneConfirmationModal, which reports back inside its remote.
 */
export const phoneConfirmationRequested = createEvent<{ phone: string }>();

const emptyCart: CartSummary = { count: 0, lines: [] };

export const $cartSummary = createStore<CartSummary>(emptyCart)
  .on(cartChanged, (_, summary) => summary)
  .reset(sessionEnded);
