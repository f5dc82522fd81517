/**
 * What tells that someone is at the page and may press something soon (decision 0053): a touch, a
 * pointer down, a key, a wheel turned, a field focused, a choice changed. A phone's first touch is
 * usually a scroll. Not a mouse move: the browser sends those itself when the layout changes under
 * a still pointer. The page's starter (packages/ssr) watches them and removes its mark
 * (`HYDRATE_AT_PRESENCE_ATTRIBUTE`); the shell hydrates once the mark is gone.
 */
export const PRESENCE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'change'] as const;

/**
 * The island's attribute by which the starter tells the shell to wait: set for a newcomer's home page
 * or listing, removed by the starter at the first presence event, when the shell hydrates the page.
 */
export const HYDRATE_AT_PRESENCE_ATTRIBUTE = 'data-hydrate-at-presence';
