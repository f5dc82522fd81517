import { MESSAGES, normalizePhone } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { smsOutboxSchema } from '../schemas/dev';

const OUTBOX_PAGE = 20;

/** Development helpers: the local SMS provider's outbox, so a developer can read the codes it "sent". */
export async function devRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/sms-outbox', { schema: smsOutboxSchema }, async (request) => {
    // Off in production by default: the outbox holds live sign-in codes.
    if (!app.settings.smsOutboxRoute) throw new HttpError(404, 'Не найдено');
    const phone = normalizePhone(request.query.phone);
    if (!phone) throw new HttpError(400, MESSAGES.phoneInvalid);
    const items = await app.repos.authState.smsOutbox(phone, OUTBOX_PAGE);
    return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
  });
}
