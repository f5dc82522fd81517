import { http } from '@store/api-client';
import { $session, $sessionChecked, sessionEnded } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import Cookies from 'js-cookie';
import { fakeApi } from '../../../shared/lib/testing/api-adapter';
import { fakeAccessToken } from '../../../shared/lib/testing/tokens';
import { started } from './session';

const now = () => Math.floor(Date.now() / 1000);
const user = { id: 5, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, isLegal: false };
const serverUser = { ...user, middleName: null, phoneConfirm: true, legal: null };
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const name of ['token', 'user']) Cookies.remove(name, { path: '/' });
});

describe('the session module and the shared single-flight refresh (SPEC §7)', () => {
  it('the start-up refresh and two requests that meet an expired token make one refresh call', async () => {
    const fresh = fakeAccessToken({ sub: '5', exp: now() + 900 });
    Cookies.set('token', fakeAccessToken({ sub: '5', exp: now() - 60 }), { path: '/' });
    Cookies.set('user', JSON.stringify(user), { path: '/' });
    const api = fakeApi(async ({ url, authorization }) => {
      if (url === '/auth/refresh') {
        await nextTick();
        return { status: 200, data: { accessToken: fresh, user: serverUser } };
      }
      return authorization === `Bearer ${fresh}`
        ? { status: 200, data: { ok: true } }
        : { status: 401, data: { message: 'Требуется авторизация' } };
    });
    try {
      const scope = fork();
      const [, cart, favourites] = await Promise.all([allSettled(started, { scope }), http.get('/cart/5'), http.get('/favorites/5')]);
      expect(cart.data).toEqual({ ok: true });
      expect(favourites.data).toEqual({ ok: true });
      expect(api.requests.filter(({ url }) => url === '/auth/refresh')).toHaveLength(1);
      expect(scope.getState($session)).toEqual({ isAuth: true, user });
      expect(Cookies.get('token')).toBe(fresh);
      expect(document.cookie).not.toContain('refreshToken');
      expect(JSON.parse(Cookies.get('user') ?? 'null')).toEqual(user);
    } finally {
      api.restore();
    }
  });

  it("a refresh refused later, from any part's request, ends the running session once: 'expired', cookies gone, no loop", async () => {
    Cookies.set('token', fakeAccessToken({ sub: '5', exp: now() + 900 }), { path: '/' });
    Cookies.set('user', JSON.stringify(user), { path: '/' });
    const api = fakeApi(({ url }) =>
      url === '/auth/refresh' ? { status: 401, data: { message: 'Сеанс истёк. Войдите снова.' } } : { status: 401, data: {} },
    );
    try {
      const scope = fork();
      const ended: string[] = [];
      createWatch({ unit: sessionEnded, scope, fn: ({ reason }) => ended.push(reason) });
      await allSettled(started, { scope });
      expect(scope.getState($session).isAuth).toBe(true);
      expect(scope.getState($sessionChecked)).toBe(true);

      await Promise.allSettled([http.get('/orders'), http.get('/user/5')]);
      await allSettled(scope);
      expect(ended).toEqual(['expired']);
      expect(scope.getState($session)).toEqual({ isAuth: false, user: null });
      expect(api.requests.filter(({ url }) => url === '/auth/refresh')).toHaveLength(1);
      expect(Cookies.get('token')).toBeUndefined();
      expect(Cookies.get('user')).toBeUndefined();
    } finally {
      api.restore();
    }
  });
});
