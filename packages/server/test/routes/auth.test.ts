import { MESSAGES } from '@store/domain';
import { createTestContext, type TestContext, lastCode } from '../helpers';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { now: () => clock } });
});
afterAll(async () => ctx?.close());

// Each test signs in from an address of its own, so per-IP limits and failure counters do not leak between tests.
let ipSeq = 0;
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

type Json = Record<string, unknown>;

async function post(url: string, payload: Json | undefined, ip: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
  return { status: res.statusCode, body: res.json<Json>(), res };
}

const wrongOf = (code: string) => (code === '0000' ? '1111' : '0000');

/** Ticks the local checkbox captcha from `ip`. */
async function captchaToken(ip: string): Promise<string> {
  const { status, body } = await post('/api/captcha/local', { checked: true }, ip);
  expect(status).toBe(200);
  return body.token as string;
}

async function signInByCode(phone: string, ip = nextIp()) {
  const sent = await post('/api/auth/get-auth-code', { phone }, ip);
  expect(sent.status).toBe(200);
  return post('/api/auth/login-by-code', { phone, codePass: await lastCode(ctx, phone), hashCode: sent.body.hashCode as string }, ip);
}

describe('SPEC §4 sign-in by SMS code', () => {
  it('a new phone gets a 4-digit code with its death date, and the first sign-in creates the account (registration by code)', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/get-auth-code', { phone: '+7 (999) 100-00-01' }, ip);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ newUser: true, hashCode: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(new Date(sent.body.expiresAt as string).getTime() - clock.getTime()).toBe(2 * 60 * 1000);
    expect(sent.body.codeDeathDate).toBe(sent.body.expiresAt);

    const login = await post(
      '/api/auth/login-by-code',
      { phone: '89991000001', codePass: await lastCode(ctx, '79991000001'), hashCode: sent.body.hashCode },
      ip,
    );
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      newUser: true,
      user: { phone: '79991000001', phoneConfirm: true, firstName: null, lastName: null, email: null, legal: null },
    });
    const again = await post('/api/auth/get-auth-code', { phone: '79991000001' }, ip);
    expect(again.body.newUser).toBe(false);
  });

  it('the access token of a sign-in opens the user’s own profile', async () => {
    const login = await signInByCode('79991000002');
    const user = login.body.user as { id: number };
    const res = await ctx.app.inject({
      url: `/api/user/${user.id}`,
      headers: { authorization: `Bearer ${login.body.accessToken as string}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, phone: '79991000002' });
  });

  it('SPEC §5: phone, e-mail and code messages', async () => {
    const ip = nextIp();
    expect((await post('/api/auth/get-auth-code', {}, ip)).body.message).toBe('Введите номер телефона или почту');
    expect((await post('/api/auth/get-auth-code', { phone: '+7 (812) 345-67-89' }, ip)).body.message).toBe(MESSAGES.phoneInvalid);
    expect((await post('/api/auth/get-auth-code', { email: 'ivan@mail' }, ip)).body.message).toBe(MESSAGES.email);
    const badCode = await post('/api/auth/login-by-code', { phone: '79991000003', codePass: '12a', hashCode: 'x' }, ip);
    expect(badCode).toMatchObject({ status: 400, body: { message: 'Код должен состоять из 4-ех цифр' } });
    const extra = await post('/api/auth/login-by-code', { phone: '79991000003', codePass: '12345', hashCode: 'x' }, ip);
    expect(extra.body.message).toBe('Код должен состоять из 4-ех цифр');
  });

  it('a wrong code: 400 «Неверный код подтверждения» with the tries left', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000004' }, ip);
    const code = await lastCode(ctx, '79991000004');
    const wrong = await post(
      '/api/auth/login-by-code',
      { phone: '79991000004', codePass: wrongOf(code), hashCode: sent.body.hashCode },
      ip,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Неверный код подтверждения', attemptsLeft: 4 });
  });

  it('an expired code (after 2 minutes) asks for a new code', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000005' }, ip);
    const code = await lastCode(ctx, '79991000005');
    clock = new Date(clock.getTime() + 2 * 60 * 1000 + 1000);
    const late = await post('/api/auth/login-by-code', { phone: '79991000005', codePass: code, hashCode: sent.body.hashCode }, ip);
    expect(late).toMatchObject({ status: 400, body: { message: 'Срок действия кода истёк. Запросите новый код.' } });
  });

  it('after 5 wrong tries the right code is refused too: a new code is needed', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000006' }, ip);
    const code = await lastCode(ctx, '79991000006');
    const left: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      // After the first failure each try needs a ticked captcha (SPEC §4 "Captcha").
      const gReCaptchaToken = i === 0 ? undefined : await captchaToken(ip);
      const res = await post(
        '/api/auth/login-by-code',
        { phone: '79991000006', codePass: wrongOf(code), hashCode: sent.body.hashCode, gReCaptchaToken },
        ip,
      );
      left.push(res.body.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const right = await post(
      '/api/auth/login-by-code',
      { phone: '79991000006', codePass: code, hashCode: sent.body.hashCode, gReCaptchaToken: await captchaToken(ip) },
      ip,
    );
    expect(right).toMatchObject({ status: 400, body: { message: 'Превышено число попыток ввода кода. Запросите новый код.' } });
  });

  it('a spent or foreign hashCode is refused with a request for a new code', async () => {
    const ip = nextIp();
    const first = await signInByCode('79991000007', ip);
    expect(first.status).toBe(200);
    const res = await post('/api/auth/login-by-code', { phone: '79991000007', codePass: '1234', hashCode: 'f'.repeat(32) }, ip);
    expect(res).toMatchObject({ status: 400, body: { message: 'Код недействителен или уже использован. Запросите новый код.' } });
  });

  it('sign-in by e-mail: the code goes by SMS to the account’s phone; an unknown e-mail is told to use the phone', async () => {
    const ip = nextIp();
    await ctx.db.query("INSERT INTO users (phone, email, first_name) VALUES ('79991000008', 'Petr@Example.ru', 'Пётр')");
    const sent = await post('/api/auth/get-auth-code', { email: 'petr@example.ru' }, ip);
    expect(sent).toMatchObject({ status: 200, body: { newUser: false } });
    const login = await post(
      '/api/auth/login-by-code',
      { email: 'petr@example.ru', codePass: await lastCode(ctx, '79991000008'), hashCode: sent.body.hashCode },
      ip,
    );
    expect(login).toMatchObject({ status: 200, body: { user: { phone: '79991000008', email: 'Petr@Example.ru', firstName: 'Пётр' } } });
    const unknown = await post('/api/auth/get-auth-code', { email: 'nobody@example.ru' }, ip);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Аккаунт с такой почтой не найден. Войдите по номеру телефона.' } });
  });
});

describe('rate limits (kept in the database)', () => {
  it('a 6th code to one phone within the hour: 429 in Russian with the seconds to wait', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/get-auth-code', { phone: '79991000101' }, ip)).status).toBe(200);
    const res = await post('/api/auth/get-auth-code', { phone: '79991000101' }, nextIp());
    expect(res.status).toBe(429);
    expect(res.body.retryAfter).toEqual(expect.any(Number));
    expect(res.body.retryAfter as number).toBeGreaterThan(0);
    expect(res.body.retryAfter as number).toBeLessThanOrEqual(3600);
    expect(res.body.message).toBe(`Слишком много попыток. Повторите через ${res.body.retryAfter as number} сек.`);
  });

  it('one address may ask for 30 codes an hour, whatever the phones', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post('/api/auth/get-auth-code', { phone: `7999200${String(i).padStart(4, '0')}` }, ip)).status).toBe(200);
    }
    expect((await post('/api/auth/get-auth-code', { phone: '79992009999' }, ip)).status).toBe(429);
    expect((await post('/api/auth/get-auth-code', { phone: '79992009999' }, nextIp())).status).toBe(200);
  });

  it('one address may check 60 codes an hour', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000102' }, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await post('/api/auth/login-by-code', { phone: '79991000102', codePass: '0000', hashCode: sent.body.hashCode }, ip);
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 60)).not.toContain(429);
  });
});

describe('SPEC §4 "Captcha": a failure makes the next try carry a captcha', () => {
  it('a wrong code → the next try without a captcha is 403 «не робот»; with a local token it goes on, and success resets', async () => {
    const ip = nextIp();
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000201' }, ip);
    const code = await lastCode(ctx, '79991000201');
    await post('/api/auth/login-by-code', { phone: '79991000201', codePass: wrongOf(code), hashCode: sent.body.hashCode }, ip);

    const blocked = await post('/api/auth/login-by-code', { phone: '79991000201', codePass: code, hashCode: sent.body.hashCode }, ip);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ message: MESSAGES.captchaFailed, captchaRequired: true });
    // The phone is marked as well: another address is asked for a captcha for it too.
    const elsewhere = await post('/api/auth/get-auth-code', { phone: '79991000201' }, nextIp());
    expect(elsewhere.body).toMatchObject({ captchaRequired: true });
    // And the address: another phone from it is asked too.
    const otherPhone = await post('/api/auth/get-auth-code', { phone: '79991000202' }, ip);
    expect(otherPhone.status).toBe(403);

    const ok = await post(
      '/api/auth/login-by-code',
      { phone: '79991000201', codePass: code, hashCode: sent.body.hashCode, gReCaptchaToken: await captchaToken(ip) },
      ip,
    );
    expect(ok.status).toBe(200);
    expect((await post('/api/auth/get-auth-code', { phone: '79991000201' }, ip)).status).toBe(200);
  });

  it('a bad captcha token is refused like a missing one', async () => {
    const ip = nextIp();
    await post('/api/auth/login', { phone: '79991000203', password: 'whatever-123' }, ip);
    const res = await post('/api/auth/login', { phone: '79991000203', password: 'whatever-123', gReCaptchaToken: 'forged.token' }, ip);
    expect(res).toMatchObject({ status: 403, body: { captchaRequired: true } });
  });
});

describe('password sign-in and registration', () => {
  const ip = nextIp();
  let hashCode = '';

  it('registration: a new phone confirmed by code, names, e-mail and password', async () => {
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000301' }, ip);
    expect(sent.body.newUser).toBe(true);
    hashCode = sent.body.hashCode as string;
    const code = await lastCode(ctx, '79991000301');
    const base = { phone: '79991000301', hashCode, codePass: code, firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru' };

    // Form errors do not spend the code.
    expect((await post('/api/auth/registration', { ...base, firstName: ' ' }, ip)).body).toMatchObject({
      message: MESSAGES.required,
      errors: { firstName: MESSAGES.required },
    });
    expect((await post('/api/auth/registration', { ...base, lastName: undefined }, ip)).body.message).toBe(MESSAGES.required);
    expect((await post('/api/auth/registration', { ...base, email: 'anna@@x.ru' }, ip)).body.message).toBe(MESSAGES.email);
    expect((await post('/api/auth/registration', { ...base, password: 'short' }, ip)).body.message).toBe(
      'Пароль должен содержать не менее 8 символов',
    );
    expect((await post('/api/auth/registration', { ...base, firstName: 'А'.repeat(65) }, ip)).body.message).toBe('Не более 64 символов');

    const done = await post('/api/auth/registration', { ...base, password: 'secret-pass-1' }, ip);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { phone: '79991000301', firstName: 'Анна', lastName: 'Смирнова', email: 'anna@example.ru', phoneConfirm: true },
    });
  });

  it('registration of a phone that has an account: 409', async () => {
    const sent = await post('/api/auth/get-auth-code', { phone: '79991000301' }, ip);
    const res = await post(
      '/api/auth/registration',
      { phone: '79991000301', hashCode: sent.body.hashCode, codePass: await lastCode(ctx, '79991000301'), firstName: 'А', lastName: 'Б' },
      ip,
    );
    expect(res.status).toBe(409);
  });

  it('signs in with the password by phone, by e-mail, and by an e-mail typed into the login field', async () => {
    for (const body of [
      { phone: '+7 999 100-03-01', password: 'secret-pass-1' },
      { email: 'ANNA@example.ru', password: 'secret-pass-1' },
      { phone: 'anna@example.ru', password: 'secret-pass-1' },
    ]) {
      const res = await post('/api/auth/login', body, ip);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user: { phone: '79991000301' }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    }
  });

  it('a wrong password: 400, then a captcha is needed, and a success with it resets the counter', async () => {
    const other = nextIp();
    const wrong = await post('/api/auth/login', { phone: '79991000301', password: 'wrong-password' }, other);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Неверный номер телефона, почта или пароль' } });
    const unknown = await post('/api/auth/login', { phone: '79991000399', password: 'wrong-password' }, nextIp());
    expect(unknown.body.message).toBe('Неверный номер телефона, почта или пароль');

    expect((await post('/api/auth/login', { phone: '79991000301', password: 'secret-pass-1' }, other)).status).toBe(403);
    const withCaptcha = await post(
      '/api/auth/login',
      { phone: '79991000301', password: 'secret-pass-1', gReCaptchaToken: await captchaToken(other) },
      other,
    );
    expect(withCaptcha.status).toBe(200);
    expect((await post('/api/auth/login', { phone: '79991000301', password: 'secret-pass-1' }, other)).status).toBe(200);
  });

  it('a password login with neither phone nor e-mail: Russian 400', async () => {
    expect((await post('/api/auth/login', { password: 'x' }, ip)).body.message).toBe('Введите номер телефона или почту');
  });
});

describe('password recovery', () => {
  it('answers the same for an unknown phone and sends nothing', async () => {
    const ip = nextIp();
    const res = await post('/api/auth/get-recovery-code', { phone: '79991000499' }, ip);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['codeDeathDate', 'expiresAt', 'hashCode']);
    const outbox = await ctx.app.inject({ url: '/api/dev/sms-outbox?phone=79991000499' });
    expect(outbox.json()).toEqual({ items: [] });
    const recovery = await post(
      '/api/auth/recovery',
      { phone: '79991000499', codeRecovery: '1234', hashCode: res.body.hashCode, newPassword: 'new-secret-1' },
      ip,
    );
    expect(recovery).toMatchObject({ status: 400, body: { message: 'Неверный код подтверждения' } });
  });

  it('a code to the account’s phone sets a new password and ends every other session', async () => {
    const ip = nextIp();
    const login = await signInByCode('79991000401', ip);
    const oldRefresh = login.body.refreshToken as string;
    const sent = await post('/api/auth/get-recovery-code', { phone: '79991000401' }, ip);
    expect(sent.status).toBe(200);
    const code = await lastCode(ctx, '79991000401');
    const body = { phone: '79991000401', hashCode: sent.body.hashCode, codeRecovery: code };

    expect((await post('/api/auth/recovery', { ...body, newPassword: 'short' }, ip)).body.message).toBe(
      'Пароль должен содержать не менее 8 символов',
    );
    expect(
      (await post('/api/auth/recovery', { ...body, codeRecovery: wrongOf(code), newPassword: 'new-secret-1' }, ip)).body,
    ).toMatchObject({
      message: 'Неверный код подтверждения',
      attemptsLeft: 4,
    });
    const done = await post('/api/auth/recovery', { ...body, newPassword: 'new-secret-1', gReCaptchaToken: await captchaToken(ip) }, ip);
    expect(done).toMatchObject({ status: 200, body: { success: true, user: { phone: '79991000401' } } });

    expect((await post('/api/auth/refresh', { refreshToken: oldRefresh }, ip)).status).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: done.body.refreshToken as string }, ip)).status).toBe(200);
    expect((await post('/api/auth/login', { phone: '79991000401', password: 'new-secret-1' }, nextIp())).status).toBe(200);
  });
});

describe('refresh tokens (SPEC §4 "Startup", §7 401 → one refresh)', () => {
  it('rotates: the new pair works, the old token is spent', async () => {
    const login = await signInByCode('79991000501');
    const ip = nextIp();
    const first = await post('/api/auth/refresh', { refreshToken: login.body.refreshToken as string }, ip);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), user: { phone: '79991000501' } });
    expect(first.body.refreshToken).not.toBe(login.body.refreshToken);
    const [stored] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE token_hash = $1', [
      first.body.refreshToken,
    ]);
    expect(stored!.n).toBe(0); // only its sha256 is stored
  });

  it('a replayed (already used) token revokes its whole family: 401 for it and for the newest token', async () => {
    const login = await signInByCode('79991000502');
    const ip = nextIp();
    const rotated = await post('/api/auth/refresh', { refreshToken: login.body.refreshToken as string }, ip);
    const replay = await post('/api/auth/refresh', { refreshToken: login.body.refreshToken as string }, ip);
    expect(replay).toMatchObject({ status: 401, body: { message: 'Сеанс истёк. Войдите снова.' } });
    expect((await post('/api/auth/refresh', { refreshToken: rotated.body.refreshToken as string }, ip)).status).toBe(401);
  });

  it('reads the token from the refreshToken cookie the client keeps; no token → 401', async () => {
    const login = await signInByCode('79991000503');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refreshToken: login.body.refreshToken as string },
    });
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: 'made-up' }, nextIp())).status).toBe(401);
  });

  it('an expired refresh token is refused', async () => {
    const login = await signInByCode('79991000504');
    const saved = clock;
    clock = new Date(clock.getTime() + 31 * 24 * 3600 * 1000);
    const res = await post('/api/auth/refresh', { refreshToken: login.body.refreshToken as string }, nextIp());
    clock = saved;
    expect(res.status).toBe(401);
  });

  it('logout revokes the session: {success: true}, then the refresh token is dead', async () => {
    const login = await signInByCode('79991000505');
    const out = await post('/api/auth/logout', { refreshToken: login.body.refreshToken as string }, nextIp());
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect((await post('/api/auth/refresh', { refreshToken: login.body.refreshToken as string }, nextIp())).status).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).json()).toEqual({ success: true });
  });
});
