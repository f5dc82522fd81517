import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../lib/json-depth';
import { controlCharactersIn, isCleanLine } from '../lib/text';

export const JSON_TOO_DEEP_MESSAGE = `Слишком глубокая вложенность JSON в теле запроса (не больше ${MAX_JSON_DEPTH} уровней)`;

/**
 * What every request meets before a route's schema: JSON bodies nested deeper than any of ours are
 * a 400 before they are parsed (Fastify's own parser does the rest: empty bodies, `__proto__`), and
 * the client's address — from X-Forwarded-For when a trusted proxy sends it, and a key of the
 * per-address limits in the database — is under the one text rule.
 */
export const inputLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepthExceeds(body as string)) {
        done(new HttpError(400, JSON_TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });

    app.addHook('onRequest', async (request) => {
      if (!isCleanLine(request.ip)) throw controlCharactersIn('заголовок', 'X-Forwarded-For');
    });
  },
  { name: 'input-limits', fastify: '5.x' },
);
