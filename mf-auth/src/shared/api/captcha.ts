import { request } from '@store/api-client';
import { createEffect } from 'effector';

/**
 * Where a captcha token comes from (SPEC §2 "captcha wrapper"). The shopper passes the challenge
 * (ticks the box), then `issueToken` gives the token the next sign-in call carries as
 * `gReCaptchaToken`. The local checkbox is the default; a reCAPTCHA provider (its widget's
 * `execute()`) plugs in here by configuration, the API then verifies with Google.
 */
export interface CaptchaProvider {
  readonly name: 'local' | 'recaptcha';
  issueToken(): Promise<string>;
}

/** The API's own checkbox captcha: `POST /api/captcha/local` gives a short-lived single-use token. */
export const localCaptchaProvider: CaptchaProvider = {
  name: 'local',
  issueToken: async () => (await request('post', '/api/captcha/local', { body: { checked: true } })).token,
};

export const issueCaptchaTokenFx = createEffect<CaptchaProvider, string, Error>((provider) => provider.issueToken());
