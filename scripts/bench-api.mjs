// API benchmark (a benchmark, not a test): seeds a large catalogue, starts the built API on a free
// loopback port for PGlite and for a throwaway PostgreSQL, and loads the catalogue listing and the
// search with autocannon. Prints req/s, p50/p99 and failures (errors, timeouts, non-2xx) per case.
//   node scripts/bench-api.mjs [--products 100000] [--duration 10] [--connections 50|1,50] [--warmup 3]
//                              [--db pglite,postgres] [--cache off,on] [--database-url postgres://…] [--no-build] [--write]
// --cache: "off" starts the API with CATALOGUE_CACHE_MS=0 (every request reads the database), "on"
// with the default 10 s catalogue cache (a repeated request is then a copy: the figures of a hit).
// The search cases repeat one query (its kept matches, decision 0014), except «a query not asked
// before», which sends a different real query (a noun of the seed × a producer × a headline value)
// every request; the kept matches are emptied before each database, so those are all first asks.
// The seeded PGlite data dir is cached under .data/bench (keyed by product count, migrations and seed).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDependencies, ensurePnpm, log, root, run } from './lib/bootstrap.mjs';
import { stopChild, waitForHttp } from './lib/processes.mjs';
import { freePort, startPostgres } from './lib/throwaway-postgres.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    db: { type: 'string', default: 'pglite,postgres' },
    cache: { type: 'string', default: 'off,on' },
    'database-url': { type: 'string' },
    category: { type: 'string', default: 'bytovaya-tehnika/krupnaya-tehnika' },
    city: { type: 'string', default: '195585415' },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(values.products);
const DURATION = Number(values.duration);
/** One or more connection counts ("1,50": the service time of one request, then the load). */
const CONNECTIONS = values.connections.split(',').map(Number);
if (CONNECTIONS.some((c) => !Number.isInteger(c) || c < 1)) throw new Error('--connections: целые числа через запятую, например 1,50');
const WARMUP = Number(values.warmup);
const DATABASES = values.db.split(',').map((d) => d.trim());
if (DATABASES.some((d) => !['pglite', 'postgres'].includes(d))) throw new Error('--db: pglite и/или postgres');
const CACHE_MODES = values.cache.split(',').map((m) => m.trim());
if (CACHE_MODES.some((m) => !['off', 'on'].includes(m))) throw new Error('--cache: off и/или on');
/** The API's default catalogue cache (settings.ts, CATALOGUE_CACHE_MS). */
const CACHE_MS = { off: 0, on: 10_000 };

const SERVER = join(root, 'packages/server/dist/server.js');
const SEED_CLI = join(root, 'packages/server/dist/seed-cli.js');
const BENCH_DIR = join(root, '.data', 'bench');
const IMAGES_DIR = join(BENCH_DIR, 'images');
const DOC = join(root, 'docs', 'benchmarks.md');
/** Issue 15 (decision 0012): service time (p50, 1 connection) and throughput (50 connections) on PostgreSQL. */
const AIMS = { listing: { p50: 3, rps: 500 }, search: { p50: 10, rps: 150 } };
/** The server package's own dependencies (pg, PGlite, esbuild), which the workspace root does not list. */
const serverRequire = createRequire(join(root, 'packages/server/package.json'));

// --- processes this script starts, stopped by PID on exit, Ctrl-C or failure -------------------

const children = new Set();
let postgres = null;

function stopChildProcess(child) {
  children.delete(child);
  return stopChild(child);
}

function stopPostgres() {
  if (!postgres) return;
  const pg = postgres;
  postgres = null;
  pg.stop();
}

async function cleanup() {
  await Promise.all([...children].map(stopChildProcess));
  stopPostgres();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    log(`${signal}: останавливаю запущенные процессы`);
    cleanup().finally(() => process.exit(130));
  });
}

function startNode(script, env, { args = [], output = 'pipe' } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', IMAGES_DIR, SEED_PRODUCTS: String(PRODUCTS), ...env },
    stdio: ['ignore', output, output],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs a Node script to its end (the seed), printing its progress; throws on a non-zero exit. */
async function runNode(script, env) {
  const child = startNode(script, env, { output: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', (c, signal) => resolve(c ?? signal)));
  if (code !== 0) throw new Error(`${script} завершился с кодом ${code}`);
}

async function startApi(env) {
  const port = await freePort();
  const child = startNode(SERVER, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, child, 600_000);
  } catch (error) {
    throw new Error(`API: ${error.message}\n${output}`, { cause: error });
  }
  return { url, pid: child.pid, stop: () => stopChildProcess(child) };
}

// --- databases --------------------------------------------------------------------------------

/** Migrations and the seed make the data dir: a cached one is only good for the same ones. */
function migrationsHash() {
  const hash = createHash('sha256');
  for (const dir of ['packages/server/migrations', 'packages/server/src/seed'].map((d) => join(root, d))) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** The seeded PGlite data dir for PRODUCTS products, made once (about 2 min for 100 000) and reused. */
async function pgliteDataDir() {
  const dir = join(BENCH_DIR, `pglite-${PRODUCTS}-${migrationsHash()}`);
  if (existsSync(join(dir, '.seeded'))) {
    log(`PGlite: беру заполненную базу из кэша ${dir}`);
    return dir;
  }
  // Seed into a temporary dir and rename: an interrupted seed never leaves a half-made cache.
  for (const old of existsSync(BENCH_DIR) ? readdirSync(BENCH_DIR) : []) {
    if (old.startsWith(`pglite-${PRODUCTS}-`)) rmSync(join(BENCH_DIR, old), { recursive: true, force: true });
  }
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(BENCH_DIR, { recursive: true });
  log(`PGlite: заполняю каталог (${PRODUCTS} товаров, около 2 мин на 100 000) в ${dir}`);
  const started = Date.now();
  await runNode(SEED_CLI, { DATA_DIR: tmp });
  writeFileSync(join(tmp, '.seeded'), `${new Date().toISOString()}\n`);
  renameSync(tmp, dir);
  log(`PGlite: каталог готов за ${((Date.now() - started) / 1000).toFixed(0)} с`);
  return dir;
}

async function postgresUrl() {
  if (values['database-url']) return values['database-url'];
  postgres = await startPostgres();
  log(`PostgreSQL: временный сервер ${postgres.url}; заполняю каталог (${PRODUCTS} товаров)`);
  const started = Date.now();
  await runNode(SEED_CLI, { DATABASE_URL: postgres.url });
  log(`PostgreSQL: каталог готов за ${((Date.now() - started) / 1000).toFixed(0)} с`);
  return postgres.url;
}

/**
 * Empties the kept search matches (`search_matches`, decision 0014), so the queries «not asked
 * before» are first asks on this database, also when the PGlite data dir or `--database-url` has
 * served a run before. PGlite is opened here before the API (which then holds it alone).
 */
async function forgetSearchMatches(env) {
  const sql = "DO $$ BEGIN IF to_regclass('search_matches') IS NOT NULL THEN DELETE FROM search_matches; END IF; END $$";
  if (env.DATABASE_URL) {
    const { default: pg } = await import(pathToFileURL(serverRequire.resolve('pg')).href);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
  const { pg_trgm } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href);
  const { fuzzystrmatch } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/fuzzystrmatch')).href);
  const db = await PGlite.create({ dataDir: env.DATA_DIR, extensions: { pg_trgm, fuzzystrmatch } });
  try {
    await db.exec(sql);
  } finally {
    await db.close();
  }
}

// --- cases ------------------------------------------------------------------------------------

/**
 * Distinct real queries from the seed's catalogue (packages/server/src/seed/catalog-data.ts): the
 * product noun or the category name × a producer of the category (as written, or in Cyrillic for a
 * one-word name), alone or with a value of the attribute titles show («холодильник Samsung 312 л»,
 * «самсунг холодильник»), in either order; shuffled by a fixed seed. Enough for a run at 1 and one at
 * 50 connections to stay first asks.
 */
async function freshQueries() {
  const { buildSync } = serverRequire('esbuild');
  // The seed's tree and the domain's spelling rule, bundled from their TypeScript sources.
  const { outputFiles } = buildSync({
    stdin: {
      contents: "export { CATEGORY_TREE } from './src/seed/catalog-data'; export { brandSpellings, searchTokens } from '@store/domain';",
      resolveDir: join(root, 'packages/server'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const { CATEGORY_TREE, brandSpellings, searchTokens } = await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
  );
  const leaves = [];
  const walk = (nodes) => nodes.forEach((n) => (n.children ? walk(n.children) : leaves.push(n)));
  walk(CATEGORY_TREE);
  const queries = new Set();
  for (const leaf of leaves) {
    const headline = Object.entries(leaf.attributes).find(([name]) => name !== 'Гарантия');
    const unit = headline?.[0].split(', ')[1];
    const values = ['', ...(headline?.[1] ?? []).map((v) => (unit ? `${v} ${unit}` : v))];
    // Each producer as written and, for a one-word name, as a Russian shopper spells it («самсунг»).
    const brands = leaf.brands.flatMap((brand) => {
      const token = searchTokens(brand).join('');
      const cyrillic = brand.includes(' ') ? undefined : brandSpellings([brand]).find((s) => s.token === token)?.spelling;
      return cyrillic ? [brand, cyrillic] : [brand];
    });
    for (const word of [leaf.noun.toLowerCase(), leaf.name.toLowerCase()]) {
      for (const brand of brands) {
        for (const value of values) {
          queries.add(`${word} ${brand}${value ? ` ${value}` : ''}`);
          queries.add(`${brand} ${word}${value ? ` ${value}` : ''}`);
        }
      }
    }
  }
  const list = [...queries];
  let seed = 20131;
  for (let i = list.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** The «not asked before» queries, handed out once each across the runs on one database. */
const fresh = { queries: [], next: 0, wrapped: false };
const freshSearch = () => ({
  method: 'POST',
  path: '/api/product/search',
  headers: json,
  setupRequest: (request) => {
    if (fresh.next >= fresh.queries.length) {
      if (!fresh.wrapped) log(`запросы «не заданные раньше» кончились (${fresh.queries.length}): дальше повторы`);
      fresh.wrapped = true;
      fresh.next = 0;
    }
    return { ...request, body: JSON.stringify({ query: fresh.queries[fresh.next++] }) };
  },
});

const json = { 'content-type': 'application/json' };
const listingPath = (extra = '') =>
  `/api/category/products?categorySlug=${values.category}&selectedCity=${values.city}${extra ? `&${extra}` : ''}`;
const search = (query) => ({ method: 'POST', path: '/api/product/search', headers: json, body: JSON.stringify({ query }) });

/** The cases; the price filter takes the middle of the category's real price range. */
async function cases(url) {
  const response = await fetch(`${url}${listingPath()}`);
  if (!response.ok) throw new Error(`${listingPath()}: ${response.status} ${await response.text()}`);
  const first = await response.json();
  const span = first.maxPrice - first.minPrice;
  const priceMin = Math.round(first.minPrice + span * 0.25);
  const priceMax = Math.round(first.minPrice + span * 0.5);
  log(`категория ${values.category}: ${first.total} товаров, цены ${first.minPrice}–${first.maxPrice} ₽`);
  const all = [
    { kind: 'listing', name: 'листинг: по умолчанию', en: 'listing: default (price ↓)', request: { method: 'GET', path: listingPath() } },
    {
      kind: 'listing',
      name: `листинг: цена ${priceMin}–${priceMax}, по возрастанию`,
      en: `listing: price ${priceMin}–${priceMax}, price ↑`,
      request: { method: 'GET', path: listingPath(`priceMin=${priceMin}&priceMax=${priceMax}&sortPrice=ASC`) },
    },
    { kind: 'listing', name: 'листинг: страница 5', en: 'listing: page 5', request: { method: 'GET', path: listingPath('page=5') } },
    { kind: 'search', name: 'поиск: «холодильник»', en: 'search «холодильник»', request: search('холодильник') },
    { kind: 'search', name: 'поиск: «дрель makita»', en: 'search «дрель makita»', request: search('дрель makita') },
    { kind: 'search', name: 'поиск: «стиральные машины»', en: 'search «стиральные машины»', request: search('стиральные машины') },
    { kind: 'search', name: 'поиск с опечаткой: «холодильнек»', en: 'search with a typo «холодильнек»', request: search('холодильнек') },
    {
      kind: 'search',
      name: 'поиск в другой раскладке: «[jkjlbkmybr»',
      en: 'search on the other layout «[jkjlbkmybr»',
      request: search('[jkjlbkmybr'),
    },
    {
      kind: 'search',
      name: 'поиск, бренд кириллицей: «холодильник самсунг»',
      en: 'search, a brand in Cyrillic «холодильник самсунг»',
      request: search('холодильник самсунг'),
    },
    { kind: 'search', name: 'поиск без результата: «звездолёт»', en: 'search finding nothing «звездолёт»', request: search('звездолёт') },
    {
      kind: 'search',
      name: 'поиск, запрос не заданный раньше (каждый раз другой)',
      en: 'search, a query not asked before (a different one every request)',
      request: freshSearch(),
    },
  ];
  return values.only ? all.filter((c) => c.name.includes(values.only)) : all;
}

/**
 * autocannon stops at the end of its time and leaves the requests in flight: PGlite still answers
 * them one query at a time. The next run starts when a health check (one `SELECT 1`) is quick again.
 */
async function drain(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function load(url, request, seconds, connections) {
  try {
    return await cannon(url, request, seconds, connections);
  } finally {
    await drain(url);
  }
}

async function cannon(url, request, seconds, connections) {
  const { default: autocannon } = await import('autocannon');
  // `requests` (not a top-level `path`, which autocannon ignores) sends the case's method, path and body.
  return autocannon({ url, connections, duration: seconds, timeout: 10, requests: [request] });
}

const uptime = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function benchDatabase(db, env, cache) {
  const api = await startApi({ ...env, CATALOGUE_CACHE_MS: String(CACHE_MS[cache]) });
  log(`${db}: API ${api.url} (PID ${api.pid}), кэш каталога ${cache === 'on' ? `${CACHE_MS.on / 1000} с` : 'выключен'}`);
  const rows = [];
  try {
    for (const c of await cases(api.url)) {
      // Warm-up: plans, caches and the JIT; its figures are thrown away.
      if (WARMUP > 0) await load(api.url, c.request, WARMUP, Math.max(...CONNECTIONS));
      for (const connections of CONNECTIONS) {
        const loadBefore = uptime();
        const r = await load(api.url, c.request, DURATION, connections);
        // autocannon's `errors` already include the timeouts.
        const failures = r.errors + r.non2xx;
        const row = {
          db,
          cache,
          kind: c.kind,
          name: c.name,
          en: c.en,
          connections,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: r.requests.total,
          failures,
          detail: `${r.errors} ошибок соединения (из них ${r.timeouts} тайм-аутов), ${r.non2xx} не-2xx`,
          load: `${loadBefore} → ${uptime()}`,
        };
        rows.push(row);
        log(
          `${db} | кэш ${cache} | ${c.name} | ${connections} соед.: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} мс, p99 ${row.p99} мс, отказов ${failures} (${row.detail}); load ${row.load}`,
        );
      }
    }
  } finally {
    await api.stop();
  }
  return rows;
}

// --- report -----------------------------------------------------------------------------------

const cacheLabel = (cache, ru) =>
  cache === 'on' ? (ru ? `${CACHE_MS.on / 1000} с (попадания)` : `${CACHE_MS.on / 1000} s (hits)`) : ru ? 'выкл.' : 'off';

/** The results as a Markdown table: Russian for the console, English for docs/benchmarks.md. */
function table(rows, lang = 'ru') {
  const ru = lang === 'ru';
  const verdict = (r) => {
    if (r.failures > 0) return ru ? 'отказы' : 'failures';
    if (r.db !== 'postgres' || (r.connections !== 1 && r.connections !== 50)) return '';
    const aim = AIMS[r.kind];
    const met = r.connections === 1 ? r.p50 <= aim.p50 : r.rps >= aim.rps;
    const what = r.connections === 1 ? `p50 ≤ ${aim.p50} ${ru ? 'мс' : 'ms'}` : `≥ ${aim.rps} req/s`;
    return `${met ? (ru ? 'да' : 'yes') : ru ? 'нет' : 'no'} (${what})`;
  };
  const head = ru
    ? '| База | Кэш каталога | Случай | Соединений | req/s | p50, мс | p99, мс | Запросов | Отказов | Цель (PostgreSQL: p50 при 1 соед., req/s при 50) | load average (1/5/15 мин) до → после |'
    : '| Database | Catalogue cache | Case | Connections | req/s | p50, ms | p99, ms | Requests | Failures | Aim (PostgreSQL: p50 at 1 conn., req/s at 50) | load average (1/5/15 min) before → after |';
  const lines = [
    head,
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.db === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${cacheLabel(r.cache, ru)} | ${ru ? r.name : r.en} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.failures} | ${verdict(r)} | ${r.load} |`,
    ),
  ];
  return lines.join('\n');
}

function writeDoc(rows) {
  const start = '<!-- bench-api:start -->';
  const end = '<!-- bench-api:end -->';
  const block = [
    start,
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${PRODUCTS} products, ${CONNECTIONS.join(' and ')} connections, catalogue cache ${CACHE_MODES.join(' and ')}, ${DURATION} s a case after ${WARMUP} s of warm-up, ${cpus().length} cores, Node ${process.version}. Failures = connection errors (timeouts of 10 s included) + non-2xx answers.`,
    '',
    table(rows, 'en'),
    end,
  ].join('\n');
  // prettier-ignore around the markers: the generated table is not in Prettier's layout.
  const text = existsSync(DOC)
    ? readFileSync(DOC, 'utf8')
    : `# API benchmarks\n\n<!-- prettier-ignore-start -->\n${start}\n${end}\n<!-- prettier-ignore-end -->\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from >= 0 && to > from ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, next);
  log(`Таблица записана в ${DOC}`);
}

try {
  ensurePnpm();
  ensureDependencies();
  if (!values['no-build']) run('pnpm', ['--filter', '@store/server', 'build']);
  log(`Нагрузка: ${CONNECTIONS.join(' и ')} соединений, ${DURATION} с на случай; load average сейчас ${uptime()} (${cpus().length} ядра)`);
  fresh.queries = await freshQueries();
  log(`поиск «не заданный раньше»: ${fresh.queries.length} разных запросов`);
  const rows = [];
  for (const db of DATABASES) {
    const env = db === 'pglite' ? { DATA_DIR: await pgliteDataDir() } : { DATABASE_URL: await postgresUrl() };
    await forgetSearchMatches(env);
    // Nothing is kept on this database now: its «not asked before» queries start from the first again.
    Object.assign(fresh, { next: 0, wrapped: false });
    for (const cache of CACHE_MODES) rows.push(...(await benchDatabase(db, env, cache)));
    if (db === 'postgres') stopPostgres();
  }
  process.stdout.write(`\n${table(rows)}\n`);
  if (values.write) writeDoc(rows);
  const failed = rows.filter((r) => r.failures > 0);
  if (failed.length > 0) {
    log(`Отказы в ${failed.length} случаях: ${failed.map((r) => `${r.db} ${r.name}`).join('; ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
