import { MESSAGES } from '@store/domain';
import { createTestContext, signIn, type SignedInUser, type TestContext, lastCode } from '../helpers';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
let me: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { now: () => clock } });
  me = await signIn(ctx, '79995000001', { firstName: 'Иван', lastName: 'Иванов' });
  other = await signIn(ctx, '79995000002', { firstName: 'Пётр', lastName: 'Петров' });
});
afterAll(async () => ctx?.close());

type Json = Record<string, unknown>;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, user: SignedInUser | null = me) {
  const res = await ctx.app.inject({ method, url, payload, headers: user ? user.headers : {} });
  return { status: res.statusCode, body: res.json<Json>() };
}

const legal = {
  inn: '3801234567',
  kpp: '380101001',
  legalName: 'ООО «Ромашка»',
  legalAddress: 'Иркутск, ул. Ленина, 1',
  legalEmail: 'buh@romashka.ru',
};

describe('SPEC §6: a user reads and changes only their own account', () => {
  it('GET /api/user/:id answers the SPEC §3 user', async () => {
    const res = await call('GET', `/api/user/${me.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: me.id,
      firstName: 'Иван',
      lastName: 'Иванов',
      middleName: null,
      phone: '79995000001',
      email: null,
      phoneConfirm: true,
      legal: null,
    });
  });

  it.each([
    ['GET', (id: number) => `/api/user/${id}`, undefined],
    ['PUT', (id: number) => `/api/user/update/${id}`, { firstName: 'Взлом' }],
    ['POST', (id: number) => `/api/user/legal/${id}`, legal],
    ['PUT', (id: number) => `/api/user/legal/${id}`, legal],
    ['DELETE', (id: number) => `/api/user/legal/${id}`, undefined],
    ['PUT', (id: number) => `/api/user/password/${id}`, { newPassword: 'new-secret-1' }],
  ] as const)('%s %s: another user’s id → 403, no token → 401', async (method, url, payload) => {
    const foreign = await call(method, url(other.id), payload);
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Нет доступа к данным другого пользователя' } });
    const anonymous = await call(method, url(me.id), payload, null);
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Требуется авторизация' } });
  });

  it('send-code for another userId → 403, confirm-phone without a token → 401', async () => {
    expect((await call('POST', '/api/user/send-code', { userId: other.id, newPhoneNumber: '79995000099' })).status).toBe(403);
    const res = await call('POST', '/api/user/confirm-phone', { newPhoneNumber: '79995000099', secretCode: '1234', hashCode: 'x' }, null);
    expect(res.status).toBe(401);
  });

  it('an id that is not a number is a Russian 400', async () => {
    const res = await call('GET', '/api/user/abc');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Некорректный запрос/);
  });
});

describe('PUT /api/user/update/:id', () => {
  it('changes the given profile fields and keeps the others', async () => {
    const res = await call('PUT', `/api/user/update/${me.id}`, { middleName: 'Иванович', email: 'ivan@example.ru' });
    expect(res).toMatchObject({ status: 200, body: { firstName: 'Иван', middleName: 'Иванович', email: 'ivan@example.ru' } });
  });

  it('SPEC §5 messages: e-mail, required names, 64-character limit', async () => {
    expect((await call('PUT', `/api/user/update/${me.id}`, { email: 'ivan@mail' })).body).toMatchObject({
      message: 'Введите корректную почту',
      errors: { email: 'Введите корректную почту' },
    });
    expect((await call('PUT', `/api/user/update/${me.id}`, { firstName: '  ' })).body.message).toBe(MESSAGES.required);
    expect((await call('PUT', `/api/user/update/${me.id}`, { lastName: 'Я'.repeat(65) })).body.message).toBe('Не более 64 символов');
    expect((await call('GET', `/api/user/${me.id}`)).body).toMatchObject({
      firstName: 'Иван',
      lastName: 'Иванов',
      email: 'ivan@example.ru',
    });
  });

  it('an e-mail of another account → 409', async () => {
    await call('PUT', `/api/user/update/${other.id}`, { email: 'petr@example.ru' }, other);
    const res = await call('PUT', `/api/user/update/${me.id}`, { email: 'PETR@example.ru' });
    expect(res).toMatchObject({ status: 409, body: { message: 'Эта почта уже используется другим аккаунтом' } });
  });
});

describe('legal entity data (SPEC §5 "legal entity", §7 POST/PUT/DELETE /api/user/legal)', () => {
  it('POST stores it and answers the updated user; PUT replaces; DELETE clears', async () => {
    const created = await call('POST', `/api/user/legal/${me.id}`, legal);
    expect(created).toMatchObject({ status: 200, body: { id: me.id, legal } });
    const updated = await call('PUT', `/api/user/legal/${me.id}`, { ...legal, legalName: 'ООО «Василёк»' });
    expect(updated.body.legal).toMatchObject({ legalName: 'ООО «Василёк»', inn: legal.inn });
    const removed = await call('DELETE', `/api/user/legal/${me.id}`);
    expect(removed).toMatchObject({ status: 200, body: { legal: null } });
  });

  it.each([
    [{ inn: '380123456' }, 'inn', 'Введите корректный ИНН'],
    [{ inn: '38012345ab' }, 'inn', 'Введите корректный ИНН'],
    [{ kpp: '38010100' }, 'kpp', 'Введите корректный КПП'],
    [{ inn: '' }, 'inn', 'Это поле обязательно для заполнения!'],
    [{ kpp: undefined }, 'kpp', 'Это поле обязательно для заполнения!'],
    [{ legalName: ' ' }, 'legalName', 'Это поле обязательно для заполнения!'],
    [{ legalAddress: '' }, 'legalAddress', 'Это поле обязательно для заполнения!'],
    [{ legalEmail: '' }, 'legalEmail', 'Это поле обязательно для заполнения!'],
    [{ legalName: 'Я'.repeat(65) }, 'legalName', 'Не более 64 символов'],
    [{ legalAddress: 'Я'.repeat(129) }, 'legalAddress', 'Не более 128 символов'],
    [{ legalEmail: 'buh@romashka' }, 'legalEmail', 'Введите корректную почту'],
    [{ legalEmail: `${'b'.repeat(121)}@mail.ru` }, 'legalEmail', 'Не более 128 символов'],
  ] as const)('%j → 400 «%s»: %s', async (change, field, message) => {
    for (const method of ['POST', 'PUT'] as const) {
      const res = await call(method, `/api/user/legal/${me.id}`, { ...legal, ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toMatchObject({ [field]: message });
    }
  });

  it('limits are inclusive: 64 and 128 characters pass', async () => {
    const res = await call('POST', `/api/user/legal/${me.id}`, { ...legal, legalName: 'Я'.repeat(64), legalAddress: 'Я'.repeat(128) });
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/user/password/:id', () => {
  it('the first password needs no old one; afterwards the old one is required and checked', async () => {
    const url = `/api/user/password/${me.id}`;
    expect((await call('PUT', url, { newPassword: 'short' })).body.message).toBe('Пароль должен содержать не менее 8 символов');
    expect((await call('PUT', url, { newPassword: 'x'.repeat(129) })).body.message).toBe('Пароль должен содержать не более 128 символов');
    expect(await call('PUT', url, { newPassword: 'first-secret' })).toEqual({ status: 200, body: { success: true } });
    expect((await call('PUT', url, { newPassword: 'second-secret' })).body.message).toBe('Введите текущий пароль');
    expect((await call('PUT', url, { oldPassword: 'wrong-secret', newPassword: 'second-secret' })).body.message).toBe(
      'Неверный текущий пароль',
    );
    expect((await call('PUT', url, { oldPassword: 'first-secret', newPassword: 'second-secret' })).status).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '79995000001', password: 'second-secret' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('phone change (§7 send-code / confirm-phone, §8 417 countdown)', () => {
  it('sends a code to the new phone; a resend within 60 s is 417 with the seconds left', async () => {
    const sent = await call('POST', '/api/user/send-code', {
      userId: me.id,
      newPhoneNumber: '+7 999 500-00-10',
      oldPhoneNumber: '79995000001',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ hashCode: expect.any(String), time: 60 });
    expect(await lastCode(ctx, '79995000010')).toMatch(/^\d{4}$/);

    clock = new Date(clock.getTime() + 20_000);
    const again = await call('POST', '/api/user/send-code', {
      userId: me.id,
      newPhoneNumber: '79995000010',
      oldPhoneNumber: '79995000001',
    });
    expect(again).toMatchObject({ status: 417, body: { time: 40, message: 'Новый код можно запросить через 40 сек.' } });
    clock = new Date(clock.getTime() + 41_000);
    expect(
      (await call('POST', '/api/user/send-code', { userId: me.id, newPhoneNumber: '79995000010', oldPhoneNumber: '79995000001' })).status,
    ).toBe(200);
  });

  it('refuses a phone of another account (409), a wrong old phone, the same phone and a malformed one', async () => {
    const taken = await call('POST', '/api/user/send-code', {
      userId: me.id,
      newPhoneNumber: '79995000002',
      oldPhoneNumber: '79995000001',
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'Этот номер телефона уже используется другим аккаунтом' } });
    const wrongOld = await call('POST', '/api/user/send-code', {
      userId: me.id,
      newPhoneNumber: '79995000011',
      oldPhoneNumber: '79995000003',
    });
    expect(wrongOld).toMatchObject({ status: 400, body: { message: 'Текущий номер телефона указан неверно' } });
    const same = await call('POST', '/api/user/send-code', { userId: me.id, newPhoneNumber: '79995000001', oldPhoneNumber: '79995000001' });
    expect(same.body.message).toBe('Новый номер совпадает с текущим');
    expect((await call('POST', '/api/user/send-code', { userId: me.id, newPhoneNumber: '12345' })).body.message).toBe(
      'Некорректный номер телефона',
    );
    expect((await call('POST', '/api/user/send-code', { userId: me.id, newPhoneNumber: '' })).body.message).toBe('Введите номер телефона');
  });

  it('confirm-phone: a wrong code is 400 «Неверный код подтверждения»; the right one moves the account to the new phone', async () => {
    const sent = await call('POST', '/api/user/send-code', { userId: me.id, newPhoneNumber: '79995000012', oldPhoneNumber: '79995000001' });
    const code = await lastCode(ctx, '79995000012');
    const body = { oldPhoneNumber: '79995000001', newPhoneNumber: '79995000012', hashCode: sent.body.hashCode };
    const wrong = await call('POST', '/api/user/confirm-phone', { ...body, secretCode: code === '0000' ? '1111' : '0000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Неверный код подтверждения', attemptsLeft: 4 } });
    expect((await call('POST', '/api/user/confirm-phone', { ...body, secretCode: '12' })).body.message).toBe(
      'Код должен состоять из 4-ех цифр',
    );
    // Another user cannot use the code sent for this one.
    const stolen = await call('POST', '/api/user/confirm-phone', { ...body, oldPhoneNumber: '79995000002', secretCode: code }, other);
    expect(stolen.status).toBe(400);

    const sentAgain = await call('POST', '/api/user/send-code', {
      userId: me.id,
      newPhoneNumber: '79995000013',
      oldPhoneNumber: '79995000001',
    });
    const ok = await call('POST', '/api/user/confirm-phone', {
      oldPhoneNumber: '79995000001',
      newPhoneNumber: '79995000013',
      hashCode: sentAgain.body.hashCode,
      secretCode: await lastCode(ctx, '79995000013'),
    });
    expect(ok).toMatchObject({ status: 200, body: { id: me.id, phone: '79995000013', phoneConfirm: true } });
  });

  it('an expired phone-change code asks for a new code', async () => {
    const sent = await call(
      'POST',
      '/api/user/send-code',
      { userId: other.id, newPhoneNumber: '79995000020', oldPhoneNumber: '79995000002' },
      other,
    );
    const code = await lastCode(ctx, '79995000020');
    clock = new Date(clock.getTime() + 2 * 60 * 1000 + 1000);
    const res = await call(
      'POST',
      '/api/user/confirm-phone',
      { oldPhoneNumber: '79995000002', newPhoneNumber: '79995000020', hashCode: sent.body.hashCode, secretCode: code },
      other,
    );
    expect(res).toMatchObject({ status: 400, body: { message: 'Срок действия кода истёк. Запросите новый код.' } });
  });
});
