import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteErrorsPlugin } from './remote-errors-plugin';

/** MF container names of the four remotes; keys of /remotes.json. */
export const REMOTE_NAMES = ['catalog', 'cart_checkout', 'auth', 'profile'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type Composition = Partial<Record<RemoteName, string>>;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** Keeps the known remotes whose value is an http(s) URL of a manifest; ignores the rest. */
export function parseComposition(data: unknown): Composition {
  if (typeof data !== 'object' || data === null) return {};
  const composition: Composition = {};
  for (const [name, entry] of Object.entries(data)) {
    if (isRemoteName(name) && typeof entry === 'string' && /^(https?:)?\/\//.test(entry)) composition[name] = entry;
  }
  return composition;
}

let ready: Promise<Composition> | null = null;

/**
 * Reads /remotes.json (name → mf-manifest.json URL) once and registers the remotes with the MF
 * runtime. No remote URL is compiled into the shell, so staging can compose any set of versions.
 */
export function startComposition(fetchImpl: typeof fetch = fetch): Promise<Composition> {
  ready ??= fetchImpl('/remotes.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))
    .then((data: unknown) => {
      const composition = parseComposition(data);
      registerPlugins([remoteErrorsPlugin()]);
      registerRemotes(Object.entries(composition).map(([name, entry]) => ({ name, entry })));
      return composition;
    });
  return ready;
}

/** Registers a remote again so that a retry fetches its manifest anew instead of a cached failure. */
export async function reregisterRemote(name: RemoteName): Promise<void> {
  const composition = await startComposition();
  const entry = composition[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
