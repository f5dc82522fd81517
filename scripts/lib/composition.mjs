// Starts the production composition as separate processes, as if deployed separately: the API,
// one static server per remote (with CORS) and the shell's server (which also forwards /api).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root as checkout } from './bootstrap.mjs';
import { stopChild, waitForHttp } from './processes.mjs';

export const REMOTES = [
  { name: 'catalog', dir: 'mf-catalog', portVar: 'CATALOG_PORT', port: 3001 },
  { name: 'cart_checkout', dir: 'mf-cart-checkout', portVar: 'CART_PORT', port: 3002 },
  { name: 'auth', dir: 'mf-auth', portVar: 'AUTH_PORT', port: 3003 },
  { name: 'profile', dir: 'mf-profile', portVar: 'PROFILE_PORT', port: 3004 },
];

/**
 * The environment of a whole composition on consecutive ports: the shell at `base`, the remotes at
 * base+1…4, the API at base+1000 (benchmarks and perf runs move their set with one number).
 */
export function portsFromBase(base, host = '127.0.0.1') {
  return {
    HOST: host,
    SHELL_PORT: String(base),
    ...Object.fromEntries(REMOTES.map((remote, index) => [remote.portVar, String(base + index + 1)])),
    API_PORT: String(base + 1000),
  };
}

/** Ports and places from the environment, with the defaults of the README. */
export function configFromEnv(env = process.env) {
  const host = env.HOST ?? '127.0.0.1';
  return {
    host,
    shellPort: Number(env.SHELL_PORT ?? 3000),
    apiPort: Number(env.API_PORT ?? 4000),
    remotes: REMOTES.map((r) => ({ ...r, port: Number(env[r.portVar] ?? r.port), url: env[`${r.portVar.replace('_PORT', '')}_URL`] })),
    dataDir: env.DATA_DIR ?? join(checkout, '.data', 'pglite'),
    releasesDir: resolve(env.RELEASES_DIR ?? join(checkout, 'releases')),
    databaseUrl: env.DATABASE_URL,
    /** Use an API that already runs instead of starting one. */
    apiUrl: env.API_URL,
  };
}

/**
 * @param {ReturnType<typeof configFromEnv> & { root?: string }} config `root`: the checkout whose
 * builds are served (this one by default; another worktree's for a before/after benchmark)
 * @param {{ quiet?: boolean, onLog?: (line: string) => void, signal?: AbortSignal, nodeArgs?: (key: string) => string[], env?: Record<string, string> }} [options]
 * `signal`: aborted while starting (the seed of a first start takes minutes), every process
 * started so far is stopped and the start rejects. `nodeArgs(key)`: Node options of one process
 * (`api`, `shell`, a remote's name), e.g. `--cpu-prof`; `env`: variables for every process.
 */
export async function startComposition(config, options = {}) {
  const children = new Map();
  const root = config.root ?? checkout;
  const out = options.quiet ? 'ignore' : 'inherit';

  const start = (key, args, env = {}) => {
    const child = spawn(process.execPath, [...(options.nodeArgs?.(key) ?? []), ...args], {
      cwd: root,
      env: { ...process.env, ...(options.env ?? {}), ...env },
      stdio: ['ignore', out, out],
    });
    children.set(key, child);
    return child;
  };

  const stopOne = (key) => {
    const child = children.get(key);
    children.delete(key);
    return stopChild(child);
  };

  const stop = async () => {
    await Promise.all([...children.keys()].map(stopOne));
  };

  const remoteUrl = (remote) => remote.url ?? `http://${config.host}:${remote.port}/mf-manifest.json`;
  const startRemote = async (remote) => {
    const child = start(remote.name, [
      join(root, 'packages/static-server/dist/cli.js'),
      '--dir',
      join(root, remote.dir, 'dist'),
      '--port',
      String(remote.port),
      '--host',
      config.host,
      '--cors',
      '--name',
      remote.dir,
    ]);
    await waitForHttp(`http://${config.host}:${remote.port}/mf-manifest.json`, child, 20000);
    return child;
  };

  const stateDir = join(root, '.data');
  const remotesFile = join(stateDir, `remotes.${config.shellPort}.json`);
  const interrupted = new Promise((_, reject) => {
    const abort = () => reject(new Error('запуск прерван'));
    if (options.signal?.aborted) abort();
    options.signal?.addEventListener('abort', abort, { once: true });
  });
  interrupted.catch(() => undefined);
  // Every process is spawned before the first wait, so an interruption finds them all in `children`.
  const until = (promise) => Promise.race([promise, interrupted]);
  try {
    mkdirSync(stateDir, { recursive: true });
    // The local builds; `pnpm compose` (scripts/compose.mjs) rewrites this file to a staging set.
    const versions = Object.fromEntries(config.remotes.map((r) => [r.name, r.url ? 'url' : 'local']));
    writeFileSync(
      remotesFile,
      `${JSON.stringify({ ...Object.fromEntries(config.remotes.map((r) => [r.name, remoteUrl(r)])), versions }, null, 2)}\n`,
    );
    // Published remote versions (scripts/release.mjs), served by the shell's server at /releases/.
    mkdirSync(config.releasesDir, { recursive: true });

    const apiUrl = config.apiUrl ?? `http://${config.host}:${config.apiPort}`;
    const api = config.apiUrl
      ? null
      : start('api', [join(root, 'packages/server/dist/server.js')], {
          PORT: String(config.apiPort),
          HOST: config.host,
          DATA_DIR: config.dataDir,
          // Progress and errors only; every request at info level would drown the start-up output.
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // The payment page sends the buyer back to the store, i.e. to the shell's address.
          PUBLIC_URL: process.env.PUBLIC_URL ?? `http://${config.host}:${config.shellPort}`,
          ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
        });
    const remotesReady = Promise.all(config.remotes.filter((r) => !r.url).map(startRemote));
    const shell = start(
      'shell',
      [
        join(root, 'packages/static-server/dist/cli.js'),
        '--dir',
        join(root, 'shell', 'dist'),
        '--port',
        String(config.shellPort),
        '--host',
        config.host,
        '--spa',
        '--api',
        apiUrl,
        '--remotes',
        remotesFile,
        '--releases',
        config.releasesDir,
        '--name',
        'shell',
      ],
      {
        // As the API's: progress and errors only, unless the operator asks for every request.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    );
    await until(remotesReady);
    await until(waitForHttp(`http://${config.host}:${config.shellPort}/remotes.json`, shell, 20000));
    // The first start seeds the embedded database: minutes for very large SEED_PRODUCTS.
    if (api) await until(waitForHttp(`${apiUrl}/api/health`, api, 600000));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://${config.host}:${config.shellPort}`,
    remotesFile,
    pids: Object.fromEntries([...children].map(([key, child]) => [key, child.pid])),
    stop,
    /** Stops one remote's server (browser tests of a dead remote). */
    stopRemote: (name) => stopOne(name),
    /** Starts a stopped remote's server again. */
    startRemote: async (name) => {
      await startRemote(config.remotes.find((r) => r.name === name));
    },
  };
}
