import { parseArgs } from 'node:util';
import { serveMetrics, shellMetrics } from './metrics';
import { buildStaticServer } from './server';

/** store-static --dir DIST --port N [--host H] [--cors] [--spa] [--api URL] [--remotes FILE] [--releases DIR] [--public-url URL] */
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    cors: { type: 'boolean', default: false },
    spa: { type: 'boolean', default: false },
    api: { type: 'string' },
    remotes: { type: 'string' },
    releases: { type: 'string' },
    'route-remotes': { type: 'string' },
    'public-url': { type: 'string' },
    name: { type: 'string', default: 'static' },
  },
});

if (!values.dir || !values.port) {
  process.stderr.write('Usage: store-static --dir DIST --port N [--host H] [--cors] [--spa] [--api URL] [--remotes FILE]\n');
  process.exit(2);
}

// The pages are rendered with React's production build, as the browser hydrates them with: this
// server serves production builds only, and React's development build (chosen when NODE_ENV is
// not set) spent about half of a product page's render on its checks (issue 37's profile). React
// reads NODE_ENV when @store/ssr first loads it, below. NODE_ENV=development keeps its checks.
process.env.NODE_ENV ??= 'production';

// The operator's metrics of the shell's server, on a port of their own when SHELL_METRICS_PORT names one.
const metricsPort = Number(process.env.SHELL_METRICS_PORT ?? 0);
const metrics = values.spa && metricsPort > 0 ? shellMetrics() : undefined;

// The shell's server renders the public catalogue pages (packages/ssr) unless SSR=off.
const ssr =
  values.spa && values.api && process.env.SSR !== 'off'
    ? (await import('@store/ssr')).createSsr({
        apiUpstream: values.api,
        budgetMs: Number(process.env.SSR_BUDGET_MS ?? 300),
        // Guest pages only: the same address and city within a few seconds get the same page.
        cacheMs: Number(process.env.SSR_CACHE_MS ?? 5000),
        cacheSize: Number(process.env.SSR_CACHE_SIZE ?? 500),
        // The last good page of an address stands in while a fresh one cannot be had (the API away).
        staleMs: Number(process.env.SSR_STALE_MS ?? 600_000),
        ...(metrics ? { observe: metrics.ssr } : {}),
        // Renders at once; more wait, and one that waited past half of the budget is left to the browser.
        concurrency: Number(process.env.SSR_CONCURRENCY ?? 6),
        log: (message, error) =>
          process.stderr.write(`${message}${error ? `: ${String(error instanceof Error ? error.message : error).split('\n')[0]}` : ''}\n`),
      })
    : undefined;

// The maps are configured as the shell's build reads them (shell webpack.config.cjs, same default):
// an address other than Yandex Maps 2.1's, or none, turns them off, and the pages' policy with them.
const mapsUrl = process.env.YANDEX_MAPS_URL ?? 'https://api-maps.yandex.ru/2.1/';
const maps = Boolean(values.spa) && /^https:\/\/(enterprise\.)?api-maps\.yandex\.ru\/\d+\.\d+\/?/.test(mapsUrl);

const app = await buildStaticServer({
  root: values.dir,
  cors: values.cors,
  spa: values.spa,
  ...(values.api ? { apiUpstream: values.api } : {}),
  ...(values.remotes ? { remotesFile: values.remotes } : {}),
  ...(values.releases ? { releasesDir: values.releases } : {}),
  ...(values['route-remotes'] ? { routeRemotes: JSON.parse(values['route-remotes']) as Record<string, string> } : {}),
  ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
  ...(ssr ? { ssr } : {}),
  // A guest's server-rendered catalogue page may be kept by a CDN this long (seconds), and served stale this much longer.
  pageCache: {
    sMaxAgeS: Number(process.env.PAGE_S_MAXAGE ?? 60),
    staleWhileRevalidateS: Number(process.env.PAGE_STALE_WHILE_REVALIDATE ?? 600),
  },
  maps,
  // The shell's server logs JSON lines with each request's id (info in production: every answer).
  ...(values.spa ? { logger: { level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'info' : 'warn') } } : {}),
  ...(metrics ? { metrics } : {}),
});
const metricsServer = metrics
  ? await serveMetrics(metrics.registry, { port: metricsPort, host: process.env.SHELL_METRICS_HOST ?? '127.0.0.1' })
  : null;

const close = () => {
  metricsServer?.close();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: Number(values.port), host: values.host });
process.stdout.write(`${values.name} listening on http://${values.host}:${values.port}\n`);
