import { createEvent, createStore } from 'effector';

/**
 * What the page's router (./page) and the models of the two page kinds share. The category's and
 * the product's models load with their views, apart from the router (decision 0045): these units
 * live here, in the router's chunk, so the router can start a kind once its code is here, and the
 * not-found view can be decided without either model.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error' | 'notFound';

export interface ProductTarget {
  productId: number;
  /** `?defect=`: a marked-down item of the product. */
  defectSerialNumber: string | null;
}

export interface ProductOpening extends ProductTarget {
  /** A shopper opens the page (not the server's render, bus `PageContext.server`): the view is remembered. */
  opening: boolean;
}

/** A category page (or the catalogue root) was opened at a location. */
export const categoryOpened = createEvent<{ slugs: string[]; search: string }>();
/** The shopper left the category page (another page of the catalogue or another remote). */
export const categoryLeft = createEvent();
/** The product page was started at a location: by a shopper's opening, or by the server's render. */
export const productOpened = createEvent<ProductOpening>();
/** The shopper left the product page. */
export const productLeft = createEvent();

/** The category's listing: its `notFound` is the page's not-found view. */
export const $categoryStatus = createStore<LoadStatus>('idle');
/** The product's answer: its `notFound` is the page's not-found view. */
export const $productStatus = createStore<LoadStatus>('idle');
/** The location of the page shown, for the meta's `path`. */
export const $pathname = createStore('');
