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

/** The answer did not have the shape the contract expects: a server/client version mismatch. */
export class ContractError extends Error {
  constructor(path: string, detail: string) {
    super(`Ответ ${path} не соответствует контракту: ${detail}`);
    this.name = 'ContractError';
  }
}

/** SPEC §4: a failed refresh yields the error 'session expired'. */
export const SESSION_EXPIRED = 'session expired';
