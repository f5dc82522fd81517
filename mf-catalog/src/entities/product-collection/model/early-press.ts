import type { ItemRef } from '@store/domain';
import { sample, type Effect, type Store, type Unit } from 'effector';

/**
 * A press before the collection started (a tap on the server-rendered page, replayed once it is
 * hydrated; decision 0013) reads the local copy at once, so the change is merged into it and written
 * back now, not lost to a reload before the idle start. Not while it is being read, nor once read.
 */
export function readLocalOnEarlyPress(presses: Unit<unknown>[], restored: Store<boolean>, readLocalFx: Effect<void, ItemRef[]>): void {
  sample({
    clock: presses,
    source: { restored, reading: readLocalFx.pending },
    filter: ({ restored: done, reading }) => !done && !reading,
    target: readLocalFx,
  });
}
