/**
 * Where a server-rendered page sits in the HTML (decision 0013): written by the shell's server
 * (packages/ssr) and looked up by the shell in the browser (shared/lib/ssr), so one name each.
 */
export const SSR_IDS = {
  /** The page's markup, hydrated in place. */
  island: 'ssr-page',
  /** `<script type="application/json">` with the state to hydrate with (the bus's `SsrState`). */
  state: 'ssr-state',
  /** Around the server's copy of the layout's main with the page: the shell adopts that main as its own (decision 0047). */
  frame: 'ssr-frame',
  /**
   * `<script type="application/json">` with the API's answers the shell asks for at its start (the
   * city list, the shell's menus, the store's settings, the city's category tree), as the server
   * read them for this page: the shell starts from them instead of asking again.
   */
  start: 'ssr-start',
  /**
   * The footer the server drew on every page of the shell (@store/ui's StoreFooter, decision 0055):
   * the shell keeps it as drawn and hydrates only its newsletter form.
   */
  footer: 'ssr-footer',
} as const;

/**
 * The menus (GET /api/menu/code) the shell's header and footer draw, asked for in one call: the top
 * menu, the header's bottom row and the footer's three columns (About the company, For the buyer,
 * Help) in this order.
 */
export const SHELL_MENUS = {
  top: 'top-menu-new',
  headerBottom: 'header-bottom-menu',
  bottom: ['bottom-menu-about', 'bottom-menu-buyer', 'bottom-menu-help'],
} as const;

/** Every code of SHELL_MENUS, in the order of one GET /api/menu/code. */
export const SHELL_MENU_CODES: readonly string[] = [SHELL_MENUS.top, SHELL_MENUS.headerBottom, ...SHELL_MENUS.bottom];
