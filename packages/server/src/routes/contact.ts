import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { feedbackSchema, subscribeSchema } from '../schemas/contact';

const TOO_MANY = 'Слишком много обращений. Попробуйте позже.';
const HOUR = 60 * 60 * 1000;

/** Subscription and feedback: write-only forms, limited per IP so a script cannot flood them. */
export default async function contactRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/api/subscription', { schema: subscribeSchema }, async (request) => {
    if (!(await app.rateCounters.hit(`subscription:ip:${request.ip}`, 20, HOUR))) throw new HttpError(429, TOO_MANY);
    await app.repos.contact.subscribe(request.body.email.toLowerCase());
    return { success: true as const, message: 'Вы подписаны на рассылку' };
  });

  typed.post('/api/feedback', { schema: feedbackSchema }, async (request, reply) => {
    if (!(await app.rateCounters.hit(`feedback:ip:${request.ip}`, 10, HOUR))) throw new HttpError(429, TOO_MANY);
    const { category, name, phone, email, message, orderId } = request.body;
    if (!phone && !email) throw new HttpError(400, 'Укажите телефон или почту, чтобы мы могли ответить');
    const id = await app.repos.contact.addFeedback({
      category,
      name,
      phone: phone || null,
      email: email || null,
      message,
      orderId: orderId ?? null,
      userId: request.userId,
    });
    return reply.code(201).send({ id, message: 'Спасибо! Мы ответим в ближайшее время.' });
  });
}
