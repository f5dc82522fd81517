import { loadRemote } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yield-to-main';
import { remoteLabel, reregisterRemote, startComposition, type RemoteName } from './composition';
import { RemoteUnavailableError, REQUEST_BUDGET_MS } from './remote-errors-plugin';

/**
 * The whole load of one exposed module (manifest, entry, the module's chunks): a chunk whose server
 * hangs after a release must not hold the area for the browser's two minutes either.
 */
export const MODULE_BUDGET_MS = 3 * REQUEST_BUDGET_MS;

function withinBudget<T>(load: Promise<T>, id: string, budgetMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const label = `${remoteLabel(id.split('/')[0] ?? id)} (${id})`;
      reject(new RemoteUnavailableError(id, 'timeout', new Error(`нет ответа за ${budgetMs / 1000} с`), label));
    }, budgetMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads the exposed module `remote/module` once the composition is registered. A retry registers
 * the remote again first, so its manifest is fetched anew instead of a cached failure.
 */
export async function loadExposed<T>(remote: RemoteName, module: string, retry = false, budgetMs = MODULE_BUDGET_MS): Promise<T> {
  await startComposition();
  if (retry) await reregisterRemote(remote);
  const id = `${remote}/${module}`;
  // The remote's start (manifest, remoteEntry, its shared modules) and the evaluation of the module
  // run in tasks apart from what came before and from the render that follows.
  await yieldToMain();
  const loaded = await withinBudget(loadRemote<T>(id), id, budgetMs);
  if (!loaded) throw new Error(`${remoteLabel(remote)} (${id}): модуль не загружен`);
  await yieldToMain();
  return loaded;
}
