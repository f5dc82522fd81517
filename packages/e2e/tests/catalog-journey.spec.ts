import { expect, test } from './csp-guard';
import { browsableCategory } from './catalog-api-helpers';
import { cat } from './selectors-catalog';
import { untilHydrated } from './ssr-helpers';

test('home → category → brand and price filter → sort → page 2 → reload keeps the view → product → cart, favourite, compare', async ({
  page,
  request,
}) => {
  const { top, slugs, brand, priceMax } = await browsableCategory(request);

  await page.goto('/');
  await expect(page.locator(cat.home)).toBeVisible();
  await expect(page.locator(cat.banners)).toBeVisible();
  await page.locator(cat.home).getByRole('link', { name: top.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${top.slug}$`));
  await expect(page.locator(cat.categoryPage).getByRole('heading', { level: 1 })).toHaveText(top.name);

  // Straight to the leaf through its tiles.
  for (let depth = 2; depth <= slugs.length; depth += 1) {
    await page
      .locator(`${cat.categoryPage} a[href="/store/${slugs.slice(0, depth).join('/')}"]`)
      .first()
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/store/${slugs.join('/')}$`));
  await expect(page.locator(cat.productCard)).toHaveCount(12);
  await untilHydrated(page);

  await page
    .locator(cat.brandFilter)
    .getByRole('checkbox', { name: new RegExp(`^${brand.name} \\(`) })
    .check();
  await expect(page).toHaveURL(/filters=/);
  await page.locator(cat.priceFilter).getByLabel('до').fill(String(priceMax));
  await page.locator(cat.priceFilter).getByRole('button', { name: 'Применить' }).click();
  await expect(page).toHaveURL(new RegExp(`priceMax%22%3A${priceMax}`));

  await page
    .locator(cat.sort)
    .getByRole('combobox')
    .or(page.locator(`select${cat.sort}`))
    .first()
    .selectOption('ASC');
  await expect(page).toHaveURL(/sortPrice=ASC/);

  await page.locator(`a[href*="page=2"]`).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator(cat.productCard).first()).toBeVisible();
  const firstTitle = await page.locator(cat.productCard).first().locator(cat.cardTitle).textContent();
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.locator(cat.productCard).first()).toContainText(firstTitle ?? '');
  await expect(page.locator(cat.brandFilter).getByRole('checkbox', { name: new RegExp(`^${brand.name} \\(`) })).toBeChecked();
  await expect(page.locator(cat.priceFilter).getByLabel('до')).toHaveValue(String(priceMax));

  await page.locator(cat.productCard).first().getByRole('link').first().click();
  await expect(page.locator(cat.productTitle)).toHaveText(firstTitle ?? '');
  await expect(page.locator(cat.productPrice)).toContainText('₽');
  await untilHydrated(page);

  // The badge is the shell's, fed by the cart remote (mf-cart-checkout) through the bus.
  await page.locator(cat.productAddToCart).click();
  await expect(page.locator(cat.shellCartCount)).toHaveText('1');

  // Favourite and compare toggles: one toggle of the product collection (entities/product-collection).
  const favourite = page.locator(cat.collections).getByRole('button', { name: /избранн/i });
  await favourite.click();
  await expect(page.getByTestId('shell-favourites-link')).toContainText('1');
  const compare = page.locator(cat.collections).getByRole('button', { name: /сравн/i });
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
});
