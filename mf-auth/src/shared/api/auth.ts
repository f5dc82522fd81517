import {
  http,
  loginByCode,
  loginWithPassword,
  request,
  requestAuthCode,
  storeTokens,
  type BodyOf,
  type LoginAnswer,
  type PhoneCodeAnswer,
  type RefreshAnswer,
} from '@store/api-client';
import { createEffect } from 'effector';

type WithoutCaptcha<B> = Omit<B, 'gReCaptchaToken'>;
/** Every sign-in call may carry the token of a passed captcha (SPEC §4 "Captcha"). */
export interface CaptchaField {
  gReCaptchaToken?: string;
}

export type CodeRequestBody = WithoutCaptcha<BodyOf<'/api/auth/get-auth-code', 'post'>>;
export type LoginByCodeBody = WithoutCaptcha<BodyOf<'/api/auth/login-by-code', 'post'>>;
export type LoginBody = WithoutCaptcha<BodyOf<'/api/auth/login', 'post'>>;
export type RegistrationBody = WithoutCaptcha<BodyOf<'/api/auth/registration', 'post'>>;
export type RecoveryCodeBody = WithoutCaptcha<BodyOf<'/api/auth/get-recovery-code', 'post'>>;
export type RecoveryBody = WithoutCaptcha<BodyOf<'/api/auth/recovery', 'post'>>;

export type LoginByCodeAnswer = LoginAnswer & { newUser?: boolean };
export type RecoveryCodeAnswer = Omit<PhoneCodeAnswer, 'newUser'>;

/** Any answer that signs the shopper in: the access token (already stored; the refresh token is the API's cookie) and the user. */
export type SignedInAnswer = Pick<LoginAnswer, 'user'> & { newUser?: boolean };

async function signedIn<A extends { accessToken: string }>(answer: Promise<A>): Promise<A> {
  const result = await answer;
  storeTokens(result.accessToken);
  return result;
}

/** POST /api/auth/get-auth-code: an SMS code to a phone (or to the phone of the account with this e-mail). */
export const requestAuthCodeFx = createEffect<CodeRequestBody & CaptchaField, PhoneCodeAnswer, Error>((body) => requestAuthCode(body));

/** POST /api/auth/login-by-code; the tokens it returns are stored. */
export const loginByCodeFx = createEffect<LoginByCodeBody & CaptchaField, LoginByCodeAnswer, Error>((body) => loginByCode(body));

/** POST /api/auth/login with a phone or an e-mail and a password; the tokens are stored. */
export const loginWithPasswordFx = createEffect<LoginBody & CaptchaField, LoginAnswer, Error>((body) => loginWithPassword(body));

/** POST /api/auth/registration: the phone proven by its code, names, optional e-mail and password. */
export const registerFx = createEffect<RegistrationBody & CaptchaField, LoginAnswer, Error>((body) =>
  signedIn(request('post', '/api/auth/registration', { body })),
);

/** POST /api/auth/get-recovery-code: the same answer whether the account exists or not. */
export const requestRecoveryCodeFx = createEffect<RecoveryCodeBody & CaptchaField, RecoveryCodeAnswer, Error>((body) =>
  request('post', '/api/auth/get-recovery-code', { body }),
);

/** POST /api/auth/recovery: the new password; the answer signs the shopper in (older sessions end). */
export const recoverPasswordFx = createEffect<RecoveryBody & CaptchaField, LoginAnswer, Error>((body) =>
  signedIn(request('post', '/api/auth/recovery', { body })),
);

/** The refresh shared by every caller of the page (api-client's single flight). */
export const refreshSessionFx = createEffect<void, RefreshAnswer, Error>(() => http.refreshTokens());

/** POST /api/auth/logout: the server ends this session (its access and refresh tokens) and clears the refresh cookie. */
export const logoutFx = createEffect<void, void, Error>(async () => {
  await request('post', '/api/auth/logout');
});

/** Tells `listener` whenever a refresh is refused, from any remote's request; returns the unsubscribe. */
export const onSessionExpired = (listener: () => void): (() => void) => http.onSessionExpired(listener);
