import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { feedbackSchema, subscribeSchema } from '../schemas/contact';

const TOO_MANY = 'Слишком много обращений. Попробуйте позже.';
const HOUR = 60 * 60 * 1000;

/** Subscription and feedback: write-only forms, limited per IP so a script cannot flood them. */
export async function contactRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/api/subscription', { schema: subscribeSchema }, async (request) => {
    if (!(await app.rateCounters.hit(`subscription:ip:${request.ip}`, 20, HOUR))) throw new HttpError(429, TOO_MANY);
    await app.db.query(
      `INSERT INTO subscriptions (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL`,
      [request.body.email.toLowerCase()],
    );
    return { success: true as const, message: 'Вы подписаны на рассылку' };
  });

  typed.post('/api/feedback', { schema: feedbackSchema }, async (request, reply) => {
    if (!(await app.rateCounters.hit(`feedback:ip:${request.ip}`, 10, HOUR))) throw new HttpError(429, TOO_MANY);
    const { category, name, phone, email, message, orderId } = request.body;
    if (!phone && !email) throw new HttpError(400, 'Укажите телефон или почту, чтобы мы могли ответить');
    const [row] = await app.db.query<{ id: number }>(
      `INSERT INTO feedback (category, name, phone, email, message, order_id, user_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [category, name, phone || null, email || null, message, orderId ?? null, request.userId],
    );
    return reply.code(201).send({ id: row!.id, message: 'Спасибо! Мы ответим в ближайшее время.' });
  });
}
