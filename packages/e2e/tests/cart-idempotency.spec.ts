import { expect, test } from './csp-guard';
import { freshPhone, freshProduct, seedGuestCart, signedInContext } from './cart-helpers';
import { cart } from './selectors-cart';

test('(h) a double-clicked submit makes one order', async ({ page, context, request }) => {
  const product = await freshProduct(request, { minPrice: 1000 });
  const phone = freshPhone();
  const session = await signedInContext(request, context, phone);
  await seedGuestCart(context, [{ id: product.id }]);

  const orderRequests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/order') orderRequests.push(r.headers()['idempotency-key'] ?? '');
  });

  await page.goto('/cart');
  await expect(page.locator('[data-testid="cart-account"]')).toBeVisible();
  await expect(page.locator(cart.line)).toHaveCount(1);
  await page.getByLabel('Фамилия и имя').fill('Кузнецов Олег');
  await page.locator(cart.submit).dblclick();
  await expect(page.locator(cart.successModal)).toBeVisible();

  expect(new Set(orderRequests).size).toBe(1);
  const orders = await request.get('/api/orders', { headers: { authorization: `Bearer ${session.accessToken}` } });
  const { items } = (await orders.json()) as { items: { orderProducts: { productId: number }[] }[] };
  expect(items.filter((o) => o.orderProducts.some((line) => line.productId === product.id))).toHaveLength(1);
});
