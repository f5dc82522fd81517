import { createEvent, createStore, merge } from 'effector';

/** What the modal shows: sign-in by SMS code (default), by password, or password recovery. */
export type View = 'code' | 'password' | 'recovery';

/** The modal was mounted; `mode` is the payload of `authModalRequested`. */
export const modalOpened = createEvent<{ mode?: 'code' | 'password' }>();
export const viewChanged = createEvent<View>();

export const $view = createStore<View>('code')
  .on(modalOpened, (_, { mode }) => mode ?? 'code')
  .on(viewChanged, (_, view) => view);

/** A flow starts over: what the last one sent, failed or counted is forgotten. */
export const flowReset = merge([modalOpened, viewChanged]);
