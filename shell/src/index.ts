import { yieldToMain } from './shared/lib/yield-to-main';

// Async boundary: shared modules (react, effector, the bus) are negotiated before bootstrap runs
// (module-federation-examples discussion #2042). After a yield: the MF runtime's start is one task
// and asking for the shared modules and the app (a script element each) another, not one long task.
// The big shared libraries are asked for on their own as well: each is evaluated when its chunk has
// arrived, in a task of its own, instead of all of them at once in bootstrap's task (issue 14, part 6).
void yieldToMain().then(() => {
  void import('react-dom/client');
  void import('effector');
  void import('@store/api-client');
  return import('./bootstrap');
});
