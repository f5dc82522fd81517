// A throwaway PostgreSQL on a free loopback port for the real-database test suite.
// Installs Debian's postgresql when missing (root), runs initdb as the `postgres` user (initdb
// refuses root), and removes everything on stop. Never kills by name: pg_ctl stops its own server.
//   node scripts/lib/throwaway-postgres.mjs -- <command...>   runs the command with TEST_DATABASE_URL set
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensurePostgres() {
  let bin = findBinDir();
  if (bin) return bin;
  process.stdout.write('» Устанавливаю postgresql из пакетов Debian\n');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (!install()) throw new Error('Не удалось установить postgresql (нужен root и доступ к пакетам Debian)');
  }
  bin = findBinDir();
  if (!bin) throw new Error('postgresql установлен, но pg_ctl не найден');
  return bin;
}

/** A free loopback TCP port (the OS picks one; a tiny race with other starters is accepted). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const q = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** Runs a command as the postgres user when we are root (initdb and postgres refuse root). */
function runAsPostgres(command, args) {
  if (!asRoot) return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(q).join(' ')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The same, without blocking the caller's event loop (a test keeps its traffic going meanwhile). */
async function runAsPostgresAsync(command, args) {
  const run = promisify(execFile);
  if (!asRoot) return run(command, args);
  return run('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(q).join(' ')]);
}

/** Starts a fresh PostgreSQL on a free loopback port (or `port`); `stop()` shuts it down and removes its files. */
export async function startPostgres({ port } = {}) {
  const bin = ensurePostgres();
  const root = mkdtempSync(join(tmpdir(), 'store-pg-'));
  const dataDir = join(root, 'data');
  const sockDir = root;
  try {
    chmodSync(root, 0o777);
    if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
    const initdb = (locale) =>
      runAsPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', `--locale=${locale}`]);
    try {
      initdb('C.UTF-8');
    } catch {
      // Some systems lack the C.UTF-8 locale; a half-made data dir must go before the retry.
      rmSync(dataDir, { recursive: true, force: true });
      initdb('C');
    }
    const listenPort = port ?? (await freePort());
    const start = (run = runAsPostgres) =>
      run(join(bin, 'pg_ctl'), [
        '-D',
        dataDir,
        '-l',
        join(root, 'postgres.log'),
        '-o',
        `-p ${listenPort} -c listen_addresses=127.0.0.1 -k ${sockDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
        '-w',
        'start',
      ]);
    start();
    return makeHandle(bin, root, dataDir, listenPort, start, sockDir);
  } catch (error) {
    const log = join(root, 'postgres.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    // pg_ctl may give up waiting while the server still comes up: stop it before its files go.
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      try {
        runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running after all
      }
    }
    rmSync(root, { recursive: true, force: true });
    throw new Error(`PostgreSQL не запустился: ${error.message}${detail}`, { cause: error });
  }
}

function makeHandle(bin, root, dataDir, listenPort, start, sockDir) {
  const url = `postgres://postgres@127.0.0.1:${listenPort}/postgres`;
  let stopped = false;
  /** The server goes away as in a restart (`pg_ctl stop -m fast`: every connection ended with 57P01); its data stays. */
  const pause = async () => {
    await runAsPostgresAsync(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  /** The paused server comes back on the same port with the same data. */
  const resume = async () => {
    await start(runAsPostgresAsync);
  };
  /** One statement through psql on the server's socket (tests read what was written); rows as tab-separated lines. */
  const sql = (statement, database = 'postgres') =>
    execFileSync(join(bin, 'psql'), ['-h', sockDir, '-p', String(listenPort), '-U', 'postgres', '-d', database, '-AtX', '-c', statement], {
      encoding: 'utf8',
    }).trim();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  return { url, stop, pause, resume, sql, logFile: join(root, 'postgres.log') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  if (command.length === 0) {
    process.stderr.write('Usage: node scripts/lib/throwaway-postgres.mjs -- <command...>\n');
    process.exit(2);
  }
  const pg = await startPostgres();
  process.stdout.write(`» PostgreSQL: ${pg.url}\n`);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } });
  // A signal to this script goes on to the command (Ctrl-C reaches both): PostgreSQL is stopped once the command has ended.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (osConstants.signals[signal] ?? 0) : 1)));
  });
  pg.stop();
  process.exit(status);
}
