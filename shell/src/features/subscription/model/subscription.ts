import { createEffect, createEvent, createStore, sample } from 'effector';
import { refusalOf, subscribe, type FormAnswer } from '../../../shared/api/contact';

/** The newsletter form passed its checks and was sent. */
export const subscriptionSubmitted = createEvent<{ email: string }>();

export const subscribeFx = createEffect(({ email }: { email: string }) => subscribe(email));

/** The API's answer to the last sending, shown under the form. */
export const $subscriptionAnswer = createStore<FormAnswer | null>(null)
  .on(subscribeFx.doneData, (_, answer) => answer)
  .on(subscribeFx.failData, (_, error) => refusalOf(error))
  .reset(subscriptionSubmitted);

export const $subscriptionPending = subscribeFx.pending;

sample({ clock: subscriptionSubmitted, fn: ({ email }) => ({ email: email.trim() }), target: subscribeFx });
