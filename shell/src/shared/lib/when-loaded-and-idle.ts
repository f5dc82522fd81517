/** Longest wait for an idle moment: work put off this way must not wait for ever on a busy page. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `task` once the page has loaded (its first screen's code included) and the browser is idle,
 * so that what is put off this way never competes with the first screen (LCP, blocking time).
 * Returns a function that cancels the wait.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  let idleId: number | null = null;
  let timerId: number | null = null;
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
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
