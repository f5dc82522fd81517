import { ApiError } from '@store/api-client';

/*
 * What the sign-in flows ask of a failed call, from the fields @store/api-client read once from the
 * server's body. A failure that is not an ApiError (a bug in the page) says nothing of the server.
 */

/** What the server said in Russian, if it said anything (a network failure or a bare 500 says nothing). */
export const serverMessage = (error: unknown): string | null => (error instanceof ApiError ? error.serverMessage : null);

/** 403 `captchaRequired`: the next try must carry a captcha token (SPEC §4 "Captcha"). */
export const isCaptchaRequired = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.captchaRequired;

/** 403 `developmentHost`: a phone outside the development host's list (SPEC §5); no SMS was sent. */
export const isDevelopmentHostRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.developmentHost;

/** The message of each bad field of a form the server refused (400 `errors`). */
export const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/**
 * A refused proof of identity (wrong code, wrong password): the server counts it, and from now on
 * wants a captcha. Form errors (`errors`) and limits (429) are not such failures.
 */
export const isCredentialFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length === 0;
