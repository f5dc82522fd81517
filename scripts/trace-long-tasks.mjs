// Long tasks of a page's first load (a measurement, not a test): serves the production composition,
// loads each page in Debian Chromium with the CPU 4x slower (as Lighthouse's mobile preset assumes)
// and prints every main-thread task over the limit, with the trace events and the functions of V8's
// sampling profile that fill it. This is how the start-up's long tasks of issue 14 were found.
// With --by-source, the samples of all long tasks are also summed per source file of our builds
// (through their source maps: a package, or a file of an app), the blocking work by where it is written.
//   node scripts/trace-long-tasks.mjs [--no-build] [--runs N] [--limit 50] [--by-source] [--path /] [--path …]
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { buildAll, ensureDependencies, ensurePnpm, log, root } from './lib/bootstrap.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { configFromEnv, portsFromBase, REMOTES, startComposition } from './lib/composition.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    limit: { type: 'string', default: '50' },
    'by-source': { type: 'boolean', default: false },
    path: { type: 'string', multiple: true, default: ['/'] },
  },
});
const LIMIT_US = Number(values.limit) * 1000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

ensurePnpm();
ensureDependencies();
if (!values['no-build']) buildAll();
const { chromium } = await import('@playwright/test');

/** The trace events of one load of `url` on a phone-sized page with the CPU 4x slower. */
async function trace(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Idle work (headless modules, hydration of later parts) runs after load.
  await page.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

const short = (url) => (url ?? '').replace(/.*\//, '');

/** Sums amounts per key; `sorted()` gives the [key, sum] pairs, largest first. */
function tally() {
  const sums = new Map();
  return {
    add: (key, amount = 1) => sums.set(key, (sums.get(key) ?? 0) + amount),
    sorted: () => [...sums].sort((a, b) => b[1] - a[1]),
  };
}

/**
 * V8's samples inside [from, to] of the main thread, counted per "function@file <- our frame" and
 * per script (the file of the innermost frame that is ours; the browser's own work has none).
 */
function samplesIn(profile, from, to, bySource = tally()) {
  const byFunction = tally();
  const byScript = tally();
  const taskSources = tally();
  const taskCallers = tally();
  profile.samples.forEach((nodeId, i) => {
    if (profile.times[i] < from || profile.times[i] > to) return;
    const frames = [];
    for (let node = profile.nodes.get(nodeId); node; node = profile.nodes.get(node.parent)) frames.push(node.callFrame);
    const self = frames[0];
    const ours = frames.find((frame) => /\.js/.test(frame.url ?? ''));
    const where = ours ? `${ours.functionName || '(anonymous)'}@${short(ours.url)}:${ours.lineNumber}` : '';
    byFunction.add(`${self.functionName || '(anonymous)'}@${short(self.url)} <- ${where}`);
    byScript.add(ours ? short(ours.url) : '(browser)');
    if (values['by-source']) {
      const source = ours ? sourceOf(ours) : '(browser)';
      bySource.add(source);
      taskSources.add(source.replace(/ › .*/, ''));
      // The innermost frame written in our apps and packages (not node_modules): who asked for the work.
      // Frames are looked up in the source maps one by one, up to the first that is ours.
      let caller = '(none of ours)';
      for (const frame of frames) {
        if (!/\.js/.test(frame.url ?? '')) continue;
        const from = sourceOf(frame);
        if (from.startsWith('pkg:') || from.startsWith('webpack/') || from.includes('(no source)')) continue;
        caller = from;
        break;
      }
      taskCallers.add(caller);
    }
  });
  return {
    byFunction: byFunction.sorted(),
    byScript: byScript.sorted(),
    taskSources: taskSources.sorted(),
    taskCallers: taskCallers.sorted(),
  };
}

/** The main thread's profile: nodes (with parents) and sample times (its chunks come from V8's profiler thread). */
function mainProfile(events, main) {
  const profile = { nodes: new Map(), samples: [], times: [] };
  const head = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  if (!head) return profile;
  const start = head.args.data.startTime;
  const deltas = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== main.pid || event.id !== head.id) continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  let t = start;
  profile.times = deltas.map((delta) => (t += delta));
  return profile;
}

/** Where each app's files are served from: port → its build directory. */
const distOfPort = new Map();
const consumers = new Map();

/** The source a frame of our builds was compiled from: `pkg:<name>` for node_modules, else the app's file. */
function sourceOf(frame) {
  let url;
  try {
    url = new URL(frame.url);
  } catch {
    return short(frame.url);
  }
  const dist = distOfPort.get(url.port);
  const file = dist && join(dist, url.pathname.slice(1));
  if (!file || !existsSync(`${file}.map`)) return short(frame.url);
  if (!consumers.has(file)) consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
  const position = consumers.get(file).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position.source) return `${short(frame.url)} (no source)`;
  const relative = position.source.replace(/^webpack:\/\/[^/]*\//, '');
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(relative);
  if (!pkg) return relative;
  // A package published minified with its own map (effector): one step further, to its source file.
  const published = join(dist, '..', relative);
  if (!consumers.has(published)) {
    consumers.set(
      published,
      existsSync(`${published}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${published}.map`, 'utf8'))) : null,
    );
  }
  const inner = consumers.get(published)?.originalPositionFor({ line: position.line, column: position.column });
  return inner?.source ? `pkg:${pkg[1]} › ${inner.source.replace(/^.*\/src\//, '')}` : `pkg:${pkg[1]}`;
}

function report(url, events) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((x) => x.tid === e.tid && x.name === 'RunTask'),
  );
  const navigation = events.find((e) => e.name === 'navigationStart' && e.tid === main?.tid) ?? events.find((e) => e.ts > 0);
  const tasks = events
    .filter((e) => e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur > LIMIT_US)
    .sort((a, b) => a.ts - b.ts);
  const profile = mainProfile(events, main);
  const lines = [`\n${url}: ${tasks.length} task(s) over ${values.limit} ms (CPU 4x slower)`];
  const bySource = tally();
  for (const task of tasks) {
    const inside = events.filter(
      (e) => e.tid === main.tid && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
    );
    const byName = tally();
    for (const e of inside) {
      const data = e.args?.data;
      byName.add(`${e.name}${data?.url ? ` ${short(data.url)}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}`, e.dur);
    }
    const top = byName.sorted().slice(0, 6);
    lines.push(
      `  at ${((task.ts - navigation.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(' | ')}`,
    );
    const { byFunction, byScript, taskSources, taskCallers } = samplesIn(profile, task.ts, task.ts + task.dur, bySource);
    if (byScript.length) lines.push(`      by script: ${byScript.map(([script, count]) => `${script} ${count}`).join(', ')}`);
    if (values['by-source'] && taskSources.length) {
      lines.push(
        `      by source: ${taskSources
          .slice(0, 6)
          .map(([source, count]) => `${source} ${count}`)
          .join(', ')}`,
      );
      lines.push(
        `      called from: ${taskCallers
          .slice(0, 6)
          .map(([source, count]) => `${source} ${count}`)
          .join(', ')}`,
      );
    }
    for (const [where, count] of byFunction.slice(0, 6)) lines.push(`      ${count} samples  ${where}`);
  }
  if (values['by-source']) {
    const sums = bySource.sorted();
    const total = sums.reduce((sum, [, count]) => sum + count, 0);
    lines.push(`  samples of the long tasks by source (${total} in all):`);
    for (const [source, count] of sums.slice(0, 30))
      lines.push(`    ${String(count).padStart(6)}  ${((100 * count) / total).toFixed(1).padStart(5)} %  ${source}`);
  }
  return lines.join('\n');
}

const base = Number(process.env.PERF_PORT_BASE ?? 3300);
const dataDir = join(mkdtempSync(join(tmpdir(), 'store-trace-')), 'pglite');
const ports = portsFromBase(base);
const composition = await startComposition(configFromEnv({ ...process.env, ...ports, DATA_DIR: dataDir }), { quiet: true });
distOfPort.set(ports.SHELL_PORT, join(root, 'shell', 'dist'));
for (const remote of REMOTES) distOfPort.set(ports[remote.portVar], join(root, remote.dir, 'dist'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of values.path) {
    for (let run = 0; run < Number(values.runs); run += 1) {
      const url = `${composition.url}${path}`;
      // The server's first render of a page may take longer than its budget (then the browser
      // renders it): one request first, as a shopper's page would have been asked for before.
      if (run === 0) await fetch(url).then((answer) => answer.text());
      log(`трассировка ${url}, прогон ${run + 1}`);
      process.stdout.write(`${report(url, await trace(browser, url))}\n`);
    }
  }
} finally {
  await browser.close();
  await composition.stop();
}
