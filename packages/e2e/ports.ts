/**
 * Ports of the browser suites: away from the defaults so a running `npm start` does not clash.
 * `E2E_PORT_BASE` moves the whole set (several checkouts can run their suites side by side):
 * shell at the base, remotes at base+1…4, a second composition at base+10…14, the API at base+1000,
 * the production-mode store at base+30 with its API at base+1030, the store with analytics and
 * reCAPTCHA configured at base+50 with its API at base+1050, the store on its own PostgreSQL at
 * base+60 with its API at base+1060, the store that 1C exchanges with at base+70 with its API at base+1070.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E = {
  host: '127.0.0.1',
  shellPort: base,
  // E2E_API_PORT moves the API alone: base 5000 would put it on 6000, a port fetch() refuses (X11, the Fetch standard's bad ports).
  apiPort: Number(process.env.E2E_API_PORT ?? base + 1000),
  remotePorts: [base + 1, base + 2, base + 3, base + 4],
} as const;
/** A second composition (sharing the first API) whose remotes the resilience suite stops and starts. */
export const RESILIENCE = { shellPort: base + 10, remotePorts: [base + 11, base + 12, base + 13, base + 14] } as const;
/** A third composition (sharing the first API) whose catalogue the delivery suite composes from releases. */
export const DELIVERY = { shellPort: base + 20, remotePorts: [base + 21, base + 22, base + 23, base + 24] } as const;
/** Two more shell servers (the main composition's remotes and API) for the page-opening journeys: server rendering on, and `SSR=off`. */
export const PAGE_OPENING = { ssrShellPort: base + 40, ssrOffShellPort: base + 41 } as const;
/** The store in production mode with every provider's fake (production.ts): its own shell and API; the remotes are the first composition's. */
export const PRODUCTION = { shellPort: base + 30, apiPort: E2E.apiPort + 30 } as const;
/** The store with Яндекс Метрика and reCAPTCHA configured (configured.ts): its own shell and API; the remotes are the first composition's. */
export const CONFIGURED = { shellPort: base + 50, apiPort: E2E.apiPort + 50 } as const;
/** The store on a PostgreSQL of its own that the journey restarts (store-stays-up.spec.ts): its own shell and API. */
export const STAYS_UP = { shellPort: base + 60, apiPort: E2E.apiPort + 60 } as const;
/** The store with 1C's exchange configured (exchange.ts): its own shell and API; the remotes are the first composition's. */
export const EXCHANGE = { shellPort: base + 70, apiPort: E2E.apiPort + 70 } as const;
/** The store's address in the suites (for cookies set before a page is opened). */
export const STORE_URL = `http://${E2E.host}:${E2E.shellPort}`;
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
