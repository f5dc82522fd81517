import { $demoSite, storeSettingsLoaded } from '@store/bus';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';

const SEEN_KEY = 'demoNoticeSeen';

/** The shopper read the demo notice. */
export const demoNoticeClosed = createEvent();

/** Whether this browser tab already showed the notice (once per visit, not on every page). */
export const readNoticeSeenFx = createEffect((): boolean => {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
});

export const markNoticeSeenFx = createEffect(() => {
  try {
    window.sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Private mode: the notice may show again on the next visit, no harm.
  }
});

// Seen until we know otherwise: the notice never flashes before the settings say "demo".
const $seen = createStore(true)
  .on(readNoticeSeenFx.doneData, (_, seen) => seen)
  .on(demoNoticeClosed, () => true);

/** SPEC §1: a demo site shows a notice modal (orders and payments are off). */
export const $demoNoticeOpen = combine($demoSite, $seen, (demo, seen) => demo && !seen);

sample({ clock: storeSettingsLoaded, filter: (settings) => settings.demo, target: readNoticeSeenFx });
sample({ clock: demoNoticeClosed, target: markNoticeSeenFx });
