/**
 * An answer other than 2xx that a route decides on: the status, a Russian message, and extra
 * fields the client reads (`errorArray` of an order, `captchaRequired`, the seconds to wait).
 * The error handler sends `{ statusCode, error, message, ...extra }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
