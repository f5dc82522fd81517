import { ApiError } from '@store/api-client';

/** What a failed save shows: the message above the form and each bad field's message next to it. */
export interface FormError {
  message: string;
  fields: Record<string, string>;
}

/**
 * The server's words when it sent any (its Russian `message` and `errors` by field, SPEC §8 "uses
 * the server response message when present"), else `fallback` (network down, a proxy's HTML page).
 */
export function toFormError(error: unknown, fallback: string): FormError {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  return { message: error.serverMessage ?? fallback, fields: error.fields };
}

/** Seconds to wait from a 417 answer (`time`), or null. */
export const waitSeconds = (error: unknown): number | null =>
  error instanceof ApiError && error.status === 417 ? error.waitSeconds : null;

/** The API refused to show a thing to this user or has none (403, 404, or a malformed id: 400). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && [400, 403, 404].includes(error.status);
