import { expect, test } from './csp-guard';
import { freshPhone, freshProduct, seedGuestCart, smsCode } from './cart-helpers';
import { cart } from './selectors-cart';

test('(f) one-click order from a product page: form, phone code, «оператор позвонит»; the cart line goes', async ({
  page,
  context,
  request,
}) => {
  const product = await freshProduct(request, { minPrice: 1000 });
  const phone = freshPhone();
  await seedGuestCart(context, [{ id: product.id }]);
  await page.goto(product.path);
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  await page.locator(cart.productOneClick).click();

  const modal = page.locator(cart.oneClick);
  await expect(modal.getByText(product.title)).toBeVisible();
  await modal.getByLabel('Фамилия и имя').fill('Сидорова Анна');
  await modal.getByLabel('Телефон', { exact: true }).fill(`8${phone.slice(1)}`);
  await modal.getByLabel('Telegram').check();
  await modal.locator(cart.oneClickSubmit).click();

  const phoneModal = page.locator(cart.phoneModal);
  await expect(phoneModal).toBeVisible();
  await phoneModal.getByLabel('Код из SMS').fill(await smsCode(request, phone));

  await expect(modal.locator(cart.oneClickSuccess)).toContainText(/Заказ № \d+ оформлен/);
  await expect(modal.locator(cart.oneClickSuccess)).toContainText('Оператор позвонит вам');
  await expect(page.locator(cart.shellCartCount)).toBeHidden();
});

test('(f) one-click paid by SBP shows the payment variant with the gateway address', async ({ page, request }) => {
  const product = await freshProduct(request, { minPrice: 1000 });
  const phone = freshPhone();
  await page.goto(product.path);
  await page.locator(cart.productOneClick).click();
  const modal = page.locator(cart.oneClick);
  await modal.getByLabel('Фамилия и имя').fill('Петров Пётр');
  await modal.getByLabel('Телефон', { exact: true }).fill(`+${phone}`);
  await modal.getByRole('radio', { name: 'Оплатить сейчас через СБП' }).check();
  await modal.locator(cart.oneClickSubmit).click();
  await page
    .locator(cart.phoneModal)
    .getByLabel('Код из SMS')
    .fill(await smsCode(request, phone));
  await expect(modal.getByRole('link', { name: 'Перейти к оплате' })).toHaveAttribute('href', /\/api\/payment\/demo\//);
});
