import { expect, test } from './csp-guard';
import { startSecondary, type Composition } from '../composition';
import { E2E, RESILIENCE } from '../ports';
import { listing, pathOf, rub } from './catalog-api-helpers';
import { sel } from './selectors';
import { cat } from './selectors-catalog';

// A composition of its own (sharing the main API), so stopping its remotes disturbs no other suite.
let composition: Composition;

test.beforeAll(async () => {
  composition = await startSecondary(RESILIENCE.shellPort, RESILIENCE.remotePorts);
});

test.afterAll(async () => {
  await composition?.stop();
});

test("with the catalogue remote's server stopped the shell and the other remotes keep working, and «Повторить» recovers", async ({
  page,
}) => {
  await composition.stopRemote('catalog');
  await page.goto(`${composition.url}/`);
  // A newcomer's home page loads the catalogue's code at the first sign of use (decisions 0053, 0063): a key.
  await page.keyboard.press('Shift');
  await expect(page.locator(sel.header)).toBeVisible();
  await expect(page.locator(sel.footer)).toBeVisible();
  const fallback = page.locator(sel.fallback);
  await expect(fallback).toContainText('Не удалось загрузить раздел «Главная»');
  await expect(fallback.getByRole('button', { name: 'Повторить' })).toBeVisible();

  // Another remote still loads in the same page.
  await page.getByTestId('shell-cart-link').click();
  await expect(page.locator(sel.cartPage)).toBeVisible();

  // The team redeploys; the shopper presses «Повторить» and the catalogue appears.
  await composition.startRemote('catalog');
  await page.getByRole('link', { name: 'На главную' }).click();
  await page.locator(sel.fallback).getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator(sel.catalogCategories)).toBeVisible();
});

test('a remote manifest that 404s shows the fallback, never a blank page', async ({ page }) => {
  const profileManifest = `http://127.0.0.1:${RESILIENCE.remotePorts[3]}/mf-manifest.json`;
  await page.route(profileManifest, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto(`${composition.url}/profile`);
  await expect(page.locator(sel.header)).toBeVisible();
  await expect(page.locator(sel.fallback)).toContainText('Не удалось загрузить раздел «Профиль»');
  await expect(page.locator(sel.fallback).getByRole('button', { name: 'Повторить' })).toBeVisible();
});

test("with the catalogue's scripts unreachable a server-rendered product page stays readable, its links work, and «Повторить» makes it interactive once they are back", async ({
  page,
  request,
}) => {
  const { items } = await listing(request, { limit: 1 });
  const url = `${composition.url}${pathOf(items[0]!, [])}`;
  // The browser cannot reach the catalogue's code (its manifest still answers): the CDN lost the files.
  const catalogScripts = new RegExp(`^http://${E2E.host}:${RESILIENCE.remotePorts[0]}/.*\\.js(\\?|$)`);
  await page.route(catalogScripts, (route) => route.abort('internetdisconnected'));
  // This shell renders the page itself (its server build of the catalogue is loaded on first use).
  // The browser's own load is the one that must be server-rendered: on a busy machine a render can
  // miss its budget and that answer is the frame, so the page is opened until it is not.
  await expect
    .poll(async () => (await (await page.goto(url))?.text())?.includes('id="ssr-page"'), {
      message: `${url} opens server-rendered`,
      intervals: [250],
    })
    .toBe(true);

  const notice = page.locator(sel.fallback);
  await expect(notice).toContainText('Не удалось загрузить раздел «Каталог»');
  await expect(notice.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // The server's page stays on screen under the notice: title, price and its links.
  const island = page.locator('#ssr-page');
  await expect(island.locator(cat.productTitle)).toHaveText(items[0]!.title);
  await expect(island.locator(cat.productPrice)).toContainText(rub(items[0]!.price));
  const noticeBox = await notice.boundingBox();
  const titleBox = await island.locator(cat.productTitle).boundingBox();
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(titleBox!.y);

  // A link of the server's page leads to its address, which comes readable in the same way.
  const link = island.locator('a[href$=".html"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(`${composition.url}${href}`);
  const nextTitle = page.locator(`#ssr-page ${cat.productTitle}`);
  await expect(nextTitle).toBeVisible();
  await expect(nextTitle).not.toHaveText(items[0]!.title);
  await expect(page.locator(sel.fallback).getByRole('button', { name: 'Повторить' })).toBeVisible();

  // The files are back: «Повторить» loads the catalogue and the page the server drew becomes interactive.
  await page.unroute(catalogScripts);
  await page.locator(sel.fallback).getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('#ssr-page')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator(sel.fallback)).toHaveCount(0);
  const badge = page.locator(cat.shellCartCount);
  const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
  await page.locator(`#ssr-page ${cat.productAddToCart}`).click();
  await expect(badge).toHaveText(String(before + 1));
});
