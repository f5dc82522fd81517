import { createEvent, createStore } from 'effector';
import { sessionEnded } from './auth';

/** Favourites changed; carries the new count for the header. Owner: mf-catalog. */
export const favouritesChanged = createEvent<{ count: number }>();

export const $favouritesCount = createStore(0)
  .on(favouritesChanged, (_, { count }) => count)
  .reset(sessionEnded);

/** The comparison list changed; carries the new count for the header. Owner: mf-catalog. */
export const compareChanged = createEvent<{ count: number }>();

export const $compareCount = createStore(0)
  .on(compareChanged, (_, { count }) => count)
  .reset(sessionEnded);

/** A shopper asked for the stock of a product per shop (SPEC §2 modal). Owner: mf-catalog; the shell mounts catalog's StockModal. */
export const stockModalRequested = createEvent<{ productId: number; defectSerialNumber: string | null }>();
