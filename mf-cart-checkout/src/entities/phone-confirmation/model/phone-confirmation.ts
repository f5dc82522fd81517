/**
 * Phone confirmation for an order (SPEC §4, §8): a code by SMS, 4-digit entry, a wrong code shown
 * for 5 seconds, resend after the countdown, a 417 answer opens the entry with the countdown the
 * server returned. The checkout and the one-click order ask for it through the bus
 * (`phoneConfirmationRequested`, so the shell mounts the modal) and hear `phoneConfirmed` here.
 */
import { ApiError } from '@store/api-client';
import { phoneConfirmationRequested } from '@store/bus';
import { isCompleteCode, MESSAGES, normalizePhone, WRONG_CODE_ERROR_MS } from '@store/domain';
import { attach, createEvent, createStore, sample } from 'effector';
import { checkOrderCodeFx, sendOrderCodeFx } from '../../../shared/api';
import { delayFx, secondPassedFx } from '../../../shared/lib/timers';

export const codeSubmitted = createEvent<string>();
export const resendClicked = createEvent();
/** The shopper closed the modal without confirming. */
export const confirmationDismissed = createEvent();
/** The code was right: the order that asked submits again. */
export const phoneConfirmed = createEvent<{ phone: string; hashCode: string | null }>();
/** An order spent the confirmed code (the server takes it with the order). */
export const confirmationSpent = createEvent();

export const $phone = createStore('');
export const $hashCode = createStore<string | null>(null);
/** Seconds until «Отправить код повторно» is offered. */
export const $secondsLeft = createStore(0);
export const $codeError = createStore<string | null>(null);
export const $sendError = createStore<string | null>(null);
/** True once a code went out for this phone (now or, for a 417, a moment ago). */
export const $codeSent = createStore(false);
/** The phone last confirmed and its code's handle, until an order spends it. */
export const $confirmed = createStore<{ phone: string; hashCode: string | null } | null>(null);
export const $done = createStore(false);
export const $checking = checkOrderCodeFx.pending;
export const $sending = sendOrderCodeFx.pending;

const countdownStarted = createEvent<number>();
const countdownTickFx = attach({ effect: secondPassedFx });
const wrongCodeTimerFx = attach({ effect: delayFx });
const $countdownGeneration = createStore(0);
const $errorGeneration = createStore(0);

const started = phoneConfirmationRequested.map(({ phone }) => normalizePhone(phone) ?? phone);
$phone.on(started, (_, phone) => phone);
$hashCode.reset(started);
$codeSent.reset(started);
$sendError.reset(started, sendOrderCodeFx);
$codeError.reset(started, resendClicked);
$done.reset(started).on(phoneConfirmed, () => true);
sample({ clock: started, fn: (phone) => ({ phone }), target: sendOrderCodeFx });
sample({
  clock: resendClicked,
  source: { phone: $phone, left: $secondsLeft, sending: $sending },
  filter: ({ left, sending }) => left === 0 && !sending,
  fn: ({ phone }) => ({ phone }),
  target: sendOrderCodeFx,
});

$hashCode.on(sendOrderCodeFx.doneData, (_, { hashCode }) => hashCode);
$codeSent.on(sendOrderCodeFx.doneData, () => true);
sample({ clock: sendOrderCodeFx.doneData, fn: ({ time }) => time, target: countdownStarted });

// 417: a code went out a moment ago; enter it, or wait the returned time for another.
const tooSoon = sample({
  clock: sendOrderCodeFx.failData,
  filter: (error) => error instanceof ApiError && error.status === 417,
  fn: (error) => Number((error as ApiError & { data: { time?: unknown } }).data?.time ?? 0) || 0,
});
$codeSent.on(tooSoon, () => true);
sample({ clock: tooSoon, target: countdownStarted });
$sendError.on(
  sample({ clock: sendOrderCodeFx.failData, filter: (error) => !(error instanceof ApiError && error.status === 417) }),
  (_, error) => (error instanceof ApiError && error.status > 0 && error.message ? error.message : MESSAGES.codeSendFailed),
);

// The countdown: one second at a time; a restart or a close makes older ticks stale.
const countdownNumbered = sample({
  clock: countdownStarted,
  source: $countdownGeneration,
  fn: (generation, seconds) => ({ generation: generation + 1, seconds: Math.max(0, Math.ceil(seconds)) }),
});
$countdownGeneration.on(countdownNumbered, (_, { generation }) => generation).on([confirmationDismissed, phoneConfirmed], (n) => n + 1);
$secondsLeft.on(countdownNumbered, (_, { seconds }) => seconds).reset(confirmationDismissed, phoneConfirmed);
sample({
  clock: countdownNumbered,
  filter: ({ seconds }) => seconds > 0,
  fn: ({ generation }) => generation,
  target: countdownTickFx,
});
const ticked = sample({
  clock: countdownTickFx.doneData,
  source: { generation: $countdownGeneration, left: $secondsLeft },
  filter: ({ generation, left }, tick) => tick === generation && left > 0,
  fn: ({ left }) => left - 1,
});
$secondsLeft.on(ticked, (_, left) => left);
sample({
  clock: ticked,
  source: $countdownGeneration,
  filter: (_, left) => left > 0,
  fn: (generation) => generation,
  target: countdownTickFx,
});

// The code: 4 digits, then the server's word.
sample({
  clock: codeSubmitted,
  source: { phone: $phone, hashCode: $hashCode, checking: $checking },
  filter: ({ checking }, code) => !checking && isCompleteCode(code),
  fn: ({ phone, hashCode }, code) => ({ phone, code: code.trim(), hashCode }),
  target: checkOrderCodeFx,
});
$codeError.on(sample({ clock: codeSubmitted, filter: (code) => !isCompleteCode(code) }), () => MESSAGES.codeConfirmModal);
sample({
  clock: checkOrderCodeFx.done,
  filter: ({ result }) => result === true,
  fn: ({ params }) => ({ phone: params.phone, hashCode: params.hashCode }),
  target: phoneConfirmed,
});
$confirmed.on(phoneConfirmed, (_, confirmed) => confirmed).reset(confirmationSpent);
$codeError.reset(phoneConfirmed);

const wrongCode = sample({ clock: checkOrderCodeFx.done, filter: ({ result }) => result !== true });
$codeError.on(wrongCode, () => MESSAGES.codeWrong);
$codeError.on(checkOrderCodeFx.failData, (_, error) =>
  error instanceof ApiError && error.status > 0 && error.message ? error.message : MESSAGES.phoneConfirmFailed,
);
// SPEC §4: a wrong code shows its error for 5 seconds.
const wrongCodeNumbered = sample({ clock: wrongCode, source: $errorGeneration, fn: (generation) => generation + 1 });
$errorGeneration.on(wrongCodeNumbered, (_, generation) => generation);
sample({ clock: wrongCodeNumbered, fn: (generation) => ({ ms: WRONG_CODE_ERROR_MS, generation }), target: wrongCodeTimerFx });
$codeError.on(
  sample({
    clock: wrongCodeTimerFx.doneData,
    source: { generation: $errorGeneration, error: $codeError },
    filter: ({ generation, error }, done) => done === generation && error === MESSAGES.codeWrong,
  }),
  () => null,
);
