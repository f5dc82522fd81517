/** The header that joins one shopper's request across the shell's server and the API (their log lines and answers). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a server takes from its caller: a UUID or a proxy's token, never free text to write into logs. */
const WELL_FORMED = /^[A-Za-z0-9._:=-]{8,128}$/;

/** The caller's id when it is well formed, else a new UUID. */
export function requestIdOf(given: unknown): string {
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : globalThis.crypto.randomUUID();
}
