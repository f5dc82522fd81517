import { ApiError } from '@store/api-client';
import { $session, $storeSettings, sessionStarted, toastRequested, type SessionUser } from '@store/bus';
import { MESSAGES, NOTICES, SIGN_IN_TEXTS, recoveryFailed } from '@store/domain';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import {
  loginByCodeFx,
  loginWithPasswordFx,
  recoverPasswordFx,
  registerFx,
  requestAuthCodeFx,
  requestRecoveryCodeFx,
} from '../../../shared/api/auth';
import { issueCaptchaTokenFx } from '../../../shared/api/captcha';
import { writeUserCookieFx } from '../../../shared/api/session-cookies';
import { $captchaToken, $captchaVisible, captchaTicked } from '../../../shared/lib/captcha';
import { readClockFx, waitSecondFx } from '../../../shared/lib/clock';
import { NOW } from '../../../shared/lib/testing/tokens';
import { serverUser } from '../../../shared/lib/testing/users';
import { $resendIn } from './countdown';
import {
  $codeAttempt,
  $codeTarget,
  $developmentHostNotice,
  $fieldErrors,
  $formError,
  $recoveryTarget,
  $signedIn,
  $view,
  codeEntered,
  developmentHostNoticeClosed,
  identifierSubmitted,
  modalOpened,
  passwordSubmitted,
  recoveryCodeRequested,
  recoverySubmitted,
  registrationSubmitted,
  viewChanged,
} from './sign-in';

const sessionUser: SessionUser = { id: 5, firstName: 'Анна', lastName: 'Смирнова', phone: '79123456789', email: null, isLegal: false };
const signedInAnswer = { accessToken: 'a', user: serverUser };
const codeAnswer = (newUser = false) => ({
  hashCode: 'h1',
  expiresAt: new Date(NOW + 120_000).toISOString(),
  codeDeathDate: new Date(NOW + 120_000).toISOString(),
  newUser,
});
const wrongCode = () => new ApiError(400, MESSAGES.codeWrong, { message: MESSAGES.codeWrong, attemptsLeft: 4 });
const captchaRequired = () => new ApiError(403, MESSAGES.captchaFailed, { message: MESSAGES.captchaFailed, captchaRequired: true });

type Handler = (params: never) => unknown;

/** A scope of the modal whose calls are recorded; unlisted calls fail loudly. */
function modal(
  handlers: Partial<Record<'sendCode' | 'loginByCode' | 'login' | 'register' | 'recoveryCode' | 'recover' | 'captcha', Handler>> = {},
) {
  const sent: Record<string, unknown[]> = {};
  const record =
    (name: string, handler: Handler | undefined) =>
    async (params: unknown): Promise<unknown> => {
      (sent[name] ??= []).push(params);
      if (!handler) throw new Error(`unexpected call ${name}`);
      return handler(params as never);
    };
  const cookies: SessionUser[] = [];
  const toasts: string[] = [];
  const started: { user: SessionUser; restored?: boolean; registered?: boolean }[] = [];
  const resendIn: number[] = [];
  let clock = NOW;
  const scope = fork({
    handlers: [
      [requestAuthCodeFx, record('sendCode', handlers.sendCode)],
      [loginByCodeFx, record('loginByCode', handlers.loginByCode)],
      [loginWithPasswordFx, record('login', handlers.login)],
      [registerFx, record('register', handlers.register)],
      [requestRecoveryCodeFx, record('recoveryCode', handlers.recoveryCode)],
      [recoverPasswordFx, record('recover', handlers.recover)],
      [issueCaptchaTokenFx, record('captcha', handlers.captcha)],
      [writeUserCookieFx, (user: SessionUser) => void cookies.push(user)],
      [readClockFx, () => clock],
      // The first second of a countdown lasts ten minutes here: every countdown ends within the test.
      [
        waitSecondFx,
        async () => {
          clock += 600_000;
        },
      ],
    ],
  });
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => toasts.push(message) });
  createWatch({ unit: sessionStarted, scope, fn: (payload) => started.push(payload) });
  createWatch({ unit: $resendIn, scope, fn: (left) => resendIn.push(left) });
  // SPEC §4's goal each sign-in reaches in the shell's analytics: told by the session it starts.
  const goals = () => started.map(({ registered }) => (registered ? 'registration' : 'login'));
  return { scope, sent, goals, cookies, toasts, started, resendIn };
}

const open = (scope: Scope, mode?: 'code' | 'password') => allSettled(modalOpened, { scope, params: { mode } });

describe('sign-in by phone and SMS code (SPEC §4 "Sign-in")', () => {
  it('sends the code, shows the code step with a countdown from codeDeathDate, signs in with the 4 digits', async () => {
    const m = modal({ sendCode: () => codeAnswer(), loginByCode: () => ({ ...signedInAnswer, newUser: false }) });
    await open(m.scope);
    expect(m.scope.getState($view)).toBe('code');
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '+7 (912) 345-67-89' } });
    expect(m.sent.sendCode).toEqual([{ phone: '+7 (912) 345-67-89' }]);
    expect(m.scope.getState($codeTarget)).toEqual({ body: { phone: '+7 (912) 345-67-89' }, hashCode: 'h1', newUser: false });
    expect(m.resendIn).toEqual([120, 0]);

    await allSettled(codeEntered, { scope: m.scope, params: { code: '1234' } });
    expect(m.sent.loginByCode).toEqual([{ phone: '+7 (912) 345-67-89', hashCode: 'h1', codePass: '1234' }]);
    expect(m.scope.getState($signedIn)).toBe(true);
    expect(m.scope.getState($session)).toEqual({ isAuth: true, user: sessionUser });
    expect(m.started).toEqual([{ user: sessionUser, restored: false }]);
    expect(m.cookies).toEqual([sessionUser]);
    expect(m.goals()).toEqual(['login']);
  });

  it('an e-mail in the field asks for the code by e-mail (it goes to the account phone)', async () => {
    const m = modal({ sendCode: () => codeAnswer() });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: ' ivan@mail.ru ' } });
    expect(m.sent.sendCode).toEqual([{ email: 'ivan@mail.ru' }]);
  });

  it("code sending fails: the server's message, else 'Произошла ошибка при отправке кода'", async () => {
    const silent = modal({ sendCode: () => Promise.reject(new ApiError(0, 'Network Error')) });
    await allSettled(identifierSubmitted, { scope: silent.scope, params: { login: '89123456789' } });
    expect(silent.scope.getState($formError)).toBe(MESSAGES.codeSendFailed);
    expect(silent.scope.getState($codeTarget)).toBeNull();

    const limited = modal({
      sendCode: () => Promise.reject(new ApiError(429, 'x', { message: 'Новый код можно запросить через 42 сек.', retryAfter: 42 })),
    });
    await allSettled(identifierSubmitted, { scope: limited.scope, params: { login: '89123456789' } });
    expect(limited.scope.getState($formError)).toBe('Новый код можно запросить через 42 сек.');
  });

  it('a wrong code shows the message and empties the field for a fresh try', async () => {
    const m = modal({ sendCode: () => codeAnswer(), loginByCode: () => Promise.reject(wrongCode()) });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    await allSettled(codeEntered, { scope: m.scope, params: { code: '0000' } });
    expect(m.scope.getState($formError)).toBe('Неверный код подтверждения');
    expect(m.scope.getState($codeAttempt)).toBe(1);
    expect(m.scope.getState($signedIn)).toBe(false);
    expect(m.scope.getState($session).isAuth).toBe(false);
  });

  it('login failure without a server message names the support phone from the store settings; before they arrive it ends without a number', async () => {
    const m = modal({ sendCode: () => codeAnswer(), loginByCode: () => Promise.reject(new ApiError(500, 'Request failed')) });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    await allSettled(codeEntered, { scope: m.scope, params: { code: '1234' } });
    expect(m.scope.getState($formError)).toBe('Произошла ошибка при авторизации. Обратитесь к оператору');

    const configured = modal({ login: () => Promise.reject(new ApiError(0, 'Network Error')) });
    await allSettled($storeSettings, {
      scope: configured.scope,
      params: { supportPhone: '+7 (3952) 00-00-00', supportHours: '10:00-19:00', demo: false, developmentHost: false },
    });
    await allSettled(passwordSubmitted, { scope: configured.scope, params: { login: '89123456789', password: 'secret-12' } });
    expect(configured.scope.getState($formError)).toBe(
      'Произошла ошибка при авторизации. Обратитесь к оператору по номеру +7 (3952) 00-00-00',
    );
  });

  it('on the development host a phone outside the list gets the warning and no code field', async () => {
    const m = modal({
      sendCode: () => Promise.reject(new ApiError(403, 'x', { message: NOTICES.developmentHostPhone, developmentHost: true })),
    });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    expect(m.scope.getState($developmentHostNotice)).toBe(NOTICES.developmentHostPhone);
    expect(m.scope.getState($codeTarget)).toBeNull();
    expect(m.scope.getState($formError)).toBeNull();
    expect(m.scope.getState($captchaVisible)).toBe(false);
    await allSettled(developmentHostNoticeClosed, { scope: m.scope });
    expect(m.scope.getState($developmentHostNotice)).toBeNull();
  });
});

describe('the captcha wrapper (SPEC §4 "Captcha")', () => {
  it('a wrong code shows the checkbox; the right code without it is refused, ticking it repeats the call with the token; success resets', async () => {
    let tries = 0;
    const m = modal({
      sendCode: () => codeAnswer(),
      loginByCode: (body: { codePass: string; gReCaptchaToken?: string }) => {
        tries += 1;
        if (tries === 1) return Promise.reject(wrongCode());
        if (!body.gReCaptchaToken) return Promise.reject(captchaRequired());
        return { ...signedInAnswer, newUser: false };
      },
      captcha: () => 'captcha-token-1',
    });
    await open(m.scope);
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    await allSettled(codeEntered, { scope: m.scope, params: { code: '0000' } });
    expect(m.scope.getState($captchaVisible)).toBe(true);

    await allSettled(codeEntered, { scope: m.scope, params: { code: '1234' } });
    expect(m.scope.getState($formError)).toBe(SIGN_IN_TEXTS.captchaRequired);
    expect(m.scope.getState($signedIn)).toBe(false);
    expect(m.toasts).toEqual([]);

    await allSettled(captchaTicked, { scope: m.scope });
    expect(m.sent.loginByCode).toEqual([
      { phone: '89123456789', hashCode: 'h1', codePass: '0000' },
      { phone: '89123456789', hashCode: 'h1', codePass: '1234' },
      { phone: '89123456789', hashCode: 'h1', codePass: '1234', gReCaptchaToken: 'captcha-token-1' },
    ]);
    expect(m.scope.getState($signedIn)).toBe(true);
    expect(m.scope.getState($captchaVisible)).toBe(false);
    expect(m.scope.getState($captchaToken)).toBeNull();
  });

  it('a token ticked in advance goes with the next call only (the server spends it once)', async () => {
    const m = modal({ sendCode: () => codeAnswer(), loginByCode: () => Promise.reject(wrongCode()), captcha: () => 't1' });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    await allSettled(codeEntered, { scope: m.scope, params: { code: '0000' } });
    await allSettled(captchaTicked, { scope: m.scope });
    expect(m.scope.getState($captchaToken)).toBe('t1');
    await allSettled(codeEntered, { scope: m.scope, params: { code: '1111' } });
    expect(m.sent.loginByCode?.[1]).toMatchObject({ codePass: '1111', gReCaptchaToken: 't1' });
    expect(m.scope.getState($captchaToken)).toBeNull();
    expect(m.scope.getState($captchaVisible)).toBe(true);
  });

  it("a 403 although the captcha was passed: toast 'Не удалось удостовериться, что вы не робот...'", async () => {
    const m = modal({ login: () => Promise.reject(captchaRequired()), captcha: () => 't1' });
    await allSettled(passwordSubmitted, { scope: m.scope, params: { login: '89123456789', password: 'secret-12' } });
    expect(m.scope.getState($captchaVisible)).toBe(true);
    expect(m.toasts).toEqual([]);
    await allSettled(captchaTicked, { scope: m.scope });
    expect(m.sent.login).toHaveLength(2);
    expect(m.toasts).toEqual([MESSAGES.captchaFailed]);
    expect(m.scope.getState($captchaVisible)).toBe(true);
  });

  it('a provider that gives no token reads as a failed check', async () => {
    const m = modal({ captcha: () => Promise.reject(new ApiError(404, 'Не найдено')) });
    await allSettled(captchaTicked, { scope: m.scope });
    expect(m.toasts).toEqual([MESSAGES.captchaFailed]);
    expect(m.scope.getState($captchaToken)).toBeNull();
  });
});

describe('password sign-in (SPEC §4 modes, §5 identifier)', () => {
  it('sends a phone as phone and an e-mail as email', async () => {
    const m = modal({ login: () => signedInAnswer });
    await open(m.scope, 'password');
    expect(m.scope.getState($view)).toBe('password');
    await allSettled(passwordSubmitted, { scope: m.scope, params: { login: 'Ivan@Mail.ru', password: 'secret-12' } });
    await allSettled(passwordSubmitted, { scope: m.scope, params: { login: '8 912 345-67-89', password: 'secret-12' } });
    expect(m.sent.login).toEqual([
      { email: 'Ivan@Mail.ru', password: 'secret-12' },
      { phone: '8 912 345-67-89', password: 'secret-12' },
    ]);
    expect(m.goals()).toEqual(['login', 'login']);
  });

  it("a wrong password shows the server's message and, from then on, the captcha", async () => {
    const m = modal({ login: () => Promise.reject(new ApiError(400, 'x', { message: 'Неверный номер телефона, почта или пароль' })) });
    await allSettled(passwordSubmitted, { scope: m.scope, params: { login: 'ivan@mail.ru', password: 'wrong-123' } });
    expect(m.scope.getState($formError)).toBe('Неверный номер телефона, почта или пароль');
    expect(m.scope.getState($captchaVisible)).toBe(true);
  });
});

describe('registration of a new phone (SPEC §4, §7 /api/auth/registration)', () => {
  it('a new phone is not signed in by its code alone: names come with it, and the goal is registration', async () => {
    const m = modal({ sendCode: () => codeAnswer(true), register: () => signedInAnswer });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    expect(m.scope.getState($codeTarget)?.newUser).toBe(true);
    await allSettled(codeEntered, { scope: m.scope, params: { code: '1234' } });
    expect(m.sent.loginByCode).toBeUndefined();

    await allSettled(registrationSubmitted, {
      scope: m.scope,
      params: { code: '1234', firstName: ' Анна ', lastName: 'Смирнова', email: '', password: 'secret-12' },
    });
    expect(m.sent.register).toEqual([
      {
        phone: '89123456789',
        hashCode: 'h1',
        codePass: '1234',
        firstName: 'Анна',
        lastName: 'Смирнова',
        email: null,
        password: 'secret-12',
      },
    ]);
    expect(m.scope.getState($signedIn)).toBe(true);
    expect(m.goals()).toEqual(['registration']);
    expect(m.started).toEqual([{ user: sessionUser, restored: false, registered: true }]);
  });

  it("the server's field messages come back per field; without any, the registration error", async () => {
    const m = modal({
      sendCode: () => codeAnswer(true),
      register: () =>
        Promise.reject(new ApiError(400, 'x', { message: 'Введите корректную почту', errors: { email: 'Введите корректную почту' } })),
    });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    await allSettled(registrationSubmitted, { scope: m.scope, params: { code: '1234', firstName: 'Анна', lastName: 'С', email: 'a@b' } });
    expect(m.scope.getState($fieldErrors)).toEqual({ email: 'Введите корректную почту' });
    expect(m.scope.getState($codeAttempt)).toBe(0);
    expect(m.scope.getState($captchaVisible)).toBe(false);

    const failing = modal({ sendCode: () => codeAnswer(true), register: () => Promise.reject(new ApiError(0, 'Network Error')) });
    await allSettled(identifierSubmitted, { scope: failing.scope, params: { login: '89123456789' } });
    await allSettled(registrationSubmitted, { scope: failing.scope, params: { code: '1234', firstName: 'Анна', lastName: 'С' } });
    expect(failing.scope.getState($formError)).toBe(SIGN_IN_TEXTS.registrationFailed);
  });
});

describe('password recovery (SPEC §4 "Recovery")', () => {
  it('phone or e-mail, then the code with the new password: signed in', async () => {
    const m = modal({
      recoveryCode: () => ({ hashCode: 'rh', expiresAt: codeAnswer().expiresAt, codeDeathDate: codeAnswer().codeDeathDate }),
      recover: () => ({ success: true, ...signedInAnswer }),
    });
    await open(m.scope, 'password');
    await allSettled(viewChanged, { scope: m.scope, params: 'recovery' });
    await allSettled(recoveryCodeRequested, { scope: m.scope, params: { login: 'ivan@mail.ru' } });
    expect(m.scope.getState($recoveryTarget)).toEqual({ body: { email: 'ivan@mail.ru' }, hashCode: 'rh' });
    expect(m.resendIn).toEqual([120, 0]);
    await allSettled(recoverySubmitted, { scope: m.scope, params: { code: '4321', password: 'new-secret-1' } });
    expect(m.sent.recover).toEqual([{ email: 'ivan@mail.ru', hashCode: 'rh', codeRecovery: '4321', newPassword: 'new-secret-1' }]);
    expect(m.scope.getState($signedIn)).toBe(true);
    expect(m.goals()).toEqual(['login']);
  });

  it('a reset that fails without a message names the operator phone', async () => {
    const m = modal({
      recoveryCode: () => ({ hashCode: 'rh', expiresAt: '', codeDeathDate: '' }),
      recover: () => Promise.reject(new ApiError(0, 'Network Error')),
    });
    await allSettled(recoveryCodeRequested, { scope: m.scope, params: { login: '89123456789' } });
    await allSettled(recoverySubmitted, { scope: m.scope, params: { code: '4321', password: 'new-secret-1' } });
    expect(m.scope.getState($formError)).toBe(recoveryFailed(null));
  });
});

describe('the resend countdown (SPEC §4, §9 "resend countdown in seconds")', () => {
  it('counts the seconds down to the death date and then allows a resend', async () => {
    let clock = NOW;
    const seen: number[] = [];
    const scope = fork({
      handlers: [
        [requestAuthCodeFx, async () => ({ ...codeAnswer(), codeDeathDate: new Date(NOW + 3_000).toISOString() })],
        [readClockFx, () => clock],
        [
          waitSecondFx,
          async () => {
            clock += 1000;
          },
        ],
      ],
    });
    createWatch({ unit: $resendIn, scope, fn: (left) => seen.push(left) });
    await allSettled(identifierSubmitted, { scope, params: { login: '89123456789' } });
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(scope.getState($resendIn)).toBe(0);
  });

  it('without a death date the default lifetime of 2 minutes applies', async () => {
    const m = modal({ sendCode: () => ({ ...codeAnswer(), codeDeathDate: 'не дата' }) });
    await allSettled(identifierSubmitted, { scope: m.scope, params: { login: '89123456789' } });
    expect(m.resendIn[0]).toBe(120);
  });
});
