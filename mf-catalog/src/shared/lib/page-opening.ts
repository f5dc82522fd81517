import type { PageContext } from '@store/bus';

/**
 * A shopper opens the page: its start in the browser, after a click as after the hydration of the
 * server's page. The server's render for a request (bus `PageContext.server`) is none; what belongs
 * to the shopper (the view history, the local copy it is read from) runs on openings only, or the
 * state the server sends, shared by every shopper of the city, would carry it.
 */
export const isOpening = (context: PageContext): boolean => context.server !== true;
