import { yieldToMain } from './shared/lib/yield-to-main';

// Async boundary: shared modules (react, effector, the bus) are negotiated before bootstrap runs
// (module-federation-examples discussion #2042). After a yield: the MF runtime's start is one task
// and asking for the shared modules and the app (a script element each) another, not one long task.
void yieldToMain().then(() => import('./bootstrap'));
