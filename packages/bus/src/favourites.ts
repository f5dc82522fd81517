import { createEvent, createStore } from 'effector';
import { sessionEnded } from './auth';

/** Favourites changed; carries the new count for the header. Owner: mf-catalog. */
export const favouritesChanged = createEvent<{ count: number }>();

export const $favouritesCount = createStore(0)
  .on(favouritesChanged, (_, { count }) => count)
  .reset(sessionEnded);
