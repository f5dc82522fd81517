import { readRefreshToken, readToken } from '@store/api-client';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeOf } from '../../../shared/config/route-table';
import { headlessStartOf, markReturning, readReturning } from '../lib/start-policy';
import { $queuedCartAdds, headlessStartRequested } from '../model/headless';

/** Longest wait for an idle moment: the session and the cart must not wait for ever on a busy page. */
const IDLE_TIMEOUT_MS = 1500;

/** What counts as using the page: the events that come before any tap, click or typed key. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

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

/** Runs `task` at the shopper's first touch, click or key on the page (captured before any handler). */
function whenFirstUsed(task: () => void): () => void {
  const onUse = () => task();
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true });
  return () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onUse, { capture: true });
  };
}

/**
 * Starts the headless modules after the first paint, once the page has loaded and the browser is
 * idle, so their code never competes with the first screen; for a newcomer on the catalogue's
 * pages at the first use of the page (lib/start-policy.ts).
 */
export function HeadlessModulesStarter() {
  const [start, queuedAdds] = useUnit([headlessStartRequested, $queuedCartAdds]);
  const { pathname } = useLocation();
  const started = useRef(false);
  const route = routeOf(pathname);
  const policy = headlessStartOf({
    returning: readReturning(),
    signedIn: Boolean(readToken() || readRefreshToken()),
    pageModule: route && 'module' in route ? route.module : null,
  });
  const startOnce = useCallback(() => {
    if (started.current) return;
    started.current = true;
    markReturning();
    start();
  }, [start]);

  useEffect(() => {
    if (started.current) return undefined;
    const cancelUse = whenFirstUsed(startOnce);
    const cancelIdle = policy === 'after-idle' ? whenLoadedAndIdle(startOnce) : () => undefined;
    return () => {
      cancelUse();
      cancelIdle();
    };
  }, [startOnce, policy]);

  // An add waiting for the cart model is a first use too (it may come before this starter listens).
  const waiting = queuedAdds.length > 0;
  useEffect(() => {
    if (waiting) startOnce();
  }, [waiting, startOnce]);
  return null;
}
