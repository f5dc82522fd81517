import { REQUEST_ID_HEADER } from '@store/domain';
import proxy from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';

/** The API's own body limit (packages/server app.ts): a body the API would refuse is refused here, before it travels. */
export const API_BODY_LIMIT = 1024 * 1024;

/** The proxy's answers in the API's shape ({ statusCode, error, message }), never an internal code. */
export const PROXY_MESSAGES = {
  tooLarge: 'Слишком большой запрос',
  unavailable: 'Сервис временно недоступен. Попробуйте позже.',
  badRequest: 'Некорректный запрос',
} as const;

const answer = (statusCode: number, message: string) => ({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });

/**
 * Headers that describe this hop, not the request: the proxy has met `Expect: 100-continue` itself
 * (Node answers «100 Continue» before the body is read, as it does for the API) and sends the body
 * it read with its own length. undici refuses `expect` and `transfer-encoding` outright, which is
 * how both ended as 500s.
 */
const HOP_HEADERS = ['expect', 'transfer-encoding', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

export interface ApiProxyOptions {
  upstream: string;
  bodyLimit?: number;
}

/**
 * /api/* → the API, as one origin for the browser. The body is read here within the API's limit
 * (413 for more, whether announced by Content-Length or streamed in chunks) and sent on whole, so
 * the API never closes on a body still being written (the «write EPIPE» 500).
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const bodyLimit = options.bodyLimit ?? API_BODY_LIMIT;
  // Encapsulated: the static routes keep Fastify's parsers and error handling.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));

    api.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(answer(413, PROXY_MESSAGES.tooLarge));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.code(status).send(answer(status, PROXY_MESSAGES.badRequest));
      request.log.error({ err: error }, 'api proxy failed');
      return reply.code(502).send(answer(502, PROXY_MESSAGES.unavailable));
    });

    await api.register(proxy, {
      upstream: options.upstream,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // The body was read by the parser above; it goes on as the bytes that came (reply-from would
      // re-encode a JSON body it was given as a value).
      proxyPayloads: false,
      handler: (request, reply, dest, handlerOptions) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) return reply.from(dest, handlerOptions);
        return reply.from(dest, {
          ...handlerOptions,
          body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers: IncomingHttpHeaders) => {
          const out: IncomingHttpHeaders = { ...headers };
          for (const name of HOP_HEADERS) delete out[name];
          // The API limits sign-in codes and forms per client IP: tell it whose request this is.
          const forwarded = out['x-forwarded-for'];
          out['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${request.ip}` : request.ip;
          // One id for the shopper's request in both servers' logs.
          out[REQUEST_ID_HEADER] = request.id;
          return out;
        },
        // The API down, refusing or cut off: the shopper reads a Russian 502; the log keeps the cause.
        onError: (reply, { error }) => {
          reply.request.log.warn({ err: error }, 'api proxy: the API did not answer');
          void reply.code(502).send(answer(502, PROXY_MESSAGES.unavailable));
        },
      },
    });
  });
}
