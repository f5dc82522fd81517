import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db';
import { testSecrets } from '../helpers';

/** A database that is down: every call fails. The error handling needs no data. */
const brokenDb: Db = {
  kind: 'pglite',
  query: async () => {
    throw new Error('connection refused');
  },
  exec: async () => {
    throw new Error('connection refused');
  },
  transaction: async () => {
    throw new Error('connection refused');
  },
  close: async () => undefined,
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ db: brokenDb, imagesDir: '/nonexistent', settings: testSecrets() });
  app.get('/api/test/teapot', async () => {
    throw Object.assign(new Error('Товар не найден'), { statusCode: 404 });
  });
  await app.ready();
});
afterAll(async () => app?.close());

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/product/search', headers: { 'content-type': contentType }, payload });

describe('error handling: bad input is a Russian 4xx, never a 500', () => {
  it('an unknown route is 404 «Не найдено»', async () => {
    const res = await app.inject({ url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Не найдено' });
  });

  it('malformed JSON is a 400 in Russian', async () => {
    const res = await post('{"query": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Некорректный JSON в теле запроса' });
  });

  it('an empty JSON body is a 400 in Russian', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Пустое тело запроса с типом application/json');
  });

  it('an unsupported content type is a 415 in Russian', async () => {
    const res = await post('query=дрель', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Неподдерживаемый тип содержимого запроса');
  });

  it('a broken percent-encoding in the path is a 400 in Russian', async () => {
    const res = await app.inject({ url: '/api/file/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Некорректный адрес запроса' });
  });

  it('an overlong path parameter is a 414 in Russian', async () => {
    const res = await app.inject({ url: `/api/file/${'a'.repeat(200)}.webp` });
    expect(res.statusCode).toBe(414);
    expect(res.json().message).toBe('Слишком длинный адрес запроса');
  });

  it("a route's own 4xx keeps its Russian message", async () => {
    const res = await app.inject({ url: '/api/test/teapot' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Товар не найден' });
  });

  it('a real fault (an error nobody expected) is a logged 500 with a generic Russian message', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Внутренняя ошибка сервера. Попробуйте позже.',
    });
    expect(res.body).not.toContain('connection refused');
  });
});
