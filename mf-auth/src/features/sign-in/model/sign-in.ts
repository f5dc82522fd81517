import { ApiError, loginByCode, loginWithPassword, requestAuthCode, type AuthUser, type LoginAnswer } from '@store/api-client';
import { sessionStarted, type SessionUser } from '@store/bus';
import { createEffect, createEvent, createStore, sample } from 'effector';

export type Mode = 'code' | 'password';

const CODE_SEND_FAILED = 'Произошла ошибка при отправке кода';

/** The message of the server when it sent one, else the default of SPEC §8. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;

export const modeToggled = createEvent();
export const codeRequested = createEvent<{ phone: string }>();
export const codeEntered = createEvent<{ code: string }>();
export const passwordSubmitted = createEvent<{ login: string; password: string; kind: 'phone' | 'email' }>();
export const modalOpened = createEvent();

export const requestCodeFx = createEffect(requestAuthCode);
export const loginByCodeFx = createEffect(loginByCode);
export const loginWithPasswordFx = createEffect(loginWithPassword);

export const $mode = createStore<Mode>('code')
  .on(modeToggled, (mode) => (mode === 'code' ? 'password' : 'code'))
  .reset(modalOpened);
/** Phone and hashCode of the code that was sent; the code field shows once it is set. */
export const $sentCode = createStore<{ phone: string; hashCode: string } | null>(null)
  .on(requestCodeFx.done, (_, { params, result }) => ({ phone: params.phone, hashCode: result.hashCode }))
  .reset(modalOpened, modeToggled);
export const $error = createStore<string | null>(null)
  .on(requestCodeFx.failData, (_, error) => messageOf(error, CODE_SEND_FAILED))
  .on(loginByCodeFx.failData, (_, error) => messageOf(error, 'Неверный код подтверждения'))
  .on(loginWithPasswordFx.failData, (_, error) => messageOf(error, 'Произошла ошибка при авторизации'))
  .reset(modalOpened, modeToggled, requestCodeFx, loginByCodeFx, loginWithPasswordFx);
export const $signedIn = createStore(false)
  .on([loginByCodeFx.done, loginWithPasswordFx.done], () => true)
  .reset(modalOpened);

sample({ clock: codeRequested, target: requestCodeFx });
sample({
  clock: codeEntered,
  source: $sentCode,
  filter: (sent): sent is { phone: string; hashCode: string } => sent !== null,
  fn: (sent, { code }) => ({ phone: sent!.phone, hashCode: sent!.hashCode, codePass: code }),
  target: loginByCodeFx,
});
sample({
  clock: passwordSubmitted,
  fn: ({ login, password, kind }) => (kind === 'email' ? { email: login, password } : { phone: login, password }),
  target: loginWithPasswordFx,
});

const toSessionUser = (user: AuthUser): SessionUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  email: user.email,
  isLegal: Boolean(user.legal),
});

sample({
  clock: [loginByCodeFx.doneData, loginWithPasswordFx.doneData],
  fn: (answer: LoginAnswer) => ({ user: toSessionUser(answer.user) }),
  target: sessionStarted,
});
