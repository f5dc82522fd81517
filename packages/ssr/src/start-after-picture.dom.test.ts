/**
 * @jest-environment jsdom
 *
 * Runs in a document: typed with the DOM by tsconfig.dom-tests.json (the package itself is typed for Node).
 */
import { pageWithSsr } from './page';
import { pageContext, renderResult as result } from './render-result.fixture';
import { waitsForPresence } from './page';
import { PICTURE_WAIT_MS, scriptsAfterPicture } from './start-after-picture';

/**
 * The starter's script exactly as the pages get it: the jest config runs the package build's own
 * step (starter-build.cjs) and gives its text here; the server's build embeds the same text.
 */
declare const __STARTER_SCRIPT__: string;
/** How the page's starter opens (its script element and the bundle's first characters). */
const STARTER_OPENING = `<script>${__STARTER_SCRIPT__.slice(0, 40)}`;

// The shell's HTML as the static server serves it: the shell's script deferred in the head, the
// first screen's remote code preloaded (packages/static-server injectPreloads).
const shell =
  '<!doctype html><html><head><title>Магазин</title><meta name="viewport" content="width=device-width">' +
  '<script defer src=/main.abc.js></script><link rel="preload" href="http://cdn/remoteEntry.js" as="script">' +
  '<link rel="preload" href="http://cdn/page.js?a=1&amp;b=2" as="script"><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">' +
  '</head><body><div id="root"></div><noscript>JS</noscript></body></html>';

const context = pageContext('/store/holodilniki/1.html', { title: 'Товар', description: 'Товар' });
const withPicture = pageWithSsr(shell, result('<h1>Холодильник</h1><img src="/i/1.webp" fetchpriority="high">'), context);
const withoutPicture = pageWithSsr(shell, result('<h1>Главная</h1>'), context);

/** The page's starter, taken from the page and run in this document as the browser runs it. */
function runStarter(html: string) {
  const at = html.lastIndexOf(STARTER_OPENING);
  const starter = at < 0 ? undefined : /^<script>([\s\S]*?)<\/script><\/body>/.exec(html.slice(at))?.[1];
  if (!starter) throw new Error('no starter in the page');
  new Function(starter)();
}
const added = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"], script[src]')].map((node) =>
    node instanceof HTMLScriptElement ? `script ${node.getAttribute('src')} async=${node.async}` : `preload ${node.getAttribute('href')}`,
  );
/** The island with its main picture, not loaded yet. */
function island(): HTMLImageElement {
  document.body.innerHTML = '<div id="ssr-page"><img src="/i/1.webp" fetchpriority="high"></div>';
  const picture = document.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: false, configurable: true });
  return picture;
}
const everything = ['preload http://cdn/remoteEntry.js', 'preload http://cdn/page.js?a=1&b=2', 'script /main.abc.js async=false'];

describe('content first: the scripts of a page with a main picture start once it has painted', () => {
  it('takes the deferred script and the script preloads out of the HTML into one starter at the end of the body', () => {
    expect(withPicture).not.toContain('<script defer');
    expect(withPicture).not.toContain('as="script"');
    // The picture's own preload and the other hints stay where they were.
    expect(withPicture).toContain('<link rel="preload" as="image" href="/i/1.webp"');
    expect(withPicture).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">');
    expect(withPicture.indexOf(STARTER_OPENING)).toBeGreaterThan(withPicture.indexOf('<div id="ssr-page"'));
  });

  it('leaves a page without a main picture as it was: its scripts start with the HTML', () => {
    expect(withoutPicture).toContain('<script defer src=/main.abc.js></script>');
    expect(withoutPicture).toContain('<link rel="preload" href="http://cdn/remoteEntry.js" as="script">');
    expect(withoutPicture).not.toContain(STARTER_OPENING);
  });

  it('cannot be ended early by an address holding </script>', () => {
    const html = scriptsAfterPicture('<head><script defer src="/a</script>.js"></script></head><body></body>', 'ssr-page');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  describe('in the browser', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      document.head.innerHTML = '';
    });
    afterEach(() => jest.useRealTimers());

    it('adds nothing while the picture loads, then the preloads and the script in order once it has loaded and painted', () => {
      const picture = island();
      runStarter(withPicture);
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual([]);
      picture.dispatchEvent(new Event('load'));
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(50);
      expect(added()).toEqual(everything);
      // Once only: the time limit passing later adds nothing more.
      jest.advanceTimersByTime(PICTURE_WAIT_MS);
      expect(added()).toEqual(everything);
    });

    it('waits for the picture to be decoded too, where the browser says when (the frame that paints it comes first)', async () => {
      const picture = island();
      let decoded: () => void = () => undefined;
      Object.defineProperty(picture, 'decode', { value: () => new Promise<void>((resolve) => (decoded = resolve)) });
      runStarter(withPicture);
      picture.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(50);
      expect(added()).toEqual([]);
      decoded();
      await Promise.resolve();
      jest.advanceTimersByTime(50);
      expect(added()).toEqual(everything);
    });

    it('starts at once when the picture fails, and after the next frame when it is already there', () => {
      const picture = island();
      runStarter(withPicture);
      picture.dispatchEvent(new Event('error'));
      expect(added()).toEqual(everything);

      document.head.innerHTML = '';
      const loaded = island();
      Object.defineProperty(loaded, 'complete', { value: true });
      runStarter(withPicture);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(50);
      expect(added()).toEqual(everything);
    });

    it('holds a tap on a button before hydration and clicks the button again once the page is hydrated', async () => {
      island();
      document
        .getElementById('ssr-page')!
        .insertAdjacentHTML('beforeend', '<button type="button">В корзину</button><a href="/cart">Корзина</a>');
      const button = document.querySelector('button')!;
      const link = document.querySelector('a')!;
      runStarter(withPicture);
      const seen: string[] = [];
      const see = (event: Event) => {
        seen.push((event.target as HTMLElement).tagName);
        event.preventDefault();
      };
      document.addEventListener('click', see);
      button.click();
      link.click();
      // The button's tap waits (the page's handlers are not there yet); the link goes through.
      expect(seen).toEqual(['A']);
      // Hydrated: React's handler is attached and the shell marks the island.
      let added = 0;
      button.addEventListener('click', () => (added += 1));
      document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
      await Promise.resolve();
      expect(added).toBe(1);
      // Later taps go straight to the page.
      button.click();
      expect(added).toBe(2);
      expect(seen).toEqual(['A', 'BUTTON', 'BUTTON']);
      document.removeEventListener('click', see);
    });

    it('keeps a held tap from React’s own listener on the island while the island hydrates in slices', async () => {
      island();
      document.getElementById('ssr-page')!.insertAdjacentHTML('beforeend', '<button type="button">В корзину</button>');
      const button = document.querySelector('button')!;
      runStarter(withPicture);
      // hydrateRoot listens on its container, the island itself, after the starter did.
      const react: string[] = [];
      const islandNode = document.getElementById('ssr-page')!;
      islandNode.addEventListener('click', () => react.push('capture'), true);
      islandNode.addEventListener('click', () => react.push('bubble'));
      button.click();
      expect(react).toEqual([]);
      islandNode.setAttribute('data-hydrated', 'true');
      await Promise.resolve();
      // Once hydrated, the held tap is given to the page: React sees it once.
      expect(react).toEqual(['capture', 'bubble']);
    });

    it('holds a tap on a filter box or its label with the box unticked, and ticks it again once hydrated (decision 0053)', async () => {
      island();
      document
        .getElementById('ssr-page')!
        .insertAdjacentHTML(
          'beforeend',
          '<label><input type="checkbox" id="bosch"> Bosch (3)</label><label><input type="checkbox" id="lg"> LG (2)</label>' +
            '<label for="q">Цена до</label><input id="q">',
        );
      const bosch = document.querySelector<HTMLInputElement>('#bosch')!;
      const lg = document.querySelector<HTMLInputElement>('#lg')!;
      runStarter(withPicture);
      const reached: string[] = [];
      const reach = (event: Event) => reached.push((event.target as HTMLElement).textContent ?? '');
      document.addEventListener('click', reach);
      bosch.click();
      document.querySelectorAll('label')[1]!.click();
      // Nobody could act on them yet: the boxes keep their state, as the page was drawn.
      expect([bosch.checked, lg.checked]).toEqual([false, false]);
      // A field's label is not held (its tap goes on, to focus the field as ever); a box's was.
      document.querySelectorAll('label')[2]!.click();
      document.removeEventListener('click', reach);
      // (the label's tap, then the browser's own on its field)
      expect(reached.map((text) => text || 'field')).toEqual(['Цена до', 'field']);
      const changes: string[] = [];
      document.getElementById('ssr-page')!.addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).id));
      document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
      await Promise.resolve();
      expect([bosch.checked, lg.checked]).toEqual([true, true]);
      expect(changes).toEqual(['bosch', 'lg']);
    });

    it('holds a tap on a summary with its box as it was, and opens it once hydrated unless the page opened it itself', async () => {
      island();
      document
        .getElementById('ssr-page')!
        .insertAdjacentHTML(
          'beforeend',
          '<details id="phone"><summary>Фильтры</summary></details><details id="wide"><summary>Фильтры</summary></details>',
        );
      const [phone, wide] = [...document.querySelectorAll('details')];
      runStarter(withPicture);
      for (const box of [phone!, wide!]) box.querySelector('summary')!.click();
      expect([phone!.open, wide!.open]).toEqual([false, false]);
      // The hydrated page opens the wide screen's box itself: the held tap must not close it again.
      wide!.open = true;
      document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
      await Promise.resolve();
      expect([phone!.open, wide!.open]).toEqual([true, true]);
    });

    it('gives a select changed before hydration its change again once the page is hydrated', async () => {
      island();
      document
        .getElementById('ssr-page')!
        .insertAdjacentHTML(
          'beforeend',
          '<select><option value="">По умолчанию</option><option value="ASC">Сначала дешёвые</option></select>',
        );
      const select = document.querySelector('select')!;
      runStarter(withPicture);
      // Chosen, chosen back, chosen again: one change is given, with the last choice.
      for (const value of ['ASC', '', 'ASC']) {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const seen: string[] = [];
      select.addEventListener('change', () => seen.push(select.value));
      expect(seen).toEqual([]);
      // Hydration draws the select with the page's value again (React sets its options).
      select.value = '';
      document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
      await Promise.resolve();
      expect(seen).toEqual(['ASC']);
    });

    describe("a newcomer's home page or listing (decision 0053)", () => {
      const listing = pageWithSsr(
        shell,
        result('<h1>Холодильники</h1><img src="/i/1.webp" fetchpriority="high">'),
        pageContext('/store/holodilniki', { title: 'Холодильники', description: 'Холодильники' }),
      );
      const mark = () => document.getElementById('ssr-page')!.hasAttribute('data-hydrate-at-presence');
      afterEach(() => {
        window.localStorage.clear();
        document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      });

      it('are the pages that wait: home and the listings, not a product page', () => {
        expect(waitsForPresence('catalog/HomePage', '/')).toBe(true);
        for (const path of ['/store', '/store/bytovaya-tehnika/holodilniki', '/store/Не-так']) {
          expect(waitsForPresence('catalog/CataloguePage', path)).toBe(true);
        }
        expect(waitsForPresence('catalog/CataloguePage', '/store/holodilniki/1.html')).toBe(false);
        expect(waitsForPresence('cart_checkout/CartPage', '/cart')).toBe(false);
      });

      it('has a starter without a main picture too, which starts the scripts after the first paint', () => {
        const home = pageWithSsr(
          shell,
          result('<h1>Главная</h1>', { page: 'catalog/HomePage' }),
          pageContext('/', { title: 'Главная', description: 'Главная' }),
        );
        expect(home).not.toContain('<script defer');
        document.body.innerHTML = '<div id="ssr-page"><h1>Главная</h1></div>';
        runStarter(home);
        expect(mark()).toBe(true);
        expect(added()).toEqual([]);
        jest.advanceTimersByTime(50);
        expect(added()).toEqual(['script /main.abc.js async=false']);
      });

      it("marks a newcomer's listing to be hydrated at presence and preloads none of its code; the shell's script still starts", () => {
        const picture = island();
        runStarter(listing);
        picture.dispatchEvent(new Event('error'));
        expect(mark()).toBe(true);
        expect(added()).toEqual(['script /main.abc.js async=false']);
        // A scroll is no sign (decision 0063): a finger on the page's text, a wheel turned.
        document.getElementById('ssr-page')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
        window.dispatchEvent(new Event('wheel'));
        expect(mark()).toBe(true);
        // Someone about to press a button before the shell listens: the mark goes, so the shell hydrates at once.
        const button = document.getElementById('ssr-page')!.appendChild(document.createElement('button'));
        button.dispatchEvent(new Event('touchstart', { bubbles: true }));
        expect(mark()).toBe(false);
      });

      it('hydrates at once, with the preloads, for a shopper who kept something here or is signed in, and on a product page', () => {
        const startsAsEver = (html: string) => {
          document.head.innerHTML = '';
          const picture = island();
          runStarter(html);
          picture.dispatchEvent(new Event('error'));
          expect(mark()).toBe(false);
          expect(added()).toEqual(everything);
        };
        startsAsEver(withPicture);
        window.localStorage.setItem('favourites', '[]');
        startsAsEver(listing);
        window.localStorage.clear();
        document.cookie = 'user=1';
        startsAsEver(listing);
      });
    });

    describe('«В корзину» while the page starts: the first step of the early tap (decisions 0037, 0054)', () => {
      const addButton = '<button type="button" data-cart-add=\'{"productId":7,"defectSerialNumber":null}\'>В корзину</button>';
      /** The island with the buy button, and the pre-painted frame's badge (hidden: the cart is empty). */
      function page(withBadge = true, html = withPicture) {
        island();
        document.getElementById('ssr-page')!.insertAdjacentHTML('beforeend', addButton);
        if (withBadge) document.body.insertAdjacentHTML('afterbegin', '<span data-cart-badge hidden></span>');
        runStarter(html);
        return document.querySelector<HTMLButtonElement>('button[data-cart-add]')!;
      }
      const badge = () => document.querySelector<HTMLElement>('[data-cart-badge]')!;
      /** What the browser keeps: the stored cart (SPEC §3) and the adds the cart model is to confirm. */
      const stored = () => ({
        cart: JSON.parse(window.localStorage.getItem('cart') ?? 'null') as unknown,
        toConfirm: window.localStorage.getItem('cartEarlyAdds'),
      });
      const line = (productId: number, quantity: number) => ({ id: productId, defectSerialNumber: null, quantity, selected: true });
      afterEach(() => {
        window.localStorage.clear();
        document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
      });

      it("a guest's tap is in the stored cart before the badge shows it, and is not replayed", async () => {
        window.localStorage.setItem('cart', JSON.stringify({ cartList: [line(3, 2)] }));
        const button = page();
        let replayed = 0;
        button.addEventListener('click', () => (replayed += 1));
        // The badge changes only once storage holds the line: seen from the badge's own change.
        const atBadge: unknown[] = [];
        new MutationObserver(() => atBadge.push(stored().cart)).observe(badge(), { childList: true, attributes: true });
        button.click();
        await Promise.resolve();
        expect(atBadge[0]).toEqual({ cartList: [line(3, 2), line(7, 1)] });
        expect(badge().hidden).toBe(false);
        expect(badge().textContent).toBe('3');
        button.click();
        expect(badge().textContent).toBe('4');
        // Two adds for the cart model to confirm; they are lines of the cart already, not notes to add.
        expect(stored()).toEqual({ cart: { cartList: [line(3, 2), line(7, 2)] }, toConfirm: '2' });
        replayed = 0;
        document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
        await Promise.resolve();
        // Counted once: stored here, not again by a replayed click.
        expect(replayed).toBe(0);
      });

      it('answers a product card of a listing the same way (every button carrying the item)', () => {
        const listing = pageWithSsr(
          shell,
          result('<h1>Холодильники</h1><img src="/i/1.webp" fetchpriority="high">'),
          pageContext('/store/holodilniki', { title: 'Холодильники', description: 'Холодильники' }),
        );
        page(true, listing).click();
        expect(badge().textContent).toBe('1');
        expect(stored().cart).toEqual({ cartList: [line(7, 1)] });
      });

      it("a signed-in shopper's tap is held and replayed: their cart (and its count) is on the server", async () => {
        document.cookie = 'user=%7B%22id%22%3A1%7D';
        const button = page();
        let added = 0;
        button.addEventListener('click', () => (added += 1));
        button.click();
        expect(stored()).toEqual({ cart: null, toConfirm: null });
        expect(badge().hidden).toBe(true);
        added = 0;
        document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
        await Promise.resolve();
        expect(added).toBe(1);
      });

      it('a stored cart it cannot read is started afresh, as the cart model would read it, and the tap is not replayed', async () => {
        window.localStorage.setItem('cart', '{broken');
        const button = page();
        let replayed = 0;
        button.addEventListener('click', () => (replayed += 1));
        button.click();
        expect(badge().textContent).toBe('1');
        expect(stored()).toEqual({ cart: { cartList: [line(7, 1)] }, toConfirm: '1' });
        document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
        await Promise.resolve();
        expect(replayed).toBe(0);
      });

      it('a button whose item cannot be read is held and replayed as any other', async () => {
        island();
        document
          .getElementById('ssr-page')!
          .insertAdjacentHTML('beforeend', '<button type="button" data-cart-add=\'{"productId":0}\'>В корзину</button>');
        document.body.insertAdjacentHTML('afterbegin', '<span data-cart-badge hidden></span>');
        runStarter(withPicture);
        const button = document.querySelector('button')!;
        let added = 0;
        button.addEventListener('click', () => (added += 1));
        button.click();
        expect(stored()).toEqual({ cart: null, toConfirm: null });
        added = 0;
        document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
        await Promise.resolve();
        expect(added).toBe(1);
      });

      it('when storage refuses the cart the tap is held and replayed instead, the badge unchanged: counted once either way', async () => {
        const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new Error('QuotaExceededError');
        });
        try {
          const button = page();
          let added = 0;
          button.addEventListener('click', () => (added += 1));
          button.click();
          expect(badge().hidden).toBe(true);
          added = 0;
          document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
          await Promise.resolve();
          expect(added).toBe(1);
        } finally {
          refuse.mockRestore();
        }
      });

      it('once the shell has drawn its frame (no pre-painted badge) and takes no hand-over, a tap is held and replayed through the page', async () => {
        const button = page(false);
        let added = 0;
        button.addEventListener('click', () => (added += 1));
        button.click();
        expect(stored()).toEqual({ cart: null, toConfirm: null });
        added = 0;
        document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
        await Promise.resolve();
        expect(added).toBe(1);
      });

      describe('after the shell’s first render, before hydration (decision 0052)', () => {
        const handedOver: unknown[] = [];
        const take = (event: Event) => {
          handedOver.push((event as CustomEvent<string>).detail);
          event.preventDefault();
        };
        beforeEach(() => {
          handedOver.length = 0;
          document.addEventListener('store:cart-add', take);
        });
        afterEach(() => document.removeEventListener('store:cart-add', take));

        it('hands the tap to the shell at once, which takes it (and stores it): nothing stored here, nothing replayed', async () => {
          const button = page(false);
          let replayed = 0;
          button.addEventListener('click', () => (replayed += 1));
          button.click();
          expect(handedOver).toEqual(['{"productId":7,"defectSerialNumber":null}']);
          expect(stored()).toEqual({ cart: null, toConfirm: null });
          document.getElementById('ssr-page')!.setAttribute('data-hydrated', 'true');
          await Promise.resolve();
          expect(replayed).toBe(0);
        });

        it("a signed-in shopper's tap is handed over too: the shell adds it through the bus, to the server cart", () => {
          document.cookie = 'user=%7B%22id%22%3A1%7D';
          page(false).click();
          expect(handedOver).toHaveLength(1);
        });

        it('while the pre-painted badges are on screen a tap is still stored by the page, not handed over', () => {
          page().click();
          expect(handedOver).toEqual([]);
          expect(stored().cart).toEqual({ cartList: [line(7, 1)] });
        });
      });
    });

    it('never waits longer than its limit for a picture that does not come', () => {
      island();
      runStarter(withPicture);
      jest.advanceTimersByTime(PICTURE_WAIT_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(everything);
    });
  });
});

describe("a guest's /cart: the stored lines' products asked for by the HTML (decision 0063)", () => {
  const cartPage = pageWithSsr(
    shell,
    result('<section data-testid="cart-page"><h1>Корзина</h1></section>', {
      page: 'cart_checkout/CartPage',
      city: { cityId: 42, shopId: 1, code: 7, name: 'Иркутск' },
    }),
    pageContext('/cart', { title: 'Корзина', description: 'Корзина' }),
  );
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="ssr-page"><span data-cart-early-title></span><span data-cart-early-title></span></div>';
    window.fetch = jest.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return { ok: true, status: 200, json: async () => ({ id: 7, title: 'Чайник' }) } as unknown as Response;
    }) as typeof window.fetch;
  });
  afterEach(() => {
    window.localStorage.clear();
    document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    delete (window as { __storeCartProductsEarly?: unknown }).__storeCartProductsEarly;
  });

  it('keeps the page’s scripts where the HTML has them, and the starter asks for each stored line’s product for the city', async () => {
    expect(cartPage).toContain('<script defer src=/main.abc.js></script>');
    expect(cartPage).toContain('<link rel="preload" href="http://cdn/remoteEntry.js" as="script">');
    window.localStorage.setItem('cart', JSON.stringify({ cartList: [{ id: 7, defectSerialNumber: null, quantity: 2, selected: true }] }));
    runStarter(cartPage);
    expect(asked).toEqual(['/api/product/7?selectedCity=42']);
    // The starter adds no script of its own on this page.
    expect(added()).toEqual([]);
    const early = (window as { __storeCartProductsEarly?: { cityId: number; products: Record<number, Promise<unknown>> } })
      .__storeCartProductsEarly;
    expect(early?.cityId).toBe(42);
    await expect(early?.products[7]).resolves.toEqual({ id: 7, title: 'Чайник' });
    // The line's title drawn into the frame's first line skeleton, the second left as it was.
    expect([...document.querySelectorAll('[data-cart-early-title]')].map((slot) => slot.textContent)).toEqual(['Чайник', '']);
  });

  it('asks for nothing with an empty cart, or for a signed-in shopper (their lines are the server cart’s)', () => {
    runStarter(cartPage);
    window.localStorage.setItem('cart', JSON.stringify({ cartList: [{ id: 7, defectSerialNumber: null, quantity: 1, selected: true }] }));
    document.cookie = 'user=1';
    runStarter(cartPage);
    expect(asked).toEqual([]);
  });
});
