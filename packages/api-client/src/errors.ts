/** A failed call, with what the server said. The caller decides what the user sees. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorArray: string[];
  readonly data: unknown;

  constructor(status: number, message: string, data?: unknown, errorArray: string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.errorArray = errorArray;
  }
}

/** SPEC §4: a failed refresh yields the error 'session expired'. */
export const SESSION_EXPIRED = 'session expired';
