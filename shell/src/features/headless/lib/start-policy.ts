/**
 * When the headless modules (auth/Session, cart_checkout/CartModel, catalog/Collections) start on
 * this page (issue 25). They restore what the shopper left: a session, a cart, favourites. A
 * newcomer (nothing of this store in the browser's storage, no session cookie) has left nothing,
 * so on the catalogue's pages (home, category, product) their three remotes wait for the first use
 * of the page — a touch, a click, a key, an add — instead of loading with it; an add before they
 * started is queued and replayed (model/headless.ts). On the cart page, which starts its cart model
 * itself, every guest gets them at the first use (decision 0041). Everyone else, and every other
 * page kind (the profile…, which shows that state at once), starts them once the page has loaded
 * and the browser is idle, as before. */
export type HeadlessStart = 'after-idle' | 'on-first-use';

/** The page modules whose first screen shows nothing the headless modules own. */
const FIRST_USE_PAGES: ReadonlySet<string> = new Set(['HomePage', 'CataloguePage']);

export interface VisitFacts {
  /** This browser kept something of the store before this page, or the modules started here before. */
  returning: boolean;
  /** A session cookie is there: the session (and a server cart) must be restored. */
  signedIn: boolean;
  /** The route's page module (route-table.json), or null for the shell's own pages. */
  pageModule: string | null;
}

/**
 * The page modules that start the cart model themselves (decision 0036) and show nothing else of
 * the headless modules: a guest's session has nothing to restore, and the favourites' badges can
 * wait for the first use, so even a returning guest gets them then (decision 0041).
 */
const GUEST_FIRST_USE_PAGES: ReadonlySet<string> = new Set(['CartPage']);

export function headlessStartOf({ returning, signedIn, pageModule }: VisitFacts): HeadlessStart {
  if (signedIn) return 'after-idle';
  if (pageModule !== null && GUEST_FIRST_USE_PAGES.has(pageModule)) return 'on-first-use';
  if (returning) return 'after-idle';
  return pageModule !== null && FIRST_USE_PAGES.has(pageModule) ? 'on-first-use' : 'after-idle';
}

/** The shell's mark that the headless modules once started here (their state may be stored since). */
export const RETURNING_KEY = 'shellHeadlessStarted';

function storedKeys(): number {
  try {
    return typeof window === 'undefined' ? 0 : window.localStorage.length;
  } catch {
    // Storage refused (a private mode): count the visit as a returning one, as before issue 25.
    return 1;
  }
}

// Read when the shell's modules are evaluated, before any of its start-up writes: anything this
// store keeps in the browser (a cart, favourites, a city — the remotes own their keys, the shell
// does not know them) means the shopper was here before this page, maybe before the mark existed.
const arrivedWithStorage = storedKeys() > 0;

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
