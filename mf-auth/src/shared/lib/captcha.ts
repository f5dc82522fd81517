import { toastRequested } from '@store/bus';
import { MESSAGES } from '@store/domain';
import { attach, createEvent, createStore, sample } from 'effector';
import { issueCaptchaTokenFx, localCaptchaProvider, type CaptchaProvider } from '../api/captcha';
import { isCaptchaRequired, isCredentialFailure } from './api-errors';

/**
 * The captcha wrapper of SPEC §4 "Captcha": the first failure shows a visible checkbox captcha; a
 * 403 after the captcha was passed shows an error toast; a success resets it. The calls it wraps
 * report here (`captchaCallFailed`, `captchaCallSucceeded`) and carry `$captchaToken`.
 */

/** The shopper ticked the box: ask the provider for a token. */
export const captchaTicked = createEvent();
/** A new sign-in begins (the modal opened): nothing is owed. */
export const captchaReset = createEvent();
/** A wrapped call failed; `tokenSent` tells whether it carried a captcha token. */
export const captchaCallFailed = createEvent<{ error: unknown; tokenSent: boolean }>();
/** A wrapped call passed: the server has reset its failure counter too. */
export const captchaCallSucceeded = createEvent();
/** A wrapped call went out with the token: the server spends a token once, so the box must be ticked again. */
export const captchaTokenSpent = createEvent();

/** Which captcha is used: the local checkbox unless configured otherwise. */
export const $captchaProvider = createStore<CaptchaProvider>(localCaptchaProvider, { serialize: 'ignore' });

export const issueTokenFx = attach({ source: $captchaProvider, effect: issueCaptchaTokenFx });

export const $captchaToken = createStore<string | null>(null)
  .on(issueTokenFx.doneData, (_, token) => token)
  .reset(captchaReset, captchaTokenSpent, captchaCallSucceeded);

/** The checkbox is shown from the first failure (or the first 403 that asks for it) until a success. */
export const $captchaVisible = createStore(false)
  .on(captchaCallFailed, (visible, { error }) => visible || isCaptchaRequired(error) || isCredentialFailure(error))
  .reset(captchaReset, captchaCallSucceeded);

/** The last call was refused for want of a captcha: the box waits to be ticked. */
export const $captchaAwaited = createStore(false)
  .on(captchaCallFailed, (_, { error, tokenSent }) => isCaptchaRequired(error) && !tokenSent)
  .reset(captchaReset, captchaCallSucceeded, issueTokenFx.done);

/** The provider could not give a token (or refused one): the shopper is told as after a failed check. */
const captchaFailed = createEvent();
sample({ clock: captchaCallFailed, filter: ({ error, tokenSent }) => tokenSent && isCaptchaRequired(error), target: captchaFailed });
sample({ clock: issueTokenFx.fail, target: captchaFailed });
sample({ clock: captchaTicked, filter: issueTokenFx.pending.map((pending) => !pending), target: issueTokenFx });
sample({
  clock: captchaFailed,
  fn: () => ({ message: MESSAGES.captchaFailed, variant: 'error' as const }),
  target: toastRequested,
});
