/**
 * Content first (decision 0013): on a server-rendered page with a main picture, the shell's scripts
 * and the preloads of the remote's chunks start once that picture has painted, not beside it. On a
 * slow phone the picture then gets the line to itself (about 5 KB instead of a share of some 200 KB
 * of script) and paints before the scripts' evaluation holds the main thread. The page is readable
 * and its links work from the HTML; it becomes interactive when the scripts have run, as before.
 */

/** The longest the scripts wait for the picture (a slow or failed picture never holds the page back). */
export const PICTURE_WAIT_MS = 2500;

/** A deferred script of the shell's HTML (HtmlWebpackPlugin writes `<script defer src=/main.…js></script>`). */
const DEFER_SCRIPT = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc=(?:"([^"]+)"|([^\s>"]+))[^>]*><\/script>/g;
/** A script preload of the first screen's remote code (packages/static-server injectPreloads). */
const SCRIPT_PRELOAD = /<link rel="preload" href="([^"]+)" as="script">/g;

const unescapeAttr = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/**
 * The starter's script as its build made it (src/starter, bundled by ../starter-build.cjs): the
 * package's build puts this very text into dist/index.js (esbuild `define`), the jest config into the
 * tests' globals. Its one free name, `__STARTER_ARGS__`, is replaced by the page's values.
 */
declare const __STARTER_SCRIPT__: string;

/**
 * Moves the page's deferred scripts and script preloads out of the HTML into one inline starter
 * (src/starter: `startAfterPicture`) at the end of the body. The HTML is left as it is when it has neither.
 */
export function scriptsAfterPicture(html: string, islandId: string, nonce?: string, cartAdds = false, atPresence = false): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  let out = html.replace(DEFER_SCRIPT, (_tag, quoted: string | undefined, bare: string | undefined) => {
    scripts.push(unescapeAttr(quoted ?? bare ?? ''));
    return '';
  });
  out = out.replace(SCRIPT_PRELOAD, (_tag, href: string) => {
    preloads.push(unescapeAttr(href));
    return '';
  });
  if (scripts.length === 0 && preloads.length === 0) return html;
  return withStarter(out, [islandId, scripts, preloads, PICTURE_WAIT_MS, cartAdds, atPresence], nonce);
}

/** The starter, with the page's values, at the end of the body. */
function withStarter(html: string, args: unknown[], nonce?: string): string {
  // JSON inside a script element: `<` escaped, so no `</script>` in an address can end it early.
  const json = JSON.stringify(args).replace(/</g, '\\u003c');
  const signed = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  const starter = `<script${signed}>${__STARTER_SCRIPT__.replace('__STARTER_ARGS__', () => json)}</script>`;
  return html.replace('</body>', () => `${starter}</body>`);
}

/**
 * A guest's `/cart` (decision 0063): the starter asks for the stored lines' products for `cityId` as
 * the HTML ends (@store/domain cart-products-early.ts). The page's scripts stay as the HTML has them
 * (deferred, found by the preload scanner): this page has no picture to wait for.
 */
export function cartProductsEarly(html: string, islandId: string, cityId: number, nonce?: string): string {
  if (!html.includes('</body>')) return html;
  return withStarter(html, [islandId, [], [], PICTURE_WAIT_MS, false, false, cityId], nonce);
}
