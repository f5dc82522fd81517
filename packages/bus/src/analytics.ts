import { createEvent, createStore } from 'effector';

/**
 * The analytics counter (Яндекс Метрика) told the page its client id: the shopper's id in the
 * counter, which orders carry as `ymClientId` (SPEC §7) so a sale is tied to its visit. Owner:
 * shell (it loads the counter only when one is configured); mf-cart-checkout reads the store.
 */
export const analyticsClientIdKnown = createEvent<string>();

/** The counter's client id; null while no counter is configured or it has not answered yet. */
export const $analyticsClientId = createStore<string | null>(null).on(analyticsClientIdKnown, (_, id) => id);
