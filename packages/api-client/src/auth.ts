import { request } from './request';
import { storeTokens } from './session-cookies';
import type { BodyOf } from './wire';
import type { LoginAnswer, PhoneCodeAnswer } from './types';

/** POST /api/auth/get-auth-code: sends a 4-digit code by SMS (SPEC §4 "Sign-in"). */
export function requestAuthCode(body: BodyOf<'/api/auth/get-auth-code', 'post'>): Promise<PhoneCodeAnswer> {
  return request('post', '/api/auth/get-auth-code', { body });
}

/** POST /api/auth/login-by-code; stores the access token (the refresh token comes as the API's HttpOnly cookie). */
export async function loginByCode(body: BodyOf<'/api/auth/login-by-code', 'post'>): Promise<LoginAnswer> {
  const answer = await request('post', '/api/auth/login-by-code', { body });
  storeTokens(answer.accessToken);
  return answer;
}

/** POST /api/auth/login with a phone or an e-mail and a password; stores the access token. */
export async function loginWithPassword(body: BodyOf<'/api/auth/login', 'post'>): Promise<LoginAnswer> {
  const answer = await request('post', '/api/auth/login', { body });
  storeTokens(answer.accessToken);
  return answer;
}
