import { ApiError } from '@store/api-client';
import { toastRequested } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import { $user } from '../../../entities/user';
import {
  confirmPhoneFx,
  sendPhoneCodeFx,
  type PhoneCodeRequest,
  type PhoneConfirmation,
  type PhoneCodeSent,
  type ProfileUser,
} from '../../../shared/api';
import { profileUser } from '../../../shared/lib/test-data';
import {
  $newPhone,
  $phoneChangeError,
  $phoneChangeOpen,
  $phoneStep,
  $resendWait,
  codeResent,
  codeSubmitted,
  phoneChangeClosed,
  phoneChangeOpened,
  phoneSubmitted,
} from './change-phone';

const sent = (over: Partial<PhoneCodeSent> = {}): PhoneCodeSent => ({
  hashCode: 'hash-1',
  expiresAt: '2026-11-22T10:02:00Z',
  codeDeathDate: '2026-11-22T10:02:00Z',
  time: 60,
  ...over,
});

describe('phone change with a code sent to the new number', () => {
  it('sends a code to the new number, then confirms it; the account gets the new phone', async () => {
    const requests: PhoneCodeRequest[] = [];
    const confirmations: PhoneConfirmation[] = [];
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          sendPhoneCodeFx,
          async (body: PhoneCodeRequest) => {
            requests.push(body);
            return sent();
          },
        ],
        [
          confirmPhoneFx,
          async (body: PhoneConfirmation) => {
            confirmations.push(body);
            return profileUser({ phone: body.newPhoneNumber });
          },
        ],
      ],
    });
    const toasts: string[] = [];
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => toasts.push(message) });

    await allSettled(phoneChangeOpened, { scope });
    await allSettled(phoneSubmitted, { scope, params: { phone: '+7 (902) 111-22-33' } });
    expect(requests).toEqual([{ userId: 7, newPhoneNumber: '79021112233', oldPhoneNumber: '79001234567' }]);
    expect(scope.getState($phoneStep)).toBe('code');
    expect(scope.getState($newPhone)).toBe('79021112233');
    expect(scope.getState($resendWait)).toEqual({ phone: '79021112233', seconds: 60, issue: 1 });

    await allSettled(codeSubmitted, { scope, params: { code: '1234' } });
    expect(confirmations).toEqual([
      { oldPhoneNumber: '79001234567', newPhoneNumber: '79021112233', secretCode: '1234', hashCode: 'hash-1' },
    ]);
    expect(scope.getState($user)?.phone).toBe('79021112233');
    expect(scope.getState($phoneChangeOpen)).toBe(false);
    expect(toasts).toEqual(['Код отправлен', 'Номер телефона изменён']);
  });

  it('a 417 shows the wait from its time and stays on the phone step', async () => {
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          sendPhoneCodeFx,
          async (): Promise<PhoneCodeSent> => {
            throw new ApiError(417, 'Новый код можно запросить через 42 сек.', {
              message: 'Новый код можно запросить через 42 сек.',
              time: 42,
            });
          },
        ],
      ],
    });
    await allSettled(phoneSubmitted, { scope, params: { phone: '79021112233' } });
    expect(scope.getState($resendWait)).toEqual({ phone: '79021112233', seconds: 42, issue: 1 });
    expect(scope.getState($phoneStep)).toBe('phone');
    expect(scope.getState($phoneChangeError)).toBeNull();
  });

  it('a 417 for the number a code already went to goes on to that code', async () => {
    let first = true;
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          sendPhoneCodeFx,
          async (): Promise<PhoneCodeSent> => {
            if (first) {
              first = false;
              return sent();
            }
            throw new ApiError(417, 'Новый код можно запросить через 30 сек.', { time: 30 });
          },
        ],
      ],
    });
    await allSettled(phoneSubmitted, { scope, params: { phone: '79021112233' } });
    await allSettled(phoneChangeClosed, { scope });
    await allSettled(phoneChangeOpened, { scope });
    await allSettled(codeResent, { scope });
    expect(scope.getState($phoneStep)).toBe('code');
    expect(scope.getState($resendWait)).toEqual({ phone: '79021112233', seconds: 30, issue: 2 });
  });

  it("a phone taken by another account shows the server's message", async () => {
    const message = 'Этот номер телефона уже используется другим аккаунтом';
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          sendPhoneCodeFx,
          async (): Promise<PhoneCodeSent> => {
            throw new ApiError(409, message, { message });
          },
        ],
      ],
    });
    await allSettled(phoneSubmitted, { scope, params: { phone: '79021112233' } });
    expect(scope.getState($phoneChangeError)?.message).toBe(message);
    expect(scope.getState($phoneStep)).toBe('phone');
  });

  it('a failed send without a message says «Произошла ошибка при отправке кода»', async () => {
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          sendPhoneCodeFx,
          async (): Promise<PhoneCodeSent> => {
            throw new ApiError(0, 'Network Error');
          },
        ],
      ],
    });
    await allSettled(phoneSubmitted, { scope, params: { phone: '79021112233' } });
    expect(scope.getState($phoneChangeError)?.message).toBe('Произошла ошибка при отправке кода');
  });

  it("a wrong code shows the server's message, else «Произошла ошибка при подтверждении номера телефона»", async () => {
    const refusal = (error: ApiError) =>
      fork({
        values: [[$user, profileUser()]],
        handlers: [
          [sendPhoneCodeFx, async () => sent()],
          [
            confirmPhoneFx,
            async (): Promise<ProfileUser> => {
              throw error;
            },
          ],
        ],
      });
    const wrong = refusal(new ApiError(400, 'Неверный код подтверждения', { message: 'Неверный код подтверждения', attemptsLeft: 2 }));
    await allSettled(phoneChangeOpened, { scope: wrong });
    await allSettled(phoneSubmitted, { scope: wrong, params: { phone: '79021112233' } });
    await allSettled(codeSubmitted, { scope: wrong, params: { code: '0000' } });
    expect(wrong.getState($phoneChangeError)?.message).toBe('Неверный код подтверждения');
    expect(wrong.getState($user)?.phone).toBe('79001234567');
    expect(wrong.getState($phoneChangeOpen)).toBe(true);

    const silent = refusal(new ApiError(0, 'Network Error'));
    await allSettled(phoneSubmitted, { scope: silent, params: { phone: '79021112233' } });
    await allSettled(codeSubmitted, { scope: silent, params: { code: '0000' } });
    expect(silent.getState($phoneChangeError)?.message).toBe('Произошла ошибка при подтверждении номера телефона');
  });
});
