import { createEvent, createStore, sample } from 'effector';
import { requestRecoveryCodeFx, type RecoveryCodeBody } from '../../../shared/api/auth';
import { callSubmitted, identifierBody, type AuthCall } from './auth-call';
import { flowReset } from './view';

/** Password recovery (SPEC §4): a code to the phone or e-mail, then the code with the new password. */
export const recoveryCodeRequested = createEvent<{ login: string }>();
export const recoverySubmitted = createEvent<{ code: string; password: string }>();

/** The recovery code that was sent: for whom and its hash. */
export const $recoveryTarget = createStore<{ body: RecoveryCodeBody; hashCode: string } | null>(null)
  .on(requestRecoveryCodeFx.done, (_, { params, result }) => ({
    body: params.email ? { email: params.email } : { phone: params.phone },
    hashCode: result.hashCode,
  }))
  .reset(flowReset);

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
