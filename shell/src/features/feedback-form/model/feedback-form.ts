import { normalizeSpaces } from '@store/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { refusalOf, sendFeedback, type FeedbackBody, type FormAnswer } from '../../../shared/api/contact';
import type { FeedbackValues } from '../lib/validate';

/** The orders desk (SPEC §2: /feedback?category=7). */
export const ORDERS_DESK_CATEGORY = 7;

/** The category from the page's query: a number 1–99, else the orders desk. */
export function feedbackCategory(search: string): number {
  const value = Number(new URLSearchParams(search).get('category'));
  return Number.isInteger(value) && value >= 1 && value <= 99 ? value : ORDERS_DESK_CATEGORY;
}

/** The feedback form passed its checks and was sent. */
export const feedbackSubmitted = createEvent<{ category: number; values: FeedbackValues }>();

export const sendFeedbackFx = createEffect((body: FeedbackBody) => sendFeedback(body));

export const $feedbackAnswer = createStore<FormAnswer | null>(null)
  .on(sendFeedbackFx.doneData, (_, answer) => answer)
  .on(sendFeedbackFx.failData, (_, error) => refusalOf(error))
  .reset(feedbackSubmitted);

export const $feedbackPending = sendFeedbackFx.pending;

/** The API's body: trimmed texts, empty optional fields left out. */
export function feedbackBody(category: number, values: FeedbackValues): FeedbackBody {
  const phone = values.phone?.trim();
  const email = values.email?.trim();
  const orderId = values.orderId?.trim();
  return {
    category,
    name: normalizeSpaces(values.name ?? ''),
    message: (values.message ?? '').trim(),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(orderId ? { orderId: Number(orderId) } : {}),
  };
}

sample({ clock: feedbackSubmitted, fn: ({ category, values }) => feedbackBody(category, values), target: sendFeedbackFx });
