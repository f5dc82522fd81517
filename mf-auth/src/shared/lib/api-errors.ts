import { ApiError } from '@store/api-client';

interface AuthErrorBody {
  message?: unknown;
  captchaRequired?: unknown;
  developmentHost?: unknown;
  errors?: unknown;
}

const bodyOf = (error: unknown): AuthErrorBody =>
  error instanceof ApiError && typeof error.data === 'object' && error.data !== null ? (error.data as AuthErrorBody) : {};

/** What the server said in Russian, if it said anything (a network failure or a bare 500 says nothing). */
export function serverMessage(error: unknown): string | null {
  const { message } = bodyOf(error);
  return typeof message === 'string' && message.trim() ? message : null;
}

/** 403 `captchaRequired`: the next try must carry a captcha token (SPEC §4 "Captcha"). */
export const isCaptchaRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && bodyOf(error).captchaRequired === true;

/** 403 `developmentHost`: a phone outside the development host's list (SPEC §5); no SMS was sent. */
export const isDevelopmentHostRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && bodyOf(error).developmentHost === true;

/** The message of each bad field of a form the server refused (400 `errors`). */
export function fieldErrors(error: unknown): Record<string, string> {
  const { errors } = bodyOf(error);
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * A refused proof of identity (wrong code, wrong password): the server counts it, and from now on
 * wants a captcha. Form errors (`errors`) and limits (429) are not such failures.
 */
export const isCredentialFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && Object.keys(fieldErrors(error)).length === 0;
