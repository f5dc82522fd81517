import { DEFAULT_CITY, OTHER_CITY, productPriceForCity } from '@store/domain';
import { QUANTITY_MESSAGE } from '../../src/schemas/cart';
import { CITIES } from '../../src/seed/geo-data';
import { createTestContext, signIn, type SignedInUser, type TestContext } from '../helpers';

interface CartLineDto {
  id: number;
  defectSerialNumber: string | null;
  quantity: number;
  selected: boolean;
  title: string;
  sku: string;
  image: string | null;
  status: string;
  price: number | null;
  priceRetail: number | null;
  defectReason: string | null;
  totalQuantity: number;
  available: boolean;
}
interface CartDto {
  cartList: CartLineDto[];
  cartCount: number;
  totalPrice: number;
  message?: string;
}
type Line = { id: number; defectSerialNumber?: string | null; selected?: boolean; quantity: number };

let ctx: TestContext;
let user: SignedInUser;
let other: SignedInUser;
let productA: number;
let productB: number;
let defect: { product_id: number; serial_number: string; quantity: number; reason: string };
/** A city of the seed with shops and a stock code of its own (Иркутск): its prices are not the default city's. */
const OWN_STOCK_CITY = CITIES.find((city) => city.code !== DEFAULT_CITY.code && city.shops.length > 0)!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await signIn(ctx, '79990001001');
  other = await signIn(ctx, '79990001002');
  const priced = await ctx.db.query<{ product_id: number }>(
    `SELECT a.product_id FROM product_prices a
       JOIN product_prices b ON b.product_id = a.product_id AND b.stock_code = 301
       JOIN product_prices c ON c.product_id = a.product_id AND c.stock_code = 302
      WHERE a.stock_code = 353 ORDER BY a.product_id LIMIT 2`,
  );
  productA = priced[0]!.product_id;
  productB = priced[1]!.product_id;
  defect = (
    await ctx.db.query<typeof defect>(
      'SELECT product_id, serial_number, quantity, reason FROM product_defects WHERE stock_code = 353 AND quantity > 0 ORDER BY serial_number LIMIT 1',
    )
  )[0]!;
});
afterAll(async () => ctx?.close());

const addMany = async (cartList: Line[], who: SignedInUser | null = user, userId = user.id, query = '') => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/cart/add-many${query}`,
    headers: who?.headers ?? {},
    payload: { userId, cartList },
  });
  return { status: res.statusCode, body: res.json() as CartDto };
};
const find = async (city?: number, who: SignedInUser | null = user, userId = user.id) => {
  const res = await ctx.app.inject({
    url: `/api/cart/find?userId=${userId}${city ? `&selectedCity=${city}` : ''}`,
    headers: who?.headers ?? {},
  });
  return { status: res.statusCode, body: res.json() as CartDto };
};
const put = async (payload: object, who: SignedInUser | null = user, userId = user.id) => {
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/cart/${userId}/line`, headers: who?.headers ?? {}, payload });
  return { status: res.statusCode, body: res.json() as CartDto };
};
const clear = () => ctx.app.inject({ method: 'DELETE', url: `/api/cart/${user.id}`, headers: user.headers });
/** The price the product page gives in a city, by the domain rule (what the cart must agree with). */
const pagePrice = async (id: number, city: number, serial?: string) => {
  const query = `selectedCity=${city}${serial ? `&defectSerialNumber=${encodeURIComponent(serial)}` : ''}`;
  const product = (await ctx.app.inject({ url: `/api/product/${id}?${query}` })).json() as Parameters<typeof productPriceForCity>[0] & {
    productPrices: { stockCode: number }[];
  };
  return productPriceForCity(product, product.productPrices[0]?.stockCode ?? 0, new Date(), serial);
};
const lineOf = (cart: CartDto, id: number, serial: string | null = null) =>
  cart.cartList.find((l) => l.id === id && l.defectSerialNumber === serial);

beforeEach(async () => {
  await clear();
});

describe('POST /api/cart/add-many and GET /api/cart/find (SPEC §3 Cart, §7)', () => {
  it('merges the guest cart and answers lines with the city price of the domain rules, count and total of selected lines', async () => {
    const added = await addMany([
      { id: productA, defectSerialNumber: null, selected: true, quantity: 2 },
      { id: defect.product_id, defectSerialNumber: defect.serial_number, selected: true, quantity: 1 },
      { id: productB, defectSerialNumber: null, selected: false, quantity: 1 },
    ]);
    expect(added.status).toBe(200);
    const { status, body } = await find(DEFAULT_CITY.id);
    expect(status).toBe(200);
    expect(body.cartList).toHaveLength(3);
    const a = lineOf(body, productA)!;
    const d = lineOf(body, defect.product_id, defect.serial_number)!;
    const b = lineOf(body, productB)!;
    expect(a).toMatchObject({ quantity: 2, selected: true, available: true, defectReason: null });
    expect(a.title.length).toBeGreaterThan(0);
    expect(a.image).toMatch(/\.webp$/);
    expect(a.price).toBe(await pagePrice(productA, DEFAULT_CITY.id));
    expect(d.price).toBe(await pagePrice(defect.product_id, DEFAULT_CITY.id, defect.serial_number));
    expect(d).toMatchObject({ status: 'inStock', defectReason: defect.reason, totalQuantity: defect.quantity, available: true });
    expect(body.cartCount).toBe(4);
    // The unselected line counts in the badge but not in the total.
    expect(body.totalPrice).toBeCloseTo(a.price! * 2 + d.price!, 2);
    expect(b.selected).toBe(false);
    expect(added.body).toEqual(body);
  });

  it('prices the lines by the stock code of the selected city', async () => {
    await addMany([{ id: productA, quantity: 1 }]);
    const { body } = await find(OWN_STOCK_CITY);
    expect(lineOf(body, productA)!.price).toBe(await pagePrice(productA, OWN_STOCK_CITY));
    expect(body.totalPrice).toBe(lineOf(body, productA)!.price);
  });

  it("'other city' sees the main stock code's prices (SPEC §9)", async () => {
    await addMany([{ id: productA, quantity: 1 }]);
    const other = lineOf((await find(OTHER_CITY.id)).body, productA)!;
    expect(other.price).toBe(lineOf((await find(DEFAULT_CITY.id)).body, productA)!.price);
    expect(other.available).toBe(true);
  });

  it('pushing the same guest cart twice does not double it (quantities merge as the larger of the two)', async () => {
    const guest = [
      { id: productA, defectSerialNumber: null, selected: true, quantity: 3 },
      { id: productB, defectSerialNumber: null, selected: true, quantity: 1 },
    ];
    await addMany(guest);
    const { body } = await addMany(guest);
    expect(body.cartList.map((l) => [l.id, l.quantity])).toEqual([
      [productA, 3],
      [productB, 1],
    ]);
    expect(body.cartCount).toBe(4);
  });

  it('an existing server line keeps the larger quantity and takes the guest selection', async () => {
    await addMany([{ id: productA, quantity: 5, selected: true }]);
    expect(lineOf((await addMany([{ id: productA, quantity: 2, selected: false }])).body, productA)).toMatchObject({
      quantity: 5,
      selected: false,
    });
    expect(lineOf((await addMany([{ id: productA, quantity: 7, selected: true }])).body, productA)!.quantity).toBe(7);
  });

  it('the same id with and without a defect serial are two lines (SPEC §4 Cart)', async () => {
    const { body } = await addMany([
      { id: defect.product_id, defectSerialNumber: null, quantity: 1 },
      { id: defect.product_id, defectSerialNumber: defect.serial_number, quantity: 1 },
    ]);
    expect(body.cartList).toHaveLength(2);
    expect(body.cartList.map((l) => l.defectSerialNumber)).toEqual([null, defect.serial_number]);
  });

  it('a marked-down line holds no more pieces than are left', async () => {
    const { body } = await addMany([{ id: defect.product_id, defectSerialNumber: defect.serial_number, quantity: 50 }]);
    expect(body.cartList[0]!.quantity).toBe(defect.quantity);
  });

  it('a guest line decremented to 0 (SPEC §4 Cart) is skipped: it neither adds a line nor lowers one', async () => {
    await addMany([{ id: productA, quantity: 2 }]);
    const { status, body } = await addMany([
      { id: productA, quantity: 0 },
      { id: productB, quantity: 0 },
    ]);
    expect(status).toBe(200);
    expect(body.cartList.map((l) => [l.id, l.quantity])).toEqual([[productA, 2]]);
  });

  it('an empty guest cart answers the server cart unchanged', async () => {
    await addMany([{ id: productA, quantity: 1 }]);
    const { status, body } = await addMany([]);
    expect(status).toBe(200);
    expect(body.cartCount).toBe(1);
  });

  it('a line not sold in the city stays in the cart but adds nothing to the total', async () => {
    await ctx.db.query('DELETE FROM product_prices WHERE product_id = $1 AND stock_code = 302', [productB]);
    await addMany([
      { id: productA, quantity: 1 },
      { id: productB, quantity: 1 },
      { id: defect.product_id, defectSerialNumber: defect.serial_number, quantity: 1 },
    ]);
    const { body } = await find(195585302);
    expect(lineOf(body, productB)).toMatchObject({ price: null, available: false });
    // The marked-down item lies in a shop of another stock code: not for sale in this city.
    expect(lineOf(body, defect.product_id, defect.serial_number)).toMatchObject({ price: null, available: false, totalQuantity: 0 });
    expect(body.totalPrice).toBe(lineOf(body, productA)!.price);
    expect(body.cartCount).toBe(3);
  });
});

describe('cart changes of a signed-in user (PUT, DELETE)', () => {
  it('PUT sets the quantity and the selection of a line, and adds a missing line with quantity 1', async () => {
    const added = await put({ id: productA, defectSerialNumber: null });
    expect(added.status).toBe(200);
    let body = added.body;
    expect(lineOf(body, productA)).toMatchObject({ quantity: 1, selected: true });
    ({ body } = await put({ id: productA, quantity: 4 }));
    expect(lineOf(body, productA)).toMatchObject({ quantity: 4, selected: true });
    ({ body } = await put({ id: productA, selected: false }));
    expect(lineOf(body, productA)).toMatchObject({ quantity: 4, selected: false });
    expect(body.totalPrice).toBe(0);
    expect(body.cartCount).toBe(4);
  });

  it('PUT …/selected selects or unselects every line (the select-all checkbox)', async () => {
    await addMany([
      { id: productA, quantity: 1 },
      { id: productB, quantity: 2, selected: false },
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cart/${user.id}/selected`,
      headers: user.headers,
      payload: { selected: true },
    });
    const body = res.json() as CartDto;
    expect(body.cartList.every((l) => l.selected)).toBe(true);
    expect(body.totalPrice).toBeCloseTo(lineOf(body, productA)!.price! + 2 * lineOf(body, productB)!.price!, 2);
  });

  it('PUT refuses more pieces of a marked-down item than are left (422)', async () => {
    const { status, body } = await put({ id: defect.product_id, defectSerialNumber: defect.serial_number, quantity: defect.quantity + 1 });
    expect(status).toBe(422);
    expect(body.message).toBe(`Этого уценённого товара в наличии только ${defect.quantity} шт.`);
  });

  it('DELETE removes one line (repeating it is harmless); DELETE of the cart empties list, count and total', async () => {
    await addMany([
      { id: productA, quantity: 1 },
      { id: defect.product_id, defectSerialNumber: defect.serial_number, quantity: 1 },
    ]);
    const url = `/api/cart/${user.id}/line?id=${defect.product_id}&defectSerialNumber=${encodeURIComponent(defect.serial_number)}`;
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({ method: 'DELETE', url, headers: user.headers });
      expect(res.statusCode).toBe(200);
      expect((res.json() as CartDto).cartList.map((l) => l.id)).toEqual([productA]);
    }
    const cleared = await clear();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ cartList: [], cartCount: 0, totalPrice: 0 });
  });

  it("one user's cart is not another's", async () => {
    await addMany([{ id: productA, quantity: 1 }]);
    const { body } = await find(undefined, other, other.id);
    expect(body.cartList).toEqual([]);
  });
});

describe('cart: bad input and permissions', () => {
  it('no token → 401 «Требуется авторизация»', async () => {
    for (const res of [
      await addMany([{ id: productA, quantity: 1 }], null),
      await find(undefined, null),
      await put({ id: productA }, null),
      {
        status: (await ctx.app.inject({ method: 'DELETE', url: `/api/cart/${user.id}` })).statusCode,
        body: { message: 'Требуется авторизация' } as CartDto,
      },
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Требуется авторизация');
    }
  });

  it("another user's id → 403, and that cart is untouched", async () => {
    await addMany([{ id: productA, quantity: 1 }]);
    const attempts = [
      await addMany([{ id: productB, quantity: 1 }], other, user.id),
      await find(undefined, other, user.id),
      await put({ id: productB }, other, user.id),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Нет доступа к данным другого пользователя');
    }
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/cart/${user.id}`, headers: other.headers });
    expect(del.statusCode).toBe(403);
    expect((await find()).body.cartCount).toBe(1);
  });

  it('an unknown product → 404, and nothing of that push is stored', async () => {
    const { status, body } = await addMany([
      { id: productA, quantity: 1 },
      { id: 9_999_999, quantity: 1 },
    ]);
    expect(status).toBe(404);
    expect(body.message).toBe('Товар с кодом 9999999 не найден');
    expect((await find()).body.cartList).toEqual([]);
    expect((await put({ id: 9_999_999 })).status).toBe(404);
  });

  it('an unknown serial number, or one of another product → 404', async () => {
    const unknown = await addMany([{ id: productA, defectSerialNumber: 'У-0000000', quantity: 1 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Уценённый товар с серийным номером У-0000000 не найден');
    const foreign = await put({ id: defect.product_id + 1, defectSerialNumber: defect.serial_number });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Уценённый товар с серийным номером ${defect.serial_number} не найден`);
  });

  it.each([-1, 100, 1.5])('quantity %p → 400 with the quantity message', async (quantity) => {
    const { status, body } = await addMany([{ id: productA, quantity }]);
    expect(status).toBe(400);
    expect(body.message).toContain(QUANTITY_MESSAGE);
    expect((await put({ id: productA, quantity })).body.message).toContain(QUANTITY_MESSAGE);
  });

  it('a line set to 0 → 400 (removing a line is DELETE)', async () => {
    const { status, body } = await put({ id: productA, quantity: 0 });
    expect(status).toBe(400);
    expect(body.message).toContain(QUANTITY_MESSAGE);
  });

  it('malformed lines, ids and serial numbers → Russian 400', async () => {
    expect((await addMany([{ id: -5, quantity: 1 }])).body.message).toContain('ожидается код товара');
    expect((await addMany([{ id: productA, defectSerialNumber: '<script>', quantity: 1 }])).body.message).toContain(
      'недопустимый серийный номер',
    );
    const tooMany = await addMany(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('В корзине не может быть больше 100 позиций');
    const noQuantity = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add-many',
      headers: user.headers,
      payload: { userId: user.id, cartList: [{ id: productA }] },
    });
    expect(noQuantity.statusCode).toBe(400);
    expect((noQuantity.json() as CartDto).message).toContain(QUANTITY_MESSAGE);
    const badUser = await ctx.app.inject({ url: '/api/cart/find?userId=abc', headers: user.headers });
    expect(badUser.statusCode).toBe(400);
    expect((badUser.json() as CartDto).message).toMatch(/^Некорректный запрос: параметр запроса «userId»/);
  });
});
