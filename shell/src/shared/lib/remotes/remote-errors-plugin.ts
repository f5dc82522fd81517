import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote (or one of its modules) could not be loaded; `lifecycle` tells where it failed. */
export class RemoteUnavailableError extends Error {
  readonly remoteId: string;
  readonly lifecycle: string;

  constructor(remoteId: string, lifecycle: string, cause: unknown) {
    super(`Удалённый модуль ${remoteId} недоступен (${lifecycle})`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remoteId = remoteId;
    this.lifecycle = lifecycle;
  }
}

/**
 * MF runtime hook for load failures (manifest 404, entry script error, module factory error).
 * It turns every failure into one typed error that the React boundary of the area shows with a
 * retry; it never returns a fallback module, so a broken remote is visible, not silently empty.
 */
export function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'store-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, lifecycle, error);
    },
  };
}
