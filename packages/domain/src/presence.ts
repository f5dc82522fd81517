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
