/**
 * Sign-in by SMS code (SPEC §4): a code to the phone, then the code; a new phone registers with it.
 */
import { createEvent, createStore, sample } from 'effector';
import { requestAuthCodeFx, type CodeRequestBody } from '../../../shared/api/auth';
import { callSubmitted, identifierBody, type AuthCall } from './auth-call';
import { flowReset } from './view';

export interface RegistrationForm {
  code: string;
  firstName: string;
  lastName: string;
  email?: string;
  password?: string;
}

/** The phone or e-mail the code is for. */
export const identifierSubmitted = createEvent<{ login: string }>();
/** Four digits typed into the code field. */
export const codeEntered = createEvent<{ code: string }>();
/** «Изменить номер»: back from the code to the phone. */
export const codeStepLeft = createEvent();
export const registrationSubmitted = createEvent<RegistrationForm>();

/** The code that was sent in the code view: for whom, its hash, and whether the phone is new. */
export const $codeTarget = createStore<{ body: CodeRequestBody; hashCode: string; newUser: boolean } | null>(null)
  .on(requestAuthCodeFx.done, (_, { params, result }) => ({
    body: params.email ? { email: params.email } : { phone: params.phone },
    hashCode: result.hashCode,
    newUser: result.newUser,
  }))
  .reset(flowReset, codeStepLeft);

sample({ clock: identifierSubmitted, fn: ({ login }): AuthCall => ({ kind: 'code', body: identifierBody(login) }), target: callSubmitted });
sample({
  clock: codeEntered,
  source: $codeTarget,
  filter: (target) => target !== null && !target.newUser,
  fn: (target, { code }): AuthCall => ({ kind: 'login-by-code', body: { ...target!.body, hashCode: target!.hashCode, codePass: code } }),
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
