// `pnpm release <remote> [--version X.Y.Z] [--no-test] [--no-build] [--dist DIR]`
// Tests (the remote's own jest project and type check), builds and publishes ONE remote to
// releases/<remote>/<version>/ (RELEASES_DIR moves it). Nothing else is built or tested. The build
// goes to a folder of its own: a store that serves the remote's dist/ meanwhile keeps its files.
// A published version never changes: publishing it again is refused (exit 1).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { log, root } from './lib/bootstrap.mjs';
import { alreadyPublishedMessage, DeliveryError, publishRelease, releasesDirOf, remoteOf } from './lib/releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    'no-test': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
    'releases-dir': { type: 'string' },
  },
});

/** One step of the release as a child process; its output comes when it ends. */
function stepAsync(title, command, args, env = {}) {
  const started = Date.now();
  log(`${title}…`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      if (code !== 0) reject(new DeliveryError(`${title}: ошибка (код ${code}); ничего не опубликовано / failed, nothing published`));
      else resolve(log(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} с`));
    });
  });
}

let cleanup = () => {};
try {
  if (positionals.length !== 1)
    throw new DeliveryError('Использование / usage: pnpm release <catalog|cart_checkout|auth|profile> [--version X.Y.Z]');
  const started = Date.now();
  const remote = remoteOf(positionals[0]);
  const pkg = JSON.parse(readFileSync(join(root, remote.dir, 'package.json'), 'utf8'));
  const version = values.version ?? pkg.version;
  const releasesDir = values['releases-dir'] ? resolve(values['releases-dir']) : releasesDirOf();
  // Refused before minutes of testing and building are spent on it.
  if (existsSync(join(releasesDir, remote.name, version))) throw new DeliveryError(alreadyPublishedMessage(remote.name, version));

  // A build of its own, never the remote's dist/ (unless --no-build publishes an existing one).
  const buildDir = values['no-build'] ? null : mkdtempSync(join(tmpdir(), `release-${remote.name}-`));
  cleanup = () => buildDir && rmSync(buildDir, { recursive: true, force: true });
  if (!values['no-test']) {
    // The type check and the tests are independent: side by side (about 10 s less on 2 cores).
    // The build waits for them: beside it the remote's jest suite ran out of its time limits on
    // this machine (a lazy filters panel took over 1 s to appear), failing a good release.
    await Promise.all([
      stepAsync(`${remote.dir}: типы (tsc)`, 'pnpm', ['--filter', pkg.name, 'run', 'typecheck']),
      stepAsync(`${remote.dir}: тесты (jest)`, 'pnpm', ['--filter', pkg.name, 'exec', 'jest', '--ci']),
    ]);
  }
  // Tests run with React's development build (act); only the build is production.
  if (buildDir)
    await stepAsync(`${remote.dir}: сборка (webpack, production)`, 'pnpm', ['--filter', pkg.name, 'run', 'build'], {
      NODE_ENV: 'production',
      DIST_DIR: buildDir,
    });

  const record = publishRelease({
    remote: remote.name,
    version,
    distDir: values.dist ? resolve(values.dist) : (buildDir ?? join(root, remote.dir, 'dist')),
    releasesDir,
  });
  log(
    `Опубликован ${record.remote}@${record.version} (шина ${record.busVersion}) → ${join(releasesDir, record.remote, record.version)} ` +
      `за ${((Date.now() - started) / 1000).toFixed(1)} с`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof DeliveryError ? error.message : (error?.stack ?? String(error))}\n`);
  process.exitCode = 1;
} finally {
  cleanup();
}
