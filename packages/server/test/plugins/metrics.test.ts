import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { DatabaseUnavailableError, type Db } from '../../src/db';
import { serveMetrics } from '../../src/plugins/metrics';
import { createTestContext, testSecrets, type TestContext } from '../helpers';

/** Log lines the app wrote (pino JSON), as an operator's collector reads them. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** The value of one series in Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the API for its operator: metrics and request ids', () => {
  let ctx: TestContext;
  const sink = logSink();
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { logger: sink.logger });
  });
  afterAll(async () => ctx?.close());

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/health' });
    await ctx.app.inject({ url: '/api/orders/12' });
    await ctx.app.inject({ url: '/api/no/such/thing' });
    const text = await ctx.app.metrics.registry.metrics();
    expect(sample(text, 'store_api_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(2);
    // The pattern, not the address: one series for every order.
    expect(sample(text, 'store_api_http_requests_total{method="GET",route="/api/orders/:id",status="401"}')).toBe(1);
    expect(sample(text, 'store_api_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(sample(text, 'store_api_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(2);
    expect(text).toContain('store_api_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}');
    // The process's own figures: the event loop's lag shows a blocked API.
    expect(text).toContain('store_api_nodejs_eventloop_lag_seconds');
  });

  it('shows the job leases: which job is held now and when each was last done', async () => {
    const now = ctx.app.settings.now();
    await ctx.db.query('INSERT INTO job_leases (name, done_at, lease_until) VALUES ($1, $2, NULL), ($3, NULL, $4)', [
      'metrics-test-done',
      new Date(now.getTime() - 60_000),
      'metrics-test-held',
      new Date(now.getTime() + 60_000),
    ]);
    const text = await ctx.app.metrics.registry.metrics();
    expect(sample(text, 'store_api_job_lease_held{job="metrics-test-held"}')).toBe(1);
    expect(sample(text, 'store_api_job_lease_held{job="metrics-test-done"}')).toBe(0);
    expect(sample(text, 'store_api_job_last_done_timestamp_seconds{job="metrics-test-done"}')).toBeCloseTo(
      (now.getTime() - 60_000) / 1000,
      0,
    );
  });

  it('shows the outbox by status: a failed message is what the operator is alerted to (issue 39)', async () => {
    const now = ctx.app.settings.now();
    await ctx.db.query(
      `INSERT INTO outbox_messages (kind, channel, recipient, facts, message_key, status, attempts, next_attempt_at, last_error, created_at)
       VALUES ('order-placed', 'email', 'a@example.ru', '{}'::jsonb, 'metrics-test-failed', 'failed', 8, $1, 'SMTP: 550', $1)`,
      [now],
    );
    const text = await ctx.app.metrics.registry.metrics();
    expect(sample(text, 'store_api_outbox_messages{status="failed"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('store_api_outbox_messages{status="pending"}');
  });

  it('shows the PostgreSQL pool (none on PGlite, which has one session)', async () => {
    const text = await ctx.app.metrics.registry.metrics();
    if (ctx.db.kind === 'postgres') {
      expect(sample(text, 'store_api_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'store_api_db_pool_waiting')).toBe(0);
    } else expect(text).not.toContain('store_api_db_pool_connections');
  });

  it("takes the shell's x-request-id, names every log line of the request with it and gives it back", async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'shell-7f3a9c21-page' } });
    expect(res.headers['x-request-id']).toBe('shell-7f3a9c21-page');
    const lines = sink.lines.filter((line) => line.requestId === 'shell-7f3a9c21-page');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes its own id for a request without one, or with one that is not an id', async () => {
    for (const given of [undefined, 'x', 'bad id with spaces', 'a'.repeat(200)]) {
      const res = await ctx.app.inject({ url: '/api/health', headers: given ? { 'x-request-id': given } : {} });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('serves /metrics on a port of its own, and nothing else there', async () => {
    const server = await serveMetrics(ctx.app.metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('store_api_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // The API's own port does not serve it.
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('metrics while the database is away', () => {
  it('count each 503 of a database away by route', async () => {
    const away: Db = {
      kind: 'postgres',
      query: async () => Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')),
      exec: async () => Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')),
      transaction: async () => Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')),
      close: async () => undefined,
      stats: () => ({ total: 0, idle: 0, waiting: 3 }),
    };
    const app = await buildApp({ db: away, imagesDir: '/nonexistent', settings: testSecrets() });
    try {
      await app.ready();
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      const text = await app.metrics.registry.metrics();
      expect(sample(text, 'store_api_database_unavailable_total{route="/api/health"}')).toBe(1);
      expect(sample(text, 'store_api_http_requests_total{method="GET",route="/api/health",status="503"}')).toBe(1);
      expect(sample(text, 'store_api_db_pool_waiting')).toBe(3);
      // The leases cannot be read: the scrape still answers, without them.
      expect(text).not.toContain('store_api_job_lease_held{');
    } finally {
      await app.close();
    }
  });
});
