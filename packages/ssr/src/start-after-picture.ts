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
  /** Upper-case, as the DOM gives it. */
  tagName: string;
  /** A label's box (or field) it ticks or focuses. */
  control?: { type: string } | null;
  /** A select's chosen value. */
  value?: string;
  /** A summary's `<details>`. */
  parentElement?: { open?: boolean } | null;
  dispatchEvent(event: object): boolean;
}
interface StarterBadge {
  textContent: string | null;
  hidden: boolean;
}
interface StarterStorage {
  /** Keys kept: none for a newcomer. */
  length: number;
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
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  addEventListener(type: 'click' | 'change', listener: (event: StarterClick) => void, capture: boolean): void;
  removeEventListener(type: 'click' | 'change', listener: (event: StarterClick) => void, capture: boolean): void;
}
export interface StarterWindow {
  addEventListener(type: string, listener: () => void, capture: boolean): void;
  removeEventListener(type: string, listener: () => void, capture: boolean): void;
  /** The hand-over to the shell: a cancelable DOM event whose `detail` is the button's item. */
  CustomEvent?: new (type: string, init: { detail: string; cancelable: boolean }) => object;
  /** A select's change, given again to the hydrated page. */
  Event: new (type: string, init: { bubbles: boolean }) => object;
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
 * A newcomer's home page or listing is hydrated at the first sign of someone at it (decision 0053):
 * the island's mark for the shell, and the events that tell it (@store/domain).
 */
export interface AtPresence {
  attribute: string;
  events: readonly string[];
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
 * A tap on one of the page's buttons, boxes or radios (or their labels), or on a `<summary>`, before
 * the page is hydrated (the shell marks the island `data-hydrated`) is not lost: it is held (a box
 * keeps its tick, a `<details>` stays as it was) and the same element is clicked again once React has
 * hydrated it, unless the page has already opened or closed that `<details>` itself; a select changed
 * meanwhile gets its change again. Links need no help: they work from the HTML. The shell may
 * hydrate a page only once someone is at it (decision 0053), so such a first tap is common.
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
  presence: AtPresence | null = null,
): void {
  const doc = win.document;
  /** A session cookie is there (their cart is on the server). */
  const signedIn = (): boolean => {
    const cookies = `; ${doc.cookie}`;
    return early !== null && early.sessionCookies.some((name) => cookies.indexOf(`; ${name}=`) >= 0);
  };
  /** Notes the add and shows the count; false when it cannot (then the tap is held as any other). */
  const noteEarlyAdd = (button: StarterButton): boolean => {
    if (!early) return false;
    const item = button.getAttribute(early.addAttribute);
    const badges = doc.querySelectorAll(`[${early.badgeAttribute}]`);
    if (!item || badges.length === 0) return false;
    if (signedIn()) return false;
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
    /** Each held tap, with whether its `<details>` was open (a summary's tap toggles it). */
    const held: { button: StarterButton; open: boolean | undefined }[] = [];
    /** Each select changed, with the value chosen (hydration sets a select back to the page's value). */
    const changed: { select: StarterButton; value: string | undefined }[] = [];
    const hold = (event: StarterClick) => {
      const button = event.target?.closest?.('button, input[type="checkbox"], input[type="radio"], label, summary');
      if (!button || island.getAttribute('data-hydrated')) return;
      // A field's label only focuses its field: nothing to hold.
      if (button.tagName === 'LABEL' && !(button.control && /^(checkbox|radio)$/.test(button.control.type))) return;
      event.preventDefault();
      // Immediate: React listens on this same element (the island is its root's container), and
      // while the island hydrates in slices it would handle the tap too (counted twice).
      event.stopImmediatePropagation();
      if (!noteEarlyAdd(button) && !handOver(button))
        held.push({ button, open: button.tagName === 'SUMMARY' ? button.parentElement?.open : undefined });
    };
    const noteChange = (event: StarterClick) => {
      const select = event.target?.closest?.('select');
      if (!select || island.getAttribute('data-hydrated')) return;
      // One change per select, with its last choice.
      for (let i = changed.length - 1; i >= 0; i -= 1) if (changed[i]!.select === select) changed.splice(i, 1);
      changed.push({ select, value: select.value });
    };
    island.addEventListener('click', hold, true);
    island.addEventListener('change', noteChange, true);
    // A newcomer (nothing of the store kept in this browser, no session) on a page that can wait:
    // the shell hydrates it at the first sign of someone at it, and nothing of its code is preloaded
    // meanwhile (decision 0053). Storage that cannot be read counts as kept.
    let kept: number;
    try {
      kept = win.localStorage.length;
    } catch {
      kept = 1;
    }
    if (presence && kept === 0 && !signedIn()) {
      island.setAttribute(presence.attribute, '');
      preloads.length = 0;
      // Someone is here before the shell listens: the mark goes, and the shell hydrates at once.
      const seen = () => {
        island.removeAttribute(presence.attribute);
        for (const type of presence.events) win.removeEventListener(type, seen, true);
      };
      for (const type of presence.events) win.addEventListener(type, seen, true);
    }
    const hydrated = new win.MutationObserver(() => {
      if (!island.getAttribute('data-hydrated')) return;
      hydrated.disconnect();
      island.removeEventListener('click', hold, true);
      island.removeEventListener('change', noteChange, true);
      // A summary whose box the hydrated page opened or closed itself is not toggled back.
      for (const { button, open } of held.splice(0)) if (open === undefined || button.parentElement?.open === open) button.click();
      for (const { select, value } of changed.splice(0)) {
        if (value !== undefined) select.value = value;
        select.dispatchEvent(new win.Event('change', { bubbles: true }));
      }
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
export function scriptsAfterPicture(
  html: string,
  islandId: string,
  nonce?: string,
  early: EarlyCartAdds | null = null,
  presence: AtPresence | null = null,
): string {
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
  const args = [islandId, scripts, preloads, PICTURE_WAIT_MS, early, presence].map((value) =>
    JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  const signed = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  const starter = `<script${signed}>(${startAfterPicture.toString()})(window,${args.join(',')})</script>`;
  return out.replace('</body>', () => `${starter}</body>`);
}
