import { ApiError } from '@store/api-client';
import { phoneConfirmationRequested } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import { checkOrderCodeFx, sendOrderCodeFx } from '../../../shared/api';
import { delayFx, secondPassedFx } from '../../../shared/lib/timers';
import {
  $codeError,
  $codeSent,
  $confirmed,
  $done,
  $secondsLeft,
  $sendError,
  codeSubmitted,
  phoneConfirmed,
  resendClicked,
} from './phone-confirmation';

const PHONE = '79123456789';
const sent = async () => ({ hashCode: 'h1', expiresAt: new Date().toISOString(), time: 60 });

/** A countdown that does not move unless the test says so. */
function heldSeconds() {
  const waiting: ((generation: number) => void)[] = [];
  return {
    handler: (generation: number) => new Promise<number>((resolve) => waiting.push(() => resolve(generation))),
    pass: () => waiting.shift()?.(0),
    waiting,
  };
}

describe('phone confirmation for an order (SPEC §4, §8)', () => {
  it('sends a code to the normalised phone when an order asks, and counts down before a resend', async () => {
    const send = jest.fn(sent);
    const seconds = heldSeconds();
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, send],
        [secondPassedFx, seconds.handler],
      ],
    });
    void allSettled(phoneConfirmationRequested, { scope, params: { phone: '+7 (912) 345-67-89' } });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).toHaveBeenCalledWith({ phone: PHONE });
    expect(scope.getState($codeSent)).toBe(true);
    expect(scope.getState($secondsLeft)).toBe(60);
  });

  it('counts the seconds down to zero, then offers the resend', async () => {
    const send = jest.fn(sent);
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, send],
        [secondPassedFx, async (generation: number) => generation],
      ],
    });
    await allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    expect(scope.getState($secondsLeft)).toBe(0);
    await allSettled(resendClicked, { scope });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a 417 opens the entry with the countdown from the returned time', async () => {
    const seconds = heldSeconds();
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, async () => Promise.reject(new ApiError(417, 'Повторно отправить код можно через 42 сек.', { time: 42 }))],
        [secondPassedFx, seconds.handler],
      ],
    });
    void allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($codeSent)).toBe(true);
    expect(scope.getState($secondsLeft)).toBe(42);
    expect(scope.getState($sendError)).toBeNull();
  });

  it("shows the server's message when the code cannot be sent, else «Произошла ошибка при отправке кода»", async () => {
    const scope = fork({ handlers: [[sendOrderCodeFx, async () => Promise.reject(new ApiError(0, 'Network Error'))]] });
    await allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    expect(scope.getState($sendError)).toBe('Произошла ошибка при отправке кода');
    const refused = fork({
      handlers: [[sendOrderCodeFx, async () => Promise.reject(new ApiError(429, 'Слишком много запросов. Попробуйте позже'))]],
    });
    await allSettled(phoneConfirmationRequested, { scope: refused, params: { phone: PHONE } });
    expect(refused.getState($sendError)).toBe('Слишком много запросов. Попробуйте позже');
  });

  it('asks for 4 digits before asking the server: «Пожалуйста введите 4 цифры»', async () => {
    const check = jest.fn(async () => true);
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, sent],
        [secondPassedFx, async (g: number) => g],
        [checkOrderCodeFx, check],
      ],
    });
    await allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    await allSettled(codeSubmitted, { scope, params: '12a' });
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($codeError)).toBe('Пожалуйста введите 4 цифры');
  });

  it('a wrong code shows «Неверный код подтверждения» for 5 seconds', async () => {
    const timers: { ms: number; release: () => void }[] = [];
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, sent],
        [secondPassedFx, async (g: number) => g],
        [checkOrderCodeFx, async () => false],
        [
          delayFx,
          ({ ms, generation }: { ms: number; generation: number }) =>
            new Promise<number>((resolve) => timers.push({ ms, release: () => resolve(generation) })),
        ],
      ],
    });
    await allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    const settled = allSettled(codeSubmitted, { scope, params: '0000' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($codeError)).toBe('Неверный код подтверждения');
    expect(timers.map((t) => t.ms)).toEqual([5000]);
    timers[0]!.release();
    await settled;
    expect(scope.getState($codeError)).toBeNull();
  });

  it('the right code confirms the phone with its hash and closes', async () => {
    const check = jest.fn(async () => true);
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, sent],
        [secondPassedFx, async (g: number) => g],
        [checkOrderCodeFx, check],
      ],
    });
    const confirmed: unknown[] = [];
    createWatch({ unit: phoneConfirmed, scope, fn: (payload) => void confirmed.push(payload) });
    await allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    await allSettled(codeSubmitted, { scope, params: '1234' });
    expect(check).toHaveBeenCalledWith({ phone: PHONE, code: '1234', hashCode: 'h1' });
    expect(confirmed).toEqual([{ phone: PHONE, hashCode: 'h1' }]);
    expect(scope.getState($confirmed)).toEqual({ phone: PHONE, hashCode: 'h1' });
    expect(scope.getState($done)).toBe(true);
  });

  it('a failed check without a message says «Произошла ошибка при подтверждении номера телефона»', async () => {
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, sent],
        [secondPassedFx, async (g: number) => g],
        [checkOrderCodeFx, async () => Promise.reject(new ApiError(0, ''))],
      ],
    });
    await allSettled(phoneConfirmationRequested, { scope, params: { phone: PHONE } });
    await allSettled(codeSubmitted, { scope, params: '1234' });
    expect(scope.getState($codeError)).toBe('Произошла ошибка при подтверждении номера телефона');
  });
});
