// The whole visit beside the reference store (issue 41 aim 4; a benchmark, not a test): serves the
// production composition and the reference micro-frontend store, and opens our home and category
// pages and the reference's, interleaved, each as a newcomer on a phone (390 × 844, touch, the CPU
// 4× slower), then scrolls once and taps once where nothing answers (scripts/lib/visit.mjs). Prints
// per page the medians of the script bytes on the wire after the load, the scroll and the tap, the
// longest task and the blocking time of each step, the ratios to the reference and the scripts that
// came after the load. `perf-home.mjs --visit` prints the same beside Lighthouse.
//   node scripts/perf-visit.mjs [--no-build] [--runs N] [--no-reference] [--path /… …]
// PERF_PORT_BASE moves our composition (the reference keeps its fixed 3600–3603).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, ensureDependencies, ensurePnpm, log } from './lib/bootstrap.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { configFromEnv, portsFromBase, startComposition } from './lib/composition.mjs';
import { REFERENCE_ORIGIN, startReferenceIfFound } from './lib/reference-store.mjs';
import { runVisits, visitReport } from './lib/visit.mjs';

export const VISIT_PAIRS = [
  { kind: 'home', ours: '/', reference: '/' },
  { kind: 'category (12 products)', ours: '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki', reference: '/products/classic' },
];

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'no-reference': { type: 'boolean', default: false },
    path: { type: 'string', multiple: true },
  },
});

ensurePnpm();
ensureDependencies();
if (!values['no-build']) buildAll();
const { chromium } = await import('@playwright/test');

const base = Number(process.env.PERF_PORT_BASE ?? 3300);
const ports = portsFromBase(base);
const names = new Map([
  [ports.SHELL_PORT, 'shell'],
  ...['CATALOG_PORT', 'CART_PORT', 'AUTH_PORT', 'PROFILE_PORT'].map((k) => [ports[k], k.replace('_PORT', '').toLowerCase()]),
]);
const shorten = (url) => {
  const { port, pathname } = new URL(url);
  return `${names.get(port) ?? port}${pathname}`;
};
const composition = await startComposition(
  configFromEnv({ ...process.env, ...ports, DATA_DIR: join(mkdtempSync(join(tmpdir(), 'store-visit-')), 'pglite') }),
  { quiet: true },
);
const pairs = values.path ? values.path.map((path) => ({ kind: path, ours: path, reference: null })) : VISIT_PAIRS;
let reference = null;
let browser = null;
try {
  if (!values['no-reference'] && !values.path) reference = await startReferenceIfFound();
  // The server's first render of a page may come late (then the browser renders it): asked until it comes.
  for (const pair of pairs) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const html = await fetch(`${composition.url}${pair.ours}`)
        .then((r) => r.text())
        .catch(() => '');
      if (html.includes('id="ssr-page"')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads = [loadavg()[0]];
  const results = await runVisits({
    browser,
    pairs,
    runs: Number(values.runs),
    ours: (path) => `${composition.url}${path}`,
    reference: reference ? (path) => `${REFERENCE_ORIGIN}${path}` : null,
    log: (line) => {
      loads.push(loadavg()[0]);
      log(line);
    },
  });
  process.stdout.write(
    `\nMedian of ${values.runs} visits a page, ${reference ? 'interleaved with the reference store' : 'ours only'}; ` +
      `1-minute load average during the run ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
  );
  process.stdout.write(`${visitReport(pairs, results, shorten)}\n`);
} finally {
  await browser?.close();
  reference?.stop();
  await composition.stop();
}
