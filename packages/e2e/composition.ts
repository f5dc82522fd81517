import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/bootstrap.mjs';
import { configFromEnv, REMOTES, startComposition } from '../../scripts/lib/composition.mjs';
import { stopChild, waitForHttp } from '../../scripts/lib/processes.mjs';
import { E2E } from './ports';

export interface Composition {
  url: string;
  /** The remotes.json this composition's shell serves (read per request: `pnpm compose --out` it). */
  remotesFile: string;
  stop: () => Promise<void>;
  stopRemote: (name: string) => Promise<void>;
  startRemote: (name: string) => Promise<void>;
}

const portEnv = (shellPort: number, remotePorts: readonly number[]) => ({
  HOST: E2E.host,
  SHELL_PORT: String(shellPort),
  CATALOG_PORT: String(remotePorts[0]),
  CART_PORT: String(remotePorts[1]),
  AUTH_PORT: String(remotePorts[2]),
  PROFILE_PORT: String(remotePorts[3]),
});

/** The production build served as in `npm start`, on the suite's ports, with a fresh database. */
export function startMain(): Promise<Composition> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'store-e2e-')), 'pglite');
  process.env.SEED_PRODUCTS ??= '600';
  // Every journey comes from 127.0.0.1: the per-address hourly limits (30 code sends by default)
  // are an operator's setting, raised here as for an office behind one address. The per-phone
  // limits stay as SPEC has them.
  process.env.CODE_SENDS_PER_IP ??= '2000';
  process.env.CODE_CHECKS_PER_IP ??= '4000';
  process.env.LOGINS_PER_IP ??= '2000';
  // The API's key (it has no default): the suite's own, so a journey can forge an expired or a
  // foreign token (auth-support.ts). The test workers inherit it from this process.
  process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
  return startComposition(
    configFromEnv({ ...process.env, ...portEnv(E2E.shellPort, E2E.remotePorts), API_PORT: String(E2E.apiPort), DATA_DIR: dataDir }),
    { quiet: true },
  );
}

/** Another shell and set of remotes on other ports, using the main API. */
export function startSecondary(shellPort: number, remotePorts: readonly number[], env: Record<string, string> = {}): Promise<Composition> {
  return startComposition(
    configFromEnv({ ...process.env, ...env, ...portEnv(shellPort, remotePorts), API_URL: `http://${E2E.host}:${E2E.apiPort}` }),
    { quiet: true },
  );
}

/**
 * The suite against a named composition: E2E_COMPOSITION is a file of `pnpm compose` arguments
 * (one per line, e.g. catalog@1.4.0) or the arguments themselves; the main shell serves that set.
 */
export function composeNamed(composition: Composition, named = process.env.E2E_COMPOSITION): void {
  if (!named) return;
  const args = existsSync(named) ? ['--file', named] : named.split(/\s+/).filter(Boolean);
  const result = spawnSync(process.execPath, [join(root, 'scripts/compose.mjs'), ...args, '--out', composition.remotesFile], {
    env: { ...process.env, HOST: E2E.host, SHELL_PORT: String(E2E.shellPort) },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`E2E_COMPOSITION=${named}: ${result.stderr}`);
}

export interface StoreOverMainRemotes {
  /** The shell's address. */
  url: string;
  /** The API's address (the shell's upstream). */
  apiUrl: string;
  /** The API's log lines (pino JSON at warn and above), as an operator would read them. */
  apiLog: string[];
  /** The API's process is running (it has not exited since it was started). */
  apiAlive(): boolean;
  /** Stops the API's process alone (the shell stays): the API away. */
  stopApi(): Promise<void>;
  /** Starts the API again with the same environment and data; resolves once it answers. */
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A store of its own beside the main suite's: an API started with exactly `apiEnv` (plus its port and
 * a fresh data folder) and a shell on `ports.shell` serving it, whose remotes are the main
 * composition's servers (static files, CORS). Every process is stopped by its PID; a failed start
 * stops what it started and throws with the API's log.
 */
export async function startStoreOverMainRemotes(
  ports: { shell: number; api: number },
  apiEnv: NodeJS.ProcessEnv,
  dataPrefix: string,
): Promise<StoreOverMainRemotes> {
  const url = `http://${E2E.host}:${ports.shell}`;
  const apiUrl = `http://${E2E.host}:${ports.api}`;
  const apiLog: string[] = [];
  let api: ChildProcess | null = null;
  let shell: Composition | null = null;
  const env: NodeJS.ProcessEnv = {
    ...apiEnv,
    HOST: E2E.host,
    PORT: String(ports.api),
    DATA_DIR: join(mkdtempSync(join(tmpdir(), dataPrefix)), 'pglite'),
    SEED_PRODUCTS: apiEnv.SEED_PRODUCTS ?? process.env.SEED_PRODUCTS ?? '600',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
  };
  const startApi = async () => {
    const child = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api = child;
    let pending = '';
    const collect = (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      apiLog.push(...lines.filter(Boolean));
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    await waitForHttp(`${apiUrl}/api/health`, child, 600_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${apiLog.join('\n')}`);
    });
  };
  const stopApi = async () => {
    await stopChild(api);
    api = null;
  };
  const stop = async () => {
    await shell?.stop();
    await stopApi();
  };
  try {
    await startApi();
    shell = await startComposition(
      configFromEnv({
        HOST: E2E.host,
        SHELL_PORT: String(ports.shell),
        API_URL: apiUrl,
        ...Object.fromEntries(
          REMOTES.map((remote, index) => [
            `${remote.portVar.replace('_PORT', '')}_URL`,
            `http://${E2E.host}:${E2E.remotePorts[index]}/mf-manifest.json`,
          ]),
        ),
      }),
      { quiet: true },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const apiAlive = () => api !== null && api.exitCode === null && api.signalCode === null;
  return { url, apiUrl, apiLog, apiAlive, stopApi, startApi, stop };
}
