// Makes a fresh machine able to run the store: pnpm of the pinned version and the workspace's
// dependencies. Plain Node (no dependencies): it runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

export function log(message) {
  process.stdout.write(`» ${message}\n`);
}

function pnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** pnpm of the version in package.json#packageManager; installed with npm when missing. */
export function ensurePnpm() {
  const version = pnpmVersion();
  if (version === pinned) return;
  log(`Устанавливаю pnpm ${pinned} (найден: ${version ?? 'нет'})`);
  // corepack needs registry signatures this environment's registry does not send (TOOLCHAIN.md).
  execFileSync('npm', ['install', '--global', `pnpm@${pinned}`, '--no-fund', '--no-audit'], { stdio: 'inherit' });
}

/** `pnpm install --frozen-lockfile` when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Устанавливаю зависимости (pnpm install --frozen-lockfile)');
  execFileSync('pnpm', ['install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/** Runs a command in the workspace, streaming its output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} завершилась с кодом ${result.status}`);
}

/**
 * Builds the five apps, the API and the static server in production mode. `types: false` leaves
 * out the remotes' @mf-types.zip (serving the store needs none; releases and `npm test` do).
 * @param {{ types?: boolean }} [options]
 */
export function buildAll({ types = true } = {}) {
  log(`Собираю оболочку, четыре удалённых модуля, API и статический сервер (production${types ? '' : ', без типов MF'})`);
  const started = Date.now();
  run('pnpm', ['run', 'build'], { env: { ...process.env, NODE_ENV: 'production', ...(types ? {} : { MF_TYPES: 'off' }) } });
  log(`Сборка заняла ${((Date.now() - started) / 1000).toFixed(1)} с`);
}
