// The exchange's benchmark (issue 38, docs/benchmarks.md): a full catalogue of N products with
// their offers (prices for three stock codes, stock in eight shops) sent to the built API over
// 1C's HTTP protocol as 1C sends it (checkauth, init, a zip in file_limit chunks, import repeated
// to success) on a throwaway PostgreSQL (or PGlite with --pglite), then a changes-only package of
// 1 000 offers, then a changes-only catalogue that adds a group (the listings rebuilt); the p99 of a
// product page and a search at rest and during the import; the API's peak memory; on PostgreSQL the
// longest statements (against the API's statement timeout). Ports from PERF_PORT_BASE (3800). Every process it starts it stops by its PID.
//   node scripts/bench-exchange.mjs [--products 100000] [--pglite] [--no-build]
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { startPostgres } from './lib/throwaway-postgres.mjs';
import { stopChild, waitForHttp } from './lib/processes.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const PRODUCTS = Number(arg('--products', 100_000));
const PGLITE = args.includes('--pglite');
const PORT = Number(process.env.PERF_PORT_BASE ?? 3800) + 10;
const BASE = `http://127.0.0.1:${PORT}`;
const LOGIN = 'bench-1c';
const PASSWORD = 'Bench-exchange-password-2026!';
const CODES = [353, 301, 302];
const SHOPS = [107, 108, 111, 112, 113, 121, 131, 141];
const GROUPS = 40;
const root = mkdtempSync(join(tmpdir(), 'bench-exchange-'));
const log = (line) => process.stdout.write(`[bench-exchange] ${line}\n`);

/** Writes a file through a stream in pieces (memory flat in its size). */
async function writeXml(path, head, count, item, tail) {
  const out = createWriteStream(path);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head);
  let batch = '';
  for (let i = 0; i < count; i += 1) {
    batch += item(i);
    if (batch.length > 1 << 20) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch + tail);
  out.end();
  await once(out, 'finish');
}

const xmlHead =
  '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10" ДатаФормирования="2026-11-22T10:00:00">';

async function makeFiles() {
  const groups = Array.from(
    { length: GROUPS },
    (_, g) => `<Группа><Ид>bg-${g}</Ид><Наименование>Раздел нагрузки ${g}</Наименование></Группа>`,
  ).join('');
  await writeXml(
    join(root, 'import.xml'),
    `${xmlHead}<Классификатор><Ид>bc</Ид><Наименование>Классификатор</Наименование><Группы>${groups}</Группы><Свойства><Свойство><Ид>bp-brand</Ид><Наименование>Бренд</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений><Справочник><ИдЗначения>b1</ИдЗначения><Значение>Нагрузка</Значение></Справочник></ВариантыЗначений></Свойство></Свойства></Классификатор><Каталог СодержитТолькоИзменения="false"><Ид>bench-cat</Ид><ИдКлассификатора>bc</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>`,
    PRODUCTS,
    (i) =>
      `<Товар><Ид>bench-${i}</Ид><Артикул>BN-${i}</Артикул><Наименование>Товар нагрузочный ${i} модель X${i % 977}</Наименование><Группы><Ид>bg-${i % GROUPS}</Ид></Группы><Описание>Описание товара ${i}: &lt;p&gt;текст&lt;/p&gt;</Описание><ЗначенияСвойств><ЗначенияСвойства><Ид>bp-brand</Ид><Значение>b1</Значение></ЗначенияСвойства></ЗначенияСвойств><ЗначенияРеквизитов><ЗначениеРеквизита><Наименование>Вес</Наименование><Значение>${1 + (i % 20)}</Значение></ЗначениеРеквизита></ЗначенияРеквизитов></Товар>`,
    '</Товары></Каталог></КоммерческаяИнформация>\n',
  );
  const priceTypes = CODES.map(
    (code) => `<ТипЦены><Ид>bpt-${code}</Ид><Наименование>Розничная ${code}</Наименование><Валюта>RUB</Валюта></ТипЦены>`,
  ).join('');
  const warehouses = SHOPS.map((shop) => `<Склад><Ид>bwh-${shop}</Ид><Наименование>Склад ${shop}</Наименование></Склад>`).join('');
  const offer = (i, delta = 0) =>
    `<Предложение><Ид>bench-${i}</Ид><Цены>${CODES.map((code, k) => `<Цена><ИдТипаЦены>bpt-${code}</ИдТипаЦены><ЦенаЗаЕдиницу>${1000 + (i % 5000) + k * 10 + delta}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>`).join('')}</Цены>${SHOPS.map((shop, k) => `<Склад ИдСклада="bwh-${shop}" КоличествоНаСкладе="${(i + k + delta) % 7}"/>`).join('')}</Предложение>`;
  await writeXml(
    join(root, 'offers.xml'),
    `${xmlHead}<ПакетПредложений СодержитТолькоИзменения="false"><Ид>bench-cat#</Ид><ИдКаталога>bench-cat</ИдКаталога><ТипыЦен>${priceTypes}</ТипыЦен><Склады>${warehouses}</Склады><Предложения>`,
    PRODUCTS,
    (i) => offer(i),
    '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n',
  );
  await writeXml(
    join(root, 'changes.xml'),
    `${xmlHead}<ИзмененияПакетаПредложений СодержитТолькоИзменения="true"><ИдКаталога>bench-cat</ИдКаталога><Предложения>`,
    1000,
    (i) => offer(i * Math.floor(PRODUCTS / 1000), 3),
    '</Предложения></ИзмененияПакетаПредложений></КоммерческаяИнформация>\n',
  );
  // A changes-only catalogue that adds a group and moves one product into it: the statement that adds a
  // category rebuilds the listings of the whole catalogue (migration 011), the longest of an import.
  await writeXml(
    join(root, 'regroup.xml'),
    `${xmlHead}<Классификатор><Ид>bc</Ид><Наименование>Классификатор</Наименование><Группы><Группа><Ид>bg-new</Ид><Наименование>Раздел новый</Наименование></Группа></Группы></Классификатор><Каталог СодержитТолькоИзменения="true"><Ид>bench-cat</Ид><ИдКлассификатора>bc</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>`,
    1,
    () =>
      `<Товар><Ид>bench-0</Ид><Артикул>BN-0</Артикул><Наименование>Товар нагрузочный 0 модель X0</Наименование><Группы><Ид>bg-new</Ид></Группы></Товар>`,
    '</Товары></Каталог></КоммерческаяИнформация>\n',
  );
  const zip = spawnSync('zip', ['-q', '-j', join(root, 'v8_bench.zip'), join(root, 'import.xml'), join(root, 'offers.xml')]);
  if (zip.status !== 0) throw new Error('zip failed (apt-get install zip)');
}

let cookie = '';
async function call(query, body) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/exchange/1c?${new URLSearchParams(query)}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(cookie ? { cookie } : { authorization: `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}` }),
      ...(body ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(body ? { body } : {}),
  });
  const text = await response.text();
  return { lines: text.split('\n'), ms: performance.now() - started };
}

/** 1C's side: checkauth, init, the file in file_limit chunks, import of each name until success. */
async function exchangeFiles(file, names) {
  cookie = '';
  const auth = await call({ type: 'catalog', mode: 'checkauth' });
  if (auth.lines[0] !== 'success') throw new Error(auth.lines.join(' '));
  cookie = `${auth.lines[1]}=${auth.lines[2]}`;
  const init = await call({ type: 'catalog', mode: 'init' });
  const limit = Number(init.lines[1].split('=')[1]);
  const bytes = readFileSync(file);
  const upload = performance.now();
  for (let start = 0; start < bytes.length; start += limit) {
    const answer = await call({ type: 'catalog', mode: 'file', filename: file.split('/').pop() }, bytes.subarray(start, start + limit));
    if (answer.lines[0] !== 'success') throw new Error(answer.lines.join(' '));
  }
  const figures = { uploadMs: performance.now() - upload, bytes: bytes.length, chunks: Math.ceil(bytes.length / limit), imports: {} };
  for (const name of names) {
    const started = performance.now();
    let calls = 0;
    let longest = 0;
    for (;;) {
      const answer = await call({ type: 'catalog', mode: 'import', filename: name });
      calls += 1;
      longest = Math.max(longest, answer.ms);
      if (answer.lines[0] === 'progress') continue;
      if (answer.lines[0] !== 'success') throw new Error(`${name}: ${answer.lines.join(' ')}`);
      figures.imports[name] = { ms: performance.now() - started, calls, longestCallMs: Math.round(longest), report: answer.lines.slice(1) };
      break;
    }
  }
  await call({ type: 'catalog', mode: 'complete' });
  return figures;
}

/** Latencies of a product page and a search, one request at a time, until `until()` says stop. */
async function shopper(until, productIds) {
  const product = [];
  const search = [];
  for (let i = 0; !until(); i += 1) {
    let started = performance.now();
    await fetch(`${BASE}/api/product/${productIds[i % productIds.length]}?selectedCity=195585415`).then((r) => r.arrayBuffer());
    product.push(performance.now() - started);
    started = performance.now();
    await fetch(`${BASE}/api/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ['дрель', 'холодильник', 'чайник', 'пылесос'][i % 4], stockId: 353 }),
    }).then((r) => r.arrayBuffer());
    search.push(performance.now() - started);
  }
  const p99 = (list) => (list.length ? Math.round(list.sort((a, b) => a - b)[Math.floor(list.length * 0.99)] * 10) / 10 : null);
  return { product: p99(product), search: p99(search), samples: product.length };
}

/** The longest statements PostgreSQL logged (log_min_duration_statement): ms and the statement's start. */
function longestStatements(file) {
  const found = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /duration: ([\d.]+) ms\s+(?:statement|execute [^:]*):\s*(.*)$/.exec(line);
    if (match) found.push({ ms: Math.round(Number(match[1])), statement: match[2].replace(/\s+/g, ' ').slice(0, 120) });
  }
  return found.sort((a, b) => b.ms - a.ms).slice(0, 5);
}

const peakRss = (pid) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return null;
  }
};

let pg = null;
let api = null;
try {
  log(`файлы: ${PRODUCTS} товаров…`);
  await makeFiles();
  for (const name of ['import.xml', 'offers.xml', 'v8_bench.zip']) log(`${name}: ${(statSync(join(root, name)).size / 1e6).toFixed(1)} MB`);
  // --no-build: the API as built already (a comparison of two builds in one sitting).
  if (!args.includes('--no-build')) {
    log('сборка API…');
    if (spawnSync('pnpm', ['--filter', '@store/server', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  }
  const env = {
    ...process.env,
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    EXCHANGE_LOGIN: LOGIN,
    EXCHANGE_PASSWORD: PASSWORD,
    CATALOGUE_CACHE_MS: '0',
  };
  if (PGLITE) env.DATA_DIR = join(root, 'pglite');
  else {
    pg = await startPostgres();
    env.DATABASE_URL = pg.url;
    // Every statement of a second or more goes to the server's log: the longest are reported against
    // the API's statement timeout (DB_STATEMENT_TIMEOUT_MS, 15 s by default, which this API runs with).
    pg.sql("ALTER SYSTEM SET log_min_duration_statement = '1s'");
    pg.sql('SELECT pg_reload_conf()');
  }
  api = spawn(process.execPath, ['packages/server/dist/server.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHttp(`${BASE}/api/health`, api, 180_000);
  // The operator's mappings: a price type per stock code, a warehouse per shop (pnpm exchange map …).
  const cli = (...words) => {
    const run = spawnSync(process.execPath, ['packages/server/dist/exchange-cli.js', ...words], { env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
  };
  for (const code of CODES) cli('map', 'price', `bpt-${code}`, String(code), 'retail');
  for (const shop of SHOPS) cli('map', 'warehouse', `bwh-${shop}`, String(shop));
  const seeded = Array.from({ length: 50 }, (_, i) => 1 + i * 37);
  let stop = false;
  const rest = await shopper(
    (
      (start) => () =>
        performance.now() - start > 15_000
    )(performance.now()),
    seeded,
  );
  log(`в покое: p99 товара ${rest.product} мс, поиска ${rest.search} мс (${rest.samples})`);
  const during = shopper(() => stop, seeded);
  const started = performance.now();
  const full = await exchangeFiles(join(root, 'v8_bench.zip'), ['import.xml', 'offers.xml']);
  full.totalMs = performance.now() - started;
  stop = true;
  const load = await during;
  const changes = await exchangeFiles(join(root, 'changes.xml'), ['changes.xml']);
  const regroup = await exchangeFiles(join(root, 'regroup.xml'), ['regroup.xml']);
  const figures = {
    products: PRODUCTS,
    database: PGLITE ? 'PGlite' : 'PostgreSQL 15',
    fullExchangeS: Math.round(full.totalMs / 100) / 10,
    uploadS: Math.round(full.uploadMs / 100) / 10,
    zipMB: Math.round(full.bytes / 1e5) / 10,
    chunks: full.chunks,
    imports: Object.fromEntries(
      Object.entries(full.imports).map(([k, v]) => [k, { s: Math.round(v.ms / 100) / 10, calls: v.calls, longestCallMs: v.longestCallMs }]),
    ),
    changesOnly1000S: Math.round(changes.imports['changes.xml'].ms / 100) / 10,
    changesOnlyTotalS: Math.round((changes.uploadMs + changes.imports['changes.xml'].ms) / 100) / 10,
    p99AtRest: rest,
    p99DuringImport: load,
    regroupS: Math.round(regroup.imports['regroup.xml'].ms / 100) / 10,
    regroupLongestCallMs: regroup.imports['regroup.xml'].longestCallMs,
    longestStatements: pg ? longestStatements(pg.logFile) : null,
    apiPeakRssMB: Math.round(peakRss(api.pid) / 1e6),
    report: full.imports['offers.xml'].report,
  };
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await stopChild(api);
  pg?.stop();
  rmSync(root, { recursive: true, force: true });
}
