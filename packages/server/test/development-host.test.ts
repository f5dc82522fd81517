import { NOTICES } from '@store/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { createTestContext, signIn, type SignedInUser, type TestContext } from './helpers';

const ALLOWED = '79990006001';
const ALLOWED_TOO = '79990006002';
const STRANGER = '79990006099';
const REFUSED = { statusCode: 403, error: 'Forbidden', message: NOTICES.developmentHostPhone, developmentHost: true };

let dev: TestContext;
let devUser: SignedInUser;
let ipSeq = 0;
const nextIp = () => `10.6.0.${++ipSeq}`;

beforeAll(async () => {
  const { settings } = loadConfig({ DEVELOPMENT_HOST: 'true', ALLOWED_PHONES: `+7 (999) 000-60-01, 8 999 000 60 02` });
  dev = await createTestContext(undefined, { settings });
  devUser = await signIn(dev, ALLOWED);
  // An account whose phone is not a developer's: recovery by its e-mail is refused too.
  await dev.db.query(
    `INSERT INTO users (phone, first_name, last_name, email, phone_confirm) VALUES ($1, 'Анна', 'Чужая', 'stranger@example.ru', true)`,
    [STRANGER],
  );
});
afterAll(async () => dev?.close());

/** The four routes that send a code, for a phone. */
const senders = (ctx: TestContext, user: SignedInUser, phone: string) => ({
  'POST /api/auth/get-auth-code': () =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/get-auth-code', payload: { phone }, remoteAddress: nextIp() }),
  'POST /api/auth/get-recovery-code': () =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/get-recovery-code', payload: { phone }, remoteAddress: nextIp() }),
  'GET /api/order/confirm-phone': () =>
    ctx.app.inject({ url: `/api/order/confirm-phone?phone=${phone}&name=Тест`, remoteAddress: nextIp() }),
  'POST /api/user/send-code': () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/send-code',
      headers: user.headers,
      payload: { userId: user.id, newPhoneNumber: phone },
      remoteAddress: nextIp(),
    }),
});

const written = async (ctx: TestContext, phone: string) => {
  const [sms] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1', [phone]);
  const [codes] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM phone_codes WHERE phone = $1', [phone]);
  return { sms: sms!.n, codes: codes!.n };
};

describe('the development host (SPEC §5, §6): SMS codes only to the developers’ phones', () => {
  it('every route that sends a code refuses another phone with a 403 the client shows, and sends nothing', async () => {
    for (const [route, send] of Object.entries(senders(dev, devUser, STRANGER))) {
      const res = await send();
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({ route, status: 403, body: REFUSED });
    }
    expect(await written(dev, STRANGER)).toEqual({ sms: 0, codes: 0 });
  });

  it('recovery by the e-mail of an account whose phone is not a developer’s is refused as well', async () => {
    const res = await dev.app.inject({ method: 'POST', url: '/api/auth/get-recovery-code', payload: { email: 'stranger@example.ru' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(await written(dev, STRANGER)).toEqual({ sms: 0, codes: 0 });
  });

  it('a listed phone (written in any form in ALLOWED_PHONES) gets its codes from every route', async () => {
    await dev.db.query('DELETE FROM users WHERE phone = $1', [ALLOWED_TOO]);
    const routes = senders(dev, devUser, ALLOWED_TOO);
    for (const [route, send] of Object.entries(routes)) {
      const res = await send();
      expect({ route, status: res.statusCode }).toEqual({ route, status: 200 });
    }
    // Recovery sends only to an account's phone (the answer is the same without one): three SMS.
    expect(await written(dev, ALLOWED_TOO)).toEqual({ sms: 3, codes: 3 });
    const signInCode = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/get-auth-code',
      payload: { phone: ALLOWED },
      remoteAddress: nextIp(),
    });
    expect(signInCode.statusCode).toBe(200);
  });

  it('GET /api/settings tells the shell', async () => {
    expect((await dev.app.inject({ url: '/api/settings' })).json()).toMatchObject({ developmentHost: true });
  });
});

describe('off by default', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(async () => plain?.close());

  it('any phone gets codes, the list is not consulted', async () => {
    const user = await signIn(plain, '79990006101');
    for (const [route, send] of Object.entries(senders(plain, user, STRANGER))) {
      const res = await send();
      expect({ route, status: res.statusCode }).toEqual({ route, status: 200 });
    }
    // Recovery sends only to an account's phone, and this one has none.
    expect((await written(plain, STRANGER)).sms).toBe(3);
  });
});

describe('ALLOWED_PHONES and ALLOWED_PHONES_FILE', () => {
  it('normalises each number and reads a file with comments; a bad entry stops the start naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'allowed-phones-'));
    const file = join(dir, 'phones.txt');
    writeFileSync(file, '# разработчики\n+7 999 000-60-03\n89990006004 # тестировщик\n\n');
    const { settings } = loadConfig({ ALLOWED_PHONES: '79990006001;+79990006003', ALLOWED_PHONES_FILE: file });
    expect(settings.allowedPhones).toEqual(['79990006001', '79990006003', '79990006004']);
    expect(settings.developmentHost).toBe(false);
    expect(loadConfig({}).settings.allowedPhones).toEqual([]);
    expect(() => loadConfig({ ALLOWED_PHONES: '79990006001, 12345' })).toThrow('ALLOWED_PHONES: «12345» — не номер телефона из 11 цифр');
    expect(() => loadConfig({ ALLOWED_PHONES_FILE: join(dir, 'none.txt') })).toThrow(/ALLOWED_PHONES_FILE: файл .* не прочитан \(ENOENT\)/);
  });
});
