import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { unavailableReason } from '../db/unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's metrics in Prometheus' text format (`metrics.registry.metrics()`), served apart by `serveMetrics`. */
    metrics: ApiMetrics;
  }
}

export interface ApiMetrics {
  registry: Registry;
  /** A request answered 503 because the database was away. */
  databaseUnavailable: Counter<'route'>;
}

/** Latency buckets in seconds: a page's API calls are milliseconds, a slow one is a second and more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Requests by route and status with latency histograms, the database pool, the job leases, and the
 * process's own figures (event loop lag, memory, CPU). One registry per app: several apps in one
 * process (tests) never mix their counts. Routes are their patterns (`/api/orders/:id`), so a
 * scanner's made-up addresses count as one `unmatched` series, not thousands.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'store_api_' });
    const requests = new Counter({
      name: 'store_api_http_requests_total',
      help: 'Запросы к API по маршруту, методу и статусу ответа',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'store_api_http_request_duration_seconds',
      help: 'Время ответа API по маршруту и методу',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const databaseUnavailable = new Counter({
      name: 'store_api_database_unavailable_total',
      help: 'Ответы 503: база данных недоступна',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    // A database away reads as no leases: the scrape still shows every other figure.
    const jobLeases = () => app.repos.jobLeases.list().catch(() => []);
    const { db } = app;
    if (db.stats) {
      const stats = db.stats.bind(db);
      new Gauge({
        name: 'store_api_db_pool_connections',
        help: 'Соединения пула PostgreSQL: открытые (total) и свободные (idle)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const now = stats();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
        },
      });
      new Gauge({
        name: 'store_api_db_pool_waiting',
        help: 'Запросы, ждущие свободного соединения пула',
        registers: [registry],
        collect() {
          this.set(stats().waiting);
        },
      });
    }
    new Gauge({
      name: 'store_api_job_lease_held',
      help: 'Задание выполняется сейчас каким-то экземпляром API (1) или нет (0)',
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const now = app.settings.now().getTime();
        for (const lease of await jobLeases())
          this.set({ job: lease.name }, lease.lease_until && new Date(lease.lease_until).getTime() > now ? 1 : 0);
      },
    });
    new Gauge({
      name: 'store_api_job_last_done_timestamp_seconds',
      help: 'Когда задание последний раз закончилось успешно (unix time)',
      labelNames: ['job'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const lease of await jobLeases()) if (lease.done_at) this.set({ job: lease.name }, new Date(lease.done_at).getTime() / 1000);
      },
    });

    new Gauge({
      name: 'store_api_outbox_messages',
      help: 'Сообщения исходящей очереди (письма и SMS) по состоянию: pending, sending, sent, failed',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const counts = await app.repos.outbox.counts().catch(() => null);
        if (counts) for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      requests.inc({ method: request.method, route, status });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
    app.addHook('onError', async (request, _reply, error) => {
      if (unavailableReason(error)) databaseUnavailable.inc({ route: request.routeOptions.url ?? 'unmatched' });
    });
    app.decorate('metrics', { registry, databaseUnavailable });
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['database', 'settings', 'repositories'] },
);

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, on METRICS_HOST, loopback by default): the
 * operator's Prometheus scrapes it inside the network; the store's public address never serves it.
 */
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
