import { MESSAGES, normalizePhone } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { cameFromThisMachine } from '../lib/loopback';
import { mailOutboxSchema, smsOutboxSchema } from '../schemas/dev';

const OUTBOX_PAGE = 20;
/** The shape the checkout accepts (SPEC §5: letters, digits and . @ _ + -, x@y.z). */
const EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\.[A-Za-z0-9-]+$/;

/**
 * Development helpers: the local SMS provider's outbox, so a developer (and the end-to-end suites,
 * through the shell's port) can read the codes it "sent". The outbox holds live sign-in codes: it
 * answers only when switched on (production refuses to start with it) and only to this machine,
 * judged by the socket and every proxy hop, not by what a client claims. Anyone else gets the
 * same 404 as an unknown route. The mail outbox (the local mail provider's) is read the
 * same way: it holds shoppers' order e-mails.
 */
export default async function devRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/sms-outbox', { schema: smsOutboxSchema }, async (request) => {
    if (!app.settings.smsOutboxRoute || !cameFromThisMachine(request.socket.remoteAddress, request.headers)) {
      throw new HttpError(404, 'Не найдено');
    }
    const phone = normalizePhone(request.query.phone);
    if (!phone) throw new HttpError(400, MESSAGES.phoneInvalid);
    const items = await app.repos.authState.smsOutbox(phone, OUTBOX_PAGE);
    return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
  });

  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/mail-outbox', { schema: mailOutboxSchema }, async (request) => {
    if (!app.settings.mailOutboxRoute || !cameFromThisMachine(request.socket.remoteAddress, request.headers)) {
      throw new HttpError(404, 'Не найдено');
    }
    if (!EMAIL.test(request.query.email)) throw new HttpError(400, MESSAGES.email);
    const items = await app.repos.outbox.mailOutbox(request.query.email, OUTBOX_PAGE);
    return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
  });
}
