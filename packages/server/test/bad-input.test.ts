import { DEFAULT_CITY, OTHER_CITY } from '@store/domain';
import { createTestContext, lastCode, resetRateCounters, signIn, type SignedInUser, type TestContext } from './helpers';
import { confirmPhone, nextPhone, orderBody, orderCount, stockedProduct } from './helpers/order-fixtures';

/**
 * Issue 24 items 1 and 2: control characters in any text the API reads, and JSON nested deeper than
 * anyone writes it, are a Russian 400 naming the field; nothing is written and the server goes on.
 */
let ctx: TestContext;
let me: SignedInUser;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await signIn(ctx, '79996000001');
});
afterAll(async () => ctx?.close());
beforeEach(async () => resetRateCounters(ctx));

const CONTROLS = 'недопустимые управляющие символы';

/** A 400 whose message names `field` and says what is wrong with it. */
function expectRefused(res: { statusCode: number; json: () => unknown }, field: string, what = CONTROLS) {
  expect({ status: res.statusCode, message: (res.json() as { message: string }).message }).toEqual({
    status: 400,
    message: expect.stringMatching(new RegExp(`«${field}»: ${what}`)),
  });
}

const count = async (table: string) => (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('item 1: control characters are a Russian 400 naming the field, before anything reaches the database', () => {
  it('GET /api/category/products?q=abc%00', async () => {
    expectRefused(await ctx.app.inject({ url: '/api/category/products?categorySlug=komp&q=abc%00' }), 'q');
  });

  it('POST /api/product/search with NUL in the query', async () => {
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: { query: 'дрель\u0000' } }), 'query');
  });

  it('GET /api/order/confirm-phone?name=%00 sends no code', async () => {
    const phone = nextPhone();
    expectRefused(await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}&name=%00` }), 'name');
    expect(await ctx.db.query('SELECT 1 FROM phone_codes WHERE phone = $1', [phone])).toHaveLength(0);
  });

  it('POST /api/feedback: NUL, a bell, DEL, a C1 control or a lone surrogate in a field stores nothing', async () => {
    const before = await count('feedback');
    const valid = { category: 7, name: 'Иванов Иван', email: 'a@b.ru', message: 'Где мой заказ?' };
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...valid, name: 'Иван\u0000' } }), 'name');
    expectRefused(
      await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...valid, message: 'звонок\u0007' } }),
      'message',
    );
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...valid, message: 'del\u007f' } }), 'message');
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...valid, message: 'c1\u0085' } }), 'message');
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...valid, message: 'половинка ' }).replace('половинка ', 'половинка \\ud83d'),
      }),
      'message',
    );
    expect(await count('feedback')).toBe(before);
  });

  it('a multi-line message keeps its tab and line ends, exactly as typed', async () => {
    const message = 'Строка 1\n\tСтрока 2\nСтрока 3';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { category: 7, name: 'Иванов Иван', email: 'a@b.ru', message },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.query<{ message: string }>('SELECT message FROM feedback WHERE id = $1', [res.json().id]);
    expect(row!.message).toBe(message);
  });

  it('a one-line field refuses a line feed or a tab', async () => {
    const valid = { category: 7, email: 'a@b.ru', message: 'Вопрос' };
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...valid, name: 'Иван\nИванов' } }), 'name');
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { ...valid, name: 'Иван\tИванов' } }), 'name');
  });

  it('POST /api/auth/registration: NUL in a name creates no account and keeps the code', async () => {
    const phone = '79996000101';
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/auth/get-auth-code', payload: { phone } });
    const base = { phone, hashCode: sent.json().hashCode as string, codePass: await lastCode(ctx, phone), lastName: 'Смирнова' };
    const register = (fields: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/registration', payload: { ...base, ...fields } });
    expectRefused(await register({ firstName: 'Анна\u0000' }), 'firstName');
    expectRefused(await register({ firstName: 'Анна', middleName: '\u0000' }), 'middleName');
    expect(await ctx.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toHaveLength(0);
    expect((await register({ firstName: 'Анна' })).statusCode).toBe(200);
  });

  it('PUT /api/user/update/:id keeps the profile', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/update/${me.id}`,
      headers: me.headers,
      payload: { firstName: 'Пётр\u0000' },
    });
    expectRefused(res, 'firstName');
    const [row] = await ctx.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [me.id]);
    expect(row!.first_name).toBe('Иван');
  });

  it('POST /api/user/legal/:id stores no legal details', async () => {
    const legal = { inn: '3801234567', kpp: '380101001', legalName: 'ООО «Ромашка»\u0000', legalAddress: 'Иркутск', legalEmail: 'a@b.ru' };
    expectRefused(
      await ctx.app.inject({ method: 'POST', url: `/api/user/legal/${me.id}`, headers: me.headers, payload: legal }),
      'legalName',
    );
    const [row] = await ctx.db.query<{ legal_name: string | null }>('SELECT legal_name FROM users WHERE id = $1', [me.id]);
    expect(row!.legal_name).toBeNull();
  });

  it('an order with NUL or a bidirectional override in the comment or the customer is a 400 (not a 502) and writes nothing', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 3);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const before = await orderCount(ctx);
    const place = (extra: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/order/one-click',
        headers: { cookie: `phoneCode=${hashCode}` },
        payload: orderBody(phone, product.id, extra),
      });
    expectRefused(await place({ comment: 'позвоните\u0000' }), 'comment');
    expectRefused(await place({ customer: 'Петров\u0000Пётр' }), 'customer');
    // A bidirectional override would print the name backwards in 1C and in the orders desk's e-mails.
    expectRefused(await place({ customer: '\u202eвонави нави' }), 'customer');
    expectRefused(await place({ comment: 'подъезд \u2067 3' }), 'comment');
    expect(await orderCount(ctx)).toEqual(before);
    // The multi-line comment is kept as typed.
    const placed = await place({ comment: 'Домофон 12\nПодъезд 3' });
    expect(placed.statusCode).toBe(200);
    const [row] = await ctx.db.query<{ comment: string }>('SELECT comment FROM orders WHERE id = $1', [placed.json().orderId]);
    expect(row!.comment).toBe('Домофон 12\nПодъезд 3');
  });

  it('a phoneCode cookie holding NUL is a 400 naming the cookie', async () => {
    const res = await ctx.app.inject({
      url: `/api/order/check-phone-code?code=1234&phone=${nextPhone()}`,
      headers: { cookie: 'phoneCode=%00' },
    });
    expectRefused(res, 'phoneCode');
  });

  it('an X-Forwarded-For from the trusted proxy that is no address is a 400, not a rate counter', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: { 'x-forwarded-for': 'нет\u0000адреса' },
      payload: { email: 'xff@example.ru' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/X-Forwarded-For/);
    expect(await ctx.db.query('SELECT 1 FROM subscriptions WHERE email = $1', ['xff@example.ru'])).toHaveLength(0);
  });

  it('the Idempotency-Key header refuses NUL', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      headers: { 'idempotency-key': 'ключ-12345\u0000' },
      payload: orderBody(nextPhone(), 1),
    });
    expectRefused(res, 'idempotency-key');
  });

  it('a query string with broken UTF-8 escapes is not a 5xx', async () => {
    const res = await ctx.app.inject({ url: `/api/category/products?categorySlug=komp&q=%FF%FE%C3&selectedCity=${DEFAULT_CITY.id}` });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('item 2: deep JSON is a Russian 400, the request hash does not recurse', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it("a 10,000-deep array in an order's `confirmed` is refused by the nesting limit", async () => {
    const phone = nextPhone();
    const body = JSON.stringify(orderBody(phone, 1)).replace(/^\{/, `{"confirmed":${deep(10_000)},`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-json-0001' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Слишком глубокая вложенность JSON в теле запроса (не больше 32 уровней)');
  });

  it('nesting within the limit still meets the exact types: `confirmed` is one of the SPEC §4 values', async () => {
    const product = await stockedProduct(ctx, 1000, 20000, 1);
    const phone = nextPhone();
    const hashCode = await confirmPhone(ctx, phone);
    const place = (confirmed: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/order/one-click',
        headers: { cookie: `phoneCode=${hashCode}` },
        payload: orderBody(phone, product.id, { confirmed }),
      });
    expect((await place([[[1]]])).statusCode).toBe(400);
    expect((await place({ any: 'thing' })).statusCode).toBe(400);
    expect((await place('waitConfirmation')).statusCode).toBe(200);
  });

  it('braces inside strings do not count as nesting', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { query: `дрель \\"${'['.repeat(40)}${'{'.repeat(40)}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the server still answers after every refused body', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('exact types: an id past its column is a 400 naming it, never a PostgreSQL overflow (found by test/fuzz.test.ts)', () => {
  const PAST_INTEGER = 2_147_483_648;

  it.each([
    ['GET /api/product/:id', { url: `/api/product/${PAST_INTEGER}` }, 'id'],
    ['GET /api/laptops', { url: `/api/laptops?laptops=1,${PAST_INTEGER}` }, 'laptops'],
    ['GET /api/geo-region/city-in-region', { url: `/api/geo-region/city-in-region?id=${PAST_INTEGER}` }, 'id'],
    ['GET /api/courier-company/points', { url: `/api/courier-company/points?products=${PAST_INTEGER}` }, 'products'],
    [
      'POST /api/product/search',
      { method: 'POST' as const, url: '/api/product/search', payload: { query: 'дрель', stockId: PAST_INTEGER } },
      'stockId',
    ],
    [
      'POST /api/courier-company/price',
      { method: 'POST' as const, url: '/api/courier-company/price', payload: { productsData: [{ id: PAST_INTEGER }], cityCode: 44 } },
      'productsData.0.id',
    ],
  ])('%s', async (_, request, field) => {
    const res = await ctx.app.inject(request);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: expect.stringContaining(`«${field}»`),
    });
  });

  it('a city id past 2^31 («Другой город») is still a city: its ids are bigint', async () => {
    const res = await ctx.app.inject({ url: `/api/category/menu?selectedCity=${OTHER_CITY.id}` });
    expect(res.statusCode).toBe(200);
  });
});
