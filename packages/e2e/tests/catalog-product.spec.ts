import { expect, test } from './csp-guard';
import { cityByName, listing, pathOf, rub } from './catalog-api-helpers';
import { cat } from './selectors-catalog';
import { untilHydrated } from './ssr-helpers';

test('a marked-down item by ?defect= shows «Уцененный товар», its serial, its reason and its own price', async ({ page, request }) => {
  const { items } = await listing(request, { type: 'DEFECTS', limit: 1 });
  const item = items[0]!;
  await page.goto(pathOf(item, []));
  await expect(page.locator(cat.productDefect)).toContainText('Уцененный товар');
  await expect(page.locator(cat.productDefect)).toContainText(item.defectSerialNumber!);
  await expect(page.locator(cat.productDefect)).toContainText(item.defectReason!);
  await expect(page.locator(cat.productPrice)).toContainText(rub(item.price));
});

test('a city change changes the price of the product shown', async ({ page, request }) => {
  const irkutsk = await cityByName(request, 'Иркутск');
  const here = await listing(request, { limit: 60 });
  const there = await listing(request, { limit: 100, selectedCity: irkutsk.id });
  const pair = here.items
    .map((item) => ({ item, other: there.items.find((o) => o.id === item.id) }))
    .find(({ item, other }) => other && other.price !== item.price);
  if (!pair?.other) throw new Error('no product priced differently in Irkutsk among the first goods');

  await page.goto(pathOf(pair.item, []));
  await expect(page.locator(cat.productPrice)).toContainText(rub(pair.item.price));
  await page.locator(cat.shellCityButton).click();
  const modal = page.locator(cat.shellCityModal);
  await modal.getByRole('button', { name: 'Иркутск', exact: true }).click();
  if ((irkutsk.shops ?? []).length > 1) await modal.getByRole('button').filter({ hasText: 'Иркутск' }).first().click();
  await expect(page.locator(cat.productPrice)).toContainText(rub(pair.other.price));
});

test('the stock modal lists the shops of the city', async ({ page, request }) => {
  const { items } = await listing(request, { limit: 1 });
  await page.goto(pathOf(items[0]!, []));
  await page.locator(cat.stockButton).click();
  await expect(page.locator(cat.stockModal)).toBeVisible();
  await expect(page.locator(cat.stockRow).first()).toBeVisible();
});

test.describe('bad addresses give the not-found view with links', () => {
  for (const [what, path] of [
    ['an unknown category', '/store/net-takoy-kategorii'],
    ['a product id that is not a number', '/store/komp/noutbuki/abc.html'],
    ['an unknown product', '/store/komp/noutbuki/999999999.html'],
  ] as const) {
    test(what, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(cat.notFound)).toBeVisible();
      await expect(page.locator(cat.notFound).getByRole('link', { name: 'На главную' })).toBeVisible();
      await expect(page.locator(cat.notFound).getByRole('link', { name: 'В каталог' })).toBeVisible();
    });
  }

  test("a serial that is not the product's", async ({ page, request }) => {
    const { items } = await listing(request, { limit: 1 });
    await page.goto(`${pathOf(items[0]!, [])}?defect=NOT-THIS-ONE`);
    await expect(page.locator(cat.notFound)).toBeVisible();
  });
});

test('a malformed filters value gives the clean view with the filters reset', async ({ page }) => {
  await page.goto('/store/komp?filters=%7Bbroken&page=7');
  await expect(page.locator(cat.resetNotice)).toBeVisible();
  // The hydrated page cleans the address; a newcomer's listing is hydrated once someone is at it (decision 0053).
  await untilHydrated(page);
  await expect(page).toHaveURL(/\/store\/komp$/);
  await expect(page.locator(cat.productCard).first()).toBeVisible();
});

test('news on the home page carry their dates in words', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(cat.newsItem).first()).toContainText(
    /\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}/,
  );
});
