// A shopper's first visit beyond what Lighthouse sees (issue 41 aim 4): a page opened on a phone
// (390 × 844, touch, the CPU 4× slower), then a first scroll, then a first tap that does not
// navigate. For each step: the script bytes on the wire (gzip or brotli as sent: CDP's
// encodedDataLength of every Script resource, of every origin) and the page's long tasks (over 50
// ms, from a PerformanceObserver installed before the page's own scripts). Used by
// scripts/perf-visit.mjs and by scripts/perf-home.mjs --visit, ours interleaved with the reference.

/* global window -- watchPage runs in the page */

export const VISIT_CONTEXT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const STEPS = ['load', 'scroll', 'tap'];
const CPU_SLOWDOWN = 4;
/** The network is quiet when nothing has been in flight or finished for this long. */
const QUIET_MS = 2000;
const STEP_LIMIT_MS = 30000;

/** Runs before the page's scripts: every long task, on the page's clock, and the first touch. */
function watchPage() {
  const record = { tasks: [], touches: 0 };
  window.__visit = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.addEventListener('touchstart', () => (record.touches += 1), { capture: true, passive: true });
}

/**
 * A point of the screen whose element nothing answers (no link, button, field, label, summary or
 * element with a role or tab stop), preferably one with its own text: the tap that does not
 * navigate. Null if the screen has none.
 */
const QUIET_POINT = `(() => {
  const interactive = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="option"], [role="region"][aria-roledescription], [tabindex]:not([tabindex="-1"]), [onclick], [contenteditable], video, iframe';
  const candidates = [];
  for (let y = 160; y < innerHeight - 120; y += 24) {
    for (let x = 24; x < innerWidth - 24; x += 24) {
      const element = document.elementFromPoint(x, y);
      if (!element || element === document.body || element === document.documentElement || element.closest(interactive)) continue;
      // A finger is not a point: the browser may take a tap near a link for the link, so nothing
      // within 20 px may answer either.
      const near = [[-20, 0], [20, 0], [0, -20], [0, 20], [-14, -14], [14, -14], [-14, 14], [14, 14]].map(([dx, dy]) => document.elementFromPoint(x + dx, y + dy));
      if (near.some((other) => !other || other.closest(interactive))) continue;
      if (getComputedStyle(element).position === 'fixed' || element.closest('header, nav, footer')) continue;
      const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim().length > 2);
      const inMain = Boolean(element.closest('main, [role="main"], #ssr-page'));
      const name = element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/)[0] : '');
      // The page's own content first (its text before its boxes), then anything else on screen.
      candidates.push({ x, y, element: name, rank: (inMain ? 0 : 2) + (text ? 0 : 1) });
    }
  }
  candidates.sort((a, b) => a.rank - b.rank);
  return candidates[0] ? { ...candidates[0], scrollY } : null;
})()`;

/** Counts Script responses of a page (all origins) with the time the browser had them. */
function scriptLedger(cdp) {
  const requests = new Map();
  const scripts = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!requests.has(requestId)) inFlight += 1;
    requests.set(requestId, { url: request.url, type });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const request = requests.get(requestId);
    if (request) request.type = type;
  });
  const finish = (requestId, encodedDataLength) => {
    const request = requests.get(requestId);
    if (!request || request.done) return;
    request.done = true;
    inFlight -= 1;
    lastActivity = Date.now();
    if (request.type === 'Script' && encodedDataLength !== undefined)
      scripts.push({ url: request.url, bytes: encodedDataLength, at: Date.now() });
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finish(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId, undefined));
  return {
    scripts,
    /** Resolves once no request has been in flight or finished for QUIET_MS (at most STEP_LIMIT_MS). */
    async quiet() {
      const deadline = Date.now() + STEP_LIMIT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/**
 * A finger's swipe up the lower half of the screen, 500 px in about 160 ms, as touch events through
 * the browser's input (so it scrolls, with a fling; Input.synthesizeScrollGesture's touch does not
 * scroll in headless Chromium here).
 */
async function swipeUp(cdp, { x = 195, from = 640, distance = 500, steps = 10 } = {}) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from - (distance * i) / steps }] });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const blocking = (tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

/**
 * One newcomer's visit of `url` in a fresh context of `browser` (nothing stored, empty cache):
 * per step, the scripts that arrived during it and the long tasks that started in it.
 */
export async function measureVisit(browser, url) {
  const context = await browser.newContext(VISIT_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const ledger = scriptLedger(cdp);
    const bounds = []; // [step, node time at its start, page time at its start]
    const mark = async (step) =>
      bounds.push({ step, at: Date.now(), pageAt: step === 'load' ? 0 : await page.evaluate(() => performance.now()) });

    await mark('load');
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await ledger.quiet();

    // A first scroll as a phone makes it: a finger's swipe up (touch events, then the scroll).
    await mark('scroll');
    await swipeUp(cdp);
    await ledger.quiet();

    await mark('tap');
    const { result } = await cdp.send('Runtime.evaluate', { expression: QUIET_POINT, returnByValue: true });
    const point = result.value;
    const before = page.url();
    if (point) await page.touchscreen.tap(point.x, point.y);
    await ledger.quiet();
    const after = page.url();
    const { tasks, touches } = await page.evaluate(() => window.__visit);

    const stepOf = (list, key, time) => {
      let step = 0;
      while (step + 1 < list.length && time >= list[step + 1][key]) step += 1;
      return list[step].step;
    };
    const steps = Object.fromEntries(
      STEPS.map((step) => {
        const scripts = ledger.scripts.filter((script) => stepOf(bounds, 'at', script.at) === step);
        const long = tasks.filter((task) => stepOf(bounds, 'pageAt', task.start) === step);
        return [
          step,
          {
            bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
            files: scripts.length,
            scripts: scripts.map(({ url: scriptUrl, bytes }) => ({ url: scriptUrl, bytes })),
            longest: long.reduce((max, task) => Math.max(max, task.duration), 0),
            blocking: blocking(long),
            tasks: long.map((task) => Math.round(task.duration)),
          },
        ];
      }),
    );
    return {
      steps,
      tapped: point ? `${point.element} at ${point.x},${point.y} (scrolled ${Math.round(point.scrollY)} px)` : null,
      navigated: before !== after,
      touches,
    };
  } finally {
    await context.close();
  }
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Cumulative script bytes of a visit up to and including `step`. */
const bytesUpTo = (visit, step) => STEPS.slice(0, STEPS.indexOf(step) + 1).reduce((sum, s) => sum + visit.steps[s].bytes, 0);

/**
 * The visits' report in Markdown: per page, the medians of the script bytes after each step
 * (cumulative) and of each step's longest task and blocking time, ours and the reference's, with
 * the ratios; then, for ours, every script that came after the load (which step, which file).
 */
export function visitReport(pairs, results, shorten = (url) => url) {
  const lines = [
    '\nThe visit (phone 390×844, touch, CPU 4× slower): script KB on the wire after each step (cumulative), ' +
      'and per step the longest task / blocking time (sum over 50 ms), medians\n',
    '\n| page | KB after load | after scroll | after tap | longest task load / scroll / tap | blocking load / scroll / tap |',
    '\n| --- | --- | --- | --- | --- | --- |',
  ];
  const row = (name, visits) => {
    const cumulative = STEPS.map((step) => kb(median(visits.map((visit) => bytesUpTo(visit, step)))));
    const longest = STEPS.map((step) => Math.round(median(visits.map((visit) => visit.steps[step].longest))));
    const blocked = STEPS.map((step) => Math.round(median(visits.map((visit) => visit.steps[step].blocking))));
    return `\n| ${name} | ${cumulative.join(' | ')} | ${longest.join(' / ')} ms | ${blocked.join(' / ')} ms |`;
  };
  for (const [index, pair] of pairs.entries()) {
    lines.push(row(`our ${pair.kind}`, results[index].ours));
    if (results[index].reference.length) lines.push(row(`reference ${pair.kind}`, results[index].reference));
  }
  const withReference = results.some((result) => result.reference.length);
  if (withReference) {
    lines.push(
      '\n\nRatios ours / reference of the whole visit (medians); aim 4 of issue 41: JS after the tap ≤ 1, no long task after the load\n',
      '\n| page | JS after load | JS after scroll | JS after tap | our longest task of the scroll / tap | met |',
      '\n| --- | --- | --- | --- | --- | --- |',
    );
    for (const [index, pair] of pairs.entries()) {
      const { ours, reference } = results[index];
      if (!reference.length) continue;
      const ratios = STEPS.map(
        (step) => median(ours.map((visit) => bytesUpTo(visit, step))) / median(reference.map((visit) => bytesUpTo(visit, step))),
      );
      const scroll = Math.round(Math.max(...ours.map((visit) => visit.steps.scroll.longest)));
      const tap = Math.round(Math.max(...ours.map((visit) => visit.steps.tap.longest)));
      const met = ratios[2] <= 1 && scroll <= 50 && tap <= 50;
      lines.push(
        `\n| ${pair.kind} | ${ratios.map((r) => r.toFixed(2)).join(' | ')} | ${scroll} / ${tap} ms (longest of all runs) | ${met ? 'yes' : 'no'} |`,
      );
    }
  }
  lines.push('\n\nPer run (KB after load / scroll / tap; long tasks of the scroll and of the tap, ms; what was tapped):\n');
  for (const [index, pair] of pairs.entries()) {
    for (const side of ['ours', 'reference']) {
      const visits = results[index][side];
      if (!visits.length) continue;
      const each = visits.map(
        (visit) =>
          `${STEPS.map((step) => kb(bytesUpTo(visit, step))).join(' / ')} [${visit.steps.scroll.tasks.join(',')}] [${visit.steps.tap.tasks.join(',')}] ` +
          `${visit.tapped ?? 'nothing to tap'}${visit.navigated ? ' (navigated!)' : ''}${visit.touches ? '' : ' (no touch seen!)'}`,
      );
      lines.push(`  ${side} ${pair.kind}: ${each.join(' · ')}\n`);
    }
    const last = results[index].ours.at(-1);
    for (const step of ['scroll', 'tap']) {
      const scripts = last.steps[step].scripts;
      lines.push(
        `  our scripts of the ${step} (last run): ${scripts.length ? scripts.map((s) => `${shorten(s.url)} ${kb(s.bytes)}`).join(', ') : 'none'}\n`,
      );
    }
  }
  return lines.join('');
}

/**
 * The visits of every pair, `runs` times, ours then the reference's page of the same kind
 * (interleaved, so both see the same load of the machine). `log` gets each visit's line.
 */
export async function runVisits({ browser, pairs, runs, ours, reference, log }) {
  const results = pairs.map(() => ({ ours: [], reference: [] }));
  for (let run = 0; run < runs; run += 1) {
    for (const [index, pair] of pairs.entries()) {
      const mine = await measureVisit(browser, ours(pair.ours));
      results[index].ours.push(mine);
      log(`visit ours ${pair.ours} ${run + 1}: ${STEPS.map((step) => kb(bytesUpTo(mine, step))).join(' / ')} KB`);
      if (reference && pair.reference) {
        const theirs = await measureVisit(browser, reference(pair.reference));
        results[index].reference.push(theirs);
        log(`visit reference ${pair.reference} ${run + 1}: ${STEPS.map((step) => kb(bytesUpTo(theirs, step))).join(' / ')} KB`);
      }
    }
  }
  return results;
}
