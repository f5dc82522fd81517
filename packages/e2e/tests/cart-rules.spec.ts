import { expect, test } from './csp-guard';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../../scripts/lib/bootstrap.mjs';
import { stopChild, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { E2E } from '../ports';
import { chooseCity, fillBuyer, freshPhone, freshProduct, OTHER_CITY_ID, seedGuestCart } from './cart-helpers';
import { serveMapsStandIn } from './cart-maps-stand-in';
import { cart } from './selectors-cart';

test.beforeEach(async ({ page }) => {
  await serveMapsStandIn(page);
});

test('(c) a legal entity sees only the bank invoice', async ({ page, context, request }) => {
  const product = await freshProduct(request);
  await seedGuestCart(context, [{ id: product.id }]);
  await page.goto('/cart');
  const payment = page.locator(cart.payment);
  await expect(payment.getByRole('radio')).not.toHaveCount(0);
  await expect(payment.getByRole('radio', { name: /Оплата при получении/ })).toBeVisible();
  await page.getByLabel('Юридическое лицо').check();
  await expect(payment.getByRole('radio')).toHaveCount(1);
  await expect(payment.getByRole('radio', { name: /Оплата по банковскому счету/ })).toBeChecked();
});

test("(d) «Другой город» below its minimum gets «Заказ от 500 рублей» with the shops' addresses", async ({ page, context, request }) => {
  const product = await freshProduct(request, { category: 'instrument/raskhodnye-materialy/diski', cheapest: true, maxPrice: 499 });
  await chooseCity(context, OTHER_CITY_ID);
  await seedGuestCart(context, [{ id: product.id }]);
  await page.goto('/cart');
  await expect(page.locator(cart.line)).toHaveCount(1);
  await fillBuyer(page, { phone: freshPhone() });
  await page.locator(cart.submit).click();
  const modal = page.locator(cart.minimumModal);
  await expect(modal.getByRole('heading', { name: 'Заказ от 500 рублей' })).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Адреса магазинов' })).toHaveAttribute('href', '/point');
});

test.describe('(e) the delivery-cost calculator', () => {
  let failing: ChildProcess | null = null;
  const failingPort = E2E.apiPort + 5;

  test.beforeAll(async () => {
    // A second API whose courier company is down (COURIER_COMPANY_FAILS), on the same seed.
    failing = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], {
      env: {
        ...process.env,
        PORT: String(failingPort),
        HOST: E2E.host,
        DATA_DIR: join(mkdtempSync(join(tmpdir(), 'store-e2e-failing-')), 'pglite'),
        SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '600',
        COURIER_COMPANY_FAILS: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await waitForHttp(`http://${E2E.host}:${failingPort}/api/health`, failing, 120_000);
  });
  test.afterAll(async () => {
    await stopChild(failing);
  });

  test('office mode: a point on the map, days and price, «Добавить доставку к заказу»; then the carrier fails', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const product = await freshProduct(request, { category: 'instrument/raskhodnye-materialy/diski', minPrice: 600 });
    await chooseCity(context, OTHER_CITY_ID);
    await seedGuestCart(context, [{ id: product.id }]);
    await page.goto('/cart');
    await expect(page.locator(cart.line)).toHaveCount(1);
    await page.locator(cart.calculatorOpen).click();

    const calculator = page.locator(cart.calculator);
    await expect(calculator).toBeVisible();
    await calculator.locator(cart.calculatorCity).selectOption({ label: 'Иркутск' });
    await calculator.locator(cart.calculatorCalculate).click();
    await expect(calculator.getByText('Пожалуйста, выберите отделение СДЭК в своем городе на карте').first()).toBeVisible();

    const map = calculator.locator(cart.mapStandIn);
    await expect(map).toHaveAttribute('data-zoom', '10');
    await map.locator('[data-stand-in-placemark]').first().click();
    await calculator.locator(cart.mapBalloon).getByRole('button', { name: 'Выбрать' }).click();
    await calculator.locator(cart.calculatorCalculate).click();
    await expect(calculator.locator(cart.calculatorResult)).toContainText(/Срок: до \d+ д/);
    await expect(calculator.locator(cart.calculatorPrice)).toHaveText(/^\d[\d\s]*\s₽$/);
    const price = await calculator.locator(cart.calculatorPrice).innerText();
    await calculator.locator(cart.calculatorAdd).click();
    await expect(calculator).toBeHidden();
    await expect(page.locator(cart.destination)).toContainText('Иркутск');
    await expect(page.locator('[data-testid="cart-delivery-price"]')).toHaveText(price);

    // The carrier is down: the §8 toast with the phone, «Рассчитать» disabled until the mode changes.
    await page.route('**/api/courier-company/price', (route) =>
      route.continue({ url: `http://${E2E.host}:${failingPort}/api/courier-company/price` }),
    );
    await page.getByRole('button', { name: 'Изменить' }).click();
    await calculator.getByRole('radio', { name: /ул\./ }).first().check();
    await calculator.locator(cart.calculatorCalculate).click();
    await expect(
      page.getByText(/^Не удалось рассчитать стоимость доставки СДЭК\. Попробуйте еще раз или свяжитесь с оператором по номеру .+/),
    ).toBeVisible();
    await expect(calculator.locator(cart.calculatorCalculate)).toBeDisabled();
    await calculator.getByRole('radio', { name: 'Курьером до двери' }).check();
    await expect(calculator.locator(cart.calculatorCalculate)).toBeEnabled();
  });
});
