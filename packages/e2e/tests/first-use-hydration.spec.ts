import { expect, test, type Page } from './csp-guard';
import { E2E, STORE_URL } from '../ports';
import { browsableCategory, listing, pathOf } from './catalog-api-helpers';
import { cat } from './selectors-catalog';

// Issue 25, decision 0053: a newcomer's home page and catalogue listing work as the server drew them
// and load the catalogue's code at the first sign of someone at the page; a tap or choice that comes
// first is held and given to the hydrated page. A product page, and a returning shopper's pages, are hydrated
// with the page.

const island = (page: Page) => page.locator('#ssr-page');
/** @store/domain HYDRATE_AT_PRESENCE_ATTRIBUTE, as the page's HTML carries it (this suite sees only the browser). */
const HYDRATE_AT_PRESENCE_ATTRIBUTE = 'data-hydrate-at-presence';

/** The scripts of the catalogue remote's origin the page has loaded so far. */
function watchCatalogueScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.port === String(E2E.remotePorts[0])) loaded.push(url.pathname);
  });
  return loaded;
}

async function serverRenders(path: string) {
  // The server loads a page module's server build on its first request; later ones find it loaded.
  await expect
    .poll(async () => (await (await fetch(`${STORE_URL}${path}`)).text()).includes('id="ssr-page"'), { intervals: [250] })
    .toBe(true);
}

/** Loaded, and the browser idle a while: what the shell would start with the page has started. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
}

test("a newcomer's home page loads no catalogue code while it is only scrolled, and is hydrated at a touch on what it answers", async ({
  page,
}) => {
  await serverRenders('/');
  const scripts = watchCatalogueScripts(page);
  await page.goto('/');
  // The page's starter marks it for the shell: a newcomer's page, hydrated at presence.
  await expect(island(page)).toHaveAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE, '');
  await settle(page);
  expect(scripts, 'catalogue scripts before anyone is at the page').toEqual([]);
  await expect(island(page)).not.toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator(cat.home)).toBeVisible();

  // A scroll is no sign (decision 0063): a wheel turned, a press on the page's text.
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 100);
  const text = page.locator(`${cat.home} h2`).first();
  await text.scrollIntoViewIfNeeded();
  const box = (await text.boundingBox())!;
  await page.mouse.move(box.x + 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await settle(page);
  expect(scripts, 'catalogue scripts after a scroll').toEqual([]);
  await expect(island(page)).toHaveAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE, '');

  // A pointer down on the banners' slider (a swipe begins so; its slides are links, so no click): hydrated.
  await page.locator(cat.banners).dispatchEvent('pointerdown');
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(island(page)).not.toHaveAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE, '');
  expect(scripts.some((path) => path.endsWith('remoteEntry.js'))).toBe(true);
});

test("a newcomer's first choice on a category page, made before it is hydrated, is applied once it is", async ({ page, request }) => {
  const { slugs } = await browsableCategory(request);
  const path = `/store/${slugs.join('/')}`;
  await serverRenders(path);
  await page.goto(path);
  await settle(page);
  await expect(island(page)).not.toHaveAttribute('data-hydrated', 'true');
  await expect(island(page)).toHaveAttribute(HYDRATE_AT_PRESENCE_ATTRIBUTE, '');

  // The sort chosen with no pointer (a keyboard, an assistive tool): the change is the first sign,
  // the page's starter keeps it, and the hydrated page gets it.
  await page.locator(`select${cat.sort}`).selectOption('ASC');
  await expect(page).toHaveURL(/sortPrice=ASC/);
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
});

test('a product page, and any page of a shopper who left something here, is hydrated with the page', async ({ page, request }) => {
  const product = pathOf((await listing(request, { limit: 1 })).items[0]!, []);
  await serverRenders(product);
  await page.goto(product);
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');

  // Something of the store is kept in this browser now (the product's view): home starts as the page does.
  await expect.poll(() => page.evaluate(() => window.localStorage.length)).toBeGreaterThan(0);
  await page.goto('/');
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
});
