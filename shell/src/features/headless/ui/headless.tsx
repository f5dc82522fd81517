import { hasSessionCookies } from '@store/api-client/session';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CART_ADD_HANDOVER_EVENT, isPresence, parseCartAddAttribute, PRESENCE_EVENTS } from '@store/domain';
import { useLocation } from '@store/router';
import { routeOf } from '../../../shared/config/route-table';
import { whenLoadedAndIdle } from '../../../shared/lib/when-loaded-and-idle';
import { readEarlyCartCount } from '../lib/early-cart';
import { headlessStartOf, markReturning, readReturning } from '../lib/start-policy';
import {
  $earlyCartCount,
  $queuedCartAdds,
  $storedCartCount,
  cartAddHandedOver,
  earlyCartCountRead,
  headlessStartRequested,
} from '../model/headless';

/**
 * Runs `task` at the shopper's first use of the page, captured before any handler: the sign by which
 * the page's starter has a newcomer's page hydrated (`isPresence` of @store/domain: a touch on
 * something the page answers, a key, a focused field, a change). A scroll, or a touch on the page's
 * text, is no use: what these modules restore (a session, a cart, favourites) is not shown to a
 * newcomer until they press something (decision 0063).
 */
function whenFirstUsed(task: () => void): () => void {
  const onUse = (event: Event) => {
    if (isPresence(event.type, event.target as Element | null)) task();
  };
  for (const type of PRESENCE_EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true });
  return () => {
    for (const type of PRESENCE_EVENTS) window.removeEventListener(type, onUse, { capture: true });
  };
}

/**
 * Reads the pre-painted frame's early cart count again in the commit of the shell's first render,
 * which removed the frame (so the page's starter stores no tap any more and the count is final),
 * before that commit paints: the badges go from the frame's count to the same count in the layout,
 * never to none. From the same moment it takes the «В корзину» taps the page hands over until the
 * page is hydrated (decision 0052), so at every moment exactly one of them takes a tap (the early
 * tap's sequence, @store/domain early-cart-adds.ts); the shell stores a guest's (model/headless.ts).
 * Rendered in the first render; the cart model starts later (HeadlessModulesStarter).
 */
export function EarlyCartCountReader() {
  const [read, handedOver, drawn] = useUnit([earlyCartCountRead, cartAddHandedOver, $earlyCartCount]);
  const drawnByFirstRender = useRef(drawn);
  const [, redraw] = useState(0);
  useLayoutEffect(() => {
    const count = readEarlyCartCount();
    read(count);
    // A count the first render did not draw (a tap it could not see, e.g. while its commit waited):
    // an update here is synchronous, and React first runs the commit's passive effects, where the
    // badges subscribe to the store, so they are drawn again with it before this frame is painted.
    if (count !== drawnByFirstRender.current) redraw(count);
  }, [read]);
  useLayoutEffect(() => {
    const take = (event: Event) => {
      const item = parseCartAddAttribute((event as CustomEvent<unknown>).detail);
      if (!item) return;
      event.preventDefault();
      handedOver(item);
    };
    document.addEventListener(CART_ADD_HANDOVER_EVENT, take);
    return () => document.removeEventListener(CART_ADD_HANDOVER_EVENT, take);
  }, [handedOver]);
  return null;
}

/**
 * Starts the headless modules after the first paint, once the page has loaded and the browser is
 * idle, so their code never competes with the first screen; for a newcomer on the catalogue's
 * pages at the first use of the page (lib/start-policy.ts).
 */
export function HeadlessModulesStarter() {
  const [start, queuedAdds, earlyCount, storedCount] = useUnit([
    headlessStartRequested,
    $queuedCartAdds,
    $earlyCartCount,
    $storedCartCount,
  ]);
  const { pathname } = useLocation();
  const started = useRef(false);
  const route = routeOf(pathname);
  const policy = headlessStartOf({
    returning: readReturning(),
    signedIn: hasSessionCookies(),
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

  // An add before the cart model is a first use too (it may come before this starter listens): one
  // the page's starter or the shell stored (the model confirms it), or one waiting in the queue.
  const waiting = queuedAdds.length > 0 || earlyCount > 0 || storedCount !== null;
  useEffect(() => {
    if (waiting) startOnce();
  }, [waiting, startOnce]);
  return null;
}
