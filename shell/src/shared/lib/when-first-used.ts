import { PRESENCE_EVENTS } from '@store/domain';

/** What counts as using the page: the events that come before any tap, click or typed key. */
export const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

type WatchedEvent = (typeof PRESENCE_EVENTS)[number];

/**
 * Runs `task` at the first of `events` on the page (captured on the window before any handler);
 * returns a function that cancels the wait.
 */
export function whenFirstUsed(task: () => void, events: readonly WatchedEvent[] = FIRST_USE_EVENTS): () => void {
  let done = false;
  const cancel = () => {
    for (const type of events) window.removeEventListener(type, onUse, { capture: true });
  };
  function onUse() {
    if (done) return;
    done = true;
    cancel();
    task();
  }
  for (const type of events) window.addEventListener(type, onUse, { capture: true, passive: true });
  return cancel;
}
