import { DEFAULT_CITY, DELIVERY, ORDER_STATUS } from '@store/domain';
import { orderBody as orderBodySchema, type OrderBody } from '../../../src/schemas/orders';
import {
  DEMO_SITE_MESSAGE,
  openPayment,
  orderRecord,
  persistOrder,
  priceGoods,
  reserveLines,
  resolveDestination,
  settleOrder,
  validateOrder,
} from '../../../src/services/order-placement';
import type { Caller } from '../../../src/services/context';
import { createTestContext, type TestContext } from '../../helpers';
import { nextPhone, orderBody, stockedProduct, stockLeft } from '../../helpers/order-fixtures';

/** Each step of placeOrder on its own (issue 15 C): what it accepts, refuses and writes. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const log = { error: () => undefined, warn: () => undefined };
let ipSeq = 0;
const guest = (): Caller => ({ userId: null, ip: `10.77.0.${(ipSeq += 1)}`, log });
const body = (phone: string, productId: number, extra: Record<string, unknown> = {}): OrderBody =>
  orderBodySchema.parse(orderBody(phone, productId, extra));

describe('validate', () => {
  it('refuses every order on the demo site', async () => {
    const product = await stockedProduct(ctx, 5000, 90000, 3);
    const demo = { ...ctx.app, settings: { ...ctx.app.settings, demoSite: true } };
    await expect(validateOrder(demo, guest(), body(nextPhone(), product.id), { oneClick: true })).rejects.toMatchObject({
      statusCode: 403,
      message: DEMO_SITE_MESSAGE,
    });
  });

  it('a guest cannot order for a user; a user only for themselves', async () => {
    const product = await stockedProduct(ctx, 5000, 90000, 3);
    const forUser = body(nextPhone(), product.id, { userId: 42 });
    await expect(validateOrder(ctx.app, guest(), forUser, { oneClick: true })).rejects.toMatchObject({ statusCode: 401 });
    await expect(validateOrder(ctx.app, { ...guest(), userId: 41 }, forUser, { oneClick: true })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('answers the normalised phone and the customer with spaces collapsed', async () => {
    const product = await stockedProduct(ctx, 5000, 90000, 3);
    const phone = nextPhone();
    const valid = await validateOrder(ctx.app, guest(), body(`+${phone}`, product.id, { customer: '  Петров   Пётр ' }), {
      oneClick: true,
    });
    expect(valid).toEqual({ phone, customer: 'Петров Пётр' });
  });
});

describe('price', () => {
  it("prices each line at the server's price whatever the client says, and merges repeated lines", async () => {
    const product = await stockedProduct(ctx, 5000, 90000, 5);
    const order = body(nextPhone(), product.id, {
      productData: [
        { id: product.id, quantity: 1, price: 1 },
        { id: product.id, quantity: 2 },
      ],
    });
    const destination = await resolveDestination(ctx.app, order);
    expect(destination).toMatchObject({ stockCode: DEFAULT_CITY.code, shopId: DEFAULT_CITY.shopId, otherCity: false });
    const goods = await priceGoods(ctx.app, order, destination, new Date());
    expect(goods.lines).toEqual([expect.objectContaining({ productId: product.id, quantity: 3, price: product.price })]);
    expect(goods.goodsTotal).toBe(product.price * 3);
    // The client's 1 ₽ is kept only to be refused by the settle step.
    await expect(settleOrder(ctx.app, guest(), order, destination, goods)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('an unknown product is a 422, a city unknown a 400', async () => {
    const order = body(nextPhone(), 999_999);
    await expect(priceGoods(ctx.app, order, await resolveDestination(ctx.app, order), new Date())).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(resolveDestination(ctx.app, body(nextPhone(), 1, { cityId: 1 }))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('settles a pickup paid on receipt: free delivery, nothing to pay now, a new order', async () => {
    const product = await stockedProduct(ctx, 5000, 90000, 3);
    const order = body(nextPhone(), product.id);
    const destination = await resolveDestination(ctx.app, order);
    const goods = await priceGoods(ctx.app, order, destination, new Date());
    expect(await settleOrder(ctx.app, guest(), order, destination, goods)).toMatchObject({
      deliveryPrice: 0,
      totalPrice: product.price,
      payNow: 0,
      statusId: ORDER_STATUS.NEW,
    });
  });
});

describe('persist, reserve, pay (inside one transaction)', () => {
  async function prepared(quantity: number) {
    const product = await stockedProduct(ctx, 5000, 90000, quantity);
    const phone = nextPhone();
    const order = body(phone, product.id, { deliveryId: DELIVERY.POINT });
    const valid = await validateOrder(ctx.app, guest(), order, { oneClick: true });
    const destination = await resolveDestination(ctx.app, order);
    const goods = await priceGoods(ctx.app, order, destination, new Date());
    const settled = await settleOrder(ctx.app, guest(), order, destination, goods);
    const record = orderRecord(
      {
        userId: null,
        valid,
        destination,
        goods,
        settled,
        oneClick: true,
        idempotencyKey: `key-${phone}`,
        requestHash: 'h',
        now: new Date(),
      },
      order,
    );
    return { product, record, goods, destination };
  }

  it('persist writes the order once per idempotency key: the second insert answers null', async () => {
    const { record } = await prepared(2);
    const first = await ctx.db.transaction((tx) => persistOrder(ctx.app, tx, record, null, 60_000));
    expect(first).toEqual({ orderId: expect.any(Number), codeSpent: true });
    const again = await ctx.db.transaction((tx) => persistOrder(ctx.app, tx, record, null, 60_000));
    expect(again).toEqual({ orderId: null, codeSpent: false });
  });

  it('persist reports an unconfirmed guest code as not spent', async () => {
    const { record } = await prepared(2);
    const result = await ctx.db.transaction((tx) => persistOrder(ctx.app, tx, { ...record, idempotencyKey: null }, 'no-such-code', 60_000));
    expect(result.codeSpent).toBe(false);
  });

  it('reserve takes the units from the shop and writes the line; the last unit gone is a 409', async () => {
    const { product, record, goods, destination } = await prepared(1);
    await ctx.db.transaction(async (tx) => {
      const { orderId } = await persistOrder(ctx.app, tx, { ...record, idempotencyKey: null }, null, 60_000);
      await reserveLines(ctx.app, tx, orderId!, goods.lines, destination);
    });
    expect(await stockLeft(ctx, product.id)).toBe(0);
    await expect(
      ctx.db.transaction(async (tx) => {
        const { orderId } = await persistOrder(ctx.app, tx, { ...record, idempotencyKey: null }, null, 60_000);
        await reserveLines(ctx.app, tx, orderId!, goods.lines, destination);
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it("pay records a pending payment at the gateway's address", async () => {
    const { record } = await prepared(2);
    const { orderId } = await ctx.db.transaction((tx) => persistOrder(ctx.app, tx, { ...record, idempotencyKey: null }, null, 60_000));
    const subject = { orderId: orderId!, customer: record.customer, phone: record.phone, email: null, lines: [], deliveryPrice: 0 };
    const address = await ctx.db.transaction((tx) => openPayment(ctx.app, tx, subject, 1234, new Date()));
    expect(address).toEqual(expect.any(String));
    expect(await ctx.app.repos.payments.latestForOrder(orderId!)).toMatchObject({
      status: 'pending',
      address,
      provider: 'demo',
      invoice_id: null,
      amount: 1234,
    });
  });
});
