import { expect, test, type APIRequestContext } from './csp-guard';
import { refreshBy, refreshTokenOf } from './auth-support';

// The API answers through the composed store's /api (the shell's server forwards it): the calls a
// shopper's browser makes, on the same origin as the pages.

const DEFAULT_CITY_ID = 195585415;

/** The last code the local SMS provider sent to a phone, read through the development outbox. */
async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/dev/sms-outbox?phone=${phone}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { text: string }[] };
  return /(\d{4})/.exec(items[0]!.text)![1]!;
}

async function signInByCode(request: APIRequestContext, phone: string) {
  const codeRes = await request.post('/api/auth/get-auth-code', { data: { phone } });
  expect(codeRes.status()).toBe(200);
  const { hashCode, newUser } = (await codeRes.json()) as { hashCode: string; newUser: boolean };
  const login = await request.post('/api/auth/login-by-code', { data: { phone, hashCode, codePass: await smsCode(request, phone) } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { accessToken: string; user: { id: number; phone: string } };
  // The refresh token comes only as the API's HttpOnly cookie, never in the body a script reads.
  expect(body).not.toHaveProperty('refreshToken');
  const refreshToken = refreshTokenOf(login);
  expect(refreshToken).toBeTruthy();
  return { ...body, refreshToken: refreshToken!, newUser, headers: { authorization: `Bearer ${body.accessToken}` } };
}

test('sign-in by SMS code through the store: code, session, own data only, refresh rotation', async ({ request }) => {
  const phone = `7999${String(Date.now()).slice(-7)}`;
  const session = await signInByCode(request, phone);
  expect(session.newUser).toBe(true);
  expect(session.user.phone).toBe(phone);

  const me = await request.get(`/api/user/${session.user.id}`, { headers: session.headers });
  expect(me.status()).toBe(200);
  const other = await request.get(`/api/user/${session.user.id + 1000}`, { headers: session.headers });
  expect(other.status()).toBe(403);
  expect(((await other.json()) as { message: string }).message).toBe('Нет доступа к данным другого пользователя');

  const refreshed = await refreshBy(session.refreshToken);
  expect(refreshed.status).toBe(200);
  expect(refreshed.body).not.toHaveProperty('refreshToken');
  const next = refreshed.refreshToken;
  expect(next).toBeTruthy();
  // The used refresh token coming back is a theft signal: the whole family is revoked.
  expect((await refreshBy(session.refreshToken)).status).toBe(401);
  expect((await refreshBy(next!)).status).toBe(401);
});

test("a signed-in shopper's cart and favourites live on the server, priced by the city", async ({ request }) => {
  const phone = `7998${String(Date.now()).slice(-7)}`;
  const session = await signInByCode(request, phone);
  const listing = await request.get(`/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=2`);
  const { items } = (await listing.json()) as { items: { id: number }[] };
  expect(items.length).toBe(2);

  const merge = await request.post('/api/cart/add-many', {
    headers: session.headers,
    data: {
      userId: session.user.id,
      cartList: items.map((p) => ({ id: p.id, defectSerialNumber: null, selected: true, quantity: 1 })),
    },
  });
  expect(merge.status()).toBe(200);
  const cart = await request.get(`/api/cart/find?userId=${session.user.id}&selectedCity=${DEFAULT_CITY_ID}`, { headers: session.headers });
  const body = (await cart.json()) as { cartCount: number; totalPrice: number; cartList: { price: number }[] };
  expect(body.cartCount).toBe(2);
  expect(body.totalPrice).toBeCloseTo(
    body.cartList.reduce((sum, line) => sum + line.price, 0),
    2,
  );

  const fav = await request.post('/api/favorites/add-many', {
    headers: session.headers,
    data: { userId: session.user.id, products: [{ productId: items[0]!.id, defectSerialNumber: null }] },
  });
  expect(fav.status()).toBe(200);
  const favourites = await request.get(`/api/favorites/${session.user.id}`, { headers: session.headers });
  expect(((await favourites.json()) as { items: { productId: number }[] }).items.map((i) => i.productId)).toEqual([items[0]!.id]);
});

test('OpenAPI of the whole API is served at /api/docs through the store', async ({ request }) => {
  const spec = (await (await request.get('/api/docs/json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/auth/login-by-code', '/api/cart/add-many', '/api/custom-loader']));
});

test('the image proxy resizes a catalogue picture for the browser', async ({ request }) => {
  const res = await request.get('/api/custom-loader?url=/api/file/noutbuki.webp?dir=product&w=256', { headers: { accept: 'image/webp' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
});

test('a guest orders in one click after the phone code and pays on the gateway page; the order is paid', async ({ page, request }) => {
  const phone = `7997${String(Date.now()).slice(-7)}`;
  const listing = await request.get(`/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=12`);
  const { items } = (await listing.json()) as { items: { id: number; status?: string }[] };

  // Phone confirmation (SPEC §4): the code goes by SMS, the hash comes back in the phoneCode cookie.
  const sent = await request.get(`/api/order/confirm-phone?phone=${phone}&name=${encodeURIComponent('Петров Пётр')}`);
  expect(sent.status()).toBe(200);
  expect(sent.headers()['set-cookie']).toContain('phoneCode=');
  const { hashCode } = (await sent.json()) as { hashCode: string };
  const code = await smsCode(request, phone);
  const checked = await request.get(`/api/order/check-phone-code?code=${code}&hashCode=${hashCode}&phone=${phone}`);
  expect(await checked.json()).toBe(true);

  // A laptop in stock in the city: its order must be taken, and an online payment gives the gateway's address.
  const product = items.find((item) => item.status === 'inStock');
  expect(product).toBeDefined();
  const res = await request.post('/api/order/one-click', {
    headers: { 'idempotency-key': `e2e-${phone}-${product!.id}` },
    data: {
      phone,
      hashCode,
      customer: 'Петров Пётр',
      agreementContract: true,
      agreementNotification: true,
      paymentMethod: 5,
      cityId: DEFAULT_CITY_ID,
      deliveryId: 2,
      productData: [{ id: product!.id, quantity: 1 }],
    },
  });
  expect(res.status()).toBe(200);
  const created = (await res.json()) as { orderId: number; address?: string };
  expect(created.address).toBeTruthy();

  await page.goto(created.address!);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText('Оплата прошла успешно')).toBeVisible();

  // The buyer signs in with the same phone and sees the order paid in the profile's API.
  const session = await signInByCode(request, phone);
  const order = await request.get(`/api/orders/${created.orderId}`, { headers: session.headers });
  expect(order.status()).toBe(200);
  expect(await order.json()).toMatchObject({ id: created.orderId, paykeeperStatus: 'obtained', paymentLabel: 'Оплачен' });
});
