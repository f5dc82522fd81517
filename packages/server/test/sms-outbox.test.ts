import { createTestContext, type TestContext } from './helpers';

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
