import { DEFAULT_CITY } from '@store/domain';
import { lastCode, type TestContext } from '.';

let phoneSeq = 0;
/** A fresh phone per test, so code countdowns and rate limits of one test do not touch another. */
export const nextPhone = () => `7999${String(process.pid % 1000).padStart(3, '0')}${String((phoneSeq += 1)).padStart(4, '0')}`;

export { lastCode } from '.';

/** PayKeeper's notification of a payment (POST /api/payment/paykeeper/notify), as its service sends it: a form. */
export const paykeeperNotify = (ctx: TestContext, fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payment/paykeeper/notify',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A guest confirms the phone as the modal does: code sent, code typed; the answer is the phoneCode cookie value. */
export async function confirmPhone(ctx: TestContext, phone: string): Promise<string> {
  const sent = await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}&name=Test` });
  expect(sent.statusCode).toBe(200);
  const { hashCode } = sent.json() as { hashCode: string };
  const code = await lastCode(ctx, phone);
  const checked = await ctx.app.inject({ url: `/api/order/check-phone-code?code=${code}&hashCode=${hashCode}&phone=${phone}` });
  expect(checked.json()).toBe(true);
  return hashCode;
}

const picked = new Set<number>();

export interface StockedProduct {
  id: number;
  price: number;
  title: string;
}

/**
 * An in-stock product of the home city with a plain retail price in [min, max] (no discount), whose
 * stock in the city is set to `quantity` units in shop 107 only: the test controls the last unit.
 */
export async function stockedProduct(ctx: TestContext, min: number, max: number, quantity: number, skip = 0): Promise<StockedProduct> {
  const rows = await ctx.db.query<{ id: number; price_retail: number; title: string }>(
    `SELECT p.id, pp.price_retail, p.title FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
      WHERE p.status = 'inStock' AND pp.price_discount IS NULL AND pp.price_retail BETWEEN $2 AND $3
        AND NOT (p.id = ANY($5::int[]))
      ORDER BY p.id LIMIT 1 OFFSET $4`,
    [DEFAULT_CITY.code, min, max, skip, [...picked]],
  );
  const row = rows[0];
  if (!row) throw new Error(`no product priced ${min}..${max}`);
  picked.add(row.id);
  await ctx.db.query('DELETE FROM stock WHERE product_id = $1 AND shop_id IN (SELECT id FROM shops WHERE code = $2)', [
    row.id,
    DEFAULT_CITY.code,
  ]);
  await ctx.db.query('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, $3)', [row.id, DEFAULT_CITY.shopId, quantity]);
  return { id: row.id, price: row.price_retail, title: row.title };
}

export async function stockLeft(ctx: TestContext, productId: number): Promise<number> {
  const [row] = await ctx.db.query<{ q: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS q FROM stock WHERE product_id = $1 AND shop_id = $2',
    [productId, DEFAULT_CITY.shopId],
  );
  return row!.q;
}

/** A valid one-click order of one unit for pickup in the default city, paid on receipt. */
export const orderBody = (phone: string, productId: number, extra: Record<string, unknown> = {}) => ({
  phone,
  customer: 'Петров Пётр',
  agreementContract: true,
  agreementNotification: true,
  paymentMethod: 2,
  cityId: DEFAULT_CITY.id,
  shopId: DEFAULT_CITY.shopId,
  deliveryId: 2,
  productData: [{ id: productId, quantity: 1 }],
  ...extra,
});

export async function orderCount(ctx: TestContext): Promise<{ orders: number; lines: number; payments: number }> {
  const [row] = await ctx.db.query<{ orders: number; lines: number; payments: number }>(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_products) AS lines,
            (SELECT count(*)::int FROM payments) AS payments`,
  );
  return row!;
}
