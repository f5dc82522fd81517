import { createEffect } from 'effector';

/**
 * Waiting as effects, so models stay testable: tests give these handlers that resolve at once
 * (`fork({ handlers })`), the browser waits for real. `generation` lets a model ignore a wait it
 * has since replaced (a restarted countdown, a newer wrong code).
 */
export const secondPassedFx = createEffect(
  (generation: number) => new Promise<number>((resolve) => setTimeout(() => resolve(generation), 1000)),
);

export const delayFx = createEffect(
  ({ ms, generation }: { ms: number; generation: number }) => new Promise<number>((resolve) => setTimeout(() => resolve(generation), ms)),
);
