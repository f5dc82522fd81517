import { createEvent, sample } from 'effector';
import { callSubmitted, identifierBody, type AuthCall } from './auth-call';

/** Sign-in by password (SPEC §4): a phone or an e-mail and the password. */
export const passwordSubmitted = createEvent<{ login: string; password: string }>();

sample({
  clock: passwordSubmitted,
  fn: ({ login, password }): AuthCall => ({ kind: 'login', body: { ...identifierBody(login), password } }),
  target: callSubmitted,
});
