import { MESSAGES } from '@store/domain';
import { startSmscFake, type SmscFake } from '../../fakes/sms-smsc';
import { SmsNotSent } from '../../src/providers/sms';
import { smscSmsProvider } from '../../src/providers/sms-smsc';
import type { SmsSettings } from '../../src/settings';
import { createTestContext, resetRateCounters, type TestContext } from '../helpers';

type SmscSettings = Extract<SmsSettings, { provider: 'smsc' }>;

/** A logger that keeps what it was told, to prove what the operator sees and what never shows. */
function recordingLog() {
  const entries: { level: string; object: object; message: string }[] = [];
  const at = (level: string) => (object: object, message: string) => entries.push({ level, object, message });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

let fake: SmscFake;
beforeAll(async () => {
  fake = await startSmscFake();
});
afterAll(async () => fake?.stop());
beforeEach(() => fake.failWith(null));

const settingsFor = (overrides: Partial<SmscSettings> = {}): SmscSettings => ({
  provider: 'smsc',
  url: fake.url,
  login: fake.login,
  password: fake.password,
  sender: 'TehnoSib',
  timeoutMs: 2000,
  ...overrides,
});

describe('SMSC.ru adapter against the local fake of its HTTP API', () => {
  it('posts login, psw, phones, mes, sender, charset=utf-8 and fmt=3 to /sys/send.php; an answer {id, cnt} is a sent message', async () => {
    const log = recordingLog();
    await smscSmsProvider(settingsFor(), log).send('79990001122', 'Код для входа: 4821. Никому его не сообщайте.');
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/sys/send.php' });
    expect(request.fields).toEqual({
      login: fake.login,
      psw: fake.password,
      phones: '79990001122',
      mes: 'Код для входа: 4821. Никому его не сообщайте.',
      sender: 'TehnoSib',
      charset: 'utf-8',
      fmt: '3',
    });
    expect(fake.sent.at(-1)).toMatchObject({ phones: '79990001122', mes: 'Код для входа: 4821. Никому его не сообщайте.', cnt: 1 });
    // The operator sees the gateway's id; the code and the password never reach the log.
    expect(log.entries).toEqual([
      { level: 'info', object: { phone: '7999*****22', smscId: expect.any(Number), parts: 1 }, message: 'SMS принято SMSC.ru' },
    ]);
    expect(JSON.stringify(log.entries)).not.toMatch(/4821|smsc-test-password/);
  });

  it('without SMS_SENDER no sender is posted (the account default is used)', async () => {
    await smscSmsProvider(settingsFor({ sender: null }), recordingLog()).send('79990001123', 'Код: 1234.');
    expect(fake.requests.at(-1)!.fields).not.toHaveProperty('sender');
  });

  it.each([
    [2, 'неверный логин или пароль', 'error'],
    [3, 'недостаточно средств', 'error'],
    [6, 'сообщение запрещено', 'error'],
    [4, 'IP-адрес временно заблокирован', 'error'],
    [7, 'неверный формат номера', 'warn'],
    [8, 'не может быть доставлено', 'warn'],
    [9, 'одинакового запроса', 'warn'],
  ])('the gateway refusal {error, error_code: %i} is SmsNotSent with that code, logged for the operator', async (code, words, level) => {
    fake.failWith({ kind: 'refuse', code });
    const log = recordingLog();
    const failure = await smscSmsProvider(settingsFor(), log)
      .send('79990001124', 'Код: 1234.')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsNotSent);
    expect(failure).toMatchObject({ reason: 'refused', gatewayCode: code });
    expect((failure as Error).message.toLowerCase()).toContain(words.toLowerCase());
    expect(log.entries).toEqual([
      { level, object: { phone: '7999*****24', reason: 'refused', smscError: code }, message: expect.stringContaining(`ошибка ${code}`) },
    ]);
  });

  it('a wrong password is the gateway refusal 2', async () => {
    const failure = await smscSmsProvider(settingsFor({ password: 'wrong' }), recordingLog())
      .send('79990001125', 'Код: 1234.')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'refused', gatewayCode: 2 });
  });

  it('an HTTP 5xx is SmsNotSent (unavailable)', async () => {
    for (const status of [500, 502, 503]) {
      fake.failWith({ kind: 'http', status });
      const failure = await smscSmsProvider(settingsFor(), recordingLog())
        .send('79990001126', 'Код: 1234.')
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ reason: 'unavailable', message: `SMSC.ru ответил HTTP ${status}` });
    }
  });

  it('a gateway that does not answer in time is SmsNotSent (unavailable) after the timeout, not a hung request', async () => {
    fake.failWith({ kind: 'hang' });
    const started = Date.now();
    const failure = await smscSmsProvider(settingsFor({ timeoutMs: 300 }), recordingLog())
      .send('79990001127', 'Код: 1234.')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'unavailable', message: 'SMSC.ru не ответил за 300 мс' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an answer outside the protocol is SmsNotSent (malformed): HTML, JSON without id and cnt, a JSON array', async () => {
    for (const body of ['<html>Технические работы</html>', '{"status":"ok"}', '[1,2]', '{"id":5,"cnt":0}']) {
      fake.failWith({ kind: 'malformed', body });
      const failure = await smscSmsProvider(settingsFor(), recordingLog())
        .send('79990001128', 'Код: 1234.')
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ reason: 'malformed' });
    }
  });

  it('an unreachable gateway (nothing listens) is SmsNotSent (unavailable)', async () => {
    const gone = await startSmscFake();
    await gone.stop();
    const failure = await smscSmsProvider(settingsFor({ url: gone.url }), recordingLog())
      .send('79990001129', 'Код: 1234.')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'unavailable' });
  });

  it('its readiness probe asks balance.php: ready with the account, not with a wrong password or a gateway that is down', async () => {
    expect(await smscSmsProvider(settingsFor(), recordingLog()).probe()).toEqual({
      ready: true,
      detail: 'SMSC.ru отвечает и принимает логин и пароль',
    });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/sys/balance.php', fields: { login: fake.login, psw: fake.password, fmt: '3' } });
    expect(await smscSmsProvider(settingsFor({ password: 'wrong' }), recordingLog()).probe()).toMatchObject({
      ready: false,
      detail: expect.stringContaining('ошибка 2'),
    });
    fake.failWith({ kind: 'http', status: 503 });
    expect(await smscSmsProvider(settingsFor(), recordingLog()).probe()).toEqual({ ready: false, detail: 'SMSC.ru ответил HTTP 503' });
  });
});

describe('sign-in codes through SMSC.ru (SPEC §4 sign-in, §8 «Произошла ошибка при отправке кода»)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(60, { settings: { sms: settingsFor({ timeoutMs: 1500 }) } });
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => resetRateCounters(ctx));

  const rows = async (phone: string) => {
    const [codes] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM phone_codes WHERE phone = $1', [phone]);
    const [outbox] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1', [phone]);
    return { codes: codes!.n, outbox: outbox!.n };
  };

  it('the code the gateway carried signs the shopper in; nothing goes to the development outbox', async () => {
    const phone = '79995000001';
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/auth/get-auth-code', payload: { phone } });
    expect(sent.statusCode).toBe(200);
    const message = fake.sent.filter((m) => m.phones === phone).at(-1)!;
    expect(message.sender).toBe('TehnoSib');
    const code = /(\d{4})/.exec(message.mes)![1]!;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-by-code',
      payload: { phone, codePass: code, hashCode: sent.json<{ hashCode: string }>().hashCode },
    });
    expect(login.statusCode).toBe(200);
    expect(await rows(phone)).toEqual({ codes: 1, outbox: 0 });
  });

  it.each<[string, Parameters<SmscFake['failWith']>[0]]>([
    ['a refusal (no money, code 3)', { kind: 'refuse', code: 3 }],
    ['a refusal of the number (code 8)', { kind: 'refuse', code: 8 }],
    ['a 5xx', { kind: 'http', status: 503 }],
    ['a timeout', { kind: 'hang' }],
    ['a malformed answer', { kind: 'malformed', body: '<html>502 Bad Gateway</html>' }],
  ])('%s: the shopper reads «Произошла ошибка при отправке кода» (502) and no code is left behind', async (name, failure) => {
    const phone = `799950${String(1000 + name.length).padStart(5, '0')}`;
    fake.failWith(failure);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/get-auth-code', payload: { phone } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ statusCode: 502, message: MESSAGES.codeSendFailed });
    expect(res.json()).not.toHaveProperty('hashCode');
    expect(await rows(phone)).toEqual({ codes: 0, outbox: 0 });
  });

  it('every code-sending route answers the same 502: recovery, phone change, order confirmation', async () => {
    fake.failWith({ kind: 'refuse', code: 3 });
    const account = await ctx.db.query<{ id: number }>(
      "INSERT INTO users (phone, first_name, last_name, phone_confirm) VALUES ('79995000101', 'Анна', 'Петрова', true) RETURNING id",
    );
    const recovery = await ctx.app.inject({ method: 'POST', url: '/api/auth/get-recovery-code', payload: { phone: '79995000101' } });
    expect(recovery.statusCode).toBe(502);
    expect(recovery.json()).toMatchObject({ message: MESSAGES.codeSendFailed });
    const token = await ctx.app.tokens.sign(account[0]!.id);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/send-code',
      headers: { authorization: `Bearer ${token}` },
      payload: { userId: account[0]!.id, newPhoneNumber: '79995000102' },
    });
    expect(change.statusCode).toBe(502);
    expect(change.json()).toMatchObject({ message: MESSAGES.codeSendFailed });
    const order = await ctx.app.inject({ url: '/api/order/confirm-phone?phone=79995000103' });
    expect(order.statusCode).toBe(502);
    expect(order.json()).toMatchObject({ message: MESSAGES.codeSendFailed });
    expect(order.headers['set-cookie']).toBeUndefined();
    expect((await rows('79995000101')).codes + (await rows('79995000102')).codes + (await rows('79995000103')).codes).toBe(0);
  });

  it('a failed send starts no resend countdown: asked again once the gateway is back, the code goes out (no 417)', async () => {
    const phone = '79995000201';
    fake.failWith({ kind: 'http', status: 500 });
    expect((await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` })).statusCode).toBe(502);
    fake.failWith(null);
    const again = await ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}` });
    expect(again.statusCode).toBe(200);
    expect(fake.sent.filter((m) => m.phones === phone)).toHaveLength(1);
    expect(await rows(phone)).toEqual({ codes: 1, outbox: 0 });
  });
});
