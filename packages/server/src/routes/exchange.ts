import { EXCHANGE_TEXTS } from '@store/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import iconv from 'iconv-lite';
import type { z } from 'zod';
import { pictureStore } from '../providers/pictures';
import { exchangeGetSchema, exchangePostSchema } from '../schemas/exchange';
import { closeSession, deactivateMissing } from '../services/exchange/catalogue';
import { GIVE_WAY_MS, importFile, type ExchangeAnswer } from '../services/exchange/imports';
import { confirmOrders, exchangeInfo, queryOrders } from '../services/exchange/orders-out';
import { checkAuth, sessionOf, EXCHANGE_COOKIE } from '../services/exchange/sessions';
import { appendUpload, confinedName } from '../services/exchange/uploads';

type Query = z.infer<typeof exchangeGetSchema.querystring>;

/** The charset of the answer: UTF-8 unless the request asks for windows-1251 (and not UTF-8). */
function charsetOf(request: FastifyRequest): 'utf-8' | 'windows-1251' {
  const accept = String(request.headers['accept-charset'] ?? '').toLowerCase();
  return accept.includes('windows-1251') && !accept.includes('utf-8') ? 'windows-1251' : 'utf-8';
}

function sendText(request: FastifyRequest, reply: FastifyReply, status: number, body: string, type = 'text/plain') {
  const charset = charsetOf(request);
  const bytes = charset === 'utf-8' ? Buffer.from(body, 'utf8') : iconv.encode(body, 'win1251');
  return reply.code(status).header('content-type', `${type}; charset=${charset}`).header('cache-control', 'no-store').send(bytes);
}

const answerText = (answer: ExchangeAnswer) => [answer.status, ...answer.lines].join('\n');

/**
 * 1C's «Обмен с сайтом» (CommerceML 2) at one address, `/api/exchange/1c` (decision 0056):
 * checkauth over HTTP Basic starts a session kept in the database; init gives a clean upload
 * folder; `file` appends a POST's raw bytes to a confined name; `import` applies a file in steps
 * (each call returns within `stepMs`); `deactivate` and `complete` close a catalogue exchange;
 * `query`, `success` and `info` serve the orders. Every answer is plain text (the orders an XML
 * document), and bad input is a `failure` line in Russian, never a 500.
 */
export default async function exchangeRoutes(app: FastifyInstance, options: { imagesDir: string }) {
  const { exchange } = app.settings;
  // Read per request: the credentials are the settings' (a test may switch the exchange off).
  const enabled = () => app.settings.exchange.credentials !== null;
  const ctx = {
    db: app.db,
    repos: app.repos,
    settings: app.settings,
    pictures: pictureStore(app.settings.pictures, options.imagesDir),
    giveWay: () => app.shoppersFirst.giveWay(GIVE_WAY_MS),
  };
  // 1C sends the file's bytes as they are, whatever type it names: every body is bytes here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: Math.max(exchange.fileLimit, 1024 * 1024) }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => `${issue.instancePath.replace(/^\//, '') || 'запрос'}: ${issue.message}`);
      return sendText(request, reply, 400, `failure\nНекорректный запрос: ${details.join('; ')}`);
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendText(request, reply, 413, `failure\n${EXCHANGE_TEXTS.fileTooLarge}`);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendText(request, reply, status, 'failure\nНекорректный запрос');
    request.log.error({ err: error }, 'exchange request failed');
    return sendText(request, reply, 500, 'failure\nВнутренняя ошибка сервера. Попробуйте позже.');
  });

  const handle = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    const { type, mode, filename } = request.query;
    const fail = (status: number, message: string) => sendText(request, reply, status, `failure\n${message}`);
    const ok = (answer: ExchangeAnswer) => sendText(request, reply, 200, answerText(answer));
    if (!enabled()) return fail(403, EXCHANGE_TEXTS.disabled);

    if (mode === 'checkauth') {
      const result = await checkAuth(app, type, request.headers.authorization, request.ip);
      if (!result.ok) {
        if (result.status === 401) void reply.header('www-authenticate', 'Basic realm="1C exchange", charset="UTF-8"');
        return fail(result.status, result.message);
      }
      const timestamp = Math.floor(app.settings.now().getTime() / 1000);
      return ok({ status: 'success', lines: [result.cookie, result.token, `sessid=${result.sessionId}`, `timestamp=${timestamp}`] });
    }

    const session = await sessionOf(app, request.cookies[EXCHANGE_COOKIE]);
    if (!session) return fail(401, EXCHANGE_TEXTS.noSession);
    if (session.kind !== type) return fail(400, EXCHANGE_TEXTS.wrongType);

    switch (mode) {
      case 'init': {
        await app.repos.exchange.resetFolder(session.id, request.query.version ?? null);
        const lines = ['zip=yes', `file_limit=${exchange.fileLimit}`];
        // The sale exchange's new protocol: the version named back is the one the orders are written in.
        if (type === 'sale' && request.query.version) lines.push(`sessid=${session.id}`, 'version=2.10');
        return sendText(request, reply, 200, lines.join('\n'));
      }
      case 'file': {
        if (!filename) return fail(400, EXCHANGE_TEXTS.noFileName);
        const name = confinedName(filename);
        if (!name) return fail(400, EXCHANGE_TEXTS.badFileName);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) return fail(400, EXCHANGE_TEXTS.emptyBody);
        await appendUpload(app.db, session.id, name, body, app.settings.now());
        // The sale exchange's old protocol (no version at init): the documents are imported right away.
        if (type === 'sale' && !session.version) {
          const answer = await importFile(ctx, session, name, request.log);
          if (answer.status === 'failure') return ok(answer);
        }
        return ok({ status: 'success', lines: [EXCHANGE_TEXTS.fileReceived] });
      }
      case 'import':
        if (!filename) return fail(400, EXCHANGE_TEXTS.noFileName);
        return ok(await importFile(ctx, session, filename, request.log));
      case 'deactivate':
        return ok(await deactivateMissing(app, session, request.log));
      case 'complete':
        return ok(await closeSession(app, session, request.log));
      case 'query': {
        if (type !== 'sale') return fail(400, EXCHANGE_TEXTS.unknownMode);
        const xml = await queryOrders(app, session);
        return sendText(
          request,
          reply,
          200,
          xml.replace('encoding="UTF-8"', `encoding="${charsetOf(request).toUpperCase()}"`),
          'application/xml',
        );
      }
      case 'success':
        if (type !== 'sale') return fail(400, EXCHANGE_TEXTS.unknownMode);
        await confirmOrders(app, session);
        return ok({ status: 'success', lines: [] });
      case 'info':
        if (type !== 'sale') return fail(400, EXCHANGE_TEXTS.unknownMode);
        return sendText(request, reply, 200, exchangeInfo(), 'application/xml');
      default:
        return fail(400, EXCHANGE_TEXTS.unknownMode);
    }
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/exchange/1c', { schema: exchangeGetSchema }, handle);
  typed.post('/api/exchange/1c', { schema: exchangePostSchema }, handle);
}
