import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { headlessStartRequested } from '../model/headless';

/** Longest wait for an idle moment: the session and the cart must not wait for ever on a busy page. */
const IDLE_TIMEOUT_MS = 1500;

/** Runs `task` once the page has loaded (its first screen's code included) and the browser is idle. */
function whenLoadedAndIdle(task: () => void): () => void {
  let idleId: number | null = null;
  let timerId: number | null = null;
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    // Safari has no requestIdleCallback: a task after the load does the same job.
    else timerId = window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    if (idleId !== null) window.cancelIdleCallback(idleId);
    if (timerId !== null) window.clearTimeout(timerId);
  };
}

/**
 * Starts the headless modules after the first paint, once the page has loaded and the browser is
 * idle, so their code never competes with the first screen.
 */
export function HeadlessModulesStarter() {
  const start = useUnit(headlessStartRequested);
  useEffect(() => whenLoadedAndIdle(() => start()), [start]);
  return null;
}
