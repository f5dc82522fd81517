/**
 * What tells that someone at the page is about to press something (decisions 0053, 0063): a touch
 * or pointer down on something the page answers (a button, a field, a box or its label, a
 * `<summary>`, a select, or an area marked `PRESENCE_AREA_ATTRIBUTE` such as a slider), such a
 * field focused, a key, a choice changed. Not a scroll (a touch elsewhere, a wheel): a shopper who
 * scrolls reads, and the server's page already scrolls, shows its pictures and follows its links.
 * Not a touch on a link either (it leaves the page), nor a mouse move (the browser sends those
 * itself when the layout changes under a still pointer). The page's starter (packages/ssr) watches
 * them and removes its mark (`HYDRATE_AT_PRESENCE_ATTRIBUTE`); the shell hydrates once the mark is
 * gone, and starts a newcomer's headless modules at the same sign (shell features/headless).
 */
export const PRESENCE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'change'] as const;

/** An area that is pressed as a whole, its own code needed at the first touch (a slider's swipe). */
export const PRESENCE_AREA_ATTRIBUTE = 'data-presence-area';

/** What the page answers when touched, focused or pressed, besides links. */
export const PRESENCE_TARGETS = `button, input, select, textarea, label, summary, [role="button"], [${PRESENCE_AREA_ATTRIBUTE}]`;

/** The little of an event's target the rule reads (the starter is typed without the DOM). */
export interface PresenceTarget {
  closest?(selector: string): unknown;
}

/**
 * Whether an event of `PRESENCE_EVENTS` is a sign of presence: a key or a change always; a touch,
 * a pointer down or a focus only on one of `PRESENCE_TARGETS` (or inside one).
 */
export function isPresence(type: string, target: PresenceTarget | null | undefined): boolean {
  if (type === 'keydown' || type === 'change') return true;
  if (!(PRESENCE_EVENTS as readonly string[]).includes(type)) return false;
  return typeof target?.closest === 'function' && Boolean(target.closest(PRESENCE_TARGETS));
}

/**
 * The island's attribute by which the starter tells the shell to wait: set for a newcomer's home page
 * or listing, removed by the starter at the first sign of presence, when the shell hydrates the page.
 */
export const HYDRATE_AT_PRESENCE_ATTRIBUTE = 'data-hydrate-at-presence';

/**
 * The newcomer policy (decisions 0033, 0041, 0053): which pages wait for the first sign of presence
 * (`isPresence`) before loading code their first screen does not need. The shell's headless start
 * (shell features/headless) and the server render's starter (packages/ssr page.ts) both read it.
 * Pages are named `remote/module`, as route-table.json and the server render's results name them.
 */

/** Pages whose first screen shows a newcomer nothing of theirs: home and the catalogue's pages. */
export const NEWCOMER_PRESENCE_PAGES: readonly string[] = ['catalog/HomePage', 'catalog/CataloguePage'];

/**
 * Pages that start the cart model themselves (decision 0036) and show nothing else of the headless
 * modules: every guest, newcomer or returning, gets those at the first presence (decision 0041).
 */
export const GUEST_PRESENCE_PAGES: readonly string[] = ['cart_checkout/CartPage'];

/**
 * A newcomer: nothing of this store in the browser's storage (the remotes own their keys, so any key
 * counts; storage that cannot be read counts as kept) and no session cookie.
 */
export function isNewcomer(storedKeys: number, signedIn: boolean): boolean {
  return storedKeys === 0 && !signedIn;
}

/** What the headless start reads of the visit. */
export interface PresenceVisit {
  /** This browser kept something of the store before this page, or the modules started here before. */
  returning: boolean;
  /** A session cookie is there: the session (and a server cart) must be restored. */
  signedIn: boolean;
  /** The route's page (`remote/module`), or null for the shell's own pages. */
  page: string | null;
}

/**
 * Whether the headless modules (auth/Session, cart_checkout/CartModel, catalog/Collections) wait for
 * the first presence (or an add to the cart) instead of starting once the page has loaded and the
 * browser is idle. A signed-in shopper's session must be restored at once, and every other page kind
 * shows their state on its first screen.
 */
export function headlessWaitsForPresence({ returning, signedIn, page }: PresenceVisit): boolean {
  if (signedIn || page === null) return false;
  if (GUEST_PRESENCE_PAGES.includes(page)) return true;
  return !returning && NEWCOMER_PRESENCE_PAGES.includes(page);
}

/**
 * Whether a newcomer's server-rendered page is hydrated at the first presence rather than at once:
 * home and the catalogue's listings (the root, a category, an address not found). A product page is
 * hydrated at once: its model notes the view in the shopper's history, and its buy box is its purpose.
 */
export function hydrationWaitsForPresence(page: string, isProductPage: boolean): boolean {
  return NEWCOMER_PRESENCE_PAGES.includes(page) && !(page === 'catalog/CataloguePage' && isProductPage);
}
