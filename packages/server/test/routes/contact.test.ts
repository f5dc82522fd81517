import { createTestContext, signIn, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });

describe('POST /api/subscription', () => {
  it('subscribes an e-mail once, whatever its case', async () => {
    const first = await post('/api/subscription', { email: 'Buyer@Example.ru' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Вы подписаны на рассылку' });
    expect((await post('/api/subscription', { email: 'buyer@example.ru' })).statusCode).toBe(200);
    const rows = await ctx.db.query('SELECT * FROM subscriptions WHERE email = $1', ['buyer@example.ru']);
    expect(rows).toHaveLength(1);
  });

  it.each([[''], ['не почта'], ['a@b']])("refuses %j with the SPEC §5 message 'Введите корректную почту'", async (email) => {
    const res = await post('/api/subscription', { email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Введите корректную почту');
  });

  it('limits subscriptions per IP with a Russian 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await post('/api/subscription', { email: `s${i}@example.ru` }, {}, '10.0.0.7')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('POST /api/feedback (orders desk, /feedback?category=7)', () => {
  it('stores a message with the signed-in user', async () => {
    const user = await signIn(ctx, '79990002001');
    const res = await post(
      '/api/feedback',
      { category: 7, name: 'Иванов Иван', phone: '+7 (999) 000-20-01', message: 'Где мой заказ?', orderId: 12 },
      user.headers,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.query<{ user_id: number; category: number; message: string }>('SELECT * FROM feedback WHERE id = $1', [
      res.json().id,
    ]);
    expect(row).toMatchObject({ user_id: user.id, category: 7, message: 'Где мой заказ?' });
  });

  it("needs a name ('Это поле обязательно для заполнения!') and a way to answer", async () => {
    const noName = await post('/api/feedback', { category: 7, name: '  ', email: 'a@b.ru', message: 'Вопрос' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('Это поле обязательно для заполнения!');
    const noContact = await post('/api/feedback', { category: 7, name: 'Иван', message: 'Вопрос' });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().message).toBe('Укажите телефон или почту, чтобы мы могли ответить');
  });

  it("checks the phone with the checkout rule ('Введите корректный номер телефона')", async () => {
    const res = await post('/api/feedback', { category: 7, name: 'Иван', phone: '+7 (495) 123-45-67', message: 'Вопрос' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Введите корректный номер телефона');
  });
});

describe('client address behind the shell or a load balancer', () => {
  it('counts per-IP limits by X-Forwarded-For only when a trusted proxy (loopback) sends it', async () => {
    const viaProxy = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/subscription',
        payload: { email: `p${Math.random()}@example.ru` },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 20; i += 1) expect((await viaProxy('10.9.0.1')).statusCode).toBe(200);
    expect((await viaProxy('10.9.0.1')).statusCode).toBe(429);
    expect((await viaProxy('10.9.0.2')).statusCode).toBe(200);
    // A client that is not a trusted proxy cannot pick its own address to dodge the limit.
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription',
      payload: { email: 'spoof@example.ru' },
      headers: { 'x-forwarded-for': '10.9.0.3' },
      remoteAddress: '10.0.0.7',
    });
    expect(spoofed.statusCode).toBe(429);
  });
});
