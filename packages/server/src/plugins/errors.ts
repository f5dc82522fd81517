import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
      return reply.code(status).send({ statusCode: status, error: error.name, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ statusCode: 500, error: 'Internal Server Error', message: 'Внутренняя ошибка сервера. Попробуйте позже.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Не найдено' }));
}
