import { expect, test } from './csp-guard';
import { freshProduct } from './cart-helpers';
import { cart } from './selectors-cart';
import { untilHydrated } from './ssr-helpers';

// Issue 41, aim 5: on a 390 × 844 phone a product page opened by its address shows the price and
// «В корзину» on the first screen, and a compact buy bar above the tab bar once they scroll away.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

test('the price and «В корзину» are on the first screen; scrolled away, the buy bar above the tab bar adds to the cart', async ({
  page,
  request,
}) => {
  // Power tools: no ordering journey takes them, so a whole run never leaves them short.
  const product = await freshProduct(request, { category: 'instrument', minPrice: 1000 });
  // Every layout shift of the visit (none is caused by input here: the scrolls are the wheel's).
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(product.path);
  const tabBar = page.getByRole('navigation', { name: 'Нижнее меню' });
  await expect(tabBar).toBeVisible();
  const tabTop = (await tabBar.boundingBox())!.y;

  // The banner line is one line.
  const banner = (await page.getByTestId('shell-banner').boundingBox())!;
  expect(banner.height).toBeLessThanOrEqual(40);
  // Title, picture, price and «В корзину» within the first screen, above the tab bar.
  for (const testId of ['catalog-product-title', 'catalog-gallery', 'catalog-product-price', 'catalog-product-add-to-cart']) {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box.y, testId).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${testId} ends above the tab bar`).toBeLessThanOrEqual(tabTop);
  }
  const bar = page.getByTestId('catalog-buy-bar');
  await expect(bar).toBeHidden();

  await untilHydrated(page);
  // The buy box's actions scrolled up out of view: the bar shows, right above the tab bar.
  const add = page.getByTestId('catalog-product-add-to-cart');
  await page.mouse.wheel(0, 800);
  await expect(add).not.toBeInViewport();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('₽');
  await expect
    .poll(async () => {
      const box = (await bar.boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBe(Math.round(tabTop));

  await bar.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(tabBar.getByRole('link', { name: /Корзина/ })).toContainText('1');

  // Back at the top the bar goes; the buy box's own button counts the same way.
  await page.mouse.wheel(0, -5000);
  await expect(add).toBeInViewport();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => window.__layoutShift)).toBe(0);

  await page.goto('/cart');
  await expect(page.locator(cart.line)).toHaveCount(1);
  await expect(page.locator(cart.line)).toContainText(product.title);
});
