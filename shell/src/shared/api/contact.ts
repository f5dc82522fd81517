import type { BodyOf } from '@store/api-client';
import { isApiError, request } from './client';

export type FeedbackBody = BodyOf<'/api/feedback', 'post'>;

/** What a form shows after the API answered: its success text, or its error messages. */
export type FormAnswer = { ok: true; message: string } | { ok: false; messages: string[] };

/** Said when the API could not be reached at all (no answer to show). */
export const SEND_FAILED = 'Не удалось отправить. Проверьте подключение и попробуйте ещё раз.';

/** The API's refusal as the shopper should read it: its errorArray, else its message. */
export function refusalOf(error: unknown): FormAnswer {
  if (isApiError(error) && error.status > 0) {
    const messages = error.errorArray.length > 0 ? error.errorArray : [error.message];
    return { ok: false, messages: messages.filter(Boolean).length > 0 ? messages : [SEND_FAILED] };
  }
  return { ok: false, messages: [SEND_FAILED] };
}

/** POST /api/subscription: the newsletter by e-mail. */
export async function subscribe(email: string): Promise<FormAnswer> {
  const answer = await request('post', '/api/subscription', { body: { email } });
  return { ok: true, message: answer.message };
}

/** POST /api/feedback: a message to the store (category 7: the orders desk). */
export async function sendFeedback(body: FeedbackBody): Promise<FormAnswer> {
  const answer = await request('post', '/api/feedback', { body });
  return { ok: true, message: answer.message };
}
