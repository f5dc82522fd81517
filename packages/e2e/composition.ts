import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv, startComposition } from '../../scripts/lib/composition.mjs';
import { E2E } from './ports';

export interface Composition {
  url: string;
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
  return startComposition(
    configFromEnv({ ...process.env, ...portEnv(E2E.shellPort, E2E.remotePorts), API_PORT: String(E2E.apiPort), DATA_DIR: dataDir }),
    { quiet: true },
  );
}

/** Another shell and set of remotes on other ports, using the main API. */
export function startSecondary(shellPort: number, remotePorts: readonly number[]): Promise<Composition> {
  return startComposition(
    configFromEnv({ ...process.env, ...portEnv(shellPort, remotePorts), API_URL: `http://${E2E.host}:${E2E.apiPort}` }),
    { quiet: true },
  );
}
