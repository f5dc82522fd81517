// Server-rendering benchmark (a benchmark, not a test): starts the built composition on
// PERF_PORT_BASE's ports (shell, four remotes, the API with a fresh seeded database) and loads one
// product page with autocannon through the shell's server with SSR on, then through a second shell
// server with SSR=off (the pre-painted frame only). Prints req/s, p50/p99 latency, failures and
// how many answers carried the rendered page.
//   node scripts/bench-ssr.mjs [--duration 10] [--connections 50] [--warmup 3] [--no-build]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildAll, ensureDependencies, ensurePnpm, log, root } from './lib/bootstrap.mjs';
import { configFromEnv, portsFromBase, startComposition } from './lib/composition.mjs';
import { stopChild, waitForHttp } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const base = Number(process.env.PERF_PORT_BASE ?? 3300);
const host = '127.0.0.1';

ensurePnpm();
ensureDependencies();
if (!values['no-build']) buildAll();

process.env.SEED_PRODUCTS ??= '600';
const composition = await startComposition(
  configFromEnv({
    ...process.env,
    ...portsFromBase(base, host),
    DATA_DIR: join(mkdtempSync(join(tmpdir(), 'store-bench-ssr-')), 'pglite'),
  }),
  { quiet: true },
);
let plain = null;
const cleanup = async () => {
  if (plain) await stopChild(plain);
  plain = null;
  await composition.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().finally(() => process.exit(130)));

try {
  const api = `http://${host}:${base + 1000}`;
  const answer = await fetch(`${api}/api/category/products?selectedCity=195585415&limit=1&page=1&type=NEW&sortPrice=DESC`);
  const product = (await answer.json()).items[0];
  const path = product.path ?? `/store/tovar/${product.id}.html`;

  // The same shell without server rendering, for the comparison.
  plain = spawn(
    process.execPath,
    [
      join(root, 'packages/static-server/dist/cli.js'),
      ...['--dir', join(root, 'shell/dist'), '--port', String(base + 20), '--host', host, '--spa'],
      ...['--api', api, '--remotes', join(root, '.data', `remotes.${base}.json`)],
    ],
    { stdio: 'ignore', env: { ...process.env, SSR: 'off' } },
  );
  await waitForHttp(`http://${host}:${base + 20}/remotes.json`, plain, 20000);

  const load = (url, duration) =>
    new Promise((resolve, reject) => {
      let rendered = 0;
      autocannon(
        {
          url,
          connections: Number(values.connections),
          duration,
          headers: { cookie: 'selectedCity=195585415' },
          setupClient: (client) => {
            client.on('body', (body) => {
              if (String(body).includes('id="ssr-page"')) rendered += 1;
            });
          },
        },
        (error, result) => (error ? reject(error) : resolve({ result, rendered })),
      );
    });

  log(`Страница товара ${path}; ${values.connections} соединений, ${values.duration} с; ядер: ${cpus().length}`);
  const rows = [];
  for (const [name, origin] of [
    ['SSR on', composition.url],
    ['SSR off (frame only)', `http://${host}:${base + 20}`],
  ]) {
    await load(`${origin}${path}`, Number(values.warmup));
    const { result, rendered } = await load(`${origin}${path}`, Number(values.duration));
    rows.push({
      case: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'with page': `${rendered}/${result.requests.total}`,
    });
  }
  console.table(rows);
} finally {
  await cleanup();
}
