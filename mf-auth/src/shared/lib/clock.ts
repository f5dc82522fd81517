import { createEffect } from 'effector';

/** The browser's clock, read in an effect so that model tests can set it. */
export const readClockFx = createEffect((): number => Date.now());

/** One second of waiting: the tick of a countdown. */
export const waitSecondFx = createEffect(
  (): Promise<void> =>
    new Promise((resolve) => {
      setTimeout(resolve, 1000);
    }),
);
