import MockAdapter from 'axios-mock-adapter';
import Cookies from 'js-cookie';
import { ApiError, SESSION_EXPIRED } from './errors';
import { createHttp } from './http';

function setup() {
  const http = createHttp('/api');
  const mock = new MockAdapter(http);
  return { http, mock };
}

afterEach(() => {
  Cookies.remove('token', { path: '/' });
});

describe('API calls carry the bearer token from the token cookie (SPEC §7)', () => {
  it('sends Authorization: Bearer <token> when the cookie is set', async () => {
    const { http, mock } = setup();
    Cookies.set('token', 'abc', { path: '/' });
    mock.onGet('/user/1').reply((config) => [200, { auth: config.headers?.Authorization }]);
    const { data } = await http.get('/user/1');
    expect(data).toEqual({ auth: 'Bearer abc' });
  });

  it('sends no Authorization header without the cookie', async () => {
    const { http, mock } = setup();
    mock.onGet('/category/menu').reply((config) => [200, { auth: config.headers?.Authorization ?? null }]);
    const { data } = await http.get('/category/menu');
    expect(data).toEqual({ auth: null });
  });
});

describe('on a 401 a single token refresh is sent per request (SPEC §7)', () => {
  it('refreshes once with no body (the refresh token is the API’s HttpOnly cookie, sent with credentials), retries with the new accessToken', async () => {
    const { http, mock } = setup();
    Cookies.set('token', 'old', { path: '/' });
    let refreshCalls = 0;
    const refreshRequests: { data: unknown; credentials: unknown }[] = [];
    mock.onPost('/auth/refresh').reply((config) => {
      refreshCalls += 1;
      refreshRequests.push({ data: config.data, credentials: config.withCredentials });
      return [200, { accessToken: 'new', user: { id: 1 } }];
    });
    mock
      .onGet('/user/1')
      .reply((config) => (config.headers?.Authorization === 'Bearer new' ? [200, { id: 1 }] : [401, { message: 'Не авторизован' }]));
    const { data } = await http.get('/user/1');
    expect(data).toEqual({ id: 1 });
    expect(refreshCalls).toBe(1);
    expect(Cookies.get('token')).toBe('new');
    expect(refreshRequests).toEqual([{ data: undefined, credentials: true }]);
  });

  it('never writes a refresh token where a script could read it, even if an answer carried one', async () => {
    const { http, mock } = setup();
    mock.onPost('/auth/refresh').reply(200, { accessToken: 'new', refreshToken: 'leaked' });
    await http.refreshTokens();
    expect(Cookies.get('token')).toBe('new');
    expect(document.cookie).not.toContain('leaked');
    expect(document.cookie).not.toContain('refreshToken');
  });

  it('concurrent 401s share one refresh call', async () => {
    const { http, mock } = setup();
    let refreshCalls = 0;
    mock.onPost('/auth/refresh').reply(() => {
      refreshCalls += 1;
      return [200, { accessToken: 'fresh' }];
    });
    mock.onGet(/\/orders\/\d+/).reply((config) => (config.headers?.Authorization === 'Bearer fresh' ? [200, { ok: true }] : [401, {}]));
    await Promise.all([http.get('/orders/1'), http.get('/orders/2'), http.get('/orders/3')]);
    expect(refreshCalls).toBe(1);
  });

  it('a 401 that arrives after another request already refreshed retries with the new token, without a second refresh', async () => {
    const { http, mock } = setup();
    Cookies.set('token', 'old', { path: '/' });
    let refreshCalls = 0;
    mock.onPost('/auth/refresh').reply(() => {
      refreshCalls += 1;
      return [200, { accessToken: 'new' }];
    });
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
    mock.onGet('/fast').reply((config) => (config.headers?.Authorization === 'Bearer new' ? [200, 'fast'] : [401, {}]));
    mock.onGet('/slow').reply(async (config) => {
      if (config.headers?.Authorization === 'Bearer new') return [200, 'slow'];
      await slowAnswered;
      return [401, {}];
    });
    const slow = http.get('/slow');
    await expect(http.get('/fast')).resolves.toMatchObject({ data: 'fast' });
    releaseSlow();
    await expect(slow).resolves.toMatchObject({ data: 'slow' });
    expect(refreshCalls).toBe(1);
  });

  it('does not refresh twice when the retried request is 401 again', async () => {
    const { http, mock } = setup();
    let refreshCalls = 0;
    mock.onPost('/auth/refresh').reply(() => {
      refreshCalls += 1;
      return [200, { accessToken: 'still-bad' }];
    });
    mock.onGet('/user/1').reply(401, { message: 'Нет доступа' });
    await expect(http.get('/user/1')).rejects.toMatchObject({ status: 401, message: 'Нет доступа' });
    expect(refreshCalls).toBe(1);
  });

  it("a failed refresh yields 'session expired' (SPEC §4)", async () => {
    const { http, mock } = setup();
    mock.onPost('/auth/refresh').reply(401, {});
    mock.onGet('/user/1').reply(401, {});
    const error = await http.get('/user/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(SESSION_EXPIRED);
  });
});

describe('errors carry the server message and errorArray', () => {
  it('turns a 400 with a Russian message into an ApiError', async () => {
    const { http, mock } = setup();
    mock.onPost('/order').reply(400, { message: 'Заказ от 200 рублей', errorArray: ['Введите номер телефона'] });
    const error = (await http.post('/order', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Заказ от 200 рублей');
    expect(error.errorArray).toEqual(['Введите номер телефона']);
  });

  it('reads the body once into typed fields: the fields of a refused form, a captcha, a wait, a phone to confirm', async () => {
    const { http, mock } = setup();
    mock.onPut('/user/update/1').reply(400, { message: 'Проверьте поля', errors: { email: 'Введите корректную почту', bad: 5 } });
    mock.onPost('/auth/get-auth-code').reply(403, { message: 'Подтвердите, что вы не робот', captchaRequired: true });
    mock.onPost('/user/confirm-phone').reply(417, { message: 'Подождите', time: 41.2 });
    mock.onPost('/order').reply(403, { message: 'Подтвердите телефон', confirmPhone: true });
    const form = (await http.put('/user/update/1', {}).catch((e: unknown) => e)) as ApiError;
    expect(form.fields).toEqual({ email: 'Введите корректную почту' });
    expect(form.serverMessage).toBe('Проверьте поля');
    const captcha = (await http.post('/auth/get-auth-code', {}).catch((e: unknown) => e)) as ApiError;
    expect([captcha.captchaRequired, captcha.developmentHost, captcha.confirmPhone]).toEqual([true, false, false]);
    const wait = (await http.post('/user/confirm-phone', {}).catch((e: unknown) => e)) as ApiError;
    expect(wait.waitSeconds).toBe(42);
    const order = (await http.post('/order', {}).catch((e: unknown) => e)) as ApiError;
    expect(order.confirmPhone).toBe(true);
  });

  it('has no server message when the server said nothing (a bare 502 page, a network failure)', async () => {
    const { http, mock } = setup();
    mock.onGet('/menu').reply(502, '<html>Bad Gateway</html>');
    mock.onGet('/news').networkError();
    const proxy = (await http.get('/menu').catch((e: unknown) => e)) as ApiError;
    expect(proxy.status).toBe(502);
    expect(proxy.serverMessage).toBeNull();
    expect(proxy.fields).toEqual({});
    const offline = (await http.get('/news').catch((e: unknown) => e)) as ApiError;
    expect(offline.status).toBe(0);
    expect(offline.serverMessage).toBeNull();
  });
});

describe('the session ends only when the server refuses the refresh', () => {
  it('tells the session-expired listeners once and clears the tokens when the refresh is refused', async () => {
    const { http, mock } = setup();
    Cookies.set('token', 'stale', { path: '/' });
    const expired = jest.fn();
    http.onSessionExpired(expired);
    mock.onPost('/auth/refresh').reply(401, { message: 'Сеанс завершён' });
    mock.onGet(/\/orders\/\d+/).reply(401, {});
    const results = await Promise.allSettled([http.get('/orders/1'), http.get('/orders/2')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('a network failure of the refresh fails the request but keeps the session', async () => {
    const { http, mock } = setup();
    Cookies.set('token', 'stale', { path: '/' });
    const expired = jest.fn();
    http.onSessionExpired(expired);
    mock.onPost('/auth/refresh').networkError();
    mock.onGet('/user/1').reply(401, {});
    await expect(http.get('/user/1')).rejects.toMatchObject({ status: 0 });
    expect(expired).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('stale');
  });

  it('an explicit refresh (session start-up) and a 401 at the same moment share one call', async () => {
    const { http, mock } = setup();
    let refreshCalls = 0;
    mock.onPost('/auth/refresh').reply(() => {
      refreshCalls += 1;
      return [200, { accessToken: 'fresh', user: { id: 1 } }];
    });
    mock.onGet('/user/1').reply((config) => (config.headers?.Authorization === 'Bearer fresh' ? [200, { id: 1 }] : [401, {}]));
    const [answer] = await Promise.all([http.refreshTokens(), http.get('/user/1')]);
    expect(answer.accessToken).toBe('fresh');
    expect(refreshCalls).toBe(1);
  });
});
