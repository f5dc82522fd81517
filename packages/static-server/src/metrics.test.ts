import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { serveMetrics, shellMetrics } from './metrics';
import { buildStaticServer } from './server';

/** The value of one series in Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const addressOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe("the shell's server for its operator", () => {
  const metrics = shellMetrics();
  const logged: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let upstream: FastifyInstance;
  let shell: FastifyInstance;
  const seenIds: unknown[] = [];
  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/api/settings', async (request) => {
      seenIds.push(request.headers['x-request-id']);
      return { supportPhone: '+7 (800) 555-35-35' };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(join(tmpdir(), 'store-metrics-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    shell = await buildStaticServer({
      root: dir,
      spa: true,
      apiUpstream: addressOf(upstream),
      metrics,
      logger: { level: 'info', stream } as never,
    });
    await shell.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await shell?.close();
    await upstream?.close();
  });

  it("passes each /api request's id to the API, so both logs name the shopper's request alike", async () => {
    const own = await fetch(`${addressOf(shell)}/api/settings`, { headers: { 'x-request-id': 'cdn-1234abcd' } });
    expect(own.headers.get('x-request-id')).toBe('cdn-1234abcd');
    const made = await fetch(`${addressOf(shell)}/api/settings`);
    const id = made.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenIds).toEqual(['cdn-1234abcd', id]);
    // The request's every line, the proxy's own among them, names it.
    expect(logged.filter((line) => line.requestId === 'cdn-1234abcd').map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'fetching from remote server', 'request completed']),
    );
  });

  it('counts answers by kind (page, api, file) and status, with their latency', async () => {
    await fetch(`${addressOf(shell)}/`);
    await fetch(`${addressOf(shell)}/app.js`);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'store_shell_http_requests_total{kind="api",status="200"}')).toBe(2);
    expect(sample(text, 'store_shell_http_requests_total{kind="page",status="200"}')).toBe(1);
    expect(sample(text, 'store_shell_http_requests_total{kind="file",status="200"}')).toBe(1);
    expect(sample(text, 'store_shell_http_request_duration_seconds_count{kind="page"}')).toBe(1);
  });

  it("counts the server render's outcomes, budget misses, render times and refusals", async () => {
    metrics.ssr.answered('catalog/CataloguePage', 'fresh', false);
    metrics.ssr.answered('catalog/CataloguePage', 'stale', true);
    metrics.ssr.rendered('catalog/CataloguePage', 42);
    metrics.ssr.refused('catalog/HomePage');
    const text = await metrics.registry.metrics();
    expect(sample(text, 'store_shell_ssr_pages_total{page="catalog/CataloguePage",outcome="fresh"}')).toBe(1);
    expect(sample(text, 'store_shell_ssr_pages_total{page="catalog/CataloguePage",outcome="stale"}')).toBe(1);
    expect(sample(text, 'store_shell_ssr_budget_missed_total{page="catalog/CataloguePage"}')).toBe(1);
    expect(sample(text, 'store_shell_ssr_render_duration_seconds_sum{page="catalog/CataloguePage"}')).toBeCloseTo(0.042);
    expect(sample(text, 'store_shell_ssr_refused_total{page="catalog/HomePage"}')).toBe(1);
  });

  it("serves /metrics on its own port only; the store's address does not", async () => {
    const server = await serveMetrics(metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('store_shell_http_requests_total');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const publicAnswer = await fetch(`${addressOf(shell)}/metrics`);
    expect(await publicAnswer.text()).not.toContain('store_shell_http_requests_total');
  });
});
