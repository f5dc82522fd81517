import { buildStaticServer } from '@store/static-server';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CITY } from '@store/domain';
import { cameFromThisMachine } from '../../src/lib/loopback';
import { deliverOutbox } from '../../src/services/outbox';
import { createTestContext, signIn, type TestContext } from '../helpers';
import { orderBody } from '../helpers/order-fixtures';

describe('GET /api/dev/sms-outbox (development helper)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('lists the latest messages to a phone, newest first', async () => {
    await ctx.app.providers.sms.send('79994000001', 'первое');
    await ctx.app.providers.sms.send('79994000001', 'второе');
    await ctx.app.providers.sms.send('79994000002', 'чужое');
    const res = await ctx.app.inject({ url: '/api/dev/sms-outbox?phone=%2B7%20999%20400-00-01' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: { phone: string; text: string; createdAt: string }[] }>();
    expect(items.map((item) => item.text)).toEqual(['второе', 'первое']);
    expect(items[0]).toEqual({ phone: '79994000001', text: 'второе', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('a sign-in code shows up there', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/auth/get-auth-code', payload: { phone: '79994000003' } });
    const { items } = (await ctx.app.inject({ url: '/api/dev/sms-outbox?phone=79994000003' })).json<{ items: { text: string }[] }>();
    expect(items[0]!.text).toMatch(/^Код для входа: \d{4}\./);
  });

  it('a malformed phone is a Russian 400', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/sms-outbox?phone=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Некорректный номер телефона' });
  });
});

describe('GET /api/dev/sms-outbox answers this machine only (it holds live sign-in codes)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(60);
    await ctx.app.providers.sms.send('79994000011', 'Код для входа: 5555.');
  });
  afterAll(async () => ctx?.close());

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: '/api/dev/sms-outbox?phone=79994000011', remoteAddress, headers });

  it('a client on another machine gets the 404 of an unknown route, whatever it claims in its headers', async () => {
    for (const [address, headers] of [
      ['10.1.2.3', {}],
      ['192.168.0.7', { 'x-forwarded-for': '127.0.0.1' }],
      ['203.0.113.5', { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }],
    ] as const) {
      const res = await read(address, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Не найдено' });
      expect(res.body).not.toContain('5555');
    }
  });

  it('a request a local proxy forwards for a client elsewhere is refused: every hop it names must be this machine', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '10.1.2.3' },
      { 'x-forwarded-for': '127.0.0.1, 10.1.2.3' },
      { 'x-real-ip': '10.1.2.3' },
      { forwarded: 'for=127.0.0.1, for="[2001:db8::1]:4711"' },
      { 'x-forwarded-for': 'unknown' },
    ];
    for (const headers of proxied) {
      expect((await read('127.0.0.1', headers)).statusCode).toBe(404);
    }
  });

  it('this machine reads it: directly over IPv4, IPv6 or mapped IPv4, and through a local proxy for a local client', async () => {
    for (const [address, headers] of [
      ['127.0.0.1', {}],
      ['::1', {}],
      ['::ffff:127.0.0.1', {}],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { 'x-forwarded-for': '::1, 127.0.0.1:50312', forwarded: 'for="[::1]:80"' }],
    ] as const) {
      const res = await read(address, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('5555');
    }
  });

  it("through the shell's real /api proxy: a shopper from another machine is refused, 127.0.0.1 reads the codes (the end-to-end suites)", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const root = mkdtempSync(join(tmpdir(), 'store-shell-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    const shell = await buildStaticServer({ root, spa: true, apiUpstream: `http://127.0.0.1:${port}` });
    try {
      const outside = await shell.inject({ url: '/api/dev/sms-outbox?phone=79994000011', remoteAddress: '203.0.113.5' });
      expect(outside.statusCode).toBe(404);
      expect(outside.body).not.toContain('5555');
      const spoofing = await shell.inject({
        url: '/api/dev/sms-outbox?phone=79994000011',
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofing.statusCode).toBe(404);
      const local = await shell.inject({ url: '/api/dev/sms-outbox?phone=79994000011', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain('5555');
    } finally {
      await shell.close();
    }
  });

  it('the rule itself: no socket address is not this machine', () => {
    expect(cameFromThisMachine(undefined, {})).toBe(false);
    expect(cameFromThisMachine('127.0.0.1', { 'x-forwarded-for': ['127.0.0.1', '10.0.0.1'] })).toBe(false);
  });
});

describe('GET /api/dev/sms-outbox in production (smsOutboxRoute off)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(undefined, { settings: { smsOutboxRoute: false } });
  });
  afterAll(async () => ctx?.close());

  it('answers 404: the outbox holds live codes', async () => {
    await ctx.app.providers.sms.send('79994000001', 'Код для входа: 1234.');
    const res = await ctx.app.inject({ url: '/api/dev/sms-outbox?phone=79994000001' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Не найдено' });
  });
});

describe('GET /api/dev/mail-outbox (the local mail provider, issue 39)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(60, { settings: { ordersEmail: ['orders@shop.example'] } });
  });
  afterAll(async () => ctx?.close());

  it('an order placed with an e-mail: once the sender ran, the shopper’s and the desk’s mails are there, newest first; other machines get a 404', async () => {
    const [product] = await ctx.db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN stock s ON s.product_id = p.id AND s.shop_id = $1 AND s.quantity > 0
        JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2 WHERE p.status = 'inStock' ORDER BY p.id LIMIT 1`,
      [DEFAULT_CITY.shopId, DEFAULT_CITY.code],
    );
    const user = await signIn(ctx, '79994000021');
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      headers: user.headers,
      payload: orderBody('79994000021', product!.id, { email: 'Buyer@Example.ru' }),
    });
    expect(placed.statusCode).toBe(200);
    const { orderId } = placed.json<{ orderId: number }>();
    // Written with the order; "sent" (into mail_outbox) by the sender.
    expect((await ctx.app.inject({ url: '/api/dev/mail-outbox?email=buyer@example.ru' })).json()).toEqual({ items: [] });
    await deliverOutbox(ctx.app, { info: () => undefined, warn: () => undefined, error: () => undefined });
    const res = await ctx.app.inject({ url: '/api/dev/mail-outbox?email=buyer@example.ru' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: { messageId: string; subject: string; text: string; html: string }[] }>();
    expect(items.map((i) => i.subject)).toEqual([`Заказ №${orderId} оформлен`]);
    expect(items[0]!.messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
    expect(items[0]!.html).toMatch(/^<!DOCTYPE html>/);
    const desk = (await ctx.app.inject({ url: '/api/dev/mail-outbox?email=orders@shop.example' })).json<{ items: { subject: string }[] }>();
    expect(desk.items[0]!.subject).toMatch(new RegExp(`^Новый заказ №${orderId} на `));
    expect((await ctx.app.inject({ url: '/api/dev/mail-outbox?email=buyer@example.ru', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
  });

  it('a malformed address is a Russian 400', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/mail-outbox?email=not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Введите корректную почту' });
  });
});
