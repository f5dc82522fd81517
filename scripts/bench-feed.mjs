// YML feed benchmark (issue 39; a benchmark, not a test): for each catalogue size, a database of a
// throwaway PostgreSQL is seeded, the built API started on a free loopback port, and GET /market.yml
// read once cold (built from the database as it streams) and once cached. It prints the time to the
// first byte and to the last, the size, the offers, and the API's resident memory (peak while the
// feed streamed, sampled from /proc every 20 ms, and before it). Each answer is checked against the
// YML rules as it arrives (packages/server/test/helpers/yml-check.ts, bundled here).
//   node scripts/bench-feed.mjs [--products 2000,100000] [--heap-mb 0,64] [--no-build] [--write]
// --heap-mb: each size is also read with the API's old generation capped (node
// --max-old-space-size; 0: V8's default). By default V8 lets garbage pile up before a full
// collection, so the peak resident memory says more about its heuristics than about what the feed
// needs; under one cap both sizes must run to the end and peak alike.
// The aims (issue 39): at 100 000 products the feed starts answering within 1 s and the API uses no
// more memory than at 2 000.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { log, root, run } from './lib/bootstrap.mjs';
import { stopChild, waitForHttp } from './lib/processes.mjs';
import { freePort, startPostgres } from './lib/throwaway-postgres.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000,100000' },
    'heap-mb': { type: 'string', default: '0,64' },
    'no-build': { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const SIZES = values.products.split(',').map(Number);
if (SIZES.some((n) => !Number.isInteger(n) || n < 50)) throw new Error('--products: целые числа от 50 через запятую');
const HEAPS = values['heap-mb'].split(',').map(Number);
if (HEAPS.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('--heap-mb: целые числа (0 — без ограничения) через запятую');
const SERVER = join(root, 'packages/server/dist/server.js');
const SEED_CLI = join(root, 'packages/server/dist/seed-cli.js');
const DOC = join(root, 'docs', 'benchmarks.md');
const PUBLIC_URL = 'https://shop.example';
const serverRequire = createRequire(join(root, 'packages/server/package.json'));

const children = new Set();
let postgres = null;
async function cleanup() {
  await Promise.all([...children].map((child) => stopChild(child)));
  postgres?.stop();
  postgres = null;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    log(`${signal}: останавливаю запущенные процессы`);
    cleanup().finally(() => process.exit(130));
  });
}

function startNode(script, env, output = 'pipe', nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', PUBLIC_URL, ...env },
    stdio: ['ignore', output, output],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** The YML check of the test suite, bundled with the server's esbuild into a module this script imports. */
async function ymlCheck() {
  const esbuild = serverRequire('esbuild');
  const dir = mkdtempSync(join(root, 'packages/server/dist-bench-feed-'));
  const out = join(dir, 'yml-check.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'packages/server/test/helpers/yml-check.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  const module = await import(pathToFileURL(out).href);
  rmSync(dir, { recursive: true, force: true });
  return module.checkYml;
}

/** The resident memory of a process now (VmRSS), in MB. */
const rssOf = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/** One GET of the feed: the times, the size, the offers, the API's peak memory while it streamed. */
async function readFeed(url, pid, checkYml) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  let firstByte = null;
  let bytes = 0;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    async function* body() {
      for await (const chunk of response.body) {
        firstByte ??= performance.now() - started;
        bytes += chunk.length;
        yield Buffer.from(chunk);
      }
    }
    const report = await checkYml(body(), { origin: PUBLIC_URL, now: new Date() });
    return {
      firstByteMs: firstByte,
      totalMs: performance.now() - started,
      mb: bytes / 1024 / 1024,
      offers: report.offers,
      errors: report.errors,
      peakMb: peak,
      lastModified: response.headers.get('last-modified'),
    };
  } finally {
    clearInterval(sampler);
  }
}

const results = [];
try {
  if (!values['no-build']) {
    log('сборка API');
    run('pnpm', ['--filter', '@store/server', 'run', 'build']);
  }
  const checkYml = await ymlCheck();
  postgres = await startPostgres();
  const pg = serverRequire('pg');
  for (const size of SIZES) {
    const name = `bench_feed_${size}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, `/${name}`);
    const imagesDir = mkdtempSync(join(tmpdir(), 'bench-feed-images-'));
    log(`${size} товаров: заполняю каталог`);
    const seeding = Date.now();
    const seed = startNode(SEED_CLI, { DATABASE_URL: databaseUrl, SEED_PRODUCTS: String(size), IMAGES_DIR: imagesDir }, 'inherit');
    const code = await new Promise((resolve) => seed.once('exit', (c, signal) => resolve(c ?? signal)));
    if (code !== 0) throw new Error(`seed-cli завершился с кодом ${code}`);
    const seedS = (Date.now() - seeding) / 1000;
    for (const heapMb of HEAPS) {
      const port = await freePort();
      const nodeArgs = heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : [];
      const api = startNode(
        SERVER,
        { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', IMAGES_DIR: imagesDir },
        'pipe',
        nodeArgs,
      );
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/api/health`, api, 600_000);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idleMb = rssOf(api.pid);
      const cold = await readFeed(`${base}/market.yml`, api.pid, checkYml);
      const cached = await readFeed(`${base}/market.yml`, api.pid, checkYml);
      results.push({ size, heapMb, seedS, idleMb, cold, cached });
      log(
        `${size} товаров${heapMb ? `, old space ≤ ${heapMb} МБ` : ''}: первый байт ${cold.firstByteMs.toFixed(0)} мс, весь фид ${(cold.totalMs / 1000).toFixed(1)} с, ${cold.mb.toFixed(1)} МБ, ${cold.offers} предложений, ошибок YML ${cold.errors.length}; память API ${idleMb.toFixed(0)} → пик ${cold.peakMb.toFixed(0)} МБ; из кеша: первый байт ${cached.firstByteMs.toFixed(0)} мс, весь ${(cached.totalMs / 1000).toFixed(1)} с`,
      );
      if (cold.errors.length > 0) log(`ошибки YML: ${cold.errors.slice(0, 5).join('; ')}`);
      await stopChild(api);
    }
    rmSync(imagesDir, { recursive: true, force: true });
  }
} finally {
  await cleanup();
}

const table = [
  '| products | API old space | seed | first byte (cold) | whole feed (cold) | size | offers | YML errors | API RSS idle → peak while streaming | cached: first byte / whole |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.size.toLocaleString('en').replace(/,/g, ' ')} | ${r.heapMb ? `≤ ${r.heapMb} MB` : 'default'} | ${r.seedS.toFixed(0)} s | ${r.cold.firstByteMs.toFixed(0)} ms | ${(r.cold.totalMs / 1000).toFixed(1)} s | ${r.cold.mb.toFixed(1)} MB | ${r.cold.offers} | ${r.cold.errors.length} | ${r.idleMb.toFixed(0)} → ${r.cold.peakMb.toFixed(0)} MB | ${r.cached.firstByteMs.toFixed(0)} ms / ${(r.cached.totalMs / 1000).toFixed(1)} s |`,
  ),
].join('\n');
process.stdout.write(`\n${table}\n`);
if (values.write) {
  const heading = `\n## YML feed (GET /market.yml), PostgreSQL 15 (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)})\n\n`;
  writeFileSync(DOC, `${readFileSync(DOC, 'utf8').trimEnd()}\n${heading}${table}\n`);
  log(`записано в ${DOC}`);
}
