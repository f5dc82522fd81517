import { DEFAULT_CITY, PAYMENT_METHOD } from '@store/domain';
import { ASSEMBLY_WITHOUT_GOODS, assemblyNotOffered, PRICE_CHANGED_MESSAGE } from '../../../src/services/order-placement';
import { createTestContext, signIn, type SignedInUser, type TestContext } from '../../helpers';
import { nextPhone, orderBody, orderCount } from '../../helpers/order-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

interface Product {
  id: number;
  title: string;
  price: number;
  assembly: number | null;
}

/** An in-stock product of the home city with a plain price, whose own category offers assembly (or not), with 5 units in shop 107. */
async function productWith(assembly: 'offered' | 'none', skip = 0): Promise<Product> {
  const [row] = await ctx.db.query<{ id: number; title: string; price_retail: number; assembly: number | null }>(
    `SELECT p.id, p.title, pp.price_retail, max(c.assembly_price) AS assembly
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
       JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id
      WHERE p.status = 'inStock' AND pp.price_discount IS NULL AND pp.price_retail BETWEEN 1000 AND 90000
      GROUP BY p.id, p.title, pp.price_retail
     HAVING ${assembly === 'offered' ? 'max(c.assembly_price) > 0' : 'max(c.assembly_price) IS NULL'}
      ORDER BY p.id LIMIT 1 OFFSET $2`,
    [DEFAULT_CITY.code, skip],
  );
  await ctx.db.query('DELETE FROM stock WHERE product_id = $1', [row!.id]);
  await ctx.db.query('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, 5)', [row!.id, DEFAULT_CITY.shopId]);
  return { id: row!.id, title: row!.title, price: row!.price_retail, assembly: row!.assembly };
}

const order = (user: SignedInUser, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/order', payload: { userId: user.id, ...body }, headers: user.headers });

describe('assembly service with an order (SPEC §9 assembly-service price, §7 services)', () => {
  it('is priced by the server per unit, added to the total and to the online payment, and shown on the order', async () => {
    const phone = nextPhone();
    const user = await signIn(ctx, phone);
    const product = await productWith('offered');
    const res = await order(
      user,
      orderBody(phone, product.id, {
        productData: [{ id: product.id, quantity: 2 }],
        services: [{ type: 'assembly', productId: product.id }],
        paymentMethod: PAYMENT_METHOD.CARD,
        totalPrice: 2 * product.price + 2 * product.assembly!,
      }),
    );
    expect(res.statusCode).toBe(200);
    const { orderId, address } = res.json() as { orderId: number; address: string };
    expect(address).toContain('/api/payment/demo/');
    const [payment] = await ctx.db.query<{ amount: number }>('SELECT amount FROM payments WHERE order_id = $1', [orderId]);
    expect(payment!.amount).toBe(2 * product.price + 2 * product.assembly!);

    const page = (await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: user.headers })).json();
    expect(page).toMatchObject({
      goodsTotal: 2 * product.price,
      servicesTotal: 2 * product.assembly!,
      totalPrice: 2 * product.price + 2 * product.assembly!,
      orderProducts: [{ productId: product.id, quantity: 2, assemblyService: { price: product.assembly } }],
    });
  });

  it('an order without services has none: servicesTotal 0 and no assembly on its lines', async () => {
    const phone = nextPhone();
    const user = await signIn(ctx, phone);
    const product = await productWith('offered', 1);
    const res = await order(user, orderBody(phone, product.id, { totalPrice: product.price }));
    expect(res.statusCode).toBe(200);
    const page = (await ctx.app.inject({ url: `/api/orders/${res.json().orderId}`, headers: user.headers })).json();
    expect(page).toMatchObject({ servicesTotal: 0, totalPrice: product.price, orderProducts: [{ assemblyService: null }] });
  });

  it('a tampered assembly price or total is a 409 with the server’s figures, and nothing is written', async () => {
    const phone = nextPhone();
    const user = await signIn(ctx, phone);
    const product = await productWith('offered', 2);
    const before = await orderCount(ctx);
    const cheap = await order(
      user,
      orderBody(phone, product.id, { services: [{ type: 'assembly', productId: product.id, price: 1 }], totalPrice: product.price + 1 }),
    );
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json()).toMatchObject({
      message: PRICE_CHANGED_MESSAGE,
      totalPrice: product.price + product.assembly!,
      servicesTotal: product.assembly,
      services: [{ productId: product.id, defectSerialNumber: null, price: product.assembly }],
    });
    const withoutAssembly = await order(
      user,
      orderBody(phone, product.id, { services: [{ type: 'assembly', productId: product.id }], totalPrice: product.price }),
    );
    expect(withoutAssembly.statusCode).toBe(409);
    expect(await orderCount(ctx)).toEqual(before);
  });

  it('is refused for goods whose categories offer none, for goods that come assembled («+сборка»), and for goods not in the order', async () => {
    const phone = nextPhone();
    const user = await signIn(ctx, phone);
    const before = await orderCount(ctx);

    const plain = await productWith('none');
    const none = await order(user, orderBody(phone, plain.id, { services: [{ type: 'assembly', productId: plain.id }] }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: assemblyNotOffered(plain.title), errorArray: [assemblyNotOffered(plain.title)] });

    const assembled = await productWith('offered', 3);
    await ctx.db.query(`UPDATE products SET title = title || ' +сборка' WHERE id = $1`, [assembled.id]);
    const included = await order(user, orderBody(phone, assembled.id, { services: [{ type: 'assembly', productId: assembled.id }] }));
    expect(included.statusCode).toBe(400);
    expect(included.json().message).toBe(assemblyNotOffered(`${assembled.title} +сборка`));

    const other = await order(user, orderBody(phone, plain.id, { services: [{ type: 'assembly', productId: assembled.id }] }));
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(ASSEMBLY_WITHOUT_GOODS);

    const unknownKind = await order(user, orderBody(phone, plain.id, { services: [{ type: 'delivery-lift', productId: plain.id }] }));
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toContain('«services.0.type»');
    expect(await orderCount(ctx)).toEqual(before);
  });
});
