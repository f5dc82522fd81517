import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/bootstrap.mjs';
import { configFromEnv, startComposition } from '../../scripts/lib/composition.mjs';
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
