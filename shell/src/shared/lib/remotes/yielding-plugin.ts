import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yield-to-main';

/**
 * MF runtime plugin: a remote module's load in tasks of its own (decision 0050). Once a remote's
 * remoteEntry.js has arrived, the rest of the load would run on in one chain of microtasks, one long
 * task:
 * - the container's start, which registers its shared modules and joins the share scope;
 * - the module's get, which asks for its chunks and negotiates each shared module it consumes;
 * - the module's evaluation.
 * A yield before each of these steps lets input and paint in between. The runtime awaits these
 * hooks, so nothing runs out of order.
 */
export function yieldingPlugin(yieldNow: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'store-yield',
    async beforeInitContainer(args) {
      await yieldNow();
      return args;
    },
    async beforeGetExpose() {
      await yieldNow();
    },
    async beforeExecuteFactory() {
      await yieldNow();
    },
  };
}
