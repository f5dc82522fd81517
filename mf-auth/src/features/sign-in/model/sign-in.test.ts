import { ApiError } from '@store/api-client';
import { $session } from '@store/bus';
import { allSettled, fork } from 'effector';
import { $error, $sentCode, $signedIn, codeEntered, codeRequested, loginByCodeFx, requestCodeFx } from './sign-in';

const user = { id: 5, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, legal: null };

describe('sign-in by phone and code (SPEC §4)', () => {
  it('shows the code step after the code is sent, then starts the session on the bus', async () => {
    const scope = fork({
      handlers: [
        [requestCodeFx, async () => ({ hashCode: 'h1', newUser: false })],
        [
          loginByCodeFx,
          async (body: { codePass: string; hashCode: string }) => {
            if (body.codePass !== '1234' || body.hashCode !== 'h1') throw new ApiError(400, 'Неверный код подтверждения');
            return { accessToken: 't', user };
          },
        ],
      ],
    });
    await allSettled(codeRequested, { scope, params: { phone: '79123456789' } });
    expect(scope.getState($sentCode)).toEqual({ phone: '79123456789', hashCode: 'h1' });
    await allSettled(codeEntered, { scope, params: { code: '1234' } });
    expect(scope.getState($signedIn)).toBe(true);
    expect(scope.getState($session)).toEqual({
      isAuth: true,
      user: { id: 5, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, isLegal: false },
    });
  });

  it("shows the server's message for a wrong code", async () => {
    const scope = fork({
      values: [[$sentCode, { phone: '79123456789', hashCode: 'h1' }]],
      handlers: [[loginByCodeFx, async () => Promise.reject(new ApiError(400, 'Неверный код подтверждения'))]],
    });
    await allSettled(codeEntered, { scope, params: { code: '0000' } });
    expect(scope.getState($error)).toBe('Неверный код подтверждения');
    expect(scope.getState($session).isAuth).toBe(false);
  });

  it("says 'Произошла ошибка при отправке кода' when sending fails without a server message", async () => {
    const scope = fork({ handlers: [[requestCodeFx, async () => Promise.reject(new Error('Network Error'))]] });
    await allSettled(codeRequested, { scope, params: { phone: '79123456789' } });
    expect(scope.getState($error)).toBe('Произошла ошибка при отправке кода');
  });
});
