/**
 * The page's starter: the one script of the server's HTML, inline at the end of its body
 * (`scriptsAfterPicture` in ../start-after-picture.ts writes it). This file is its source: esbuild
 * bundles it with what it uses of @store/domain into one small script (starter-build.cjs, run by the
 * package's build and by its jest config), and that text, unchanged, is what the server's build
 * embeds and what the DOM tests run. It runs before any of the page's code: no imports at run time,
 * nothing of the window but what `StarterWindow` names.
 */
import {
  askCartProductsEarly,
  CART_ADD_ATTRIBUTE,
  CART_EARLY_TITLE_ATTRIBUTE,
  drawCartTitlesEarly,
  CART_ADD_HANDOVER_EVENT,
  CART_BADGE_ATTRIBUTE,
  HYDRATE_AT_PRESENCE_ATTRIBUTE,
  PRESENCE_EVENTS,
  TOKEN_COOKIE,
  isPresence,
  type EarlyProductsWindow,
  type EarlyTitleSlot,
  USER_COOKIE,
  parseCartAddAttribute,
  storeEarlyCartAdd,
} from '@store/domain';

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
/** An event of the window the starter listens to: its type and target (`isPresence` reads them). */
interface StarterEvent {
  type: string;
  target: { closest?(selector: string): unknown } | null;
}
export interface StarterWindow {
  addEventListener(type: string, listener: (event: StarterEvent) => void, capture: boolean): void;
  removeEventListener(type: string, listener: (event: StarterEvent) => void, capture: boolean): void;
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
    querySelectorAll(selector: string): ArrayLike<StarterBadge & EarlyTitleSlot>;
    getElementById(id: string): StarterIsland | null;
    cookie: string;
  };
  localStorage: StarterStorage;
  /** The early ask of a guest's cart products (`askCartProductsEarly`). */
  fetch?: EarlyProductsWindow['fetch'];
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  MutationObserver: new (callback: () => void) => {
    observe(node: StarterIsland, options: { attributes: boolean; attributeFilter: string[] }): void;
    disconnect(): void;
  };
}

/** What the server's page gives the starter (`scriptsAfterPicture`). */
export type StarterArgs = [
  islandId: string,
  scripts: string[],
  preloads: string[],
  waitMs: number,
  /** Answer «В корзину» (the early tap's sequence). */
  cartAdds: boolean,
  /** Hydrate a newcomer's island at presence. */
  atPresence: boolean,
  /** On a guest's `/cart`: the city whose prices the lines' products are asked for at once (decision 0063). */
  cartCity?: number | null,
];

/**
 * Once the island's high-priority picture has loaded, been decoded and a frame has painted it, adds
 * the preloads and then the scripts, in their order. Without such a picture, or when it is already
 * there, after the next paint; at the latest after `waitMs` (a tab opened in the background paints
 * no frame until it is shown).
 *
 * A tap on one of the page's buttons, boxes or radios (or their labels), or on a `<summary>`, before
 * the page is hydrated (the shell marks the island `data-hydrated`) is not lost: it is held (a box
 * keeps its tick, a `<details>` stays as it was) and the same element is clicked again once React has
 * hydrated it, unless the page has already opened or closed that `<details>` itself; a select changed
 * meanwhile gets its change again. Links need no help: they work from the HTML. The shell may
 * hydrate a page only once someone is at it (decision 0053), so such a first tap is common.
 *
 * With `cartAdds`, «В корзину» (a button with `CART_ADD_ATTRIBUTE`) is the first step of the early
 * tap's sequence (@store/domain early-cart-adds.ts): a guest's tap while the pre-painted frame's
 * badges are there is stored in the cart (`storeEarlyCartAdd`) and only then shown in those badges;
 * once the shell's first render has removed them, until hydration, any shopper's tap is handed to
 * the shell (`CART_ADD_HANDOVER_EVENT`). A tap neither step takes is held and replayed as any other,
 * so each is counted once.
 *
 * With `cartCity` (a guest's `/cart`), the stored lines' products are asked for at once, for the cart
 * model to take, and each title is drawn into the frame's line skeleton of its place as it comes
 * (@store/domain cart-products-early.ts).
 *
 * With `atPresence` (a home page or listing, decision 0053), a newcomer's island is marked
 * `HYDRATE_AT_PRESENCE_ATTRIBUTE` for the shell, none of its code is preloaded, and the mark goes at
 * the first sign of presence (`isPresence` of @store/domain: a touch on something the page answers,
 * a key, a focused field, a change; not a scroll, decision 0063).
 */
export function startAfterPicture(
  win: StarterWindow,
  ...[islandId, scripts, preloads, waitMs, cartAdds, atPresence, cartCity]: StarterArgs
): void {
  const doc = win.document;
  /** A session cookie is there (their cart is on the server). */
  const signedIn = (): boolean => {
    const cookies = `; ${doc.cookie}`;
    return [TOKEN_COOKIE, USER_COOKIE].some((name) => cookies.indexOf(`; ${name}=`) >= 0);
  };
  // A guest's /cart: the stored lines' products asked for now, not after the cart's code (the first
  // step of @store/domain cart-products-early.ts). A signed-in shopper's lines come from the server's cart.
  if (typeof cartCity === 'number' && !signedIn()) {
    try {
      // Each title drawn into the frame's line skeleton of its place as it comes.
      drawCartTitlesEarly(win, askCartProductsEarly(win, cartCity), doc.querySelectorAll(`[${CART_EARLY_TITLE_ATTRIBUTE}]`));
    } catch {
      // Storage refused: the cart model asks for them itself.
    }
  }
  /** The item of a «В корзину» button, or null for any other element (or with no `cartAdds`). */
  const cartItem = (button: StarterButton) => (cartAdds ? parseCartAddAttribute(button.getAttribute(CART_ADD_ATTRIBUTE)) : null);
  /** Stores a guest's add, then shows the count; false when it cannot (the next step takes the tap). */
  const storeEarlyAdd = (button: StarterButton): boolean => {
    const item = cartItem(button);
    const badges = doc.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`);
    if (!item || badges.length === 0 || signedIn()) return false;
    let count: number;
    try {
      count = storeEarlyCartAdd(win.localStorage, item);
    } catch {
      // Nothing stored: held and replayed as any other tap.
      return false;
    }
    for (let i = 0; i < badges.length; i += 1) {
      badges[i]!.textContent = String(count);
      badges[i]!.hidden = false;
    }
    return true;
  };
  /** Hands «В корзину» to the shell; true when the shell took it (it cancels the event). */
  const handOver = (button: StarterButton): boolean => {
    const item = cartItem(button) && button.getAttribute(CART_ADD_ATTRIBUTE);
    if (!item || !win.CustomEvent) return false;
    return !doc.dispatchEvent(new win.CustomEvent(CART_ADD_HANDOVER_EVENT, { detail: item, cancelable: true }));
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
      if (!storeEarlyAdd(button) && !handOver(button))
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
    if (atPresence && kept === 0 && !signedIn()) {
      island.setAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE, '');
      preloads.length = 0;
      // Someone is about to press something, maybe before the shell listens: the mark goes, and the
      // shell hydrates at once. A scroll or a touch on the page's text is no such sign (decision 0063).
      const seen = (event: StarterEvent) => {
        if (!isPresence(event.type, event.target)) return;
        island.removeAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE);
        for (const type of PRESENCE_EVENTS) win.removeEventListener(type, seen, true);
      };
      for (const type of PRESENCE_EVENTS) win.addEventListener(type, seen, true);
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
