import { sessionStarted, $supportPhone, type SessionUser } from '@store/bus';
import { MESSAGES, NOTICES, SIGN_IN_TEXTS, detectLoginIdentifier, loginFailed, recoveryFailed } from '@store/domain';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import {
  loginByCodeFx,
  loginWithPasswordFx,
  recoverPasswordFx,
  registerFx,
  requestAuthCodeFx,
  requestRecoveryCodeFx,
  type CaptchaField,
  type CodeRequestBody,
  type LoginBody,
  type LoginByCodeBody,
  type RecoveryBody,
  type RecoveryCodeBody,
  type RegistrationBody,
} from '../../../shared/api/auth';
import { writeUserCookieFx } from '../../../shared/api/session-cookies';
import { reachGoalFx, type AnalyticsGoal } from '../../../shared/lib/analytics';
import { fieldErrors, isCaptchaRequired, isDevelopmentHostRefusal, serverMessage } from '../../../shared/lib/api-errors';
import {
  $captchaToken,
  captchaCallFailed,
  captchaCallSucceeded,
  captchaReset,
  captchaTokenSpent,
  issueTokenFx,
} from '../../../shared/lib/captcha';
import { toSessionUser } from '../../../shared/lib/session-user';
import { countdownStarted, countdownStopped } from './countdown';

/** What the modal shows: sign-in by SMS code (default), by password, or password recovery. */
export type View = 'code' | 'password' | 'recovery';

export interface RegistrationForm {
  code: string;
  firstName: string;
  lastName: string;
  email?: string;
  password?: string;
}

/** The modal was mounted; `mode` is the payload of `authModalRequested`. */
export const modalOpened = createEvent<{ mode?: 'code' | 'password' }>();
export const viewChanged = createEvent<View>();
/** Code view: the phone or e-mail the code is for. */
export const identifierSubmitted = createEvent<{ login: string }>();
/** Four digits typed into the code field. */
export const codeEntered = createEvent<{ code: string }>();
export const resendRequested = createEvent();
/** «Изменить номер»: back from the code to the phone. */
export const codeStepLeft = createEvent();
export const registrationSubmitted = createEvent<RegistrationForm>();
export const passwordSubmitted = createEvent<{ login: string; password: string }>();
export const recoveryCodeRequested = createEvent<{ login: string }>();
export const recoverySubmitted = createEvent<{ code: string; password: string }>();
export const developmentHostNoticeClosed = createEvent();

/** `{ email }` for an e-mail, `{ phone }` for anything else (the server checks it again). */
export function identifierBody(login: string): { phone: string } | { email: string } {
  const text = login.trim();
  return detectLoginIdentifier(text) === 'email' ? { email: text } : { phone: text };
}

/** Every call of the modal goes through one place, so the captcha can wrap them all and repeat the refused one. */
type AuthCall =
  | { kind: 'code'; body: CodeRequestBody }
  | { kind: 'login-by-code'; body: LoginByCodeBody }
  | { kind: 'login'; body: LoginBody }
  | { kind: 'register'; body: RegistrationBody }
  | { kind: 'recovery-code'; body: RecoveryCodeBody }
  | { kind: 'recover'; body: RecoveryBody };
type CallKind = AuthCall['kind'];

const callSubmitted = createEvent<AuthCall>();

export const $view = createStore<View>('code')
  .on(modalOpened, (_, { mode }) => mode ?? 'code')
  .on(viewChanged, (_, view) => view);

const flowReset = merge([modalOpened, viewChanged]);

/** The code that was sent in the code view: for whom, its hash, and whether the phone is new. */
export const $codeTarget = createStore<{ body: CodeRequestBody; hashCode: string; newUser: boolean } | null>(null)
  .on(requestAuthCodeFx.done, (_, { params, result }) => ({
    body: params.email ? { email: params.email } : { phone: params.phone },
    hashCode: result.hashCode,
    newUser: result.newUser,
  }))
  .reset(flowReset, codeStepLeft);

/** The recovery code that was sent: for whom and its hash. */
export const $recoveryTarget = createStore<{ body: RecoveryCodeBody; hashCode: string } | null>(null)
  .on(requestRecoveryCodeFx.done, (_, { params, result }) => ({
    body: params.email ? { email: params.email } : { phone: params.phone },
    hashCode: result.hashCode,
  }))
  .reset(flowReset);

/** The last call, repeated with a captcha token when the server asked for one. */
const $lastCall = createStore<AuthCall | null>(null, { serialize: 'ignore' })
  .on(callSubmitted, (_, call) => call)
  .reset(modalOpened);

// The token is read as the call leaves and then spent: the server accepts a token once.
const callSent = sample({ clock: callSubmitted, source: $captchaToken, fn: (token, call) => ({ call, token }) });
sample({ clock: callSent, filter: ({ token }) => token !== null, target: captchaTokenSpent });

const withToken = <B extends object>(body: B, token: string | null): B & CaptchaField =>
  token ? { ...body, gReCaptchaToken: token } : body;
sample({
  clock: callSent.filterMap(({ call, token }) => (call.kind === 'code' ? withToken(call.body, token) : undefined)),
  target: requestAuthCodeFx,
});
sample({
  clock: callSent.filterMap(({ call, token }) => (call.kind === 'login-by-code' ? withToken(call.body, token) : undefined)),
  target: loginByCodeFx,
});
sample({
  clock: callSent.filterMap(({ call, token }) => (call.kind === 'login' ? withToken(call.body, token) : undefined)),
  target: loginWithPasswordFx,
});
sample({
  clock: callSent.filterMap(({ call, token }) => (call.kind === 'register' ? withToken(call.body, token) : undefined)),
  target: registerFx,
});
sample({
  clock: callSent.filterMap(({ call, token }) => (call.kind === 'recovery-code' ? withToken(call.body, token) : undefined)),
  target: requestRecoveryCodeFx,
});
sample({
  clock: callSent.filterMap(({ call, token }) => (call.kind === 'recover' ? withToken(call.body, token) : undefined)),
  target: recoverPasswordFx,
});

const calls = [requestAuthCodeFx, loginByCodeFx, loginWithPasswordFx, registerFx, requestRecoveryCodeFx, recoverPasswordFx] as const;

/** A call of the modal failed; `tokenSent` when it carried a captcha token. */
const callFailed = merge(
  calls.map((fx) =>
    fx.fail.map(({ params, error }: { params: CaptchaField; error: Error }) => ({ error, tokenSent: Boolean(params.gReCaptchaToken) })),
  ),
);
sample({ clock: callFailed, target: captchaCallFailed });
sample({ clock: merge(calls.map((fx) => fx.done)), target: captchaCallSucceeded });

// Asked for a captcha, the shopper ticked the box: the refused call goes again, now with the token.
const $awaitingCaptcha = createStore(false)
  .on(callFailed, (_, { error, tokenSent }) => isCaptchaRequired(error) && !tokenSent)
  .reset(callSubmitted, modalOpened);
sample({
  clock: issueTokenFx.done,
  source: { awaiting: $awaitingCaptcha, call: $lastCall },
  filter: ({ awaiting, call }) => awaiting && call !== null,
  fn: ({ call }) => call as AuthCall,
  target: callSubmitted,
});

/** SPEC §8: the server's message when it sent one, else the default text of each situation. */
function failureText(kind: CallKind, error: unknown, tokenSent: boolean, phone: string | null): string | null {
  if (isDevelopmentHostRefusal(error)) return null;
  // The box appears; with a token already sent the toast of the captcha wrapper says it.
  if (isCaptchaRequired(error)) return tokenSent ? null : SIGN_IN_TEXTS.captchaRequired;
  const message = serverMessage(error);
  if (message) return message;
  switch (kind) {
    case 'code':
    case 'recovery-code':
      return MESSAGES.codeSendFailed;
    case 'register':
      return SIGN_IN_TEXTS.registrationFailed;
    case 'recover':
      return recoveryFailed(phone);
    default:
      return loginFailed(phone);
  }
}

/** What went wrong with the last call, in the words of SPEC §8; shown under the form and announced. */
export const $formError = createStore<string | null>(null).reset(flowReset, callSubmitted, codeStepLeft);
sample({
  clock: callFailed,
  source: { call: $lastCall, phone: $supportPhone },
  fn: ({ call, phone }, { error, tokenSent }) => failureText(call?.kind ?? 'login', error, tokenSent, phone),
  target: $formError,
});

/** The server's message for each field of a refused form (registration, new password). */
export const $fieldErrors = createStore<Record<string, string>>({})
  .on(callFailed, (_, { error }) => fieldErrors(error))
  .reset(flowReset, callSubmitted);

/** SPEC §5: on the development host a phone outside the list gets this warning and no code. */
export const $developmentHostNotice = createStore<string | null>(null)
  .on([requestAuthCodeFx.failData, requestRecoveryCodeFx.failData], (notice, error) =>
    isDevelopmentHostRefusal(error) ? (serverMessage(error) ?? NOTICES.developmentHostPhone) : notice,
  )
  .reset(flowReset, developmentHostNoticeClosed);

/** Bumped by every refused code: the code field starts empty for a fresh try. */
export const $codeAttempt = createStore(0).on(
  [loginByCodeFx.failData, registerFx.failData, recoverPasswordFx.failData],
  // A form error or a captcha to pass says nothing against the code: it stays.
  (attempt, error) => (Object.keys(fieldErrors(error)).length === 0 && !isCaptchaRequired(error) ? attempt + 1 : attempt),
);

export const $pending = combine(
  calls.map((fx) => fx.pending),
  (pending) => pending.some(Boolean),
);

// Code view.
sample({ clock: identifierSubmitted, fn: ({ login }): AuthCall => ({ kind: 'code', body: identifierBody(login) }), target: callSubmitted });
sample({
  clock: codeEntered,
  source: $codeTarget,
  filter: (target) => target !== null && !target.newUser,
  fn: (target, { code }): AuthCall => ({ kind: 'login-by-code', body: { ...target!.body, hashCode: target!.hashCode, codePass: code } }),
  target: callSubmitted,
});
sample({
  clock: resendRequested,
  source: { view: $view, code: $codeTarget, recovery: $recoveryTarget },
  filter: ({ view, code, recovery }) => (view === 'recovery' ? recovery !== null : code !== null),
  fn: ({ view, code, recovery }): AuthCall =>
    view === 'recovery' ? { kind: 'recovery-code', body: recovery!.body } : { kind: 'code', body: code!.body },
  target: callSubmitted,
});
// A new phone registers: its code, names, and optionally an e-mail and a password, in one call.
sample({
  clock: registrationSubmitted,
  source: $codeTarget,
  filter: (target) => Boolean(target?.newUser && target.body.phone),
  fn: (target, form): AuthCall => ({
    kind: 'register',
    body: {
      phone: target!.body.phone!,
      hashCode: target!.hashCode,
      codePass: form.code,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email?.trim() || null,
      password: form.password || null,
    },
  }),
  target: callSubmitted,
});

// Password view.
sample({
  clock: passwordSubmitted,
  fn: ({ login, password }): AuthCall => ({ kind: 'login', body: { ...identifierBody(login), password } }),
  target: callSubmitted,
});

// Recovery: phone or e-mail, then the code with the new password.
sample({
  clock: recoveryCodeRequested,
  fn: ({ login }): AuthCall => ({ kind: 'recovery-code', body: identifierBody(login) }),
  target: callSubmitted,
});
sample({
  clock: recoverySubmitted,
  source: $recoveryTarget,
  filter: Boolean,
  fn: (target, { code, password }): AuthCall => ({
    kind: 'recover',
    body: { ...target!.body, hashCode: target!.hashCode, codeRecovery: code, newPassword: password },
  }),
  target: callSubmitted,
});

// The resend countdown runs from each code sent to its death date.
sample({
  clock: [requestAuthCodeFx.doneData, requestRecoveryCodeFx.doneData],
  fn: ({ codeDeathDate }) => codeDeathDate,
  target: countdownStarted,
});
sample({ clock: [flowReset, codeStepLeft], target: countdownStopped });
sample({ clock: modalOpened, target: captchaReset });

/** Signed in by any of the flows; the goal is the analytics goal it reaches. */
const signedIn = createEvent<{ user: SessionUser; goal: AnalyticsGoal }>();
sample({
  clock: loginByCodeFx.doneData,
  fn: ({ user, newUser }) => ({ user: toSessionUser(user), goal: newUser ? ('registration' as const) : ('login' as const) }),
  target: signedIn,
});
sample({
  clock: [loginWithPasswordFx.doneData, recoverPasswordFx.doneData],
  fn: ({ user }) => ({ user: toSessionUser(user), goal: 'login' as const }),
  target: signedIn,
});
sample({ clock: registerFx.doneData, fn: ({ user }) => ({ user: toSessionUser(user), goal: 'registration' as const }), target: signedIn });

sample({ clock: signedIn, fn: ({ user }) => user, target: writeUserCookieFx });
// Favourites, compare and the guest cart are pushed by their owners when they see a fresh session.
sample({ clock: signedIn, fn: ({ user }) => ({ user, restored: false }), target: sessionStarted });
sample({ clock: signedIn, fn: ({ goal }) => goal, target: reachGoalFx });

/** The modal has done its work: it closes. */
export const $signedIn = createStore(false)
  .on(signedIn, () => true)
  .reset(modalOpened);
