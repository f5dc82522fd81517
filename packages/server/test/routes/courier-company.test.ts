import { courierCompanyPrice, OTHER_CITY, PAYMENT_METHOD } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';
import { confirmPhone, nextPhone, orderBody, stockedProduct } from '../helpers/order-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const price = (payload: Record<string, unknown>, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/courier-company/price', payload });

describe('courier-company price (SPEC §7 POST price, §9 shown price)', () => {
  it('answers minPeriod, minSum, priceToPoint and the shown price ceil((minSum+priceToPoint)×1.1)+250', async () => {
    const res = await price({ productsData: [{ id: 1, quantity: 1 }], cityCode: 1001, mode: 'office', pointCode: 'NSK1' });
    expect(res.statusCode).toBe(200);
    const quote = res.json() as { minPeriod: number; minSum: number; priceToPoint: number; price: number };
    expect(quote.minPeriod).toBeGreaterThan(0);
    expect(quote.minSum).toBeGreaterThan(0);
    expect(quote.price).toBe(courierCompanyPrice(quote));
  });

  it('grows with weight and distance; the door costs more than a point', async () => {
    const near = (await price({ productsData: [{ id: 1, quantity: 1 }], cityCode: 301, mode: 'office', pointCode: 'IRK1' })).json();
    const far = (await price({ productsData: [{ id: 1, quantity: 1 }], cityCode: 1006, mode: 'office', pointCode: 'MSK1' })).json();
    const heavy = (await price({ productsData: [{ id: 1, quantity: 3 }], cityCode: 1006, mode: 'office', pointCode: 'MSK1' })).json();
    const door = (
      await price({
        productsData: [{ id: 1, quantity: 1 }],
        cityCode: 1006,
        mode: 'courier',
        address: { city: 'Москва', address: 'ул. Тверская, 1' },
      })
    ).json();
    expect(far.minSum).toBeGreaterThan(near.minSum);
    expect(far.minPeriod).toBeGreaterThan(near.minPeriod);
    expect(heavy.minSum).toBeGreaterThan(far.minSum);
    expect(door.price).toBeGreaterThan(far.price);
  });

  it('office mode needs a point (SPEC §5 calculator message); courier mode an address', async () => {
    const noPoint = await price({ productsData: [{ id: 1 }], cityCode: 1001, mode: 'office' });
    expect(noPoint.statusCode).toBe(400);
    expect(noPoint.json().message).toBe('Пожалуйста, выберите отделение СДЭК в своем городе на карте');
    const noAddress = await price({ productsData: [{ id: 1 }], cityCode: 1001, mode: 'courier' });
    expect(noAddress.statusCode).toBe(400);
  });

  it('an unknown product: «Не смогли расчитать доставку для некоторых товаров»', async () => {
    const one = await price({ productsData: [{ id: 99999999 }], cityCode: 1001, mode: 'office', pointCode: 'NSK1' });
    expect(one.statusCode).toBe(422);
    expect(one.json().message).toBe('Не смогли расчитать доставку для товара');
    const two = await price({
      productsData: [{ id: 99999998 }, { id: 99999999 }, { id: 1 }],
      cityCode: 1001,
      mode: 'office',
      pointCode: 'NSK1',
    });
    expect(two.json().message).toBe('Не смогли расчитать доставку для некоторых товаров');
  });

  it('failure mode: 502 with the §8 toast and the support phone', async () => {
    const failing = await createTestContext(undefined, { settings: { courierCompanyFails: true, supportPhone: '+7 (3952) 00-00-00' } });
    try {
      const res = await price({ productsData: [{ id: 1 }], cityCode: 1001, mode: 'office', pointCode: 'NSK1' }, failing.app);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Не удалось рассчитать стоимость доставки СДЭК. Попробуйте еще раз или свяжитесь с оператором по номеру +7 (3952) 00-00-00',
      );
    } finally {
      await failing.close();
    }
  });

  it('points of a city with code, address, address_full, cityCode, coordinates', async () => {
    const res = await ctx.app.inject({ url: '/api/courier-company/points?cityCode=1001' });
    expect(res.statusCode).toBe(200);
    const points = res.json() as { code: string; cityCode: number; coordinates: number[] }[];
    expect(points.map((p) => p.code)).toEqual(['NSK1', 'NSK2']);
    expect(points[0]).toMatchObject({ address: expect.any(String), address_full: expect.stringContaining('Новосибирск'), cityCode: 1001 });
    expect(points[0]!.coordinates).toHaveLength(2);
    expect((await ctx.app.inject({ url: '/api/courier-company/cities' })).json()).toEqual(
      expect.arrayContaining([{ code: 1001, name: 'Новосибирск' }]),
    );
  });
});

describe('an other-city order by courier company (SPEC §4, §9)', () => {
  it('is priced by our provider, not by the client’s cdekPrice (a tampered one is 409)', async () => {
    const product = await stockedProduct(ctx, 2000, 20000, 2);
    const destination = { cityCode: 1001, mode: 'office', pointCode: 'NSK1' };
    const quote = (await price({ productsData: [{ id: product.id, quantity: 1 }], ...destination })).json() as { price: number };
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const body = (extra: Record<string, unknown>) =>
      orderBody(phone, product.id, {
        cityId: OTHER_CITY.id,
        shopId: null,
        deliveryId: 5,
        paymentMethod: PAYMENT_METHOD.CARD,
        courierCompany: destination,
        ...extra,
      });
    const send = (extra: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/order/one-click', payload: body(extra), headers: { cookie: `phoneCode=${hashCode}` } });
    const tampered = await send({ cdekPrice: 1 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ cdekPrice: quote.price, totalPrice: product.price + quote.price });
    const ok = await send({ cdekPrice: quote.price, totalPrice: product.price + quote.price });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().address).toMatch(/\/api\/payment\/demo\//);
    const [row] = await ctx.db.query<{ delivery_price: number; total_price: number; courier_point_code: string }>(
      'SELECT delivery_price, total_price, courier_point_code FROM orders WHERE id = $1',
      [ok.json().orderId],
    );
    expect(row).toEqual({ delivery_price: quote.price, total_price: product.price + quote.price, courier_point_code: 'NSK1' });
  });

  it('on receipt is not allowed for the courier company (card or SBP only)', async () => {
    const product = await stockedProduct(ctx, 2000, 20000, 2);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      payload: orderBody(phone, product.id, {
        cityId: OTHER_CITY.id,
        shopId: null,
        deliveryId: 5,
        paymentMethod: PAYMENT_METHOD.ON_RECEIPT,
        courierCompany: { cityCode: 1001, mode: 'office', pointCode: 'NSK1' },
      }),
      headers: { cookie: `phoneCode=${hashCode}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Выбранный способ оплаты недоступен для данной доставки');
  });
});
