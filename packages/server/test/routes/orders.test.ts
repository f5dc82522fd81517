import { DEFAULT_CITY, MESSAGES, OTHER_CITY, PAYMENT_METHOD } from '@store/domain';
import { createTestContext, signIn, type TestContext, resetRateCounters } from '../helpers';
import { confirmPhone, lastCode, nextPhone, orderBody, orderCount, stockedProduct, stockLeft } from '../helpers/order-fixtures';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { now: () => clock } });
});
afterAll(async () => ctx?.close());
// Each test stands alone: its rate windows start empty (the clock moves only where a test says so).
beforeEach(async () => resetRateCounters(ctx));

const order = (body: Record<string, unknown>, headers: Record<string, string> = {}, url = '/api/order/one-click') =>
  ctx.app.inject({ method: 'POST', url, payload: body, headers });
const guestOrder = async (phone: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const hashCode = await confirmPhone(ctx, phone);
  return order(body, { cookie: `phoneCode=${hashCode}`, ...headers });
};

describe('order phone confirmation (SPEC §4, §7 confirm-phone / check-phone-code, §8 417)', () => {
  it('sends a code, answers the hashCode and stores it in the phoneCode cookie', async () => {
    const phone = nextPhone();
    const res = await ctx.app.inject({ url: `/api/order/confirm-phone?phone=%2B${phone}&name=Ivan` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { hashCode: string; expiresAt: string };
    expect(body.hashCode).toMatch(/^[0-9a-f]{32}$/);
    const cookie = res.cookies.find((c) => c.name === 'phoneCode');
    expect(cookie).toMatchObject({ value: body.hashCode, httpOnly: true });
    expect(await lastCode(ctx, phone)).toMatch(/^\d{4}$/);
  });

  it('a resend before the countdown ends is 417 with the seconds left', async () => {
    const phone = nextPhone();
    await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` });
    clock = new Date(clock.getTime() + 20_000);
    const again = await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` });
    expect(again.statusCode).toBe(417);
    expect(again.json()).toMatchObject({ time: 40 });
    clock = new Date(clock.getTime() + 41_000);
    expect((await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` })).statusCode).toBe(200);
  });

  it('a bad phone is refused with the §5 message', async () => {
    const res = await ctx.app.inject({ url: '/api/order/confirm-phone?phone=12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.phoneInvalid);
  });

  it('check-phone-code: right code true, wrong code false, bad format 400 «Пожалуйста введите 4 цифры»', async () => {
    const phone = nextPhone();
    const { hashCode } = (await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` })).json() as { hashCode: string };
    const code = await lastCode(ctx, phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const check = (c: string) => ctx.app.inject({ url: `/api/order/check-phone-code?code=${c}&hashCode=${hashCode}&phone=${phone}` });
    expect((await check(wrong)).json()).toBe(false);
    const bad = await check('12a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.codeConfirmModal);
    expect((await check(code)).json()).toBe(true);
  });
});

describe('one-click order (SPEC §7 add new one-click order, §9)', () => {
  it('a guest with a confirmed phone orders; price, delivery and reservation are the server’s', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 3);
    const phone = nextPhone();
    const res = await guestOrder(phone, orderBody(phone, product.id, { totalPrice: product.price }));
    expect(res.statusCode).toBe(200);
    const { orderId, address } = res.json() as { orderId: number; address?: string };
    expect(address).toBeUndefined();
    expect(await stockLeft(ctx, product.id)).toBe(2);
    const [row] = await ctx.db.query<{ total_price: number; status_id: number; confirmed: number }>('SELECT * FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(row).toMatchObject({ total_price: product.price, status_id: 1, confirmed: 2 });
  });

  it('an unconfirmed phone is refused and nothing is written', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const phone = nextPhone();
    const before = await orderCount(ctx);
    const noCode = await order(orderBody(phone, product.id));
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toMatchObject({ confirmPhone: true });
    // A code sent but never confirmed does not count either.
    const { hashCode } = (await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` })).json() as { hashCode: string };
    const unconfirmed = await order(orderBody(phone, product.id), { cookie: `phoneCode=${hashCode}` });
    expect(unconfirmed.statusCode).toBe(403);
    // A code confirmed for another phone does not count.
    const other = nextPhone();
    const otherHash = await confirmPhone(ctx, other);
    expect((await order(orderBody(phone, product.id), { cookie: `phoneCode=${otherHash}` })).statusCode).toBe(403);
    expect(await orderCount(ctx)).toEqual(before);
    expect(await stockLeft(ctx, product.id)).toBe(1);
  });

  it('a confirmed code is spent by one order', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 5);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    expect((await order(orderBody(phone, product.id), { cookie: `phoneCode=${hashCode}` })).statusCode).toBe(200);
    expect((await order(orderBody(phone, product.id), { cookie: `phoneCode=${hashCode}` })).statusCode).toBe(403);
  });

  it('form errors come back as errorArray with the §5 messages', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const res = await order(orderBody('123', product.id, { customer: 'Покупатель', agreementContract: false }));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errorArray: string[] };
    expect(body.errorArray).toEqual(expect.arrayContaining([MESSAGES.realName, MESSAGES.phoneInvalid, MESSAGES.required]));
    expect(body.message).toBe(body.errorArray[0]);
  });

  it.each([
    ['', MESSAGES.phoneEmpty],
    ['+7 (495) 123-45-67', MESSAGES.phoneCheckout],
  ])('phone %j is refused with the SPEC §5 message', async (phone, message) => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const res = await order(orderBody(phone, product.id));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errorArray: string[] }).errorArray).toContain(message);
  });

  it('a one-click order is for 1 unit (SPEC §9)', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 5);
    const phone = nextPhone();
    const res = await guestOrder(phone, orderBody(phone, product.id, { productData: [{ id: product.id, quantity: 2 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/1 шт/);
  });

  it('a cart order takes several lines and quantities', async () => {
    const a = await stockedProduct(ctx, 1000, 5000, 5);
    const b = await stockedProduct(ctx, 1000, 5000, 5);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const res = await order(
      orderBody(phone, a.id, {
        productData: [
          { id: a.id, quantity: 2 },
          { id: b.id, quantity: 1 },
        ],
        totalPrice: a.price * 2 + b.price,
      }),
      { cookie: `phoneCode=${hashCode}` },
      '/api/order',
    );
    expect(res.statusCode).toBe(200);
    expect(await stockLeft(ctx, a.id)).toBe(3);
    expect(await stockLeft(ctx, b.id)).toBe(4);
  });

  describe('tampered figures are refused with 409 and the server’s figures', () => {
    it('totalPrice', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      const res = await guestOrder(phone, orderBody(phone, product.id, { totalPrice: 1 }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        totalPrice: product.price,
        totalDelivery: 0,
        products: [{ id: product.id, price: product.price }],
      });
      expect(await stockLeft(ctx, product.id)).toBe(1);
    });
    it('a line price', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      const res = await guestOrder(phone, orderBody(phone, product.id, { productData: [{ id: product.id, quantity: 1, price: 10 }] }));
      expect(res.statusCode).toBe(409);
    });
    it('a discount the server does not give', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      expect((await guestOrder(phone, orderBody(phone, product.id, { discount: 500 }))).statusCode).toBe(409);
    });
  });

  it('a marked-down item is priced by its serial number and its unit is taken', async () => {
    const [defect] = await ctx.db.query<{ serial_number: string; product_id: number; price_retail: number; price_discount: number | null }>(
      `SELECT serial_number, product_id, price_retail, price_discount FROM product_defects WHERE stock_code = $1 AND quantity > 0
         AND coalesce(price_discount, price_retail) >= 300 ORDER BY serial_number LIMIT 1`,
      [DEFAULT_CITY.code],
    );
    const expected = defect!.price_discount && defect!.price_discount > 0 ? defect!.price_discount : defect!.price_retail;
    const phone = nextPhone();
    const line = { id: defect!.product_id, quantity: 1, defectSerialNumber: defect!.serial_number };
    const res = await guestOrder(phone, orderBody(phone, defect!.product_id, { productData: [line], totalPrice: expected }));
    expect(res.statusCode).toBe(200);
    const [left] = await ctx.db.query<{ quantity: number }>('SELECT quantity FROM product_defects WHERE serial_number = $1', [
      defect!.serial_number,
    ]);
    expect(left!.quantity).toBe(0);
    const again = nextPhone();
    const sold = await guestOrder(again, orderBody(again, defect!.product_id, { productData: [line] }));
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toMatch(/уже продан/);
  });

  it('toOrder goods need no stock and wait for confirmation (SPEC §4)', async () => {
    const [row] = await ctx.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
        WHERE p.status = 'toOrder' AND pp.price_retail BETWEEN 1000 AND 50000 ORDER BY p.id LIMIT 1`,
      [DEFAULT_CITY.code],
    );
    await ctx.db.query('DELETE FROM stock WHERE product_id = $1', [row!.id]);
    const phone = nextPhone();
    const res = await guestOrder(phone, orderBody(phone, row!.id, { paymentMethod: PAYMENT_METHOD.CARD }));
    expect(res.statusCode).toBe(200);
    // Paid online once the operator confirms: no payment address yet.
    expect(res.json().address).toBeUndefined();
    const [saved] = await ctx.db.query<{ confirmed: number; payment_status: string }>(
      'SELECT confirmed, payment_status FROM orders WHERE id = $1',
      [res.json().orderId],
    );
    expect(saved).toEqual({ confirmed: 0, payment_status: 'pending' });
  });

  describe('minimum order (SPEC §9)', () => {
    it('home city: «Заказ от 200 рублей»', async () => {
      const product = await stockedProduct(ctx, 1, 199, 1);
      const phone = nextPhone();
      const res = await guestOrder(phone, orderBody(phone, product.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Заказ от 200 рублей');
    });
    it('other city, private buyer: «Заказ от 500 рублей»', async () => {
      const product = await stockedProduct(ctx, 200, 499, 1);
      const phone = nextPhone();
      const res = await guestOrder(
        phone,
        orderBody(phone, product.id, {
          cityId: OTHER_CITY.id,
          shopId: null,
          deliveryId: 5,
          paymentMethod: PAYMENT_METHOD.CARD,
          courierCompany: { cityCode: 1001, mode: 'office', pointCode: 'NSK1' },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Заказ от 500 рублей');
    });
    it('other city, legal entity: «Заказ от 1000 рублей»', async () => {
      const product = await stockedProduct(ctx, 500, 999, 1);
      const phone = nextPhone();
      const res = await guestOrder(
        phone,
        orderBody(phone, product.id, {
          ...legal,
          cityId: OTHER_CITY.id,
          shopId: null,
          deliveryId: 5,
          paymentMethod: PAYMENT_METHOD.BANK_INVOICE,
          courierCompany: { cityCode: 1001, mode: 'office', pointCode: 'NSK1' },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Заказ от 1000 рублей');
    });
  });

  describe('payment methods (SPEC §6, §8, §9)', () => {
    it('an unused delivery: «Для данной доставки не выбраны способы оплаты»', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      const res = await guestOrder(phone, orderBody(phone, product.id, { deliveryId: 3 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.noPaymentMethods);
    });
    it('a private buyer cannot pick the bank invoice', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      const res = await guestOrder(phone, orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.BANK_INVOICE }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Выбранный способ оплаты недоступен для данной доставки');
    });
    it('card payment answers the payment address and waits 20 hours', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      const res = await guestOrder(phone, orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD }));
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/payment\/demo\/[0-9a-f]{32}$/);
      const [row] = await ctx.db.query<{ status_id: number; payment_status: string }>(
        'SELECT status_id, payment_status FROM orders WHERE id = $1',
        [res.json().orderId],
      );
      expect(row).toEqual({ status_id: 12, payment_status: 'pending' });
    });
  });

  const legal = {
    isLegal: true,
    inn: '3801234567',
    kpp: '380101001',
    legalName: 'ООО «Ромашка»',
    legalAddress: 'Иркутск, ул. Ленина, 1',
    legalEmail: 'buh@romashka.ru',
  };

  describe('legal entity (SPEC §5, §6)', () => {
    it('its fields are checked: short inn and kpp, bad email', async () => {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const phone = nextPhone();
      const res = await guestOrder(
        phone,
        orderBody(phone, product.id, { ...legal, inn: '123', kpp: '12', legalEmail: 'x', paymentMethod: PAYMENT_METHOD.BANK_INVOICE }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errorArray).toEqual(expect.arrayContaining([MESSAGES.inn, MESSAGES.kpp, MESSAGES.email]));
    });
    it('pays only by bank invoice, with no prepayment and no payment address', async () => {
      const product = await stockedProduct(ctx, 60000, 500000, 2);
      const phone = nextPhone();
      const card = await guestOrder(
        phone,
        orderBody(phone, product.id, { ...legal, paymentMethod: PAYMENT_METHOD.CARD, deliveryId: 4, ...address }),
      );
      expect(card.statusCode).toBe(400);
      const again = nextPhone();
      const res = await guestOrder(
        again,
        orderBody(again, product.id, { ...legal, paymentMethod: PAYMENT_METHOD.BANK_INVOICE, deliveryId: 4, ...address }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toBeUndefined();
      const [row] = await ctx.db.query<{ prepayment: number; is_legal: boolean; inn: string }>(
        'SELECT prepayment, is_legal, inn FROM orders WHERE id = $1',
        [res.json().orderId],
      );
      expect(row).toEqual({ prepayment: 0, is_legal: true, inn: legal.inn });
    });
  });

  const address = { city: 'Усолье-Сибирское', street: 'Ленина', house: '1', apartment: '2' };

  it('a private buyer paying the courier on receipt prepays the delivery online (SPEC §9 prepayment)', async () => {
    const product = await stockedProduct(ctx, 60000, 500000, 1);
    const phone = nextPhone();
    const res = await guestOrder(phone, orderBody(phone, product.id, { deliveryId: 4, ...address }));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.query<{ prepayment: number }>('SELECT prepayment FROM orders WHERE id = $1', [res.json().orderId]);
    expect(row!.prepayment).toBeGreaterThan(0);
    expect(res.json().address).toMatch(/\/api\/payment\/demo\//);
  });

  it('courier delivery needs the address (SPEC §5)', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const phone = nextPhone();
    const res = await guestOrder(phone, orderBody(phone, product.id, { deliveryId: 4 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorArray).toHaveLength(4);
  });

  it('the Idempotency-Key returns the first order on a repeated submit (and refuses another order under it)', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 5);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const headers = { cookie: `phoneCode=${hashCode}`, 'idempotency-key': 'key-0001-abcdef' };
    const first = await order(orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD }), headers);
    const second = await order(orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD }), headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await stockLeft(ctx, product.id)).toBe(4);
    const other = await order(orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.SBP_PAYMENT }), headers);
    expect(other.statusCode).toBe(422);
  });

  it('a failure inside the order transaction leaves no order, no lines, no reservation and the code unspent', async () => {
    const failing = await createTestContext(undefined, {
      providers: {
        payments: {
          name: 'broken',
          createPayment: async () => {
            throw new Error('gateway down');
          },
        },
      },
    });
    try {
      const product = await stockedProduct(failing, 1000, 20000, 1);
      const phone = nextPhone();
      const hashCode = await confirmPhone(failing, phone);
      const before = await orderCount(failing);
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/order/one-click',
        payload: orderBody(phone, product.id, { paymentMethod: PAYMENT_METHOD.CARD }),
        headers: { cookie: `phoneCode=${hashCode}` },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^Не удалось создать заказ/);
      expect(await orderCount(failing)).toEqual(before);
      expect(await stockLeft(failing, product.id)).toBe(1);
      const [code] = await failing.db.query<{ consumed_at: Date | null }>('SELECT consumed_at FROM phone_codes WHERE hash_code = $1', [
        hashCode,
      ]);
      expect(code!.consumed_at).toBeNull();
    } finally {
      await failing.close();
    }
  });

  it('the demo site refuses orders with a Russian 403', async () => {
    ctx.app.settings.demoSite = true;
    try {
      const product = await stockedProduct(ctx, 1000, 20000, 1);
      const res = await order(orderBody(nextPhone(), product.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/демонстрационная версия/);
    } finally {
      ctx.app.settings.demoSite = false;
    }
  });
});

describe('orders of a signed-in user (SPEC §5, §6, /profile/orders)', () => {
  it('orders without a code on the account phone; another phone or userId is refused', async () => {
    const phone = nextPhone();
    const user = await signIn(ctx, phone);
    const product = await stockedProduct(ctx, 1000, 20000, 5);
    const ok = await order(orderBody(phone, product.id, { userId: user.id }), user.headers);
    expect(ok.statusCode).toBe(200);
    const otherPhone = await order(orderBody(nextPhone(), product.id), user.headers);
    expect(otherPhone.statusCode).toBe(403);
    expect(otherPhone.json().message).toMatch(/данные вашего аккаунта/);
    const otherUser = await order(orderBody(phone, product.id, { userId: user.id + 1000 }), user.headers);
    expect(otherUser.statusCode).toBe(403);
    const noToken = await order(orderBody(phone, product.id, { userId: user.id }));
    expect(noToken.statusCode).toBe(401);
  });

  it('lists own orders newest first, 10 a page, filtered by status; reads one; another user’s is 403', async () => {
    const phone = nextPhone();
    const user = await signIn(ctx, phone);
    const product = await stockedProduct(ctx, 1000, 5000, 20);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      clock = new Date(clock.getTime() + 1000);
      const method = i === 10 ? PAYMENT_METHOD.CARD : PAYMENT_METHOD.ON_RECEIPT;
      const res = await order(orderBody(phone, product.id, { paymentMethod: method }), user.headers);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().orderId);
    }
    const page1 = await ctx.app.inject({ url: '/api/orders?page=1', headers: user.headers });
    expect(page1.statusCode).toBe(200);
    const body = page1.json() as { items: { id: number }[]; total: number; currentPage: number };
    expect(body.total).toBe(11);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]!.id).toBe(ids[10]);
    const page2 = (await ctx.app.inject({ url: '/api/orders?page=2', headers: user.headers })).json() as { items: unknown[] };
    expect(page2.items).toHaveLength(1);
    const inPayment = (await ctx.app.inject({ url: '/api/orders?page=1&status=12', headers: user.headers })).json() as {
      items: { id: number }[];
    };
    expect(inPayment.items.map((o) => o.id)).toEqual([ids[10]]);

    const one = await ctx.app.inject({ url: `/api/orders/${ids[10]}`, headers: user.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: ids[10],
      statusId: 12,
      statusName: 'Ожидает оплату',
      paykeeperStatus: 'pending',
      paymentOnline: { status: 'waiting-for-payment' },
      paymentLabel: 'Ожидает оплату',
      canPayOnline: true,
      payInProfileText: 'Можно оплатить в профиле в течение 20 часов',
      deliveryId: 2,
      deliveryPoint: { title: expect.any(String), address: expect.any(String) },
      orderProducts: [{ productId: product.id, quantity: 1, price: product.price, defectSerialNumber: null }],
    });

    const stranger = await signIn(ctx, nextPhone());
    expect((await ctx.app.inject({ url: `/api/orders/${ids[10]}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/orders/999999999', headers: user.headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/orders/${ids[10]}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/orders?page=0', headers: user.headers })).statusCode).toBe(400);
  });
});

describe('similar open orders (SPEC §2 similar-orders modal)', () => {
  it('shows the phone’s open orders with the products only to the phone’s owner', async () => {
    const phone = nextPhone();
    const product = await stockedProduct(ctx, 1000, 20000, 5);
    const placed = await guestOrder(phone, orderBody(phone, product.id));
    expect(placed.statusCode).toBe(200);
    const url = `/api/order/similar?phone=${phone}&products=${product.id},1`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(403);
    clock = new Date(clock.getTime() + 61_000);
    const hashCode = await confirmPhone(ctx, phone);
    const mine = await ctx.app.inject({ url, headers: { cookie: `phoneCode=${hashCode}` } });
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { items: { id: number }[] }).items.map((o) => o.id)).toEqual([placed.json().orderId]);
    const user = await signIn(ctx, phone);
    expect((await ctx.app.inject({ url, headers: user.headers })).json().items).toHaveLength(1);
  });
});

describe("a guest's orders join the account that proves the phone", () => {
  it('after sign-in by code with the same phone, the guest order is in the profile list and readable', async () => {
    const phone = nextPhone();
    const product = await stockedProduct(ctx, 1000, 20000, 2);
    const placed = await guestOrder(phone, orderBody(phone, product.id));
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json() as { orderId: number };

    const sent = await ctx.app.inject({ method: 'POST', url: '/api/auth/get-auth-code', payload: { phone } });
    const { hashCode } = sent.json() as { hashCode: string };
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-code',
      payload: { phone, hashCode, codePass: await lastCode(ctx, phone) },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const list = (await ctx.app.inject({ url: '/api/orders', headers })).json() as { items: { id: number }[] };
    expect(list.items.map((o) => o.id)).toContain(orderId);
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}`, headers })).statusCode).toBe(200);
    // Someone else's account never sees it.
    const stranger = await signIn(ctx, nextPhone());
    expect((await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: stranger.headers })).statusCode).toBe(403);
  });
});
