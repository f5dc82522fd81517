// `npm test`: every suite of the store on this machine, from a fresh clone.
//   lint + types → jest (unit, components, API on PGlite) → the API suite again on a throwaway
//   PostgreSQL → production build → Playwright over the composed build (Debian Chromium).
// Ends with the line `N passed, N failed` summing all suites; exits non-zero when any failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureDependencies, ensurePnpm, log, root } from './lib/bootstrap.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { startPostgres } from './lib/throwaway-postgres.mjs';

const tmp = join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const results = [];
const record = (suite, passed, failed, seconds) => {
  results.push({ suite, passed, failed, seconds });
  log(`${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} с)`);
};

function exec(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A check that is one test: passed or failed as a whole. */
function check(suite, command, args, env) {
  log(suite);
  const { ok, seconds } = exec(command, args, env);
  record(suite, ok ? 1 : 0, ok ? 0 : 1, seconds);
}

/**
 * Checks that are one test each, run side by side: ESLint and Prettier are one thread each and
 * the typecheck two, so on two cores they end sooner together than one after another. Each one's
 * output is held and printed whole when it ends (no interleaved lines); the records keep the
 * listed order.
 * @param {[suite: string, command: string, args: string[]][]} checks
 */
async function checksSideBySide(checks) {
  log(`side by side: ${checks.map(([suite]) => suite).join('; ')}`);
  const outcomes = await Promise.all(
    checks.map(
      ([suite, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          let ended = false;
          const done = (ok) => {
            // A spawn that fails emits 'error' and may emit 'close' after it: reported once.
            if (ended) return;
            ended = true;
            const seconds = (Date.now() - started) / 1000;
            log(`${suite}: output`);
            process.stdout.write(Buffer.concat(output));
            resolve({ suite, ok, seconds });
          };
          child.on('error', (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            done(false);
          });
          child.on('close', (code) => done(code === 0));
        }),
    ),
  );
  for (const { suite, ok, seconds } of outcomes) record(suite, ok ? 1 : 0, ok ? 0 : 1, seconds);
}

function jestSuite(suite, args, env = {}) {
  log(suite);
  const report = join(tmp, `${suite.replace(/\W+/g, '-')}.json`);
  // PGlite loads parts of itself with dynamic import(), which jest allows only with vm modules.
  // A worker per core: jest's default leaves one core idle, which on a 2-core machine ran the
  // files one at a time (each file has its own database, so they run side by side safely).
  const { ok, seconds } = exec('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=100%', '--json', `--outputFile=${report}`, ...args], {
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    ...env,
  });
  if (!existsSync(report)) return record(suite, 0, 1, seconds);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A suite that failed to run has no tests but still counts as a failure.
  const broken = json.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  record(suite, json.numPassedTests, json.numFailedTests + broken + (ok || json.numFailedTests + broken > 0 ? 0 : 1), seconds);
  // The API's fuzz suite (issue 24) counts within this suite; its own line says how it went.
  const fuzz = json.testResults.find((r) => r.name.endsWith(join('packages', 'server', 'test', 'fuzz.test.ts')));
  if (fuzz) {
    const passedFuzz = fuzz.assertionResults.filter((a) => a.status === 'passed').length;
    const failedFuzz = fuzz.status === 'failed' ? Math.max(1, fuzz.assertionResults.length - passedFuzz) : 0;
    log(`  of which the API fuzz suite (every operation of /api/docs/json): ${passedFuzz} passed, ${failedFuzz} failed`);
  }
}

function ensureChromium() {
  const path = CHROMIUM_PATH;
  if (existsSync(path)) return;
  log('Устанавливаю Chromium из пакетов Debian');
  const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit' }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (!install()) throw new Error('Не удалось установить chromium (нужен root и доступ к пакетам Debian)');
  }
}

const started = Date.now();
ensurePnpm();
ensureDependencies();
ensureChromium();

check('clean repository (no tracked file matches the ignore rules)', 'node', ['scripts/check-tracked.mjs']);
await checksSideBySide([
  ['lint (ESLint with the boundary rules)', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['format (Prettier)', 'pnpm', ['exec', 'prettier', '--check', '.']],
  ['types (tsc, every package)', 'pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck']],
]);
jestSuite('jest (unit, components, API on PGlite)', []);
{
  log('PostgreSQL: throwaway server on a loopback port');
  let postgres = null;
  try {
    postgres = await startPostgres();
    jestSuite('jest (API on PostgreSQL)', ['--selectProjects', 'server'], { TEST_DATABASE_URL: postgres.url });
  } catch (error) {
    log(`PostgreSQL suite could not run: ${error.message}`);
    record('jest (API on PostgreSQL)', 0, 1, 0);
  } finally {
    postgres?.stop();
  }
}
buildAll();
log('Playwright (production composition, Debian Chromium)');
{
  const report = join(tmp, 'e2e.json');
  const { seconds } = exec('pnpm', ['--filter', '@store/e2e', 'exec', 'playwright', 'test'], {
    E2E_JSON_REPORT: report,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    record('playwright', stats.expected + stats.flaky, stats.unexpected, seconds);
  } else record('playwright', 0, 1, seconds);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
log(`Всего ${((Date.now() - started) / 1000).toFixed(0)} с`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
