import { expect, test, type Page } from './csp-guard';
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { E2E, PAGE_OPENING } from '../ports';
import { seedGuestCart } from './cart-helpers';
import { cityByName, listing, menu, pathOf, rub } from './catalog-api-helpers';
import { cat } from './selectors-catalog';
import { searchAndCollections } from './selectors-search-collections';
import { cart } from './selectors-cart';
import { untilHydrated, watchHydration, writeCompositionWithCatalogAt } from './ssr-helpers';

// Issue 27: most shoppers arrive by an address (typed, pasted, a search engine, a shared link, a new
// tab), not by a click inside the store. A page opened that way does everything it does when
// reached by a click: with server rendering (the page is hydrated in place) and with SSR=off (the
// browser renders it). No journey here clicks its way to a page.

const VIEW_HISTORY_CAP = 15;

interface Mode {
  name: string;
  /** The store's address. */
  origin: string;
  /** Whether the shell's server renders the catalogue's pages. */
  ssr: boolean;
  /** The environment of the mode's shell server. */
  env: Record<string, string>;
}

const modes: Mode[] = [
  // A render late for its budget (300 ms by default) leaves the page to the browser, by design; on a
  // 2-core machine shared with other suites the home page's first render can be that late, and the
  // journey would then take the other way in. Its own shell's server gives renders time.
  {
    name: 'with server rendering',
    origin: `http://${E2E.host}:${PAGE_OPENING.ssrShellPort}`,
    ssr: true,
    env: { SSR: 'on', SSR_BUDGET_MS: '10000' },
  },
  { name: 'with SSR=off', origin: `http://${E2E.host}:${PAGE_OPENING.ssrOffShellPort}`, ssr: false, env: { SSR: 'off' } },
];

/** The modes' shell servers, in front of the suite's remotes and API. */
const shells: ChildProcess[] = [];

test.beforeAll(async ({ request }) => {
  const remotesFile = join(tmpdir(), `page-opening-remotes-${PAGE_OPENING.ssrShellPort}.json`);
  writeCompositionWithCatalogAt(remotesFile, E2E.remotePorts[0]);
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  for (const mode of modes) {
    const shell = spawn(
      process.execPath,
      [
        join(root, 'packages/static-server/dist/cli.js'),
        ...['--dir', join(root, 'shell/dist'), '--port', new URL(mode.origin).port, '--host', E2E.host, '--spa'],
        ...['--api', `http://${E2E.host}:${E2E.apiPort}`, '--remotes', remotesFile],
      ],
      { stdio: 'ignore', env: { ...process.env, ...mode.env } },
    );
    shells.push(shell);
    await waitForHttp(`${mode.origin}/remotes.json`, shell, 20000);
  }
  // The shell's server loads each page module's server build on its first request.
  const { items } = await listing(request, { limit: 1 });
  const top = (await menu(request))[0]!;
  for (const path of ['/', pathOf(items[0]!, []), `/store/${top.slug}`]) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if ((await (await fetch(`${modes[0]!.origin}${path}`)).text()).includes('id="ssr-page"')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
});

test.afterAll(async () => {
  await Promise.all(shells.map((shell) => stopChild(shell)));
});

/** The page at the address has come as the mode makes it: hydrated in place, or rendered by the browser. */
async function arrived(page: Page, mode: Mode) {
  // A newcomer's listing is hydrated once someone is at it (decision 0053): untilHydrated moves the mouse.
  if (mode.ssr) await untilHydrated(page);
  else await expect(page.locator('#ssr-page')).toHaveCount(0);
}

const storedHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('viewHistory') ?? '[]') as { id: number; defectSerialNumber: string | null }[]);

type Item = Awaited<ReturnType<typeof listing>>['items'][number];

const addressOf = (item: Item) => pathOf(item, []);

/** Opens a product page by its address, as from a search engine, and waits until the shopper has seen it. */
async function openByAddress(page: Page, mode: Mode, item: Item) {
  await page.goto(`${mode.origin}${addressOf(item)}`);
  await arrived(page, mode);
  await expect(page.locator(cat.productTitle)).toHaveText(item.title);
  // SPEC §3 «Persisted locally»: the view is kept before the shopper goes on.
  await expect
    .poll(() => storedHistory(page).then((list) => list[0]))
    .toEqual({ id: item.id, defectSerialNumber: item.defectSerialNumber });
}

/** The addresses of the cards under «Вы смотрели», in order. */
const viewedCards = (page: Page) =>
  page.locator(`${cat.viewed} .store-card__link`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

for (const mode of modes) {
  test.describe(mode.name, () => {
    // What an opening changes comes after hydration: the server's markup is never contradicted.
    let problems: string[] = [];
    test.beforeEach(({ page }) => {
      problems = watchHydration(page);
    });
    test.afterEach(() => {
      expect(problems).toEqual([]);
    });

    test('«Вы смотрели» on the home page lists the products opened by their addresses, newest first; a reload adds no second entry; a fourth and a marked-down item take the first places', async ({
      page,
      request,
    }) => {
      const { items } = await listing(request, { limit: 4 });
      const [first, second, third, fourth] = items;
      const markedDown = (await listing(request, { type: 'DEFECTS', limit: 1 })).items[0];
      if (!first || !second || !third || !fourth || !markedDown) throw new Error('the seed has four goods and a marked-down item');

      for (const item of [first, second, third]) await openByAddress(page, mode, item);
      await page.reload();
      await arrived(page, mode);
      await expect(page.locator(cat.productTitle)).toHaveText(third.title);

      await page.goto(`${mode.origin}/`);
      await arrived(page, mode);
      await expect(page.locator(cat.viewed)).toContainText('Вы смотрели');
      await expect.poll(() => viewedCards(page)).toEqual([third, second, first].map(addressOf));

      await openByAddress(page, mode, fourth);
      await openByAddress(page, mode, markedDown);
      // Under the marked-down item the product page lists the others it was opened after.
      await expect.poll(() => viewedCards(page)).toEqual([fourth, third, second, first].map(addressOf));
      await expect(page.locator(cat.productDefect)).toContainText('Уцененный товар');

      await page.goto(`${mode.origin}/`);
      await arrived(page, mode);
      await expect.poll(() => viewedCards(page)).toEqual([markedDown, fourth, third, second, first].map(addressOf));
      await expect(page.locator(cat.viewed).locator('[data-testid="catalog-defect-badge"]')).toContainText(
        markedDown.defectSerialNumber ?? '',
      );
    });

    test(`the list never exceeds ${VIEW_HISTORY_CAP}: a new product opened by its address comes first and the oldest goes`, async ({
      page,
      request,
    }) => {
      const { items } = await listing(request, { limit: VIEW_HISTORY_CAP + 1 });
      const earlier = items.slice(0, VIEW_HISTORY_CAP);
      const latest = items[VIEW_HISTORY_CAP];
      if (!latest) throw new Error(`the seed has ${VIEW_HISTORY_CAP + 1} goods`);
      // Fifteen products viewed on earlier visits, newest first.
      await page.context().addInitScript(
        (list) => {
          if (localStorage.getItem('viewHistory') === null) localStorage.setItem('viewHistory', JSON.stringify(list));
        },
        earlier.map((item) => ({ id: item.id, defectSerialNumber: item.defectSerialNumber })),
      );

      await openByAddress(page, mode, latest);
      await page.goto(`${mode.origin}/`);
      await arrived(page, mode);
      await expect.poll(() => viewedCards(page)).toEqual([latest, ...earlier.slice(0, VIEW_HISTORY_CAP - 1)].map(addressOf));
      expect(await storedHistory(page)).toHaveLength(VIEW_HISTORY_CAP);
    });

    test('a category opened by its address has its title and crumbs, and shows the prices of a city chosen after', async ({
      page,
      request,
    }) => {
      const irkutsk = await cityByName(request, 'Иркутск');
      let found: { slug: string; name: string; price: number } | null = null;
      for (const top of await menu(request)) {
        const here = (await listing(request, { categorySlug: top.slug, limit: 12 })).items;
        const there = (await listing(request, { categorySlug: top.slug, limit: 12, selectedCity: irkutsk.id })).items;
        if (there[0] && !here.some((item) => item.price === there[0]!.price)) {
          found = { slug: top.slug, name: top.name, price: there[0].price };
          break;
        }
      }
      if (!found) throw new Error('no category whose first good in Irkutsk is priced unlike every good here');

      await page.goto(`${mode.origin}/store/${found.slug}`);
      await arrived(page, mode);
      await expect(page).toHaveTitle(new RegExp(`^${found.name} — `));
      await expect(page.locator('.store-breadcrumbs__current')).toHaveText(found.name);
      await expect(page.locator(cat.productCard).first()).toBeVisible();

      await page.locator(cat.shellCityButton).click();
      const modal = page.locator(cat.shellCityModal);
      await modal.getByRole('button', { name: 'Иркутск', exact: true }).click();
      if ((irkutsk.shops ?? []).length > 1) await modal.getByRole('button').filter({ hasText: 'Иркутск' }).first().click();
      await expect(page.locator(cat.productCard).first()).toContainText(rub(found.price));
    });

    test('search results opened by their address keep their title and go on with «Показать ещё», asking the first page once', async ({
      page,
    }) => {
      const asked: number[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/product/search') {
          asked.push((req.postDataJSON() as { offset?: number }).offset ?? 0);
        }
      });
      await page.goto(`${mode.origin}/search?q=${encodeURIComponent('дрель')}`);
      await arrived(page, mode);
      await expect(page).toHaveTitle(/^Поиск: дрель — /);
      const results = page.locator(searchAndCollections.searchPageResults).locator(cat.productCard);
      await expect(results).toHaveCount(6);
      await page.locator(searchAndCollections.searchPageMore).click();
      await expect.poll(() => results.count()).toBeGreaterThan(6);
      // The server answered the first page: the browser asks only for the next one.
      expect(asked).toEqual(mode.ssr ? [6] : [0, 6]);
    });

    // Decision 0036: the server draws the cart as it is while the lines load; the browser fills it in.
    test("the cart opened by its address shows the guest's stored line, and is hydrated in place", async ({ page, context, request }) => {
      const { items } = await listing(request, { limit: 1 });
      const item = items[0]!;
      await seedGuestCart(context, [{ id: item.id, defectSerialNumber: item.defectSerialNumber }]);
      await page.goto(`${mode.origin}/cart`);
      await arrived(page, mode);
      await expect(page.locator(cart.line)).toHaveCount(1);
      await expect(page.locator('[data-testid="cart-line-title"]')).toHaveText(item.title);
      await expect(page.locator('[data-testid="cart-count"]')).toHaveText('1 товар');
      await expect(page.locator(cart.checkout)).toBeVisible();
      await expect(page).toHaveTitle(/^Корзина — /);
    });

    test('the empty cart opened by its address says so (SPEC text); a cart whose products fail to load says that, with a retry', async ({
      page,
      request,
    }) => {
      await page.goto(`${mode.origin}/cart`);
      await arrived(page, mode);
      await expect(page.locator(cart.empty)).toContainText('Ваша корзина пуста');
      await expect(page.locator(cart.line)).toHaveCount(0);

      const { items } = await listing(request, { limit: 1 });
      const item = items[0]!;
      await page.evaluate(
        (value) => localStorage.setItem('cart', value),
        JSON.stringify({ cartList: [{ id: item.id, defectSerialNumber: item.defectSerialNumber, quantity: 1, selected: true }] }),
      );
      let failing = true;
      await page.route(
        (url) => url.pathname === `/api/product/${item.id}`,
        (route) => (failing ? route.abort() : route.continue()),
      );
      await page.reload();
      await arrived(page, mode);
      await expect(page.getByText('Не удалось загрузить корзину. Проверьте подключение и попробуйте ещё раз.')).toBeVisible();
      failing = false;
      await page.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.locator(cart.line)).toHaveCount(1);
    });
  });
}
