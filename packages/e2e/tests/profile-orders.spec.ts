import { expect, test, type APIRequestContext } from './csp-guard';
import { codeFromSms, putSessionCookies, registerByApi, smsCount, typedPhone, type ApiSession } from './auth-support';
import { authSel } from './selectors-auth';
import { profileSel } from './selectors-profile';

// Order history, order page and repayment (issue 12 parts 2–4) over orders placed through the API.

const DEFAULT_CITY_ID = 195585415;
const PAYMENT_CARD = 5;
const PAYMENT_ON_RECEIPT = 2;

interface Placed {
  orderId: number;
  address?: string;
}

/**
 * A one-click order of the signed-in user (SPEC §7; the account's phone, so no code is needed),
 * picked up at the default city's shop. Products in stock come first: a product to order waits
 * for the operator before it can be paid.
 */
async function placeOrder(request: APIRequestContext, session: ApiSession & { phone: string }, paymentMethod: number): Promise<Placed> {
  const listing = await request.get(`/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=12`);
  const { items } = (await listing.json()) as { items: { id: number; status?: string }[] };
  const candidates = [...items.filter((p) => p.status === 'inStock'), ...items.filter((p) => p.status !== 'inStock')];
  for (const product of candidates.slice(0, 4)) {
    const res = await request.post('/api/order/one-click', {
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        'idempotency-key': `profile-${session.phone}-${paymentMethod}-${product.id}`,
      },
      data: {
        phone: session.phone,
        customer: 'Тестова Ирина',
        agreementContract: true,
        agreementNotification: true,
        paymentMethod,
        cityId: DEFAULT_CITY_ID,
        deliveryId: 2,
        userId: session.user.id,
        comment: 'Позвонить за час',
        productData: [{ id: product.id, quantity: 1 }],
      },
    });
    if (res.status() !== 200) continue;
    const placed = (await res.json()) as Placed;
    if (paymentMethod !== PAYMENT_CARD || placed.address) return placed;
  }
  throw new Error(`no order placed with payment method ${paymentMethod}`);
}

test('sees the orders in the history, filters by status, opens one and repays it on the demo gateway', async ({
  page,
  request,
  context,
}) => {
  const session = await registerByApi(request);
  const cash = await placeOrder(request, session, PAYMENT_ON_RECEIPT);
  const card = await placeOrder(request, session, PAYMENT_CARD);
  await putSessionCookies(context, session);

  await page.goto('/profile/orders');
  const cards = page.locator(profileSel.orderCard);
  await expect(cards).toHaveCount(2);
  // Newest first: number, date, total, status badge and payment label.
  await expect(cards.first()).toHaveAttribute('data-order-id', String(card.orderId));
  await expect(cards.first()).toContainText(`Заказ № ${card.orderId}`);
  await expect(cards.first()).toContainText(/\d{1,2} [а-я]+ \d{4}/);
  await expect(cards.first()).toContainText('₽');
  await expect(cards.first().locator(profileSel.orderStatus)).toHaveText('Ожидает оплату');
  await expect(cards.first().locator(profileSel.orderPayment)).toHaveText('Ожидает оплату');

  // The status filter lives in the URL.
  await page.locator(profileSel.ordersStatus).selectOption('12');
  await expect(page).toHaveURL(/\/profile\/orders\?status=12$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-order-id', String(card.orderId));
  await page.locator(profileSel.ordersStatus).selectOption('3');
  await expect(page.locator(profileSel.ordersEmpty)).toContainText('Нет заказов с таким статусом');
  await page.reload();
  await expect(page.locator(profileSel.ordersStatus)).toHaveValue('3');

  // Bad input: an unknown status shows all orders; a page beyond the last shows the last page.
  await page.goto('/profile/orders?status=abc');
  await expect(cards).toHaveCount(2);
  await page.goto('/profile/orders?page=7');
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(cards).toHaveCount(2);

  await page.getByRole('link', { name: `Заказ № ${cash.orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${cash.orderId}$`));
  await expect(page.locator(profileSel.order)).toContainText('Позвонить за час');
  await expect(page.locator(profileSel.orderStatus)).toHaveText('Новый');
  await expect(page.locator(profileSel.payButton)).toHaveCount(0);

  await page.goto(`/profile/orders/${card.orderId}`);
  const order = page.locator(profileSel.order);
  await expect(order.locator(profileSel.orderLine)).toHaveCount(1);
  await expect(order.locator(profileSel.orderLine)).toContainText('Артикул:');
  await expect(order).toContainText('Самовывоз из магазина');
  await expect(page.locator(profileSel.payText)).toHaveText(/^Можно оплатить в профиле в течение (20|19) часов$/);

  await page.locator(profileSel.payButton).click();
  await expect(page).toHaveURL(/\/api\/payment\/demo\//);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText('Оплата прошла успешно')).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к заказу' }).click();

  await expect(page).toHaveURL(new RegExp(`/profile/orders/${card.orderId}$`));
  const repaid = page.locator(profileSel.repaidDialog);
  await expect(repaid).toBeVisible();
  await expect(repaid).toContainText(`Оплата заказа № ${card.orderId} прошла успешно`);
  await expect(repaid).toContainText('Поступление оплаты в течение 5 минут');
  await repaid.getByRole('button', { name: 'Хорошо' }).click();
  await expect(repaid).toBeHidden();
  await expect(page.locator(profileSel.orderPayment)).toHaveText('Оплачен');
  await expect(page.locator(profileSel.orderStatus)).toHaveText('Новый');
  await expect(page.locator(profileSel.payButton)).toHaveCount(0);

  // Shown once: a reload does not bring the modal back.
  await page.reload();
  await expect(page.locator(profileSel.orderPayment)).toHaveText('Оплачен');
  await expect(repaid).toBeHidden();
});

test("another user's order, an unknown and a non-numeric id show the not-found view, never the data", async ({
  page,
  request,
  context,
}) => {
  const owner = await registerByApi(request);
  const theirs = await placeOrder(request, owner, PAYMENT_ON_RECEIPT);
  const session = await registerByApi(request);
  await putSessionCookies(context, session);

  for (const id of [String(theirs.orderId), '999999999', 'abc']) {
    await page.goto(`/profile/orders/${id}`);
    await expect(page.locator(profileSel.orderNotFound)).toContainText('Заказ не найден');
    await expect(page.locator(profileSel.order)).toHaveCount(0);
  }
  await page.goto('/profile/nothing-here');
  await expect(page.locator(profileSel.notFound)).toBeVisible();

  await page.goto('/profile/orders');
  await expect(page.locator(profileSel.ordersEmpty)).toContainText('Заказов пока нет');
  await expect(page.locator(profileSel.ordersEmpty).getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/store');
});

test('a signed-out visit to /profile/orders/1 opens the sign-in modal and shows the page after sign-in, without a reload', async ({
  page,
  request,
}) => {
  const session = await registerByApi(request);
  const own = await placeOrder(request, session, PAYMENT_ON_RECEIPT);

  await page.goto('/profile/orders/1');
  await expect(page.locator(authSel.modal)).toBeVisible();
  await expect(page.locator(profileSel.guest)).toBeVisible();
  await page.locator(authSel.login).fill(typedPhone(session.phone));
  const before = await smsCount(request, session.phone);
  await page.locator(authSel.getCode).click();
  await page.locator(authSel.code).pressSequentially(await codeFromSms(request, session.phone, before));
  await expect(page.locator(authSel.dialog)).toBeHidden();
  // Order 1 is someone else's (or nobody's): the profile answers with its not-found view.
  await expect(page.locator(profileSel.orderNotFound)).toBeVisible();
  await expect(page.locator(profileSel.guest)).toBeHidden();

  await page.getByRole('link', { name: 'Мои заказы' }).first().click();
  await page.getByRole('link', { name: `Заказ № ${own.orderId}` }).click();
  await expect(page.locator(profileSel.order)).toHaveAttribute('data-order-id', String(own.orderId));
});

test('a signed-out visit to an own order shows that order right after signing in through the modal', async ({ page, request }) => {
  const session = await registerByApi(request);
  const own = await placeOrder(request, session, PAYMENT_ON_RECEIPT);
  await page.goto(`/profile/orders/${own.orderId}`);
  // A mark on the window: it survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { profileNoReload: true }));
  await expect(page.locator(authSel.modal)).toBeVisible();
  await page.locator(authSel.login).fill(typedPhone(session.phone));
  const before = await smsCount(request, session.phone);
  await page.locator(authSel.getCode).click();
  await page.locator(authSel.code).pressSequentially(await codeFromSms(request, session.phone, before));
  await expect(page.locator(profileSel.order)).toHaveAttribute('data-order-id', String(own.orderId));
  await expect(page.locator(profileSel.order)).toContainText('Позвонить за час');
  expect(await page.evaluate(() => 'profileNoReload' in window)).toBe(true);

  // Signed out, the next visit asks at once; «Войти» of the prompt asks again after the modal was closed.
  await page.locator(profileSel.logout).click();
  await expect(page.locator(profileSel.guest)).toBeVisible();
  await page.reload();
  await expect(page.locator(authSel.modal)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(authSel.dialog)).toBeHidden();
  await expect(page.locator(profileSel.guest)).toBeVisible();
  await page.locator(profileSel.guest).getByRole('button', { name: 'Войти' }).click();
  await expect(page.locator(authSel.modal)).toBeVisible();
});
