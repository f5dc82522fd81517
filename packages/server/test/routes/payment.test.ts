import { PAYMENT_METHOD, PAYMENT_WINDOW_MS, OTHER_CITY, DEFAULT_CITY } from '@store/domain';
import { createHmac } from 'node:crypto';
import { createTestContext, signIn, type TestContext, resetRateCounters } from '../helpers';
import { confirmPhone, nextPhone, orderBody, stockedProduct } from '../helpers/order-fixtures';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
const SECRET = 'test-payment-secret-0123456789abcdef';
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { now: () => clock, paymentSecret: SECRET } });
});
afterAll(async () => ctx?.close());
// Each test stands alone: its rate windows start empty (the clock moves only where a test says so).
beforeEach(async () => resetRateCounters(ctx));

/** A signed-in buyer's card order: its id and the payment address. */
async function cardOrder() {
  const phone = nextPhone();
  const user = await signIn(ctx, phone);
  const product = await stockedProduct(ctx, 1000, 20000, 1);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/order/one-click',
    payload: orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD }),
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  const { orderId, address } = res.json() as { orderId: number; address: string };
  return { user, orderId, address, paymentId: address.split('/').pop()!, amount: product.price };
}

const path = (address: string) => new URL(address).pathname;
/** The buyer presses «Оплатить» (pay) or «Отказаться» (refuse) on the gateway's page. */
const pressGatewayButton = (address: string, action: 'pay' | 'refuse') =>
  ctx.app.inject({
    method: 'POST',
    url: path(address),
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
/** Read as the owner with a fresh token (the clock moves past the access token's 15 minutes). */
const orderOf = async (user: { phone: string }, id: number) =>
  (await ctx.app.inject({ url: `/api/orders/${id}`, headers: (await signIn(ctx, user.phone)).headers })).json() as Record<string, unknown>;
const pay = async (user: { phone: string }, id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/pay`, headers: (await signIn(ctx, user.phone)).headers });

function signed(fields: { paymentId: string; orderId: number; amount: number; status: 'obtained' | 'refused' }, secret = SECRET) {
  const n = { notificationId: `n-${Math.random().toString(36).slice(2, 12)}`, sentAt: clock.toISOString(), ...fields };
  const text = [n.notificationId, n.paymentId, n.orderId, n.amount.toFixed(2), n.status, n.sentAt].join('|');
  return { ...n, signature: createHmac('sha256', secret).update(text).digest('hex') };
}

describe('local demo payment gateway (SPEC §4 payment states, §9 payment window)', () => {
  it('the payment page is HTML with «Оплатить» and «Отказаться» and no external assets', async () => {
    const { address } = await cardOrder();
    const res = await ctx.app.inject({ url: path(address) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Оплатить');
    expect(res.body).toContain('Отказаться');
    expect(res.body).not.toMatch(/(src|href)="https?:/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('«Оплатить» makes the gateway notify the store: pending → obtained, paidAt set, label «Оплачен»', async () => {
    const { user, orderId, address } = await cardOrder();
    expect(await orderOf(user, orderId)).toMatchObject({ paykeeperStatus: 'pending', paymentLabel: 'Ожидает оплату', paidAt: null });
    const paid = await pressGatewayButton(address, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Оплата прошла успешно');
    const order = await orderOf(user, orderId);
    expect(order).toMatchObject({
      paykeeperStatus: 'obtained',
      paymentOnline: { status: 'paid' },
      paymentLabel: 'Оплачен',
      statusName: 'Новый',
      canPayOnline: false,
    });
    expect(order.paidAt).toBe(clock.toISOString());
  });

  it('back from the gateway: a signed-in buyer to the order page, a guest to the cart page with the outcome', async () => {
    const { address } = await cardOrder();
    const back = (body: string) => /href="([^"]+)">Вернуться к заказу/.exec(body)?.[1]?.replace(/&amp;/g, '&');
    const signedIn = await pressGatewayButton(address, 'pay');
    expect(new URL(back(signedIn.body)!).pathname).toMatch(/^\/profile\/orders\/\d+$/);

    const guestOrder = async () => {
      const phone = nextPhone();
      const hashCode = await confirmPhone(ctx, phone);
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/order/one-click',
        payload: orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD, hashCode }),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { orderId: number; address: string };
    };
    const paid = await guestOrder();
    const paidBack = new URL(back((await pressGatewayButton(paid.address, 'pay')).body)!);
    expect(`${paidBack.pathname}${paidBack.search}`).toBe(`/cart?order=${paid.orderId}&payment=paid`);
    const refused = await guestOrder();
    const refusedBack = new URL(back((await pressGatewayButton(refused.address, 'refuse')).body)!);
    expect(`${refusedBack.pathname}${refusedBack.search}`).toBe(`/cart?order=${refused.orderId}&payment=unpaid`);
  });

  it('«Отказаться» leaves the order pending; after 20 hours it is «Не оплачен» / «Отменен»', async () => {
    const { user, orderId, address } = await cardOrder();
    const refused = await pressGatewayButton(address, 'refuse');
    expect(refused.statusCode).toBe(200);
    expect(await orderOf(user, orderId)).toMatchObject({ paykeeperStatus: 'pending', paymentLabel: 'Ожидает оплату', canPayOnline: true });
    clock = new Date(clock.getTime() + PAYMENT_WINDOW_MS);
    expect(await orderOf(user, orderId)).toMatchObject({
      paykeeperStatus: 'pending',
      paymentLabel: 'Не оплачен',
      statusName: 'Отменен',
      canPayOnline: false,
    });
  });

  it('a notification with a bad signature is refused and changes nothing', async () => {
    const { user, orderId, paymentId, amount } = await cardOrder();
    const forged = signed({ paymentId, orderId, amount, status: 'obtained' }, 'not-the-secret');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payment/notify', payload: forged });
    expect(res.statusCode).toBe(403);
    const tampered = { ...signed({ paymentId, orderId, amount, status: 'refused' }), status: 'obtained' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payment/notify', payload: tampered })).statusCode).toBe(403);
    expect(await orderOf(user, orderId)).toMatchObject({ paykeeperStatus: 'pending' });
  });

  it('a good notification is applied once; its replay changes nothing; a wrong amount is refused', async () => {
    const { user, orderId, paymentId, amount } = await cardOrder();
    const wrongAmount = signed({ paymentId, orderId, amount: amount + 1, status: 'obtained' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payment/notify', payload: wrongAmount })).statusCode).toBe(400);
    const good = signed({ paymentId, orderId, amount, status: 'obtained' });
    const first = await ctx.app.inject({ method: 'POST', url: '/api/payment/notify', payload: good });
    expect(first.json()).toEqual({ ok: true, duplicate: false });
    const paidAt = (await orderOf(user, orderId)).paidAt;
    clock = new Date(clock.getTime() + 60_000);
    const replay = await ctx.app.inject({ method: 'POST', url: '/api/payment/notify', payload: good });
    expect(replay.json()).toEqual({ ok: true, duplicate: true });
    expect((await orderOf(user, orderId)).paidAt).toBe(paidAt);
  });

  it('repayment inside the window gives a new payment address; after the window 409', async () => {
    const { user, orderId, address } = await cardOrder();
    clock = new Date(clock.getTime() + PAYMENT_WINDOW_MS - 60_000);
    const again = await pay(user, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().address).not.toBe(address);
    expect(again.json().address).toMatch(/\/api\/payment\/demo\/[0-9a-f]{32}$/);
    const stranger = await signIn(ctx, nextPhone());
    expect((await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: stranger.headers })).statusCode).toBe(403);
    clock = new Date(clock.getTime() + 60_000);
    const late = await pay(user, orderId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Срок оплаты заказа истёк/);
  });

  it('a paid order cannot be paid again', async () => {
    const { user, orderId, address } = await cardOrder();
    await pressGatewayButton(address, 'pay');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: user.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Заказ уже оплачен');
  });

  it('the demo site refuses payments with a Russian 403', async () => {
    const { user, orderId, address } = await cardOrder();
    ctx.app.settings.demoSite = true;
    try {
      const repay = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: user.headers });
      expect(repay.statusCode).toBe(403);
      expect(repay.json().message).toMatch(/демонстрационная версия/);
      const pay = await pressGatewayButton(address, 'pay');
      expect(pay.statusCode).toBe(403);
    } finally {
      ctx.app.settings.demoSite = false;
    }
  });
});

describe('GET /api/payment-methods (SPEC §6, §9)', () => {
  const ids = async (query: string) =>
    (
      (await ctx.app.inject({ url: `/api/payment-methods?${query}` })).json() as {
        items: { id: number; name: string; description: string }[];
      }
    ).items.map((m) => m.id);

  it('pickup in a home city: on receipt, card, SBP, credit, instalments', async () => {
    expect(await ids(`deliveryId=2&cityId=${DEFAULT_CITY.id}`)).toEqual([2, 5, 13, 3, 4]);
  });
  it('courier company / other city: card and SBP only', async () => {
    expect(await ids(`deliveryId=5&cityId=${OTHER_CITY.id}`)).toEqual([5, 13]);
  });
  it('legal entity: «Оплата по банковскому счету» only', async () => {
    const res = await ctx.app.inject({ url: '/api/payment-methods?deliveryId=2&isLegal=true' });
    expect(res.json().items).toEqual([{ id: 11, name: 'Оплата по банковскому счету', description: expect.any(String) }]);
  });
  it('an unused delivery: no methods and the §8 message', async () => {
    expect((await ctx.app.inject({ url: '/api/payment-methods?deliveryId=3' })).json()).toEqual({
      items: [],
      message: 'Для данной доставки не выбраны способы оплаты',
    });
  });
  it('bad input is a Russian 400', async () => {
    expect((await ctx.app.inject({ url: '/api/payment-methods?deliveryId=abc' })).statusCode).toBe(400);
  });
});

describe('the payment window closes (SPEC §9: 20 hours)', () => {
  it('an unpaid online order is cancelled after the window and its reserved unit returns to the shop; a paid one stays', async () => {
    const { expireUnpaidOrders } = await import('../../src/services/housekeeping');
    const unpaid = await cardOrder();
    const paid = await cardOrder();
    await pressGatewayButton(paid.address, 'pay');
    const [line] = await ctx.db.query<{ product_id: number }>('SELECT product_id FROM order_products WHERE order_id = $1', [
      unpaid.orderId,
    ]);
    const stock = async () =>
      (await ctx.db.query<{ q: number }>('SELECT sum(quantity)::int AS q FROM stock WHERE product_id = $1', [line!.product_id]))[0]!.q;
    const reserved = await stock();

    clock = new Date(clock.getTime() + PAYMENT_WINDOW_MS - 120_000);
    expect(await expireUnpaidOrders(ctx.app)).not.toContain(unpaid.orderId);
    clock = new Date(clock.getTime() + 180_000);
    const expired = await expireUnpaidOrders(ctx.app);
    expect(expired).toContain(unpaid.orderId);
    expect(expired).not.toContain(paid.orderId);
    expect(await stock()).toBe(reserved + 1);
    expect(await orderOf(unpaid.user, unpaid.orderId)).toMatchObject({ statusId: 4 });
    expect(await orderOf(paid.user, paid.orderId)).toMatchObject({ statusId: 1, paykeeperStatus: 'obtained' });

    // The old payment address no longer takes money, and a second run changes nothing.
    const pageAfter = await ctx.app.inject({ url: path(unpaid.address) });
    expect(pageAfter.statusCode).toBe(409);
    expect(pageAfter.body).toContain('Срок оплаты заказа истёк');
    expect(await expireUnpaidOrders(ctx.app)).toEqual([]);
    expect(await stock()).toBe(reserved + 1);
  });
});
