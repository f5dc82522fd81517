/** Ports of the browser suites: away from the defaults so a running `npm start` does not clash. */
export const E2E = { host: '127.0.0.1', shellPort: 3100, apiPort: 4100, remotePorts: [3101, 3102, 3103, 3104] } as const;
/** A second composition (sharing the first API) whose remotes the resilience suite stops and starts. */
export const RESILIENCE = { shellPort: 3110, remotePorts: [3111, 3112, 3113, 3114] } as const;
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
