import { ApiError } from '@store/api-client';

/** What a failed save shows: the message above the form and each bad field's message next to it. */
export interface FormError {
  message: string;
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The server's words when it sent any (its Russian `message` and `errors` by field, SPEC §8 "uses
 * the server response message when present"), else `fallback` (network down, a proxy's HTML page).
 */
export function toFormError(error: unknown, fallback: string): FormError {
  const data = error instanceof ApiError && isRecord(error.data) ? error.data : {};
  const message = typeof data.message === 'string' && data.message.trim() ? data.message : fallback;
  const fields: Record<string, string> = {};
  if (isRecord(data.errors)) {
    for (const [field, text] of Object.entries(data.errors)) if (typeof text === 'string') fields[field] = text;
  }
  return { message, fields };
}

/** Seconds to wait from a 417 answer (`time`), or null. */
export function waitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 417 || !isRecord(error.data)) return null;
  const { time } = error.data;
  return typeof time === 'number' && Number.isFinite(time) && time > 0 ? Math.ceil(time) : null;
}

/** The API refused to show a thing to this user or has none (403, 404, or a malformed id: 400). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && [400, 403, 404].includes(error.status);
