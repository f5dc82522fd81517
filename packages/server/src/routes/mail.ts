import { ORDER_MESSAGE_TEXTS, STORE_NAME, escapeHtml } from '@store/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribePageSchema, unsubscribeSchema } from '../schemas/mail';
import { UNSUBSCRIBE_PATH } from '../services/outbox';

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — ${escapeHtml(STORE_NAME)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#222">${body}</body></html>`;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .send(body);

/**
 * Leaving the reminder e-mails. The link of a reminder names the message by its random
 * key, nothing else: the address it went to leaves the reminders; the order's own messages still
 * go. A GET only shows the question (mail scanners open links), the button's POST — or a mail
 * client's One-Click POST (RFC 8058, List-Unsubscribe-Post) — records it; a repeat changes nothing.
 */
export default async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const t = ORDER_MESSAGE_TEXTS;
  // The page's form and mail clients' One-Click POST come as a form; parsed here only, for this plugin's routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const recipientOf = async (key: string) => {
    const row = await app.repos.outbox.byKey(key);
    return row && row.channel === 'email' && row.kind === 'payment-reminder' ? row.recipient : null;
  };
  const unknown = (reply: FastifyReply) => html(reply, 404, page(t.unsubscribeTitle, `<p>${escapeHtml(t.unsubscribeUnknown)}</p>`));

  r.get(UNSUBSCRIBE_PATH, { schema: unsubscribePageSchema }, async (request, reply) => {
    const email = await recipientOf(request.query.m);
    if (!email) return unknown(reply);
    return html(
      reply,
      200,
      page(
        t.unsubscribeTitle,
        `<h1 style="font-size:20px">${escapeHtml(t.unsubscribeTitle)}</h1><p>${escapeHtml(t.unsubscribeAsk(email))}</p>` +
          `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?m=${request.query.m}`)}"><button type="submit" style="padding:10px 20px;font-size:15px">${escapeHtml(t.unsubscribeButton)}</button></form>`,
      ),
    );
  });

  r.post(UNSUBSCRIBE_PATH, { schema: unsubscribeSchema }, async (request, reply) => {
    const email = await recipientOf(request.query.m);
    if (!email) return unknown(reply);
    await app.repos.outbox.unsubscribe(email, app.settings.now());
    return html(reply, 200, page(t.unsubscribeTitle, `<p>${escapeHtml(t.unsubscribed(email))}</p>`));
  });
}
