import { headlessWaitsForPresence, isNewcomer, type PresenceVisit } from '@store/domain';

/**
 * When the headless modules (auth/Session, cart_checkout/CartModel, catalog/Collections) start on
 * this page. They restore what the shopper left: a session, a cart, favourites. Where the newcomer
 * policy of @store/domain (`headlessWaitsForPresence`, presence.ts) says so they wait for the first
 * use of the page (a sign of presence, or an add, queued and replayed by model/headless.ts);
 * otherwise they start once the page has loaded and the browser is idle.
 */
export type HeadlessStart = 'after-idle' | 'on-first-use';

/** The facts of the visit: `page` is the route's `remote/module`, or null for the shell's own pages. */
export type VisitFacts = PresenceVisit;

export function headlessStartOf(visit: VisitFacts): HeadlessStart {
  return headlessWaitsForPresence(visit) ? 'on-first-use' : 'after-idle';
}

/** The shell's mark that the headless modules once started here (their state may be stored since). */
export const RETURNING_KEY = 'shellHeadlessStarted';

function storedKeys(): number {
  try {
    return typeof window === 'undefined' ? 0 : window.localStorage.length;
  } catch {
    // Storage refused (a private mode): the visit counts as a returning one.
    return 1;
  }
}

// Read when the shell's modules are evaluated, before any of its start-up writes: anything this
// store keeps in the browser (a cart, favourites, a city — the remotes own their keys, the shell
// does not know them) means the shopper was here before this page, maybe before the mark existed.
const arrivedWithStorage = !isNewcomer(storedKeys(), false);

export function readReturning(): boolean {
  if (arrivedWithStorage) return true;
  try {
    return window.localStorage.getItem(RETURNING_KEY) === '1';
  } catch {
    return true;
  }
}

export function markReturning(): void {
  try {
    window.localStorage.setItem(RETURNING_KEY, '1');
  } catch {
    // Nothing to remember it in: the next page starts the modules after idle (readReturning).
  }
}
