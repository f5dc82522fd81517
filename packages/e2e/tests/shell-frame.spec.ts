import { expect, test, type APIRequestContext, type Page } from './csp-guard';
import { STORE_URL } from '../ports';
import { shell } from './selectors-shell';
import { untilHydrated } from './ssr-helpers';

const DEFAULT_CITY_ID = 195585415;

interface MenuNode {
  slug: string;
  name: string;
  count: number;
  children: MenuNode[];
}

async function categoryMenu(request: APIRequestContext): Promise<MenuNode[]> {
  const answer = await request.get(`/api/category/menu?selectedCity=${DEFAULT_CITY_ID}`);
  return ((await answer.json()) as { categories: MenuNode[] }).categories;
}

/** A main category with a subcategory that has children (the dropdown's three levels). */
async function threeLevels(request: APIRequestContext) {
  for (const main of await categoryMenu(request)) {
    const sub = main.children.find((c) => c.children.length > 0);
    if (sub) return { main, sub, child: sub.children[0]! };
  }
  throw new Error('no category with three levels in the seed');
}

async function jsonLdOf(page: Page) {
  const text = await page.locator(shell.breadcrumbsJsonLd).textContent();
  return JSON.parse(text ?? '{}') as { '@type': string; itemListElement: { position: number; name: string; item: string }[] };
}

test.describe('catalogue button at 1280 px: a dropdown of main categories', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('toggles a dropdown; a main category shows its subcategories and children with counts, each linking /store/{main}/{sub}/{child}', async ({
    page,
    request,
  }) => {
    const { main, sub, child } = await threeLevels(request);
    await page.goto('/');
    await untilHydrated(page);
    await expect(page.locator(shell.catalogLink)).toBeHidden();
    const button = page.locator(shell.catalogButton);
    await button.click();
    const menu = page.locator(shell.catalogueMenu);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.locator(shell.catalogueMain).filter({ hasText: main.name }).click();
    await expect(page).toHaveURL(/\/$/);
    const panel = menu.locator(shell.cataloguePanel);
    const childLink = panel.getByRole('link', { name: new RegExp(`^${child.name} ${child.count}`) });
    await expect(childLink).toHaveAttribute('href', `/store/${main.slug}/${sub.slug}/${child.slug}`);
    await expect(panel.getByRole('link', { name: new RegExp(`^${sub.name} ${sub.count}`) })).toHaveAttribute(
      'href',
      `/store/${main.slug}/${sub.slug}`,
    );
    await childLink.click();
    await expect(page).toHaveURL(new RegExp(`/store/${main.slug}/${sub.slug}/${child.slug}$`));
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
  });

  test('keyboard alone: Tab reaches every item, Escape closes and returns focus to the button', async ({ page, request }) => {
    const { main, child } = await threeLevels(request);
    const mains = await categoryMenu(request);
    await page.goto('/');
    // The home page comes rendered by the server: keys pressed before it is hydrated reach plain HTML.
    await untilHydrated(page);
    const button = page.locator(shell.catalogButton);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(shell.catalogueMenu)).toBeVisible();
    // As a shopper does, Tab once the categories are shown (not while the skeleton stands in for them).
    await expect(page.locator(shell.catalogueMain).first()).toBeVisible();
    // Tab walks the main categories; each one's panel follows it, so its links come next.
    const seen = new Set<string>();
    for (let i = 0; i < 400 && !(seen.has(child.name) && seen.has(mains.at(-1)!.name)); i += 1) {
      await page.keyboard.press('Tab');
      const text = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (!(await page.locator(shell.catalogueMenu).isVisible())) break;
      seen.add(text.replace(/\s+\d+\s*\S*$/, '').trim());
    }
    for (const m of mains) expect(seen).toContain(m.name);
    expect(seen).toContain(child.name);
    expect(seen).toContain(`Все товары раздела «${main.name}»`);
    await page.keyboard.press('Escape');
    await expect(page.locator(shell.catalogueMenu)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a dropdown still open when the window narrows below 767 px: a main category navigates to /store/{slug}', async ({
    page,
    request,
  }) => {
    const [first] = await categoryMenu(request);
    await page.goto('/');
    await untilHydrated(page);
    await page.locator(shell.catalogButton).click();
    await expect(page.locator(shell.catalogueMenu)).toBeVisible();
    await page.setViewportSize({ width: 700, height: 900 });
    await page.locator(shell.catalogueMain).filter({ hasText: first!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/store/${first!.slug}$`));
  });
});

for (const width of [900, 375]) {
  test.describe(`catalogue button at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('below 991 px it goes to /store', async ({ page }) => {
      await page.goto('/contacts');
      await expect(page.locator(shell.catalogButton)).toBeHidden();
      await page.locator(shell.catalogLink).click();
      await expect(page).toHaveURL(/\/store$/);
    });
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`breadcrumbs at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a category page: «Главная», the catalogue, each category by its title, the last not a link, BreadcrumbList JSON-LD', async ({
      page,
      request,
    }) => {
      const { main, sub } = await threeLevels(request);
      await page.goto(`/store/${main.slug}/${sub.slug}`);
      const crumbs = page.locator(shell.breadcrumbs);
      await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/store');
      await expect(crumbs.getByRole('link', { name: main.name })).toHaveAttribute('href', `/store/${main.slug}`);
      await expect(crumbs.getByText(sub.name, { exact: true })).toBeVisible();
      await expect(crumbs.getByRole('link', { name: sub.name, exact: true })).toHaveCount(0);
      await expect
        .poll(async () => (await jsonLdOf(page)).itemListElement.map((i) => i.name))
        .toEqual(['Главная', 'Каталог', main.name, sub.name]);
      const jsonLd = await jsonLdOf(page);
      expect(jsonLd['@type']).toBe('BreadcrumbList');
      expect(jsonLd.itemListElement[2]).toEqual({
        '@type': 'ListItem',
        position: 3,
        name: main.name,
        item: `${STORE_URL}/store/${main.slug}`,
      });
      await expect(page).toHaveTitle(new RegExp(`— ТехноСибирь$`));
    });

    test("a product page: the last crumb is the product's title from its page", async ({ page, request }) => {
      const { main, sub } = await threeLevels(request);
      const answer = await request.get(
        `/api/category/products?selectedCity=${DEFAULT_CITY_ID}&categorySlug=${main.slug}/${sub.slug}&limit=1`,
      );
      const product = ((await answer.json()) as { items: { title: string; path: string }[] }).items[0]!;
      await page.goto(product.path);
      const crumbs = page.locator(shell.breadcrumbs);
      await expect(crumbs).toContainText(product.title);
      await expect(crumbs.getByRole('link', { name: product.title })).toHaveCount(0);
      await expect.poll(async () => (await jsonLdOf(page)).itemListElement.at(-1)?.name).toBe(product.title);
      await expect(page).toHaveTitle(`${product.title} — ТехноСибирь`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${STORE_URL}${product.path.split('?')[0]}`);
    });

    test('no breadcrumbs on the home page', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator(shell.header)).toBeVisible();
      await expect(page.locator(shell.breadcrumbs)).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });
  });
}

test('a path that matches no route: HTTP 404 from the server and the 404 page with links home and to the catalogue', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  const notFound = page.locator(shell.notFound);
  await expect(notFound).toBeVisible();
  await expect(notFound.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  await expect(notFound.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/store');
  await expect(page).toHaveTitle('Страница не найдена — ТехноСибирь');
  expect((await page.request.get('/store/komp')).status()).toBe(200);
});

test('the support phone in the header and the footer is the one of GET /api/settings', async ({ page, request }) => {
  const settings = await request.get('/api/settings');
  expect(settings.status()).toBe(200);
  const { supportPhone } = (await settings.json()) as { supportPhone: string };
  await page.goto('/');
  await expect(page.locator(shell.footerPhone)).toHaveText(supportPhone);
});

test('a malformed selectedCity cookie: the default city, never a blank page', async ({ page, context }) => {
  await context.addCookies([{ name: 'selectedCity', value: '%E0%A4%A-drop', url: STORE_URL }]);
  await page.goto('/');
  await expect(page.locator(shell.cityButton)).toContainText('Усолье-Сибирское');
});

test('the city modal by keyboard alone: Enter opens it, focus stays inside, Escape closes it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await untilHydrated(page);
  const button = page.locator(shell.cityButton);
  await button.focus();
  await page.keyboard.press('Enter');
  const modal = page.locator(shell.cityModal);
  await expect(modal).toBeVisible();
  // The page behind is inert: Tab never lands on it (past the last control, a native modal dialog
  // lets focus visit the browser's own UI, where the page sees document.body).
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((node) => node.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
});
