import { ApiError } from '@store/api-client';
import { allSettled, fork } from 'effector';
import { SEND_FAILED, type FeedbackBody } from '../../../shared/api/contact';
import { $feedbackAnswer, feedbackCategory, feedbackSubmitted, sendFeedbackFx } from './feedback-form';

const values = {
  name: '  Иванов   Иван ',
  phone: '+7 (900) 123-45-67',
  email: '',
  orderId: ' 15 ',
  message: ' Где заказ? ',
  agreement: true,
};

describe('feedback is sent to the orders desk and the API’s answer is shown', () => {
  it('sends trimmed fields of category 7 and shows the success text', async () => {
    const sent: FeedbackBody[] = [];
    const scope = fork({
      handlers: [
        [
          sendFeedbackFx,
          async (body: FeedbackBody) => (sent.push(body), { ok: true as const, message: 'Спасибо! Мы ответим в ближайшее время.' }),
        ],
      ],
    });
    await allSettled(feedbackSubmitted, { scope, params: { category: feedbackCategory('?category=7'), values } });
    expect(sent).toEqual([{ category: 7, name: 'Иванов Иван', phone: '+7 (900) 123-45-67', orderId: 15, message: 'Где заказ?' }]);
    expect(scope.getState($feedbackAnswer)).toEqual({ ok: true, message: 'Спасибо! Мы ответим в ближайшее время.' });
  });

  it("shows the API's refusal (its errorArray or message), or a network notice", async () => {
    const refused = fork({
      handlers: [[sendFeedbackFx, async () => Promise.reject(new ApiError(429, 'Слишком много обращений. Попробуйте позже.'))]],
    });
    await allSettled(feedbackSubmitted, { scope: refused, params: { category: 7, values } });
    expect(refused.getState($feedbackAnswer)).toEqual({ ok: false, messages: ['Слишком много обращений. Попробуйте позже.'] });

    const offline = fork({ handlers: [[sendFeedbackFx, async () => Promise.reject(new Error('Network Error'))]] });
    await allSettled(feedbackSubmitted, { scope: offline, params: { category: 7, values } });
    expect(offline.getState($feedbackAnswer)).toEqual({ ok: false, messages: [SEND_FAILED] });
  });

  it('the category comes from ?category=, the orders desk when it is missing or nonsense', () => {
    expect(feedbackCategory('?category=3')).toBe(3);
    expect(feedbackCategory('')).toBe(7);
    expect(feedbackCategory('?category=abc')).toBe(7);
    expect(feedbackCategory('?category=1000')).toBe(7);
  });
});
