import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote (or one of its modules) could not be loaded; `lifecycle` tells where it failed. */
export class RemoteUnavailableError extends Error {
  readonly remoteId: string;
  readonly lifecycle: string;

  constructor(remoteId: string, lifecycle: string, cause: unknown, label = remoteId) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Удалённый модуль ${label} недоступен (${lifecycle}): ${reason}`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
    this.lifecycle = lifecycle;
  }
}

/** How long one request of a remote (its manifest, its remoteEntry.js) may go unanswered. */
export const REQUEST_BUDGET_MS = 4000;

export interface RemoteErrorsOptions {
  /** `catalog@1.4.0`: the remote and the version the composition names (for the console). */
  label?: (remote: string) => string;
  /** Remote name of a manifest URL of the composition. */
  remoteOfUrl?: (url: string) => string | undefined;
  budgetMs?: number;
  report?: (message: string) => void;
}

interface SharedOfManifest {
  name?: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

interface HostShare {
  version?: string;
  from?: string;
  shareConfig?: { requiredVersion?: string | false; singleton?: boolean };
}

/**
 * Shared singletons of a remote's manifest that do not fit the shell's: the remote needs a version
 * the shell does not provide, or was built with one outside the shell's range. Such a remote would
 * run against a library it was not built for (a singleton is never loaded twice), so it is refused.
 */
export function sharedMisfits(shared: SharedOfManifest[], hostShared: Record<string, HostShare[]>, hostName: string): string[] {
  const misfits: string[] = [];
  for (const item of shared) {
    if (!item.name || !item.version) continue;
    const shell = (hostShared[item.name] ?? []).find((s) => s.from === hostName);
    if (!shell?.version) continue;
    const shellRange = shell.shareConfig?.requiredVersion;
    if (typeof item.requiredVersion === 'string' && !satisfy(shell.version, item.requiredVersion)) {
      misfits.push(`${item.name}: оболочка даёт ${shell.version}, модулю нужна ${item.requiredVersion}`);
    } else if (typeof shellRange === 'string' && !satisfy(item.version, shellRange)) {
      misfits.push(`${item.name}: модуль собран с ${item.version}, оболочка принимает ${shellRange}`);
    }
  }
  return misfits;
}

const withBudget = (init: RequestInit | undefined, budgetMs: number): RequestInit => ({ ...init, signal: AbortSignal.timeout(budgetMs) });

/**
 * MF runtime plugin of the shell for remote failures:
 * - every request of a remote's manifest or entry has a time budget (a hanging CDN fails in seconds,
 *   not after the browser's minute);
 * - a remote whose shared singletons do not fit the shell's is refused before its code runs, with
 *   a console error naming the remote, its version and the library;
 * - every failure (manifest 404, entry script error, missing exposed module, module factory error)
 *   becomes one typed error naming the remote and its version, which the React boundary of the area
 *   shows with a retry; it never returns a fallback module, so a broken remote is visible.
 */
export function remoteErrorsPlugin(options: RemoteErrorsOptions = {}): ModuleFederationRuntimePlugin {
  const budgetMs = options.budgetMs ?? REQUEST_BUDGET_MS;
  const label = options.label ?? ((remote: string) => remote);
  const report = options.report ?? ((message: string) => console.error(message));
  return {
    name: 'store-remote-errors',
    fetch(url, init) {
      return fetch(url, withBudget(init, budgetMs));
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      // The runtime reuses a script element of the same address instead of loading it again, and a
      // failed one never completes: gone, a «Повторить» loads the entry afresh.
      script.addEventListener('error', () => script.remove(), { once: true });
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: budgetMs };
    },
    loadRemoteSnapshot(args) {
      const manifest = (args as { manifestJson?: { name?: string; shared?: SharedOfManifest[] } }).manifestJson;
      if (!manifest?.shared) return args;
      const remote = args.moduleInfo.name ?? manifest.name ?? '?';
      const misfits = sharedMisfits(manifest.shared, args.options.shared as Record<string, HostShare[]>, args.options.name);
      if (misfits.length > 0) {
        const message = `[shell] ${label(remote)}: общие библиотеки не подходят оболочке — ${misfits.join('; ')}`;
        report(message);
        throw new Error(message);
      }
      return args;
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      if (error instanceof RemoteUnavailableError) throw error;
      const name = remote?.name ?? options.remoteOfUrl?.(id) ?? id.split('/')[0] ?? id;
      const module = id.includes('/') && !/^https?:/.test(id) ? ` (${id})` : '';
      throw new RemoteUnavailableError(id, lifecycle, error, `${label(name)}${module}`);
    },
  };
}
