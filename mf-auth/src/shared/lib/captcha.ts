import { $storeSettings, toastRequested } from '@store/bus';
import { MESSAGES } from '@store/domain';
import { attach, createEvent, createStore, sample, scopeBind } from 'effector';
import { issueCaptchaTokenFx, localCaptchaProvider, type CaptchaProvider } from '../api/captcha';
import { createBrowserRecaptcha, type RecaptchaPort } from '../api/recaptcha';
import { isCaptchaRequired, isCredentialFailure } from './api-errors';

/**
 * The captcha wrapper of SPEC §4 "Captcha": the first failure shows a visible checkbox captcha; a
 * 403 after the captcha was passed shows an error toast; a success resets it. The calls it wraps
 * report here (`captchaCallFailed`, `captchaCallSucceeded`) and carry `$captchaToken`.
 * The checkbox is the API's own, or Google's reCAPTCHA widget when the store's settings name a
 * site key (the API then verifies with Google): either gives its token through `captchaTokenIssued`.
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

/** The shopper passed the captcha (the local box's token came, or Google's widget gave one). */
export const captchaTokenIssued = createEvent<string>();
sample({ clock: issueTokenFx.doneData, target: captchaTokenIssued });

/** reCAPTCHA's site key when the API checks captchas with Google; null: the local checkbox. */
export const $recaptchaSiteKey = $storeSettings.map((settings) => settings?.recaptchaSiteKey ?? null);
export const $recaptchaPort = createStore<RecaptchaPort>(createBrowserRecaptcha(), { serialize: 'ignore' });
/** The widget's place is on the page (the captcha is due): the widget is drawn there. */
export const recaptchaMounted = createEvent<HTMLElement>();
export const recaptchaUnmounted = createEvent();
export const recaptchaExpired = createEvent();
export const recaptchaErrored = createEvent();

export const renderRecaptchaFx = attach({
  source: { port: $recaptchaPort, siteKey: $recaptchaSiteKey },
  effect: ({ port, siteKey }, element: HTMLElement) => {
    if (siteKey === null) throw new Error('reCAPTCHA: нет ключа сайта');
    // The widget calls back outside any Effector call: its answers are bound to this scope here.
    const passed = scopeBind(captchaTokenIssued, { safe: true });
    const expired = scopeBind(recaptchaExpired, { safe: true });
    const failed = scopeBind(recaptchaErrored, { safe: true });
    return port.render(element, siteKey, { passed, expired, failed: () => failed() });
  },
});
const $recaptchaWidget = createStore<number | null>(null, { serialize: 'ignore' })
  .on(renderRecaptchaFx.doneData, (_, id) => id)
  .reset(recaptchaUnmounted);
const resetRecaptchaFx = attach({
  source: { port: $recaptchaPort, widgetId: $recaptchaWidget },
  effect: ({ port, widgetId }) => {
    if (widgetId !== null) port.reset(widgetId);
  },
});
sample({ clock: recaptchaMounted, target: renderRecaptchaFx });
// Google checks a token once: a spent, expired or failed one leaves the box to be ticked again.
sample({ clock: [captchaTokenSpent, recaptchaExpired, recaptchaErrored], target: resetRecaptchaFx });

export const $captchaToken = createStore<string | null>(null)
  .on(captchaTokenIssued, (_, token) => token)
  .reset(captchaReset, captchaTokenSpent, captchaCallSucceeded, recaptchaExpired, recaptchaErrored);

/** The checkbox is shown from the first failure (or the first 403 that asks for it) until a success. */
export const $captchaVisible = createStore(false)
  .on(captchaCallFailed, (visible, { error }) => visible || isCaptchaRequired(error) || isCredentialFailure(error))
  .reset(captchaReset, captchaCallSucceeded);

/** The last call was refused for want of a captcha: the box waits to be ticked. */
export const $captchaAwaited = createStore(false)
  .on(captchaCallFailed, (_, { error, tokenSent }) => isCaptchaRequired(error) && !tokenSent)
  .reset(captchaReset, captchaCallSucceeded, captchaTokenIssued);

/** The provider could not give a token (or refused one): the shopper is told as after a failed check. */
const captchaFailed = createEvent();
sample({ clock: captchaCallFailed, filter: ({ error, tokenSent }) => tokenSent && isCaptchaRequired(error), target: captchaFailed });
sample({ clock: [issueTokenFx.fail, renderRecaptchaFx.fail, recaptchaErrored], target: captchaFailed });
sample({ clock: captchaTicked, filter: issueTokenFx.pending.map((pending) => !pending), target: issueTokenFx });
sample({
  clock: captchaFailed,
  fn: () => ({ message: MESSAGES.captchaFailed, variant: 'error' as const }),
  target: toastRequested,
});
