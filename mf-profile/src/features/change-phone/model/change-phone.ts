import { sessionEnded, toastRequested } from '@store/bus';
import { MESSAGES, normalizePhone } from '@store/domain';
import { createEvent, createStore, sample } from 'effector';
import { $user, userReceived } from '../../../entities/user';
import { confirmPhoneFx, sendPhoneCodeFx } from '../../../shared/api';
import { TEXTS } from '../../../shared/config/texts';
import { toFormError, waitSeconds, type FormError } from '../../../shared/lib/form-error';

export type PhoneStep = 'phone' | 'code';

/** A wait before another code to `phone`, from the answer's `time`; `issue` restarts the countdown when it grows. */
export interface ResendWait {
  phone: string;
  seconds: number;
  issue: number;
}

export const phoneChangeOpened = createEvent();
export const phoneChangeClosed = createEvent();
export const phoneSubmitted = createEvent<{ phone?: string }>();
export const codeSubmitted = createEvent<{ code?: string }>();
export const codeResent = createEvent();
export const phoneStepReturned = createEvent();

export const $phoneChangeOpen = createStore(false)
  .on(phoneChangeOpened, () => true)
  .reset(phoneChangeClosed, confirmPhoneFx.done, sessionEnded);
export const $phoneStep = createStore<PhoneStep>('phone')
  .on(sendPhoneCodeFx.done, () => 'code')
  .reset(phoneStepReturned, confirmPhoneFx.done, sessionEnded);
/** The new number the code went to (79XXXXXXXXX). */
export const $newPhone = createStore<string | null>(null)
  .on(sendPhoneCodeFx.done, (_, { params }) => params.newPhoneNumber)
  .reset(confirmPhoneFx.done, sessionEnded);
const $hashCode = createStore<string | null>(null)
  .on(sendPhoneCodeFx.doneData, (_, { hashCode }) => hashCode)
  .reset(confirmPhoneFx.done, sessionEnded);
export const $resendWait = createStore<ResendWait | null>(null).reset(sessionEnded);
/** What went wrong on the current step: the server's message (a taken phone, a wrong code) or SPEC §8's. */
export const $phoneChangeError = createStore<FormError | null>(null).reset(
  phoneChangeOpened,
  phoneSubmitted,
  codeSubmitted,
  codeResent,
  phoneStepReturned,
  sessionEnded,
);
export const $phoneChangeBusy = createStore(false)
  .on(sendPhoneCodeFx, () => true)
  .on(confirmPhoneFx, () => true)
  .on(sendPhoneCodeFx.finally, () => false)
  .on(confirmPhoneFx.finally, () => false);

sample({
  clock: phoneSubmitted,
  source: $user,
  filter: Boolean,
  fn: (user, { phone = '' }) => ({ userId: user.id, newPhoneNumber: normalizePhone(phone) ?? phone.trim(), oldPhoneNumber: user.phone }),
  target: sendPhoneCodeFx,
});
sample({
  clock: codeResent,
  source: { user: $user, phone: $newPhone },
  filter: ({ user, phone }) => user !== null && phone !== null,
  fn: ({ user, phone }) => ({ userId: user!.id, newPhoneNumber: phone!, oldPhoneNumber: user!.phone }),
  target: sendPhoneCodeFx,
});

sample({
  clock: sendPhoneCodeFx.done,
  source: $resendWait,
  fn: (wait, { params, result }) => ({ phone: params.newPhoneNumber, seconds: result.time, issue: (wait?.issue ?? 0) + 1 }),
  target: $resendWait,
});
sample({ clock: sendPhoneCodeFx.done, fn: () => ({ message: MESSAGES.codeSent, variant: 'success' as const }), target: toastRequested });

// SPEC §8 "417": a code went to this number moments ago; the wait comes from the answer's `time`.
const tooSoon = sample({
  clock: sendPhoneCodeFx.fail,
  filter: ({ error }) => waitSeconds(error) !== null,
  fn: ({ params, error }) => ({ phone: params.newPhoneNumber, seconds: waitSeconds(error)! }),
});
sample({
  clock: tooSoon,
  source: $resendWait,
  fn: (wait, { phone, seconds }) => ({ phone, seconds, issue: (wait?.issue ?? 0) + 1 }),
  target: $resendWait,
});
// The code already sent to this very number is still good: go on to it.
sample({
  clock: tooSoon,
  source: { phone: $newPhone, hashCode: $hashCode },
  filter: ({ phone, hashCode }, tried) => hashCode !== null && phone === tried.phone,
  fn: () => 'code' as const,
  target: $phoneStep,
});
sample({
  clock: sendPhoneCodeFx.failData,
  filter: (error) => waitSeconds(error) === null,
  fn: (error) => toFormError(error, MESSAGES.codeSendFailed),
  target: $phoneChangeError,
});

sample({
  clock: codeSubmitted,
  source: { user: $user, phone: $newPhone, hashCode: $hashCode },
  filter: ({ user, phone, hashCode }) => user !== null && phone !== null && hashCode !== null,
  fn: ({ user, phone, hashCode }, { code = '' }) => ({
    oldPhoneNumber: user!.phone,
    newPhoneNumber: phone!,
    secretCode: code.trim(),
    hashCode: hashCode!,
  }),
  target: confirmPhoneFx,
});
sample({ clock: confirmPhoneFx.doneData, target: userReceived });
sample({ clock: confirmPhoneFx.done, fn: () => ({ message: TEXTS.phoneChanged, variant: 'success' as const }), target: toastRequested });
sample({ clock: confirmPhoneFx.failData, fn: (error) => toFormError(error, MESSAGES.phoneConfirmFailed), target: $phoneChangeError });
