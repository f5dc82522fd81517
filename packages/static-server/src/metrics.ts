import type { RenderObserver } from '@store/ssr';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Latency buckets in seconds: a page is tens of milliseconds, a render past its budget a third of a second and more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.3, 0.5, 1, 2.5, 5];

/** What the shell's server answered: a page, the API through /api, or a file. */
export type AnswerKind = 'page' | 'api' | 'file';

export interface ShellMetrics {
  registry: Registry;
  /** The server render's side (packages/ssr): outcomes per page, render times, renders refused. */
  ssr: RenderObserver;
  /** Counts each answer of `app` by kind and status, with its latency. */
  register(app: FastifyInstance): void;
}

/**
 * The shell's server for its operator: answers by kind and status with latency histograms, the
 * server render's time and outcomes (fresh, the last good render standing in, left to the browser;
 * budget misses; renders refused because the API was not answering), and the process's own figures.
 */
export function shellMetrics(): ShellMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'store_shell_' });
  const answers = new Counter({
    name: 'store_shell_http_requests_total',
    help: 'Ответы сервера оболочки: страницы, /api и файлы, по статусу',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'store_shell_http_request_duration_seconds',
    help: 'Время ответа сервера оболочки по виду ответа',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const outcomes = new Counter({
    name: 'store_shell_ssr_pages_total',
    help: 'Страницы с отрисовкой на сервере: свежая (fresh), последняя удачная вместо неё (stale), отрисует браузер (browser)',
    labelNames: ['page', 'outcome'] as const,
    registers: [registry],
  });
  const budgetMisses = new Counter({
    name: 'store_shell_ssr_budget_missed_total',
    help: 'Отрисовки, не уложившиеся в бюджет SSR_BUDGET_MS',
    labelNames: ['page'] as const,
    registers: [registry],
  });
  const renderTime = new Histogram({
    name: 'store_shell_ssr_render_duration_seconds',
    help: 'Время отрисовки страницы на сервере: данные страницы и разметка',
    labelNames: ['page'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'store_shell_ssr_refused_total',
    help: 'Отрисовки, отброшенные потому, что API не отвечал',
    labelNames: ['page'] as const,
    registers: [registry],
  });
  return {
    registry,
    ssr: {
      answered(page, outcome, budgetMissed) {
        outcomes.inc({ page, outcome });
        if (budgetMissed) budgetMisses.inc({ page });
      },
      rendered: (page, ms) => renderTime.observe({ page }, ms / 1000),
      refused: (page) => refused.inc({ page }),
    },
    register(app) {
      app.addHook('onResponse', async (request, reply) => {
        const kind: AnswerKind =
          request.url === '/api' || request.url.startsWith('/api/')
            ? 'api'
            : /^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))
              ? 'page'
              : 'file';
        answers.inc({ kind, status: String(reply.statusCode) });
        latency.observe({ kind }, reply.elapsedTime / 1000);
      });
    },
  };
}

/** `GET /metrics` on a port of its own (SHELL_METRICS_PORT), never the store's public one. */
export function serveMetrics(registry: Registry, options: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Не найдено');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Метрики недоступны'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
