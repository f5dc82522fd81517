import { DEFAULT_CITY, OTHER_CITY, PAYMENT_METHOD, PAYMENT_WINDOW_MS, orderCreateFailed, paymentStartFailed } from '@store/domain';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startPaykeeperFake, type PaykeeperFailure, type PaykeeperFake } from '../../fakes/paykeeper';
import { paykeeperGateway, PaymentProviderError, type PaykeeperGateway } from '../../src/providers/paykeeper';
import { expireUnpaidOrders } from '../../src/services/housekeeping';
import { RECONCILE_AFTER_MS, reconcilePayments, type PaymentLog } from '../../src/services/online-payments';
import { assemblyLine, DELIVERY_LINE } from '../../src/services/payment-receipt';
import { createTestContext, resetRateCounters, signIn, type TestContext } from '../helpers';
import {
  confirmPhone,
  nextPhone,
  orderBody,
  orderCount,
  paykeeperNotify,
  stockedProduct,
  stockLeft,
  type StockedProduct,
} from '../helpers/order-fixtures';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const STORE = 'https://shop.example';
const TIMEOUT_MS = 400;
const SUPPORT_PHONE = '+7 (800) 555-35-35';

let fake: PaykeeperFake;
let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
/** What the API logged at warn and above, as pino's JSON lines. */
const logged: { level: number; msg: string; [key: string]: unknown }[] = [];
const jobLog: PaymentLog & { lines: { level: string; message: string }[] } = {
  lines: [],
  info: (_o, message) => jobLog.lines.push({ level: 'info', message }),
  warn: (_o, message) => jobLog.lines.push({ level: 'warn', message }),
  error: (_o, message) => jobLog.lines.push({ level: 'error', message }),
};

beforeAll(async () => {
  fake = await startPaykeeperFake();
  ctx = await createTestContext(undefined, {
    settings: {
      now: () => clock,
      publicUrl: STORE,
      payment: {
        provider: 'paykeeper',
        paykeeper: { url: fake.url, user: fake.user, password: fake.password, secret: fake.secret, tax: 'none', timeoutMs: TIMEOUT_MS },
      },
    },
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line) as (typeof logged)[number]) } },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.stop();
});
beforeEach(async () => {
  fake.heal();
  fake.notifyUrl = undefined;
  logged.length = 0;
  jobLog.lines.length = 0;
  await resetRateCounters(ctx);
});

interface PlacedOrder {
  orderId: number;
  address: string;
  invoiceId: string;
  paymentId: string;
  amount: number;
  phone: string;
}

/** A one-click card order: a signed-in buyer's unless `guest`. */
async function cardOrder(options: { guest?: boolean; extra?: Record<string, unknown>; product?: StockedProduct } = {}) {
  const phone = nextPhone();
  const product = options.product ?? (await stockedProduct(ctx, 1000, 20000, 1));
  const body = orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD, email: 'buyer@example.ru', ...options.extra });
  if (options.guest) {
    const hashCode = await confirmPhone(ctx, phone);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      payload: body,
      headers: { cookie: `phoneCode=${hashCode}` },
    });
    return { res, phone, product, hashCode };
  }
  const user = await signIn(ctx, phone);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/order/one-click', payload: body, headers: user.headers });
  return { res, phone, product, hashCode: null };
}

async function placed(options: Parameters<typeof cardOrder>[0] = {}): Promise<PlacedOrder> {
  const { res, phone } = await cardOrder(options);
  expect(res.statusCode).toBe(200);
  const { orderId, address } = res.json() as { orderId: number; address: string };
  const [payment] = await paymentsOf(orderId);
  return { orderId, address, invoiceId: payment!.invoice_id!, paymentId: payment!.id, amount: payment!.amount, phone };
}

const paymentsOf = (orderId: number) =>
  ctx.db.query<{ id: string; invoice_id: string | null; amount: number; status: string; provider: string; address: string }>(
    'SELECT id, invoice_id, amount, status, provider, address FROM payments WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
const orderRow = async (orderId: number) =>
  (
    await ctx.db.query<{ payment_status: string | null; paid_at: Date | null; status_id: number }>(
      'SELECT payment_status, paid_at, status_id FROM orders WHERE id = $1',
      [orderId],
    )
  )[0]!;
/** The order as its signed-in buyer reads it (a fresh token: the clock moves past 15 minutes). */
const orderOf = async (phone: string, id: number) =>
  (await ctx.app.inject({ url: `/api/orders/${id}`, headers: (await signIn(ctx, phone)).headers })).json() as Record<string, unknown>;
const notify = (fields: Record<string, string>) => paykeeperNotify(ctx, fields);
const invoiceCalls = (orderId: number) => fake.requests.filter((r) => r.call === 'invoice' && r.form.orderid === String(orderId));
const stateAsks = (invoiceId: string) => fake.requests.filter((r) => r.call === 'invoice-state' && r.query.id === invoiceId).length;
const serviceName = (form: Record<string, string>) =>
  JSON.parse(form.service_name!) as {
    service_name: string;
    user_result_callback: string;
    cart: { name: string; price: number; quantity: number; sum: number; tax: string; item_type: string }[];
  };
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('PayKeeper adapter against the local fake (docs.paykeeper.ru JSON API)', () => {
  const gateway = (extra: Partial<{ password: string; secret: string; timeoutMs: number }> = {}): PaykeeperGateway =>
    paykeeperGateway(
      { url: fake.url, user: fake.user, password: fake.password, secret: fake.secret, tax: 'vat20', timeoutMs: TIMEOUT_MS, ...extra },
      STORE,
    );
  const request = {
    paymentId: 'a'.repeat(32),
    orderId: 7,
    amount: 1500.5,
    buyer: { name: 'Петров Пётр', phone: '79990001122', email: null },
    receipt: [{ name: 'Чайник', price: 1500.5, quantity: 1, sum: 1500.5, kind: 'goods' as const }],
  };

  it('an invoice: Basic auth on both calls, the token in the POST, the receipt and the return address in service_name', async () => {
    const created = await gateway().createPayment(request);
    const invoice = fake.invoices.get(created.invoiceId!)!;
    expect(created.address).toBe(`${fake.url}/bill/${invoice.id}/`);
    const calls = fake.requests.slice(-2);
    expect(calls.map((c) => [c.call, c.authorized])).toEqual([
      ['token', true],
      ['invoice', true],
    ]);
    expect(calls[1]!.form).toMatchObject({ pay_amount: '1500.50', clientid: 'Петров Пётр', orderid: '7', client_phone: '+79990001122' });
    expect(calls[1]!.form.token).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.form.client_email).toBeUndefined();
    expect(serviceName(calls[1]!.form)).toEqual({
      service_name: 'Заказ № 7',
      cart: [{ name: 'Чайник', price: 1500.5, quantity: 1, sum: 1500.5, tax: 'vat20', item_type: 'goods' }],
      user_result_callback: `${STORE}/api/payment/paykeeper/return/${'a'.repeat(32)}`,
    });
  });

  it('a wrong API password is PayKeeper’s 401: a status failure', async () => {
    await expect(gateway({ password: 'wrong' }).createPayment(request)).rejects.toMatchObject({ reason: 'status' });
  });

  it.each<[PaykeeperFailure, string]>([
    ['http4xx', 'status'],
    ['http5xx', 'status'],
    ['hang', 'timeout'],
    ['malformed', 'malformed'],
    ['incomplete', 'malformed'],
    ['refuse', 'refused'],
  ])('the invoice call failing by %s is a PaymentProviderError (%s)', async (failure, reason) => {
    fake.fail('invoice', failure);
    const started = Date.now();
    const error = await gateway()
      .createPayment(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ reason, call: 'invoice' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('lookup: an unpaid invoice is unpaid; a paid one names its payment, notified (obtained) or not (stuck)', async () => {
    const pk = gateway();
    const first = await pk.createPayment(request);
    expect(await pk.lookup(first.invoiceId!)).toEqual({ paid: false });
    const { payment } = await fake.pay(first.invoiceId!, { notify: false });
    expect(await pk.lookup(first.invoiceId!)).toEqual({ paid: true, providerPaymentId: payment.id, amount: 1500.5, status: 'stuck' });
    payment.status = 'success';
    expect(await pk.lookup(first.invoiceId!)).toMatchObject({ paid: true, status: 'obtained' });
    payment.status = 'refunded';
    expect(await pk.lookup(first.invoiceId!)).toEqual({ paid: false });
    await expect(pk.lookup('999')).rejects.toMatchObject({ reason: 'refused' });
  });

  it('revoke withdraws an unpaid invoice; a paid one is refused', async () => {
    const pk = gateway();
    const unpaid = await pk.createPayment(request);
    await pk.revoke(unpaid.invoiceId!);
    expect(fake.invoices.get(unpaid.invoiceId!)).toMatchObject({ revoked: true });
    const paid = await pk.createPayment(request);
    await fake.pay(paid.invoiceId!, { notify: false });
    await expect(pk.revoke(paid.invoiceId!)).rejects.toMatchObject({ reason: 'refused' });
  });

  it('a notification’s key is md5(id + sum as %.2f + clientid + orderid + secret seed); the answer is OK md5(id + secret seed)', async () => {
    const pk = gateway();
    const { invoiceId } = await pk.createPayment(request);
    const { notification, payment } = await fake.pay(invoiceId!, { notify: false });
    expect(notification.key).toBe(md5(`${payment.id}1500.50Петров Пётр7${fake.secret}`));
    expect(pk.verifyNotification(notification as never)).toBe(true);
    // PayKeeper may write the sum without trailing zeros; the key is over "%.2f" all the same.
    expect(pk.verifyNotification({ ...notification, sum: '1500.5' } as never)).toBe(true);
    expect(pk.verifyNotification({ ...notification, sum: '1501.50' } as never)).toBe(false);
    expect(pk.verifyNotification({ ...notification, orderid: '8' } as never)).toBe(false);
    expect(gateway({ secret: 'another seed' }).verifyNotification(notification as never)).toBe(false);
    expect(pk.notificationAnswer(payment.id)).toBe(`OK ${md5(`${payment.id}${fake.secret}`)}`);
  });
});

describe('an order paid through PayKeeper (SPEC §3 paykeeperStatus, §4 payment label, §8 order creation)', () => {
  it('the order answers the invoice’s link; the invoice carries the order, the buyer and a receipt adding up to the amount', async () => {
    const order = await placed();
    const [call] = invoiceCalls(order.orderId);
    const invoice = fake.invoices.get(order.invoiceId)!;
    expect(order.address).toBe(`${fake.url}/bill/${invoice.id}/`);
    expect(call!.form).toMatchObject({
      pay_amount: order.amount.toFixed(2),
      orderid: String(order.orderId),
      clientid: 'Петров Пётр',
      client_phone: `+${order.phone}`,
      client_email: 'buyer@example.ru',
    });
    const name = serviceName(call!.form);
    expect(name.user_result_callback).toBe(`${STORE}/api/payment/paykeeper/return/${order.paymentId}`);
    expect(name.cart).toEqual([
      expect.objectContaining({ price: order.amount, quantity: 1, sum: order.amount, tax: 'none', item_type: 'goods' }),
    ]);
    expect(await paymentsOf(order.orderId)).toEqual([expect.objectContaining({ provider: 'paykeeper', status: 'pending' })]);
    expect(await orderOf(order.phone, order.orderId)).toMatchObject({ paykeeperStatus: 'pending', paymentLabel: 'Ожидает оплату' });
  });

  it('courier-company delivery is a service line of the receipt', async () => {
    const order = await placed({
      extra: {
        cityId: OTHER_CITY.id,
        shopId: null,
        deliveryId: 5,
        courierCompany: { cityCode: 1001, mode: 'office', pointCode: 'NSK1' },
      },
    });
    const { cart } = serviceName(invoiceCalls(order.orderId)[0]!.form);
    expect(cart.map((l) => [l.item_type, l.name === DELIVERY_LINE])).toEqual([
      ['goods', false],
      ['service', true],
    ]);
    expect(Math.round(cart.reduce((sum, l) => sum + l.sum, 0) * 100)).toBe(Math.round(order.amount * 100));
  });

  it('assembly is a service line of the receipt', async () => {
    const [row] = await ctx.db.query<{ id: number; title: string; price: number; assembly: number }>(
      `SELECT p.id, p.title, pp.price_retail AS price, max(c.assembly_price) AS assembly
         FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
         JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id
        WHERE p.status = 'inStock' AND pp.price_discount IS NULL AND pp.price_retail BETWEEN 1000 AND 90000
        GROUP BY p.id, p.title, pp.price_retail HAVING max(c.assembly_price) > 0 ORDER BY p.id DESC LIMIT 1`,
      [DEFAULT_CITY.code],
    );
    await ctx.db.query('DELETE FROM stock WHERE product_id = $1', [row!.id]);
    await ctx.db.query('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, 1)', [row!.id, DEFAULT_CITY.shopId]);
    const order = await placed({
      product: { id: row!.id, title: row!.title, price: row!.price },
      extra: { services: [{ type: 'assembly', productId: row!.id }] },
    });
    const { cart } = serviceName(invoiceCalls(order.orderId)[0]!.form);
    expect(cart).toEqual([
      expect.objectContaining({ name: row!.title, item_type: 'goods', sum: row!.price }),
      expect.objectContaining({ name: assemblyLine(row!.title), item_type: 'service', sum: row!.assembly }),
    ]);
    expect(order.amount).toBe(row!.price + row!.assembly);
  });

  it.each<[PaykeeperFailure, 'token' | 'invoice']>([
    ['http4xx', 'invoice'],
    ['http5xx', 'invoice'],
    ['hang', 'invoice'],
    ['malformed', 'invoice'],
    ['incomplete', 'invoice'],
    ['refuse', 'invoice'],
    ['http5xx', 'token'],
    ['hang', 'token'],
  ])(
    'PayKeeper failing (%s at %s): «Не удалось создать заказ…», and no order, line, reservation or payment is left; the code is unspent',
    async (failure, call) => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const before = await orderCount(ctx);
      fake.fail(call, failure);
      const started = Date.now();
      const { res, hashCode } = await cardOrder({ guest: true, product });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(orderCreateFailed(SUPPORT_PHONE));
      expect(await orderCount(ctx)).toEqual(before);
      expect(await stockLeft(ctx, product.id)).toBe(1);
      const [code] = await ctx.db.query<{ consumed_at: Date | null }>('SELECT consumed_at FROM phone_codes WHERE hash_code = $1', [
        hashCode,
      ]);
      expect(code!.consumed_at).toBeNull();
      expect(logged.some((l) => l.level >= 50 && l.msg === 'order placement failed')).toBe(true);
    },
  );

  it('OpenAPI documents PayKeeper’s notification and return, and no demo gateway route', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(spec.paths['/api/payment/paykeeper/notify']?.post?.summary).toMatch(/PayKeeper/);
    expect(spec.paths['/api/payment/paykeeper/return/{paymentId}']?.get?.summary).toMatch(/PayKeeper/);
    expect(Object.keys(spec.paths).filter((path) => path.startsWith('/api/payment/demo') || path === '/api/payment/notify')).toEqual([]);
  });

  it('the demo gateway’s page, buttons and notification do not exist beside PayKeeper', async () => {
    const order = await placed();
    expect((await ctx.app.inject({ url: `/api/payment/demo/${order.paymentId}` })).statusCode).toBe(404);
    const press = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/demo/${order.paymentId}`,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(press.statusCode).toBe(404);
    expect((await orderRow(order.orderId)).payment_status).toBe('pending');
  });
});

describe('PayKeeper’s POST notification', () => {
  it('a good one pays the order and is answered «OK md5(id + secret)» in plain text', async () => {
    const order = await placed();
    const { notification, payment } = await fake.pay(order.invoiceId, { notify: false, status: 'obtained' });
    const res = await notify(notification);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(`OK ${md5(`${payment.id}${fake.secret}`)}`);
    const view = await orderOf(order.phone, order.orderId);
    expect(view).toMatchObject({
      paykeeperStatus: 'obtained',
      paymentOnline: { status: 'paid' },
      paymentLabel: 'Оплачен',
      statusName: 'Новый',
      canPayOnline: false,
      paidAt: clock.toISOString(),
    });
  });

  it('a repeated one changes nothing and is answered OK again', async () => {
    const order = await placed();
    const { notification } = await fake.pay(order.invoiceId, { notify: false, status: 'obtained' });
    const first = await notify(notification);
    const paidAt = (await orderRow(order.orderId)).paid_at;
    later(60_000);
    const again = await notify(notification);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await orderRow(order.orderId)).paid_at).toEqual(paidAt);
    const words = await ctx.db.query('SELECT 1 FROM payment_notifications WHERE notification_id = $1', [`paykeeper:${notification.id}`]);
    expect(words).toHaveLength(1);
  });

  it('a bad key is refused (403) and changes nothing: forged, or a signed one with another sum or order', async () => {
    const order = await placed();
    const { notification } = await fake.pay(order.invoiceId, { notify: false, status: 'obtained' });
    for (const forged of [
      { ...notification, key: md5('forged') },
      { ...notification, sum: (order.amount - 1).toFixed(2) },
      { ...notification, orderid: String(order.orderId + 1) },
    ]) {
      const res = await notify(forged);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Неверная подпись уведомления');
    }
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'pending', paid_at: null });
    expect(logged.some((l) => l.msg === 'PayKeeper notification with a bad key refused')).toBe(true);
  });

  it('a signed sum that differs from what the order asks is refused and logged; the order stays unpaid', async () => {
    const order = await placed();
    const { notification } = await fake.pay(order.invoiceId, { notify: false, status: 'obtained', amount: order.amount - 100 });
    const res = await notify(notification);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Сумма уведомления не совпадает с суммой платежа');
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'pending', paid_at: null });
    const entry = logged.find((l) => l.msg.startsWith('payment amount differs'));
    expect(entry).toMatchObject({ level: 50, orderId: order.orderId, amount: order.amount - 100, expected: [order.amount] });
  });

  it('malformed fields are a Russian 400; an unknown order a 404', async () => {
    const order = await placed();
    const { notification } = await fake.pay(order.invoiceId, { notify: false, status: 'obtained' });
    const bad = await notify({ ...notification, sum: 'много' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/некорректная сумма/);
    const other: Record<string, string> = { ...notification, orderid: '999999999' };
    const unknown = await notify({ ...other, key: md5(`${other.id}${other.sum}${other.clientid}${other.orderid}${fake.secret}`) });
    expect(unknown.statusCode).toBe(404);
  });

  it('over the network: PayKeeper posts the notification to the listening store, which PayKeeper then counts as success', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    fake.notifyUrl = `http://127.0.0.1:${port}/api/payment/paykeeper/notify`;
    const order = await placed();
    // The buyer presses «Оплатить» on PayKeeper's page and is sent back to the store.
    const pressed = await fetch(`${fake.url}/bill/${order.invoiceId}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pressed.status).toBe(303);
    const back = new URL(pressed.headers.get('location')!);
    expect(back.origin).toBe(STORE);
    const payment = fake.payments.get(fake.invoices.get(order.invoiceId)!.paymentId!)!;
    expect(payment.status).toBe('success');
    expect(await orderOf(order.phone, order.orderId)).toMatchObject({ paykeeperStatus: 'obtained', paymentLabel: 'Оплачен' });
    const returned = await ctx.app.inject({ url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`${STORE}/profile/orders/${order.orderId}`);
  });
});

describe('the buyer back from PayKeeper’s page', () => {
  it('a guest whose notification is lost is sent to the cart page as paid: the store asked PayKeeper at once', async () => {
    const order = await placed({ guest: true });
    await fake.pay(order.invoiceId, { notify: false });
    const res = await ctx.app.inject({ url: `/api/payment/paykeeper/return/${order.paymentId}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${STORE}/cart?order=${order.orderId}&payment=paid`);
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'stuck' });
  });

  it('a guest who did not pay is sent to the cart page as unpaid; PayKeeper down changes only that', async () => {
    const order = await placed({ guest: true });
    fake.fail('invoice-state', 'http5xx');
    const res = await ctx.app.inject({ url: `/api/payment/paykeeper/return/${order.paymentId}` });
    expect(res.headers.location).toBe(`${STORE}/cart?order=${order.orderId}&payment=unpaid`);
    expect((await ctx.app.inject({ url: `/api/payment/paykeeper/return/${'0'.repeat(32)}` })).statusCode).toBe(404);
  });
});

describe('reconciliation: a payment whose notification never came (SPEC §9 payment window)', () => {
  it('is found once its 5 minutes have passed: the order is paid (paykeeperStatus «stuck», «Оплачен», «Новый»); the late notification lifts it to obtained', async () => {
    const order = await placed();
    const { notification } = await fake.pay(order.invoiceId, { notify: false });
    expect((await reconcilePayments(ctx.app, jobLog)).paid).not.toContain(order.orderId);
    expect(stateAsks(order.invoiceId)).toBe(0);
    later(RECONCILE_AFTER_MS);
    const run = await reconcilePayments(ctx.app, jobLog);
    expect(run.paid).toContain(order.orderId);
    expect(jobLog.lines).toContainEqual({ level: 'warn', message: 'payment found by reconciliation: its notification did not come' });
    expect(await orderOf(order.phone, order.orderId)).toMatchObject({
      paykeeperStatus: 'stuck',
      paymentLabel: 'Оплачен',
      statusName: 'Новый',
      canPayOnline: false,
    });
    const paidAt = (await orderRow(order.orderId)).paid_at;
    const late = await notify(notification);
    expect(late.body).toBe(`OK ${md5(`${notification.id}${fake.secret}`)}`);
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'obtained', paid_at: paidAt });
  });

  it('two instances running it at once ask PayKeeper about an invoice once; it is not asked again for 5 minutes', async () => {
    const order = await placed();
    later(RECONCILE_AFTER_MS);
    await Promise.all([reconcilePayments(ctx.app, jobLog), reconcilePayments(ctx.app, jobLog)]);
    expect(stateAsks(order.invoiceId)).toBe(1);
    await reconcilePayments(ctx.app, jobLog);
    expect(stateAsks(order.invoiceId)).toBe(1);
    later(RECONCILE_AFTER_MS);
    await reconcilePayments(ctx.app, jobLog);
    expect(stateAsks(order.invoiceId)).toBe(2);
  });

  it('a notification arriving while the reconciliation applies the same payment counts the money once', async () => {
    const order = await placed();
    const { notification } = await fake.pay(order.invoiceId, { notify: false, status: 'obtained' });
    later(RECONCILE_AFTER_MS);
    const [answer] = await Promise.all([notify(notification), reconcilePayments(ctx.app, jobLog)]);
    expect(answer.body).toBe(`OK ${md5(`${notification.id}${fake.secret}`)}`);
    const words = await ctx.db.query<{ source: string }>('SELECT source FROM payment_notifications WHERE notification_id = $1', [
      `paykeeper:${notification.id}`,
    ]);
    expect(words).toHaveLength(1);
    expect(await paymentsOf(order.orderId)).toEqual([expect.objectContaining({ status: 'obtained' })]);
    expect(await orderRow(order.orderId)).toMatchObject({ payment_status: 'obtained', status_id: 1 });
  });

  it("the operator's periods (PAYMENT_RECONCILE_AFTER_MS, PAYMENT_RECONCILE_RECHECK_MS) replace the 5 minutes", async () => {
    const tuned = {
      ...ctx.app,
      settings: { ...ctx.app.settings, paymentReconciliation: { intervalMs: 1000, afterMs: 2000, recheckMs: 3000 } },
    };
    const order = await placed();
    await fake.pay(order.invoiceId, { notify: false });
    later(1999);
    await reconcilePayments(tuned, jobLog);
    expect(stateAsks(order.invoiceId)).toBe(0);
    fake.fail('invoice-state', 'http5xx');
    later(1);
    expect((await reconcilePayments(tuned, jobLog)).paid).not.toContain(order.orderId);
    expect(stateAsks(order.invoiceId)).toBe(1);
    fake.heal();
    later(2999);
    await reconcilePayments(tuned, jobLog);
    expect(stateAsks(order.invoiceId)).toBe(1);
    later(1);
    expect((await reconcilePayments(tuned, jobLog)).paid).toContain(order.orderId);
  });

  it('PayKeeper failing to answer is logged and asked again later; nothing is written meanwhile', async () => {
    const order = await placed();
    await fake.pay(order.invoiceId, { notify: false });
    later(RECONCILE_AFTER_MS);
    fake.fail('invoice-state', 'http5xx');
    const failed = await reconcilePayments(ctx.app, jobLog);
    expect(failed.failed).toBeGreaterThan(0);
    expect(failed.paid).not.toContain(order.orderId);
    expect(jobLog.lines).toContainEqual({ level: 'warn', message: 'payment reconciliation: the gateway did not answer' });
    expect((await orderRow(order.orderId)).payment_status).toBe('pending');
    fake.heal();
    later(RECONCILE_AFTER_MS);
    expect((await reconcilePayments(ctx.app, jobLog)).paid).toContain(order.orderId);
  });
});

describe('repayment from the profile (POST /api/orders/{id}/pay)', () => {
  it('makes a new invoice each time, never the spent one; paying the new one pays the order', async () => {
    const order = await placed();
    later(60_000);
    const user = await signIn(ctx, order.phone);
    const again = await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay`, headers: user.headers });
    expect(again.statusCode).toBe(200);
    const payments = await paymentsOf(order.orderId);
    expect(payments).toHaveLength(2);
    expect(payments[1]!.invoice_id).not.toBe(payments[0]!.invoice_id);
    expect(again.json().address).toBe(`${fake.url}/bill/${payments[1]!.invoice_id}/`);
    expect(invoiceCalls(order.orderId)).toHaveLength(2);
    const { notification } = await fake.pay(payments[1]!.invoice_id!, { notify: false, status: 'obtained' });
    expect((await notify(notification)).statusCode).toBe(200);
    expect(await paymentsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'pending' }),
      expect.objectContaining({ status: 'obtained' }),
    ]);
    expect(await orderOf(order.phone, order.orderId)).toMatchObject({ paykeeperStatus: 'obtained' });
  });

  it('PayKeeper failing: a 502 with the operator’s phone and no payment written', async () => {
    const order = await placed();
    fake.fail('invoice', 'http5xx');
    const user = await signIn(ctx, order.phone);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay`, headers: user.headers });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(paymentStartFailed(SUPPORT_PHONE));
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
  });
});

describe('the payment window closes (SPEC §9: 20 hours) with PayKeeper', () => {
  it('PayKeeper is asked before cancelling: a paid order is marked paid, an unpaid one cancelled and its invoice withdrawn', async () => {
    const unpaid = await placed();
    const paid = await placed();
    await fake.pay(paid.invoiceId, { notify: false });
    later(PAYMENT_WINDOW_MS + 60_000);

    // PayKeeper cannot say: nothing is cancelled this time.
    fake.fail('invoice-state', 'http5xx');
    expect(await expireUnpaidOrders(ctx.app, jobLog)).toEqual([]);
    expect(jobLog.lines).toContainEqual({ level: 'warn', message: 'expiry: the gateway did not answer; order kept' });
    expect((await orderRow(unpaid.orderId)).status_id).toBe(12);

    fake.heal();
    const expired = await expireUnpaidOrders(ctx.app, jobLog);
    expect(expired).toContain(unpaid.orderId);
    expect(expired).not.toContain(paid.orderId);
    expect(await orderRow(unpaid.orderId)).toMatchObject({ status_id: 4, payment_status: 'pending' });
    expect(fake.invoices.get(unpaid.invoiceId)).toMatchObject({ revoked: true });
    expect(await orderRow(paid.orderId)).toMatchObject({ status_id: 1, payment_status: 'stuck' });
  });
});
