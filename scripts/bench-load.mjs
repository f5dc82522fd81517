// A sale's load (issue 37, aim 3; a benchmark, not a test): distinct product pages through the
// store (the shell's port: its server renders each through the catalogue's Node build) and distinct
// listing queries (`/api/category/products` through the shell's /api proxy), at 50 connections.
// It seeds a database per side, starts the production composition of this checkout ("ours") and,
// with --before, of another built checkout (e.g. the main branch in a second worktree) beside it,
// and loads them in turns (before, ours, before, ours…) in the same run, so a busy machine moves
// both alike. Prints pages/s, p50, p99, max, errors and how many answers carried the rendered page.
//
//   node scripts/bench-load.mjs [--before DIR] [--db postgres,pglite] [--pages 2000] [--rounds 2]
//        [--queries 2000] [--connections 50] [--warmup 1000] [--only pages,listing] [--no-build]
//        [--profile DIR] [--city 195585415]
//
// --before DIR: the root of another checkout, installed and built (NODE_ENV=production pnpm run
//   build), e.g. `git worktree add --detach /tmp/store-before main && cd /tmp/store-before &&
//   pnpm install --frozen-lockfile --offline && NODE_ENV=production pnpm run build`.
// Every page of a round is a product asked for the first time (no page cache can answer it): a
// round takes its own `--pages` products, so the seed has rounds × pages + warm-up products and
// each side sees the same addresses. Listing queries are distinct too (category × city × page ×
// sort × price range), each asked once per side and round.
// --warmup N: pages and queries no round asks for, asked of each side first, so the rounds measure
//   processes that have served a while (their code compiled by the JIT, their connection pools and
//   kept answers filled), as on a sale's day; a process's first thousand answers after its start are
//   slower (docs/benchmarks.md has both). 200 before 2026-12-02 (round 1 ran partly cold then).
// BENCH_SLOW_MS=N: every answer slower than N ms is logged with the moment it came, from the run's
//   start (a stall shows as a cluster: the first answers of 50 new connections, a pause of a process).
// --profile DIR: ours' shell server and API run with --cpu-prof (profiles written at their stop).
// Ports: PERF_PORT_BASE (default 3980): ours' shell at the base, its remotes at +1…+4, its API at
// +1000; the before side at base + 10.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildAll, ensureDependencies, ensurePnpm, log, root } from './lib/bootstrap.mjs';
import { configFromEnv, portsFromBase, startComposition } from './lib/composition.mjs';
import { startPostgres } from './lib/throwaway-postgres.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    db: { type: 'string', default: 'postgres,pglite' },
    pages: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    queries: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1000' },
    only: { type: 'string', default: 'pages,listing' },
    city: { type: 'string', default: '195585415' },
    profile: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const PAGES = Number(values.pages);
const ROUNDS = Number(values.rounds);
const QUERIES = Number(values.queries);
const CONNECTIONS = Number(values.connections);
const WARMUP = Number(values.warmup);
// BENCH_SLOW_MS: each answer slower than this is logged with the moment it came (a stall shows as a cluster).
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 0);
const ONLY = new Set(values.only.split(','));
const DATABASES = values.db.split(',').map((d) => d.trim());
if (DATABASES.some((d) => !['pglite', 'postgres'].includes(d))) throw new Error('--db: pglite и/или postgres');
const PRODUCTS = ROUNDS * PAGES + WARMUP + 100;
const base = Number(process.env.PERF_PORT_BASE ?? 3980);
const host = '127.0.0.1';
const beforeRoot = values.before ? resolve(values.before) : null;
if (beforeRoot && !existsSync(join(beforeRoot, 'packages/server/dist/server.js'))) {
  throw new Error(`--before ${beforeRoot}: нет собранного API (packages/server/dist/server.js); соберите ту копию`);
}
const profileDir = values.profile ? resolve(values.profile) : null;

ensurePnpm();
ensureDependencies();
if (!values['no-build']) buildAll({ types: false });

// --- processes this script starts, stopped by PID on exit, Ctrl-C or failure -------------------

const stops = [];
async function cleanup() {
  while (stops.length) await stops.pop()();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    log(`${signal}: останавливаю запущенные процессы`);
    cleanup().finally(() => process.exit(130));
  });
}

/** Runs a checkout's seed (its own migrations and seed) into the database of `env`. */
async function seed(checkout, env) {
  const child = spawn(process.execPath, [join(checkout, 'packages/server/dist/seed-cli.js')], {
    cwd: checkout,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_PRODUCTS: String(PRODUCTS), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((done) => child.once('exit', (c, signal) => done(c ?? signal)));
  if (code !== 0) throw new Error(`seed (${checkout}) завершился с кодом ${code}`);
}

// --- load -------------------------------------------------------------------------------------

/**
 * Each of `paths` asked once, `connections` at a time; answers counted as rendered when they carry
 * the server's page (packages/ssr ISLAND_ID), the answer's first bytes checked for NUL.
 */
function cannon(origin, paths, { headers = {}, marker = null } = {}) {
  return new Promise((done, fail) => {
    let next = 0;
    let marked = 0;
    let broken = 0;
    const slow = [];
    // autocannon's own start and finish fall on its one-second ticks: the rate is taken from the
    // first request to the last answer instead.
    const began = performance.now();
    let last = began;
    const instance = autocannon(
      {
        url: origin,
        connections: Math.min(CONNECTIONS, paths.length),
        amount: paths.length,
        timeout: 10,
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
        setupClient: (client) => {
          client.on('response', (_status, _bytes, took) => {
            last = performance.now();
            if (SLOW_MS > 0 && took > SLOW_MS) slow.push(`${Math.round(last - began)}:${Math.round(took)}`);
          });
          client.on('body', (body) => {
            const text = String(body);
            if (marker && text.includes(marker)) marked += 1;
            if (text.includes('\u0000')) broken += 1;
          });
        },
      },
      (error, result) => {
        if (slow.length > 0) log(`ответы дольше ${SLOW_MS} мс (с начала, мс : заняло, мс): ${slow.join(' ')}`);
        return error ? fail(error) : done({ result, marked, broken, seconds: Math.max(last - began, 1) / 1000 });
      },
    );
    instance.on('error', fail);
  });
}

const row = (side, what, { result, marked, broken, seconds }, total, marker) => {
  return {
    side,
    case: what,
    'req/s': Math.round(result.requests.total / seconds),
    ...(marker ? { 'rendered/s': Math.round(marked / seconds) } : {}),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(marker ? { rendered: `${marked}/${total}` } : {}),
    NUL: broken,
  };
};

/** Product pages of the catalogue (the API's sitemap), without marked-down copies, in a fixed shuffle. */
async function productPaths(api) {
  const answer = await (await fetch(`${api}/api/sitemap?page=1&limit=50000`)).json();
  const list = answer.items.map((item) => item.path).filter((path) => /^\/store\/.+\/\d+\.html$/.test(path));
  let seedValue = 37;
  for (let i = list.length - 1; i > 0; i -= 1) {
    seedValue = (seedValue * 1103515245 + 12345) % 2 ** 31;
    const j = seedValue % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * Distinct listing queries as a catalogue's shoppers make them: a leaf category of each city's tree
 * × a page × the sort × no price range or one of a few; taken round-robin over the categories, so
 * each round's queries are distinct from each other and from every other round's.
 */
async function listingQueries(api, count) {
  const regions = await (await fetch(`${api}/api/geo-region/city-in-region?id=38,3,24&point=true`)).json();
  const cities = regions.items.flatMap((region) => region.cities.map((city) => city.id)).slice(0, 6);
  const leaves = [];
  const walk = (nodes, prefix) => {
    for (const node of nodes) {
      const slug = prefix ? `${prefix}/${node.slug}` : node.slug;
      if (node.children?.length) walk(node.children, slug);
      else if (node.count > 0) leaves.push({ slug, count: node.count });
    }
  };
  const menu = await (await fetch(`${api}/api/category/menu?selectedCity=${values.city}`)).json();
  walk(menu.categories, '');
  const queries = [];
  const ranges = [null, [0, 20000], [5000, 60000], [10000, 200000], [1000, 8000]];
  for (const city of cities) {
    for (const range of ranges) {
      for (const sort of ['DESC', 'ASC']) {
        for (const page of [1, 2, 3]) {
          for (const leaf of leaves) {
            const params = new URLSearchParams({ selectedCity: String(city), categorySlug: leaf.slug, page: String(page), limit: '12' });
            params.set('sortPrice', sort);
            params.set('type', 'NEW');
            if (range) {
              params.set('priceMin', String(range[0]));
              params.set('priceMax', String(range[1]));
            }
            queries.push(`/api/category/products?${params}`);
          }
        }
      }
    }
  }
  if (queries.length < count) log(`запросов каталога только ${queries.length} (нужно ${count}): повторы между кругами`);
  return queries;
}

// --- one database --------------------------------------------------------------------------------

async function benchDatabase(db) {
  const sides = [...(beforeRoot ? [{ name: 'before', root: beforeRoot, base: base + 10 }] : []), { name: 'ours', root, base }];
  let postgres = null;
  if (db === 'postgres') {
    postgres = await startPostgres();
    stops.push(async () => postgres.stop());
  }
  const work = mkdtempSync(join(tmpdir(), `store-bench-load-${db}-`));
  stops.push(async () => rmSync(work, { recursive: true, force: true }));
  for (const side of sides) {
    if (postgres) {
      postgres.sql(`CREATE DATABASE store_${side.name}`);
      side.env = { DATABASE_URL: postgres.url.replace(/\/postgres$/, `/store_${side.name}`) };
    } else {
      side.env = { DATA_DIR: join(work, side.name) };
    }
    side.env.IMAGES_DIR = join(work, `images-${side.name}`);
    const started = Date.now();
    await seed(side.root, side.env);
    log(`${db}: ${side.name}: ${PRODUCTS} товаров за ${((Date.now() - started) / 1000).toFixed(1)} с`);
  }
  for (const side of sides) {
    const profiled = profileDir && side.name === 'ours' ? join(profileDir, db) : null;
    if (profiled) mkdirSync(profiled, { recursive: true });
    side.composition = await startComposition(
      {
        ...configFromEnv({
          ...process.env,
          ...portsFromBase(side.base, host),
          ...side.env,
          DATA_DIR: side.env.DATA_DIR ?? join(work, 'unused'),
        }),
        root: side.root,
        releasesDir: join(work, `releases-${side.name}`),
      },
      {
        quiet: true,
        env: { IMAGES_DIR: side.env.IMAGES_DIR, LOG_LEVEL: 'warn' },
        nodeArgs: (key) => (profiled && (key === 'api' || key === 'shell') ? ['--cpu-prof', `--cpu-prof-dir=${join(profiled, key)}`] : []),
      },
    );
    stops.push(() => side.composition.stop());
    side.api = `http://${host}:${side.base + 1000}`;
  }

  const products = await productPaths(sides[0].api);
  if (products.length < ROUNDS * PAGES + WARMUP)
    throw new Error(`товаров в карте сайта ${products.length}, нужно ${ROUNDS * PAGES + WARMUP}`);
  const queries = await listingQueries(sides[0].api, ROUNDS * QUERIES + WARMUP);
  const warmPages = products.slice(ROUNDS * PAGES, ROUNDS * PAGES + WARMUP);
  // Spread over the queries no round asks for, so every shape of query (price range or none, each
  // sort, each page) is planned and compiled before the rounds, not only the last few of one shape.
  const spare = queries.length > ROUNDS * QUERIES ? queries.slice(ROUNDS * QUERIES) : queries;
  const warmQueries = Array.from({ length: WARMUP }, (_, i) => spare[Math.floor((i * spare.length) / WARMUP)]);
  const headers = { cookie: `selectedCity=${values.city}` };
  const rows = [];

  // The server builds are loaded at the shell's start and JIT warms on pages no round asks for.
  for (const side of sides) {
    if (ONLY.has('pages')) await cannon(side.composition.url, warmPages, { headers });
    if (ONLY.has('listing')) await cannon(side.composition.url, warmQueries);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    const pages = products.slice(round * PAGES, (round + 1) * PAGES);
    const listing = Array.from({ length: QUERIES }, (_, i) => queries[(round * QUERIES + i) % queries.length]);
    for (const side of sides) {
      if (!ONLY.has('pages')) continue;
      const load = loadavg()[0].toFixed(1);
      const outcome = await cannon(side.composition.url, pages, { headers, marker: 'id="ssr-page"' });
      rows.push({ db, round: round + 1, load, ...row(side.name, `${PAGES} product pages`, outcome, PAGES, true) });
      log(JSON.stringify(rows.at(-1)));
    }
    for (const side of sides) {
      if (!ONLY.has('listing')) continue;
      const load = loadavg()[0].toFixed(1);
      const outcome = await cannon(side.composition.url, listing);
      rows.push({ db, round: round + 1, load, ...row(side.name, `${QUERIES} listing queries`, outcome, QUERIES, false) });
      log(JSON.stringify(rows.at(-1)));
    }
  }
  for (const side of sides) {
    await side.composition.stop();
  }
  return rows;
}

try {
  log(
    `${DATABASES.join(', ')}: ${PAGES} страниц товаров и ${QUERIES} запросов каталога за круг, ${ROUNDS} круга, ` +
      `${CONNECTIONS} соединений; ядер: ${cpus().length}, загрузка ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}${beforeRoot ? `; до: ${beforeRoot}` : ''}`,
  );
  const rows = [];
  for (const db of DATABASES) rows.push(...(await benchDatabase(db)));
  console.table(rows);
  if (beforeRoot) {
    const ratios = [];
    for (const ours of rows.filter((r) => r.side === 'ours')) {
      const before = rows.find((r) => r.side === 'before' && r.db === ours.db && r.round === ours.round && r.case === ours.case);
      if (!before) continue;
      ratios.push({
        db: ours.db,
        round: ours.round,
        case: ours.case,
        'req/s ours/before': (ours['req/s'] / before['req/s']).toFixed(2),
        'p50 ours/before': (ours['p50 ms'] / before['p50 ms']).toFixed(2),
        'p99 ours/before': (ours['p99 ms'] / before['p99 ms']).toFixed(2),
      });
    }
    console.table(ratios);
  }
} finally {
  await cleanup();
}
