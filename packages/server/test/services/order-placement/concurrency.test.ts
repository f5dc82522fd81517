import { PAYMENT_METHOD } from '@store/domain';
import { createTestContext, type TestContext } from '../../helpers';
import { confirmPhone, nextPhone, orderBody, orderCount, stockedProduct, stockLeft } from '../../helpers/order-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const order = (body: Record<string, unknown>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/one-click', payload: body, headers });

describe('orders under concurrency (stock reservation and Idempotency-Key in one transaction)', () => {
  it('two buyers of the last unit: exactly one order, the other gets a Russian 409, stock never negative', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const buyers = await Promise.all(
      [nextPhone(), nextPhone(), nextPhone()].map(async (phone) => ({ phone, hashCode: await confirmPhone(ctx, phone) })),
    );
    const before = await orderCount(ctx);
    const answers = await Promise.all(buyers.map((b) => order(orderBody(b.phone, product.id), { cookie: `phoneCode=${b.hashCode}` })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toMatch(/закончился/);
    expect(await stockLeft(ctx, product.id)).toBe(0);
    const after = await orderCount(ctx);
    expect(after.orders - before.orders).toBe(1);
    expect(after.lines - before.lines).toBe(1);
    // The refused buyers did not spend their codes.
    const unspent = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM phone_codes WHERE hash_code = ANY($1::text[]) AND consumed_at IS NULL',
      [buyers.map((b) => b.hashCode)],
    );
    expect(unspent[0]!.n).toBe(2);
  });

  it('the same Idempotency-Key submitted concurrently makes one order, and both answers name it', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const headers = { cookie: `phoneCode=${hashCode}`, 'idempotency-key': 'concurrent-key-42' };
    const body = orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD });
    const before = await orderCount(ctx);
    const answers = await Promise.all([order(body, headers), order(body, headers), order(body, headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().orderId));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.json().address)).size).toBe(1);
    const after = await orderCount(ctx);
    expect(after.orders - before.orders).toBe(1);
    expect(after.payments - before.payments).toBe(1);
    expect(await stockLeft(ctx, product.id)).toBe(0);
  });
});
