/**
 * Where a server-rendered page sits in the HTML (decision 0013): written by the shell's server
 * (packages/ssr) and looked up by the shell in the browser (shared/lib/ssr), so one name each.
 */
export const SSR_IDS = {
  /** The page's markup, hydrated in place. */
  island: 'ssr-page',
  /** `<script type="application/json">` with the state to hydrate with (the bus's `SsrState`). */
  state: 'ssr-state',
  /** The server's copy of the layout's main around the page; the shell removes it when it mounts the page. */
  frame: 'ssr-frame',
} as const;
