import { expect, test, type APIRequestContext } from './csp-guard';
import { STORE_URL } from '../ports';
import { sel } from './selectors';

const DEFAULT_CITY_ID = 195585415;

interface CityDto {
  id: number;
  name: string;
  shops?: { id: number }[];
}

async function cityByName(request: APIRequestContext, name: string): Promise<CityDto> {
  const response = await request.get('/api/geo-region/city-in-region?id=38,3,24&point=true');
  const { items } = (await response.json()) as { items: { cities: CityDto[] }[] };
  const city = items.flatMap((region) => region.cities).find((c) => c.name === name);
  if (!city) throw new Error(`no city ${name} in the seed`);
  return city;
}

test("home page renders the header, the footer and the catalogue remote's categories from the API", async ({ page, request }) => {
  // The page may come rendered by the server (issue 14) or draw itself: either way its tiles are the API's menu.
  const menu = await request.get(`/api/category/menu?selectedCity=${DEFAULT_CITY_ID}`);
  expect(menu.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator(sel.header)).toBeVisible();
  await expect(page.locator(sel.header)).toContainText('Каталог');
  await expect(page.locator(sel.footer)).toContainText(`© 2013–${new Date().getFullYear()}`);
  const { categories } = (await menu.json()) as { categories: { name: string; count: number }[] };
  expect(categories.length).toBeGreaterThan(3);
  const tiles = page.locator(sel.catalogCategory);
  await expect(tiles).toHaveCount(categories.length);
  await expect(tiles.first()).toContainText(categories[0]!.name);
  await expect(page.locator(sel.catalogHome)).toHaveAttribute('data-boundary', 'catalog');
});

test('the city comes from the selectedCity cookie', async ({ page, context, request }) => {
  const irkutsk = await cityByName(request, 'Иркутск');
  await context.addCookies([{ name: 'selectedCity', value: String(irkutsk.id), url: STORE_URL }]);
  await page.goto('/');
  await expect(page.locator(sel.cityButton)).toContainText('Иркутск');
  await expect(page.locator(sel.catalogCity)).toContainText('Иркутск');
});

test('an unknown city id in the cookie falls back to the default city without a crash', async ({ page, context }) => {
  await context.addCookies([{ name: 'selectedCity', value: '999999', url: STORE_URL }]);
  await page.goto('/');
  await expect(page.locator(sel.cityButton)).toContainText('Усолье-Сибирское');
  await expect(page.locator(sel.catalogCategories)).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'selectedCity')?.value).toBe(String(DEFAULT_CITY_ID));
});

test('choosing a city in the shell reaches the catalogue remote through the bus', async ({ page, context, request }) => {
  const angarsk = await cityByName(request, 'Ангарск');
  await page.goto('/');
  await expect(page.locator(sel.catalogCategories)).toBeVisible();
  await page.locator(sel.cityButton).click();
  const modal = page.locator(sel.cityModal);
  await expect(modal).toBeVisible();
  const menu = page.waitForRequest((r) => r.url().includes(`/api/category/menu?selectedCity=${angarsk.id}`));
  await modal.getByRole('button', { name: 'Ангарск', exact: true }).click();
  if ((angarsk.shops ?? []).length > 1) await modal.getByRole('button').filter({ hasText: 'Ангарск' }).first().click();
  await menu;
  await expect(page.locator(sel.catalogCity)).toContainText('Ангарск');
  await expect(page.locator(sel.cityButton)).toContainText('Ангарск');
  const cookie = (await context.cookies()).find((c) => c.name === 'selectedCity');
  expect(cookie?.value).toBe(String(angarsk.id));
  // One year, SPEC §9.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
});
