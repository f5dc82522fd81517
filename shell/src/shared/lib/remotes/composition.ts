import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yield-to-main';
import { inlineStylesPlugin } from './inline-styles-plugin';
import { remoteErrorsPlugin } from './remote-errors-plugin';
import { yieldingPlugin } from './yielding-plugin';

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

/** The version of each remote the composition names (`versions` of /remotes.json: `1.4.0`, `local`). */
export function parseVersions(data: unknown): Partial<Record<RemoteName, string>> {
  const versions = typeof data === 'object' && data !== null ? (data as { versions?: unknown }).versions : null;
  if (typeof versions !== 'object' || versions === null) return {};
  return Object.fromEntries(Object.entries(versions).filter(([name, v]) => isRemoteName(name) && typeof v === 'string'));
}

let ready: Promise<Composition> | null = null;
let versions: Partial<Record<RemoteName, string>> = {};

/** `catalog@1.4.0`: how the console names a remote of this composition. */
export function remoteLabel(name: string): string {
  const version = isRemoteName(name) ? versions[name] : undefined;
  return version ? `${name}@${version}` : name;
}

/**
 * Reads /remotes.json (name → mf-manifest.json URL) once and registers the remotes with the MF
 * runtime. No remote URL is compiled into the shell, so staging can compose any set of versions.
 */
export function startComposition(fetchImpl: typeof fetch = fetch): Promise<Composition> {
  ready ??= fetchImpl('/remotes.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))
    .then(async (data: unknown) => {
      const composition = parseComposition(data);
      versions = parseVersions(data);
      const remoteOfUrl = (url: string) => Object.entries(composition).find(([, entry]) => entry === url)?.[0];
      registerPlugins([remoteErrorsPlugin({ label: remoteLabel, remoteOfUrl }), inlineStylesPlugin(), yieldingPlugin()]);
      // Registering is a task of its own, apart from the shell's first render.
      await yieldToMain();
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
