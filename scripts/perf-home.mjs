// Performance harness (a benchmark, not a test): builds, serves the production composition and
// runs Lighthouse 12 (mobile preset: simulated slow 4G and 4x CPU slowdown) on one or more pages
// with Debian Chromium. Prints per page the performance, accessibility and SEO scores, LCP, TBT,
// CLS, the gzip bytes of JS and the sequential round trips from the HTML to the first remote's code.
//   node scripts/perf-home.mjs [--no-build] [--runs N] [--path /] [--path /store/komp/noutbuki …] [--save DIR]
//     [--metrika COUNTER_ID [--metrika-work-ms N]]
// --metrika configures a Метрика counter; Chromium's mc.yandex.ru is then a local HTTPS stand-in of
// tag.js (a self-signed certificate, host mapped by --host-resolver-rules), whose run may burn N ms
// of CPU in one task to stand for the real tag's own work. Nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, ensureDependencies, ensurePnpm, log } from './lib/bootstrap.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { configFromEnv, portsFromBase, startComposition } from './lib/composition.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true, default: ['/'] },
    // Keep each run's Lighthouse report (JSON) in this folder, to look into a score.
    save: { type: 'string' },
    metrika: { type: 'string' },
    'metrika-work-ms': { type: 'string', default: '0' },
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

/** Lighthouse runs of one page and their medians. */
async function measure(url) {
  const runs = [];
  for (let i = 0; i < Number(values.runs); i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: CATEGORIES, logLevel: 'error' });
      const { audits, categories } = result.lhr;
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`;
        writeFileSync(join(values.save, name), JSON.stringify(result.lhr));
      }
      const scripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
      const failing = (category) =>
        categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
          .map((ref) => ref.id);
      runs.push({
        score: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
        jsFiles: scripts.length,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        failing: [...failing('accessibility'), ...failing('seo')],
        bootup: (audits['bootup-time']?.details?.items ?? [])
          .slice(0, 4)
          .map((i) => `${i.url.replace(/^http:\/\/127\.0\.0\.1/, '')} ${Math.round(i.total)}ms`),
      });
      log(`${url} прогон ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
    } finally {
      await chrome.kill();
    }
  }
  return runs;
}

try {
  const report = [];
  for (const path of values.path) {
    const url = `${composition.url}${path}`;
    const runs = await measure(url);
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    const { trips, chain } = await roundTrips(url);
    report.push(
      `\nLighthouse 12, mobile preset, ${url}, median of ${runs.length} runs\n` +
        `performance score  ${median('score')}\n` +
        `accessibility      ${median('accessibility')}\n` +
        `SEO                ${median('seo')}\n` +
        `LCP                ${(median('lcp') / 1000).toFixed(2)} s\n` +
        `FCP                ${(median('fcp') / 1000).toFixed(2)} s\n` +
        `TBT                ${median('tbt').toFixed(0)} ms\n` +
        `CLS                ${median('cls').toFixed(3)}\n` +
        `JS (gzip/br, wire) ${(median('jsBytes') / 1024).toFixed(1)} KB in ${median('jsFiles')} files\n` +
        `failing a11y/SEO audits: ${[...new Set(runs.flatMap((r) => r.failing))].join(', ') || 'none'}\n` +
        `round trips HTML → first remote code: ${trips}\n  ${chain.map((u) => u.replace(/^http:\/\/127\.0\.0\.1/, '')).join('\n  → ')}\n`,
    );
  }
  process.stdout.write(report.join(''));
} finally {
  await composition.stop();
  metrika?.server.close();
}
