import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { unavailableReason } from '../db/unavailable';
import { HttpError } from '../http-error';
import { DATABASE_UNAVAILABLE } from '../lib/messages';

/** Seconds a client is told to wait before asking again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Russian texts for the client errors Fastify raises before a route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса с типом application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Длина тела запроса не совпадает с заголовком Content-Length',
  FST_ERR_BAD_URL: 'Некорректный адрес запроса',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса',
};

/** Errors Fastify meets while routing (a broken %-escape, an overlong path part) skip the error handler: answered here. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const status = error.statusCode ?? 400;
  void reply.code(status).send({
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Bad Request',
    message: FRAMEWORK_MESSAGES[error.code] ?? 'Некорректный запрос',
  });
};

const PART_NAMES: Record<string, string> = {
  querystring: 'параметр запроса',
  params: 'параметр адреса',
  body: 'поле',
  headers: 'заголовок',
};

/**
 * Bad input gets a clear Russian 400 and never a 500; unknown routes a Russian 404 (an attacker
 * probing URLs learns nothing from it); real faults are logged and answered without details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = PART_NAMES[error.validationContext ?? ''] ?? 'поле';
      const messages = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return path ? `${part} «${path}»: ${issue.message}` : `${part}: ${issue.message}`;
      });
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `Некорректный запрос: ${messages.join('; ')}` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Некорректный JSON в теле запроса' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Неподдерживаемый тип содержимого запроса' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ statusCode: 413, error: 'Payload Too Large', message: 'Слишком большой запрос' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own messages are English; our routes throw Russian ones, which pass as they are.
      const message = error.code?.startsWith('FST_') ? (FRAMEWORK_MESSAGES[error.code] ?? 'Некорректный запрос') : error.message;
      const extra = error instanceof HttpError ? error.extra : {};
      return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Bad Request', message, ...extra });
    }
    // A route's own 5xx (e.g. 502 when a provider fails) carries a Russian message meant for the shopper.
    if (error instanceof HttpError) {
      return reply
        .code(status)
        .send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message: error.message, ...error.extra });
    }
    // The database went away (a restart, a failover, the network): a quick, honest answer; the
    // process and the pool stay, and the next request connects anew.
    const unavailable = unavailableReason(error);
    if (unavailable) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'Внутренняя ошибка сервера. Попробуйте позже.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Не найдено' }));
}
