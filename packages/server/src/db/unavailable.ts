/**
 * The database cannot be reached or stopped answering: the request is not wrong and nothing of it
 * was written (a transaction that did not commit is rolled back by the server). The API answers
 * 503 with a Russian message (plugins/errors.ts), and the next request tries again.
 */
export class DatabaseUnavailableError extends Error {
  /** What failed, for the log and for `/api/ready`: an error code (ECONNREFUSED, 57P01…) or the driver's words. */
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(`database unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
    this.reason = reason;
  }
}

/**
 * SQLSTATEs of a server that went away or refuses work for now: class 08 (connection exception),
 * 53300 too_many_connections, 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting or stopping), 57014 query_canceled (the statement timeout).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123]|57014)$/;

/** Socket errors of a server that is not there. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** What node-postgres says when a connection ends or cannot be had in time (its messages, not codes). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Query read timeout/,
  /^Cannot use a pool after calling end on the pool/,
];

/** The reason when `error` means the database is unavailable, else null (a real fault or bad SQL). */
export function unavailableReason(error: unknown): string | null {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return code;
  if (typeof message === 'string') {
    const known = DRIVER_MESSAGES.find((pattern) => pattern.test(message));
    if (known) return message;
  }
  // An AggregateError of every address tried (localhost as ::1 and 127.0.0.1).
  if (Array.isArray((error as { errors?: unknown }).errors)) {
    for (const inner of (error as { errors: unknown[] }).errors) {
      const reason = unavailableReason(inner);
      if (reason) return reason;
    }
  }
  return null;
}

/** `error` as a DatabaseUnavailableError when it means so, else as it was. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const reason = unavailableReason(error);
  return reason ? new DatabaseUnavailableError(reason, { cause: error }) : error;
}
