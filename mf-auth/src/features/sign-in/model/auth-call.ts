import { detectLoginIdentifier } from '@store/domain';
import { combine, createEvent, createStore, merge, sample, type UnitTargetable } from 'effector';
import * as authApi from '../../../shared/api/auth';
import type {
  CaptchaField,
  CodeRequestBody,
  LoginBody,
  LoginByCodeBody,
  RecoveryBody,
  RecoveryCodeBody,
  RegistrationBody,
} from '../../../shared/api/auth';
import { isCaptchaRequired } from '../../../shared/lib/api-errors';
import {
  $captchaToken,
  captchaCallFailed,
  captchaCallSucceeded,
  captchaReset,
  captchaTokenIssued,
  captchaTokenSpent,
} from '../../../shared/lib/captcha';
import { modalOpened } from './view';

/** Every call of the modal goes through one place, so the captcha can wrap them all and repeat the refused one. */
export type AuthCall =
  | { kind: 'code'; body: CodeRequestBody }
  | { kind: 'login-by-code'; body: LoginByCodeBody }
  | { kind: 'login'; body: LoginBody }
  | { kind: 'register'; body: RegistrationBody }
  | { kind: 'recovery-code'; body: RecoveryCodeBody }
  | { kind: 'recover'; body: RecoveryBody };
export type CallKind = AuthCall['kind'];
type BodyOf<K extends CallKind> = Extract<AuthCall, { kind: K }>['body'];

/** The call each kind makes: one table instead of one routing rule per call. */
const CALL_EFFECTS = {
  code: authApi.requestAuthCodeFx,
  'login-by-code': authApi.loginByCodeFx,
  login: authApi.loginWithPasswordFx,
  register: authApi.registerFx,
  'recovery-code': authApi.requestRecoveryCodeFx,
  recover: authApi.recoverPasswordFx,
} as const;
/** The table as targets of their bodies: checks that each kind's body is what its call takes. */
const TARGETS: { [K in CallKind]: UnitTargetable<BodyOf<K> & CaptchaField> } = CALL_EFFECTS;
const calls = Object.values(CALL_EFFECTS);

/** `{ email }` for an e-mail, `{ phone }` for anything else (the server checks it again). */
export function identifierBody(login: string): { phone: string } | { email: string } {
  const text = login.trim();
  return detectLoginIdentifier(text) === 'email' ? { email: text } : { phone: text };
}

/** A flow asks for a call; it leaves with the captcha token, if the shopper has one. */
export const callSubmitted = createEvent<AuthCall>();

/** The last call, repeated with a captcha token when the server asked for one. */
export const $lastCall = createStore<AuthCall | null>(null, { serialize: 'ignore' })
  .on(callSubmitted, (_, call) => call)
  .reset(modalOpened);

// The token is read as the call leaves and then spent: the server accepts a token once.
const callSent = sample({ clock: callSubmitted, source: $captchaToken, fn: (token, call) => ({ call, token }) });
sample({ clock: callSent, filter: ({ token }) => token !== null, target: captchaTokenSpent });

const withToken = <B extends object>(body: B, token: string | null): B & CaptchaField =>
  token ? { ...body, gReCaptchaToken: token } : body;

// Each call goes to its own effect; TARGETS has checked that each kind's body is what it takes.
for (const kind of Object.keys(TARGETS) as CallKind[]) {
  sample({
    clock: callSent.filterMap(({ call, token }) => (call.kind === kind ? withToken(call.body, token) : undefined)),
    target: TARGETS[kind] as UnitTargetable<AuthCall['body'] & CaptchaField>,
  });
}

/** A call of the modal failed; `tokenSent` when it carried a captcha token. */
export const callFailed = merge(
  calls.map((fx) =>
    fx.fail.map(({ params, error }: { params: CaptchaField; error: Error }) => ({ error, tokenSent: Boolean(params.gReCaptchaToken) })),
  ),
);
sample({ clock: callFailed, target: captchaCallFailed });
sample({ clock: merge(calls.map((fx) => fx.done)), target: captchaCallSucceeded });
sample({ clock: modalOpened, target: captchaReset });

// Asked for a captcha, the shopper passed it: the refused call goes again, now with the token.
const $awaitingCaptcha = createStore(false)
  .on(callFailed, (_, { error, tokenSent }) => isCaptchaRequired(error) && !tokenSent)
  .reset(callSubmitted, modalOpened);
sample({
  clock: captchaTokenIssued,
  source: { awaiting: $awaitingCaptcha, call: $lastCall },
  filter: ({ awaiting, call }) => awaiting && call !== null,
  fn: ({ call }) => call as AuthCall,
  target: callSubmitted,
});

/** Some call of the modal is on its way. */
export const $pending = combine(
  calls.map((fx) => fx.pending),
  (pending) => pending.some(Boolean),
);
