import { expect, test } from './csp-guard';
import { fillBuyer, freshPhone, freshProduct, seedGuestCart, smsCode } from './cart-helpers';
import { serveMapsStandIn } from './cart-maps-stand-in';
import { cart } from './selectors-cart';

test.beforeEach(async ({ page }) => {
  await serveMapsStandIn(page);
});

test('(a) a guest buys from a product page: pickup from a shop chosen on the map, phone code, paid on the demo gateway', async ({
  page,
  request,
}) => {
  const product = await freshProduct(request, { minPrice: 1000 });
  const phone = freshPhone();

  await page.goto(product.path);
  await page.locator(cart.productAddToCart).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');

  await page.goto('/cart');
  await expect(page.locator(cart.line)).toHaveCount(1);
  await expect(page.locator(cart.line)).toContainText(product.title);

  // The shop from the map: the stand-in's placemark, its balloon, «Выбрать».
  await page.locator(cart.mapToggle).click();
  const map = page.locator(cart.mapStandIn);
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-zoom', '17');
  await map.getByRole('button', { name: 'ТехноСибирь на Крупской' }).click();
  await page.locator(cart.mapBalloon).getByRole('button', { name: 'Выбрать' }).click();
  await expect(page.locator(cart.shops).getByRole('radio', { name: /ТехноСибирь на Крупской/ })).toBeChecked();

  await fillBuyer(page, { phone });
  await page
    .locator(cart.payment)
    .getByRole('radio', { name: /Банковской картой онлайн/ })
    .check();
  await page.locator(cart.submit).click();

  const modal = page.locator(cart.phoneModal);
  await expect(modal).toBeVisible();
  await modal.getByLabel('Код из SMS').fill(await smsCode(request, phone));

  // The order goes, the browser leaves for the gateway's page.
  await page.waitForURL(/\/api\/payment\/demo\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText('Оплата прошла успешно')).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к заказу' }).click();

  await expect(page).toHaveURL(/\/cart\?order=\d+&payment=paid/);
  await expect(page.locator(cart.paymentReturn)).toContainText(/Заказ № \d+ оплачен/);
  await page.locator(cart.paymentReturn).getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator(cart.empty)).toBeVisible();
});

test('(b) the badge counts an item added on the first page opened', async ({ page, request }) => {
  const product = await freshProduct(request);
  await page.goto(product.path);
  await page.locator(cart.productAddToCart).click();
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  await page.locator(cart.productAddToCart).click();
  await expect(page.locator(cart.shellCartCount)).toHaveText('2');
  await page.reload();
  await expect(page.locator(cart.shellCartCount)).toHaveText('2');
});

test('(g) a wrong phone code shows «Неверный код подтверждения», then the right one places the order', async ({
  page,
  context,
  request,
}) => {
  const product = await freshProduct(request, { minPrice: 1000 });
  const phone = freshPhone();
  await seedGuestCart(context, [{ id: product.id }]);
  await page.goto('/cart');
  await expect(page.locator(cart.line)).toHaveCount(1);
  await fillBuyer(page, { phone });
  await page.locator(cart.submit).click();

  const modal = page.locator(cart.phoneModal);
  const code = await smsCode(request, phone);
  const wrong = code === '0000' ? '1111' : '0000';
  await modal.getByLabel('Код из SMS').fill(wrong);
  await expect(modal.getByText('Неверный код подтверждения')).toBeVisible();
  // SPEC §4: the error goes after 5 seconds.
  await expect(modal.getByText('Неверный код подтверждения')).toBeHidden({ timeout: 10_000 });
  await modal.getByLabel('Код из SMS').fill(code);

  await expect(page.locator(cart.successModal)).toBeVisible();
  await expect(page.locator(cart.successModal)).toContainText('Оператор позвонит вам');
});
