// Performance harness (a benchmark, not a test): builds, serves the production composition and
// the reference micro-frontend store (the Tractor Store MF build of ../shared/bench/tractor-store)
// and runs Lighthouse 12 (mobile preset: simulated slow 4G and 4x CPU slowdown) with Debian
// Chromium on our three page kinds and the reference's, interleaved (ours, theirs, ours, theirs…),
// so both see the same machine load. Prints per page the medians (score, LCP, TBT, CLS, gzip bytes
// of JS) and the ratios ours / reference: absolute lab figures move 2–4x between machines and days,
// ratios measured in one run do not (issue 25).
//   node scripts/perf-home.mjs [--no-build] [--runs N] [--no-reference] [--trips] [--save DIR]
//                             [--path / --path /store/… …]   (--path measures only ours, no pairs)
//                             [--no-cart] [--cart-before] [--cpu-slowdown N] [--visit]
//                             [--metrika COUNTER_ID [--metrika-work-ms N]]
// --cpu-slowdown N replaces the preset's 4x CPU slowdown (the network stays the preset's): on a host
// whose Lighthouse benchmark index is high the preset's 4x emulates a faster phone than on a slow
// host, and blocking times of a few ms compare nothing; the report prints the host's index.
// --visit also measures the whole visit of home and the category (scripts/lib/visit.mjs: script bytes
// and long tasks after the load, a first scroll and a first tap on a phone with the CPU 4x slower),
// ours interleaved with the reference, in the same run; `perf-visit.mjs` measures it alone.
// --cart-before also measures `/cart` as it was served before decision 0063 (its HTML without the
// starter that asks for the lines' products early, through a rewriting proxy on PERF_PORT_BASE+50),
// interleaved with the `/cart` of today, on the same build in the same run.
// REFERENCE_STORE_DIR overrides where the reference store is looked for.
// --metrika configures a Метрика counter; Chromium's mc.yandex.ru is then a local HTTPS stand-in of
// tag.js (a self-signed certificate, host mapped by --host-resolver-rules), whose run may burn N ms
// of CPU in one task to stand for the real tag's own work. Nothing leaves the machine.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, ensureDependencies, ensurePnpm, log } from './lib/bootstrap.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { configFromEnv, portsFromBase, startComposition } from './lib/composition.mjs';
import { REFERENCE_ORIGIN, startReferenceIfFound } from './lib/reference-store.mjs';
import { runVisits, visitReport } from './lib/visit.mjs';
import { startRewriteProxy } from './lib/rewrite-proxy.mjs';

const PRODUCT_PATH = '/store/krupnaya-tehnika/holodilniki/1.html';
/** Our page of each kind beside the reference's page of the same kind (its README lists them). */
const PAIRS = [
  { kind: 'home', ours: '/', reference: '/' },
  { kind: 'category (12 products)', ours: '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki', reference: '/products/classic' },
  { kind: 'product', ours: PRODUCT_PATH, reference: '/product/CL-01' },
  // Issue 25 aim 3: the cart beside the product page, with one line in it (CART_LINE).
  { kind: 'cart (one line)', ours: '/cart', reference: null },
];
/**
 * The guest cart a shopper has after one «В корзину» on the product page measured above: SPEC §3
 * keeps it in localStorage `cart` as `{ cartList: [{ id, defectSerialNumber, quantity, selected }] }`.
 * Written before Lighthouse opens /cart (an empty cart is another page: its SPEC text, no lines).
 */
const CART_LINE = { key: 'cart', value: JSON.stringify({ cartList: [{ id: 1, defectSerialNumber: null, quantity: 1, selected: true }] }) };
const withCartLine = (path) => path === '/cart' || path.startsWith('/cart?');

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
    'no-reference': { type: 'boolean', default: false },
    // Leave /cart out of the pairs (it has no reference page; issue 25 aim 3 compares it with our product page).
    'no-cart': { type: 'boolean', default: false },
    // Also count the round trips from the HTML to the first remote's code (one more load a page).
    trips: { type: 'boolean', default: false },
    // Keep each run's Lighthouse report (JSON) in this folder, to look into a score.
    save: { type: 'string' },
    metrika: { type: 'string' },
    'metrika-work-ms': { type: 'string', default: '0' },
    'cpu-slowdown': { type: 'string' },
    visit: { type: 'boolean', default: false },
    'cart-before': { type: 'boolean', default: false },
  },
});
const CHROMIUM = CHROMIUM_PATH;
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** A local https://mc.yandex.ru serving a stand-in of tag.js; returns the Chromium flags that reach it. */
async function metrikaStandIn(workMs) {
  const dir = mkdtempSync(join(tmpdir(), 'store-perf-metrika-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=mc.yandex.ru',
      '-addext',
      'subjectAltName=DNS:mc.yandex.ru',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  // Takes over the page's ym queue as tag.js does, answers getClientID, and burns workMs in one task.
  const body = `(function(){var q=(window.ym&&window.ym.a)||[];var end=performance.now()+${Number(workMs)};while(performance.now()<end){}
window.ym=function(id,m,cb){if(m==='getClientID'&&typeof cb==='function')setTimeout(function(){cb('1732600000987654321')},0)};
q.forEach(function(a){window.ym.apply(null,a)})})();`;
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    if (req.url?.startsWith('/metrika/tag.js')) res.writeHead(200, { 'content-type': 'application/javascript' }).end(body);
    else res.writeHead(204).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  log(`Метрика: mc.yandex.ru → 127.0.0.1:${port} (заглушка tag.js, ${workMs} мс работы)`);
  return { server, flags: [`--host-resolver-rules=MAP mc.yandex.ru 127.0.0.1:${port}`, '--ignore-certificate-errors'] };
}

ensurePnpm();
ensureDependencies();
if (!values['no-build']) buildAll();

const { default: lighthouse } = await import('lighthouse');
const { throttling: THROTTLING } = await import('lighthouse/core/config/constants.js');
const CPU_SLOWDOWN = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : null;
if (CPU_SLOWDOWN !== null && !(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown: a number ≥ 1');
const chromeLauncher = await import('chrome-launcher');
const { chromium } = await import('@playwright/test');

// PERF_PORT_BASE moves the whole set, so runs from several checkouts do not collide.
const base = Number(process.env.PERF_PORT_BASE ?? 3300);
const ports = portsFromBase(base);
const dataDir = join(mkdtempSync(join(tmpdir(), 'store-perf-')), 'pglite');
if (values.metrika) process.env.METRIKA_COUNTER_ID = values.metrika;
const metrika = values.metrika ? await metrikaStandIn(values['metrika-work-ms']) : null;
if (metrika) FLAGS.push(...metrika.flags);
const composition = await startComposition(configFromEnv({ ...process.env, ...ports, DATA_DIR: dataDir }), { quiet: true });
const CATEGORIES = ['performance', 'accessibility', 'seo'];

/** Round trips from the HTML to the first script of a remote other than its remoteEntry.js. */
async function roundTrips(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...(metrika?.flags ?? [])] });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const initiatorOf = new Map();
  const order = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    const frames = initiator.stack?.callFrames ?? initiator.stack?.parent?.callFrames ?? [];
    const from = initiator.url ?? frames.find((f) => f.url)?.url ?? null;
    if (!initiatorOf.has(request.url)) initiatorOf.set(request.url, from);
    order.push({ url: request.url, type });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const remoteOrigins = new Set(
    Object.keys(ports)
      .filter((k) => k.endsWith('_PORT') && !['SHELL_PORT', 'API_PORT'].includes(k))
      .map((k) => `http://127.0.0.1:${ports[k]}`),
  );
  const first = order.find((r) => r.type === 'Script' && remoteOrigins.has(new URL(r.url).origin) && !r.url.endsWith('/remoteEntry.js'));
  if (!first) return { trips: null, chain: [] };
  const chain = [first.url];
  let current = first.url;
  while (initiatorOf.get(current) && chain.length < 20) {
    current = initiatorOf.get(current);
    chain.unshift(current);
  }
  return { trips: chain.length - 1, chain };
}

/**
 * Puts the cart's line into the origin's localStorage of the browser Lighthouse will drive, then
 * empties its HTTP cache: Lighthouse is then told to keep storage (its reset would wipe the line
 * too), and the page must still load as a first visit. The origin is entered through robots.txt,
 * which loads nothing of the store.
 */
async function putCartLine(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(({ key, value }) => globalThis.localStorage.setItem(key, value), CART_LINE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP: this disconnects and leaves the browser to chrome-launcher.
    await browser.close();
  }
}

/** One Lighthouse run of `url`; `label` names its saved report. */
async function measureOnce(url, label) {
  const load = loadavg()[0];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const { origin, pathname, search } = new URL(url);
    const cartLine = withCartLine(`${pathname}${search}`);
    if (cartLine) await putCartLine(chrome.port, origin);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: CATEGORIES,
      logLevel: 'error',
      ...(cartLine ? { disableStorageReset: true } : {}),
      ...(CPU_SLOWDOWN ? { throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    const { audits, categories } = result.lhr;
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      writeFileSync(join(values.save, `${label}.json`), JSON.stringify(result.lhr));
    }
    const scripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    const failing = (category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => ref.id);
    const run = {
      score: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
      jsFiles: scripts.length,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      load,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failing: [...failing('accessibility'), ...failing('seo')],
      bootup: (audits['bootup-time']?.details?.items ?? [])
        .slice(0, 4)
        .map((i) => `${i.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')} ${Math.round(i.total)}ms`),
    };
    log(`${label}: ${JSON.stringify(run)}`);
    return run;
  } finally {
    await chrome.kill();
  }
}

const median = (runs, key) => {
  const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : a > 0 ? '∞' : '1.00');

const ours = (path) => `${composition.url}${path}`;
let reference = null;
const paths = values.path ?? PAIRS.map((pair) => pair.ours);
const pairs = values.path
  ? paths.map((path) => ({ kind: path, ours: path, reference: null }))
  : PAIRS.filter((pair) => !(values['no-cart'] && withCartLine(pair.ours)));
/**
 * `/cart` as served before decision 0063: the same page through a proxy that takes out the starter
 * asking for the lines' products (the only script the cart's HTML had not had), so the cart model
 * asks for them after its code, as it did.
 */
const cartBefore = values['cart-before']
  ? await startRewriteProxy({
      target: composition.url,
      port: base + 50,
      rewrite: (pathname, html) =>
        withCartLine(pathname)
          ? html.replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*__storeCartProductsEarly(?:(?!<\/script>)[\s\S])*<\/script>/, '')
          : null,
    })
  : null;
if (cartBefore) pairs.push({ kind: 'cart (one line) before decision 0063', ours: '/cart', reference: null, origin: cartBefore.url });
/** The address of our page of a pair (the before-proxy's for `/cart` as it was). */
const oursOf = (pair) => `${pair.origin ?? composition.url}${pair.ours}`;
const withReference = !values['no-reference'] && !values.path;

try {
  if (withReference) {
    reference = await startReferenceIfFound();
  }
  // A running store's pages are warm: the first request of a page after the start may come without
  // server rendering (the remote's server build and the page's data are loaded within the render
  // budget). Asked until the server-rendered page comes (at most a few seconds), never measured.
  for (const pair of pairs) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const html = await fetch(oursOf(pair))
        .then((r) => r.text())
        .catch(() => '');
      if (html.includes('id="ssr-page"')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (reference && pair.reference) await fetch(`${REFERENCE_ORIGIN}${pair.reference}`).catch(() => undefined);
  }
  const results = pairs.map(() => ({ ours: [], reference: [] }));
  // Interleaved: each run measures every page of ours, each followed by the reference's same kind.
  for (let i = 0; i < Number(values.runs); i += 1) {
    for (const [index, pair] of pairs.entries()) {
      const slug = (pair.ours.replace(/\W+/g, '_') || 'home') + (pair.origin ? '-before' : '');
      results[index].ours.push(await measureOnce(oursOf(pair), `ours${slug}-${i + 1}`));
      if (reference && pair.reference) {
        const refSlug = pair.reference.replace(/\W+/g, '_');
        results[index].reference.push(await measureOnce(`${REFERENCE_ORIGIN}${pair.reference}`, `reference${refSlug}-${i + 1}`));
      }
    }
  }

  const loads = results.flatMap((r) => [...r.ours, ...r.reference]).map((r) => r.load);
  const report = [
    `\nLighthouse 12, mobile preset${CPU_SLOWDOWN ? ` with the CPU ${CPU_SLOWDOWN}x slower (not 4x)` : ''}, median of ${values.runs} runs a page, ` +
      `${reference ? 'interleaved with the reference store' : 'ours only'}; 1-minute load average during the run ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; host benchmark index (median) ${median(
        results.flatMap((r) => [...r.ours, ...r.reference]),
        'benchmarkIndex',
      ).toFixed(0)}\n`,
    '\n| page | score | LCP | TBT | CLS | JS on the wire |',
    '\n| --- | --- | --- | --- | --- | --- |',
  ];
  const row = (name, runs) =>
    `\n| ${name} | ${median(runs, 'score')} | ${(median(runs, 'lcp') / 1000).toFixed(2)} s | ${median(runs, 'tbt').toFixed(0)} ms | ` +
    `${median(runs, 'cls').toFixed(3)} | ${kb(median(runs, 'jsBytes'))} in ${median(runs, 'jsFiles')} files |`;
  for (const [index, pair] of pairs.entries()) {
    report.push(row(`our ${pair.kind} \`${pair.ours}\``, results[index].ours));
    if (results[index].reference.length) report.push(row(`reference ${pair.kind} \`${pair.reference}\``, results[index].reference));
  }
  if (reference) {
    report.push('\n\nRatios ours / reference (medians); aims of issue 25: TBT ≤ 1, JS ≤ 1, LCP ≤ 0.5, our CLS 0\n');
    report.push('\n| page | TBT | JS bytes | LCP | our CLS | met |', '\n| --- | --- | --- | --- | --- | --- |');
    for (const [index, pair] of pairs.entries()) {
      const { ours: o, reference: r } = results[index];
      if (!r.length) continue;
      const tbt = median(o, 'tbt') / Math.max(median(r, 'tbt'), 1);
      const js = median(o, 'jsBytes') / median(r, 'jsBytes');
      const lcp = median(o, 'lcp') / median(r, 'lcp');
      const cls = median(o, 'cls');
      const met = tbt <= 1 && js <= 1 && lcp <= 0.5 && cls === 0;
      report.push(
        `\n| ${pair.kind} | ${ratio(median(o, 'tbt'), median(r, 'tbt'))} | ${js.toFixed(2)} | ${lcp.toFixed(2)} | ${cls.toFixed(3)} | ${met ? 'yes' : 'no'} |`,
      );
    }
  }
  // Issue 25 aim 3: the cart is as good as our product page measured in the same run.
  const productIndex = pairs.findIndex((pair) => pair.ours === PRODUCT_PATH);
  const cartIndex = pairs.findIndex((pair) => withCartLine(pair.ours) && !pair.origin);
  if (productIndex >= 0 && cartIndex >= 0) {
    const product = results[productIndex].ours;
    const cart = results[cartIndex].ours;
    const points = median(product, 'score') - median(cart, 'score');
    const lcp = median(cart, 'lcp') / median(product, 'lcp');
    report.push(
      '\n\nCart (one line) against our product page (medians); aim 3 of issue 25: at most 5 points below, LCP ≤ 1.2×\n',
      '\n| score difference | LCP ratio | CLS | met |\n| --- | --- | --- | --- |',
      `\n| ${points} | ${lcp.toFixed(2)} | ${median(cart, 'cls').toFixed(3)} | ${points <= 5 && lcp <= 1.2 ? 'yes' : 'no'} |`,
    );
  }
  const beforeIndex = pairs.findIndex((pair) => pair.origin);
  if (cartIndex >= 0 && beforeIndex >= 0) {
    const [now, was] = [results[cartIndex].ours, results[beforeIndex].ours];
    report.push(
      '\n\n`/cart` (one guest line) today against as served before decision 0063, same build, same run (medians)\n',
      '\n| | score | LCP | TBT | CLS |\n| --- | --- | --- | --- | --- |',
      ...[
        ['today', now],
        ['before', was],
      ].map(
        ([name, runs]) =>
          `\n| ${name} | ${median(runs, 'score')} | ${(median(runs, 'lcp') / 1000).toFixed(2)} s | ${median(runs, 'tbt').toFixed(0)} ms | ${median(runs, 'cls').toFixed(3)} |`,
      ),
      `\n\nLCP today / before: ${(median(now, 'lcp') / median(was, 'lcp')).toFixed(2)}`,
    );
  }
  report.push('\n\nPer run (score / LCP s / TBT ms / JS KB / load average):\n');
  for (const [index, pair] of pairs.entries()) {
    for (const side of ['ours', 'reference']) {
      const runs = results[index][side];
      if (!runs.length) continue;
      const line = runs.map(
        (r) => `${r.score} / ${(r.lcp / 1000).toFixed(2)} / ${r.tbt.toFixed(0)} / ${(r.jsBytes / 1024).toFixed(0)} / ${r.load.toFixed(1)}`,
      );
      report.push(`  ${side} ${pair.kind}: ${line.join(' · ')}\n`);
    }
    const failing = [...new Set(results[index].ours.flatMap((r) => r.failing))];
    if (failing.length) report.push(`  our failing a11y/SEO audits: ${failing.join(', ')}\n`);
    report.push(`  our longest scripts (last run): ${results[index].ours.at(-1).bootup.join(', ')}\n`);
    report.push(`  our LCP element (last run): ${results[index].ours.at(-1).lcpElement}\n`);
    if (values.trips) {
      const { trips, chain } = await roundTrips(oursOf(pair));
      report.push(
        `  round trips HTML → first remote code: ${trips}\n    ${chain.map((u) => u.replace(/^http:\/\/127\.0\.0\.1/, '')).join('\n    → ')}\n`,
      );
    }
  }
  if (values.visit) {
    // The visit's pairs are home and the category; each visit is a newcomer in a fresh context.
    const visitPairs = pairs.filter((pair) => pair.ours === '/' || pair.kind.startsWith('category'));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...(metrika?.flags ?? [])] });
    try {
      const visitLoads = [loadavg()[0]];
      const visits = await runVisits({
        browser,
        pairs: visitPairs,
        runs: Number(values.runs),
        ours,
        reference: reference ? (path) => `${REFERENCE_ORIGIN}${path}` : null,
        log: (line) => {
          visitLoads.push(loadavg()[0]);
          log(line);
        },
      });
      report.push(
        `\nThe whole visit, median of ${values.runs} a page; 1-minute load average ${Math.min(...visitLoads).toFixed(1)}–${Math.max(...visitLoads).toFixed(1)}\n`,
        visitReport(visitPairs, visits, (url) => url.replace(/^http:\/\/127\.0\.0\.1/, '')),
      );
    } finally {
      await browser.close();
    }
  }
  process.stdout.write(`${report.join('')}\n`);
} finally {
  reference?.stop();
  await cartBefore?.close();
  await composition.stop();
  metrika?.server.close();
}
