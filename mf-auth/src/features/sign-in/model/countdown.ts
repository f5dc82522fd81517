import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { readClockFx, waitSecondFx } from '../../../shared/lib/clock';
import { codeDeadline, secondsLeft } from '../../../shared/lib/countdown';

/**
 * The resend countdown of SPEC §4: it starts when a code is sent and runs to the code's death
 * date from the server; a new code may be asked for at zero.
 */

/** A code was sent; its death date as the server gave it (`codeDeathDate`). */
export const countdownStarted = createEvent<string | undefined>();
export const countdownStopped = createEvent();

const startFx = createEffect(async (deathDate: string | undefined) => {
  const now = await readClockFx();
  return { now, deadline: codeDeadline(deathDate, now) };
});
const tickFx = createEffect(async () => {
  await waitSecondFx();
  return readClockFx();
});

const $deadline = createStore<number | null>(null)
  .on(startFx.doneData, (_, { deadline }) => deadline)
  .reset(countdownStopped);
const $now = createStore(0)
  .on(startFx.doneData, (_, { now }) => now)
  .on(tickFx.doneData, (_, now) => now);

/** Seconds until a new code may be asked for; 0 when it may be asked for now. */
export const $resendIn = combine($deadline, $now, secondsLeft);

sample({ clock: countdownStarted, target: startFx });
// One tick at a time: a countdown restarted mid-second moves the deadline, the running tick carries on.
sample({
  clock: startFx.done,
  source: { left: $resendIn, ticking: tickFx.pending },
  filter: ({ left, ticking }) => left > 0 && !ticking,
  target: tickFx,
});
sample({ clock: tickFx.done, source: $resendIn, filter: (left) => left > 0, target: tickFx });
