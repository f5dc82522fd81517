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
  Cookies.remove('refreshToken', { path: '/' });
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
  it('refreshes once, retries with the new accessToken and stores the new refreshToken', async () => {
    const { http, mock } = setup();
    Cookies.set('token', 'old', { path: '/' });
    let refreshCalls = 0;
    mock.onPost('/auth/refresh').reply(() => {
      refreshCalls += 1;
      return [200, { accessToken: 'new', refreshToken: 'r2' }];
    });
    mock
      .onGet('/user/1')
      .reply((config) => (config.headers?.Authorization === 'Bearer new' ? [200, { id: 1 }] : [401, { message: 'Не авторизован' }]));
    const { data } = await http.get('/user/1');
    expect(data).toEqual({ id: 1 });
    expect(refreshCalls).toBe(1);
    expect(Cookies.get('token')).toBe('new');
    expect(Cookies.get('refreshToken')).toBe('r2');
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
});
