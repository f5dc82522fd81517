import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { assertSelf } from '../plugins/auth';
import { reviewCreateSchema, reviewListSchema, reviewPermissionSchema } from '../schemas/reviews';

export const REVIEW_SIGN_IN = 'Войдите, чтобы оценить товар';
export const REVIEW_ALREADY = 'Вы уже оценили этот товар';
const PRODUCT_NOT_FOUND = 'Товар не найден';

/**
 * Product ratings (SPEC §3 Review, §5, §6, §7 evaluate). Who may rate: a signed-in user, once
 * per product. The texts are data: stored as typed and answered as JSON strings, never as markup.
 */
export default async function reviewRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const assertProduct = async (id: number) => {
    if (!(await app.repos.reviews.productExists(id))) throw new HttpError(404, PRODUCT_NOT_FOUND);
  };

  // A check, not a gate: an anonymous visitor gets 200 with the reason, so the rating modal can say it.
  typed.get('/api/product/:id/evaluate/permission', { schema: reviewPermissionSchema }, async (request) => {
    await assertProduct(request.params.id);
    if (request.userId === null) return { allowed: false, reason: REVIEW_SIGN_IN };
    if (await app.repos.reviews.hasReviewed(request.params.id, request.userId)) return { allowed: false, reason: REVIEW_ALREADY };
    return { allowed: true, reason: null };
  });

  typed.post('/api/product/evaluate/:id', { schema: reviewCreateSchema, preHandler: app.requireUser }, async (request, reply) => {
    const userId = assertSelf(request, request.body.userId);
    await assertProduct(request.params.id);
    const { score, advantages, disadvantages, comment } = request.body;
    const review = await app.repos.reviews.add(
      request.params.id,
      userId,
      { score, advantages, disadvantages, comment },
      app.settings.now(),
    );
    if (!review) throw new HttpError(409, REVIEW_ALREADY);
    return reply.code(201).send({ review, message: 'Спасибо! Ваш отзыв добавлен' });
  });

  typed.get('/api/product/:id/reviews', { schema: reviewListSchema }, async (request, reply) => {
    const reviews = await app.repos.reviews.list(request.params.id, request.query.page, request.query.limit);
    if (!reviews) throw new HttpError(404, PRODUCT_NOT_FOUND);
    // The texts are whatever users typed: no browser may sniff this answer into HTML.
    void reply.header('x-content-type-options', 'nosniff');
    return reviews;
  });
}
