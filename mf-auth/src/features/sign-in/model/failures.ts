import { $supportPhone } from '@store/bus';
import { MESSAGES, NOTICES, SIGN_IN_TEXTS, loginFailed, recoveryFailed } from '@store/domain';
import { createEvent, createStore, sample } from 'effector';
import { loginByCodeFx, recoverPasswordFx, registerFx, requestAuthCodeFx, requestRecoveryCodeFx } from '../../../shared/api/auth';
import { fieldErrors, isCaptchaRequired, isDevelopmentHostRefusal, serverMessage } from '../../../shared/lib/api-errors';
import { $lastCall, callFailed, callSubmitted, type CallKind } from './auth-call';
import { codeStepLeft } from './code-flow';
import { flowReset } from './view';

export const developmentHostNoticeClosed = createEvent();

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
