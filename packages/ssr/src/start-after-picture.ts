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

/** The little of the browser's window the starter uses (this package is typed for Node, without the DOM). */
interface StarterElement {
  rel: string;
  href: string;
  setAttribute(name: string, value: string): void;
  src: string;
  async: boolean;
}
interface StarterPicture {
  complete: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  /** Resolves once the picture is decoded, ready for its frame (not in every browser). */
  decode?(): Promise<void>;
}
interface StarterButton {
  click(): void;
  getAttribute(name: string): string | null;
}
interface StarterBadge {
  textContent: string | null;
  hidden: boolean;
}
interface StarterStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
interface StarterClick {
  target: { closest?(selector: string): StarterButton | null } | null;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}
interface StarterIsland {
  getAttribute(name: string): string | null;
  addEventListener(type: 'click', listener: (event: StarterClick) => void, capture: boolean): void;
  removeEventListener(type: 'click', listener: (event: StarterClick) => void, capture: boolean): void;
}
export interface StarterWindow {
  /** The hand-over to the shell: a cancelable DOM event whose `detail` is the button's item. */
  CustomEvent?: new (type: string, init: { detail: string; cancelable: boolean }) => object;
  document: {
    /** False when a listener cancelled the event (the shell took the tap). */
    dispatchEvent(event: object): boolean;
    head: { appendChild(node: StarterElement): unknown };
    createElement(tag: 'link' | 'script'): StarterElement;
    querySelector(selector: string): StarterPicture | null;
    querySelectorAll(selector: string): ArrayLike<StarterBadge>;
    getElementById(id: string): StarterIsland | null;
    cookie: string;
  };
  localStorage: StarterStorage;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  MutationObserver: new (callback: () => void) => {
    observe(node: StarterIsland, options: { attributes: boolean; attributeFilter: string[] }): void;
    disconnect(): void;
  };
}

/**
 * What the starter needs to answer «В корзину» before the page's code runs (decision 0037): the
 * names the buy button, the pre-painted badges and the cart model share (@store/domain), and the
 * session cookies (a signed-in shopper's cart is on the server: their tap is held as any other).
 */
export interface EarlyCartAdds {
  addAttribute: string;
  badgeAttribute: string;
  addsKey: string;
  cartKey: string;
  sessionCookies: readonly string[];
  /** The event the shell takes a tap by once its first render has replaced the frame (`CART_ADD_HANDOVER_EVENT`). */
  handOverEvent: string;
}

/**
 * Runs in the browser, inlined at the end of the body as its source (so no imports, and nothing
 * but what it is given): once the island's high-priority picture has loaded, been decoded and a
 * frame has painted it, it adds the preloads and then the scripts, in their order. Without such a picture, or when it
 * is already there, after the next paint; at the latest after `waitMs` (a tab opened in the
 * background paints no frame until it is shown).
 *
 * A tap on one of the page's buttons before the page is hydrated (the shell marks the island
 * `data-hydrated`) is not lost: it is held and the same button is clicked again once React has
 * hydrated it. Links need no help: they work from the HTML.
 *
 * «В корзину» (a button with `early.addAttribute`) tapped by a guest while the pre-painted frame is
 * still on screen is answered at once instead: the item is noted in localStorage under
 * `early.addsKey` and the pre-painted badges show the new count (the stored cart's and the notes').
 * The cart model takes the notes in when it starts (decision 0037). The shell's first render
 * replaces the frame and its badges before it starts the cart model (and the shell reads the
 * badges' final count then), so a note is never written after the model has read them. From that
 * render on, until the page is hydrated, such a tap (a guest's or not) is handed to the shell by a
 * cancelable `early.handOverEvent` on the document, and the shell adds it through the bus at once
 * (decision 0052); a tap nobody takes is held and replayed as any other.
 */
export function startAfterPicture(
  win: StarterWindow,
  islandId: string,
  scripts: string[],
  preloads: string[],
  waitMs: number,
  early: EarlyCartAdds | null,
): void {
  const doc = win.document;
  /** Notes the add and shows the count; false when it cannot (then the tap is held as any other). */
  const noteEarlyAdd = (button: StarterButton): boolean => {
    if (!early) return false;
    const item = button.getAttribute(early.addAttribute);
    const badges = doc.querySelectorAll(`[${early.badgeAttribute}]`);
    if (!item || badges.length === 0) return false;
    const cookies = `; ${doc.cookie}`;
    if (early.sessionCookies.some((name) => cookies.indexOf(`; ${name}=`) >= 0)) return false;
    const readJson = (key: string) => {
      try {
        return JSON.parse(win.localStorage.getItem(key) || 'null');
      } catch {
        return null;
      }
    };
    // The badge's count (domain cartCount): the stored lines' quantities, and one per note. A cart
    // that cannot be read counts none here; the cart model drops what it cannot read as well.
    const stored = readJson(early.cartKey);
    const lines = stored && Array.isArray(stored.cartList) ? stored.cartList : Array.isArray(stored) ? stored : [];
    let count = 0;
    for (const line of lines) if (line && typeof line.quantity === 'number' && line.quantity > 0) count += line.quantity;
    const noted = readJson(early.addsKey);
    const adds = Array.isArray(noted) ? noted : [];
    // The note is the last thing that can fail: a tap whose note is not written is held and
    // replayed as any other, one that is written is never replayed (counted once either way).
    try {
      adds.push(JSON.parse(item));
      win.localStorage.setItem(early.addsKey, JSON.stringify(adds));
    } catch {
      return false;
    }
    count += adds.length;
    for (let i = 0; i < badges.length; i += 1) {
      badges[i]!.textContent = String(count);
      badges[i]!.hidden = false;
    }
    return true;
  };
  /** Hands «В корзину» to the shell; true when the shell took it (it cancels the event). */
  const handOver = (button: StarterButton): boolean => {
    const item = early && button.getAttribute(early.addAttribute);
    if (!early || !item || !win.CustomEvent) return false;
    return !doc.dispatchEvent(new win.CustomEvent(early.handOverEvent, { detail: item, cancelable: true }));
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      doc.head.appendChild(link);
    }
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      // Inserted scripts run as they arrive unless told otherwise; these keep the page's order.
      script.async = false;
      doc.head.appendChild(script);
    }
  };
  const island = doc.getElementById(islandId);
  if (island && !island.getAttribute('data-hydrated')) {
    const held: StarterButton[] = [];
    const hold = (event: StarterClick) => {
      const button = event.target?.closest?.('button');
      if (!button || island.getAttribute('data-hydrated')) return;
      event.preventDefault();
      // Immediate: React listens on this same element (the island is its root's container), and
      // while the island hydrates in slices it would handle the tap too (counted twice).
      event.stopImmediatePropagation();
      if (!noteEarlyAdd(button) && !handOver(button)) held.push(button);
    };
    island.addEventListener('click', hold, true);
    const hydrated = new win.MutationObserver(() => {
      if (!island.getAttribute('data-hydrated')) return;
      hydrated.disconnect();
      island.removeEventListener('click', hold, true);
      for (const button of held.splice(0)) button.click();
    });
    hydrated.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
  }
  const afterPaint = () => win.requestAnimationFrame(() => win.setTimeout(start, 0));
  const picture = doc.querySelector(`#${islandId} img[fetchpriority="high"]`);
  // A loaded picture is painted in the frame after its decoding, which runs apart from the main
  // thread: started on `load`, the scripts could reach that frame first and hold it back.
  const afterDecoded = () => {
    if (picture && picture.decode) picture.decode().then(afterPaint, afterPaint);
    else afterPaint();
  };
  if (!picture) afterPaint();
  else if (picture.complete) afterDecoded();
  else {
    picture.addEventListener('load', afterDecoded);
    picture.addEventListener('error', start);
  }
  win.setTimeout(start, waitMs);
}

/**
 * Moves the page's deferred scripts and script preloads out of the HTML into one inline starter
 * (`startAfterPicture`) at the end of the body. The HTML is left as it is when it has neither.
 */
export function scriptsAfterPicture(html: string, islandId: string, nonce?: string, early: EarlyCartAdds | null = null): string {
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
  // JSON inside a script element: `<` escaped, so no `</script>` in an address can end it early.
  const args = [islandId, scripts, preloads, PICTURE_WAIT_MS, early].map((value) => JSON.stringify(value).replace(/</g, '\\u003c'));
  const signed = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  const starter = `<script${signed}>(${startAfterPicture.toString()})(window,${args.join(',')})</script>`;
  return out.replace('</body>', () => `${starter}</body>`);
}
