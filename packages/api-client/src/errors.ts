const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A failed call, with what the server said, read once from its body (`{ statusCode, error, message,
 * ...extra }` of the API's error handler) into typed fields. The caller decides what the user sees.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The body as it came (route-specific extras such as a 409's recomputed prices). */
  readonly data: unknown;
  /** SPEC §8 order creation: each message to show. */
  readonly errorArray: string[];
  /** The server's own Russian message; null when it said nothing (network failure, a proxy's page, a bare 500). */
  readonly serverMessage: string | null;
  /** The message of each bad field of a refused form (400 `errors`). */
  readonly fields: Record<string, string>;
  /** 403 `captchaRequired`: the next try must carry a captcha token (SPEC §4 "Captcha"). */
  readonly captchaRequired: boolean;
  /** 403 `developmentHost`: a phone outside the development host's list (SPEC §5); no SMS was sent. */
  readonly developmentHost: boolean;
  /** 403 `confirmPhone`: the order needs the buyer's phone confirmed by a code first. */
  readonly confirmPhone: boolean;
  /** Seconds to wait before asking again (`time` of a 417 or a limit), or null. */
  readonly waitSeconds: number | null;

  constructor(status: number, message: string, data?: unknown, errorArray?: string[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    const body = isRecord(data) ? data : {};
    this.errorArray =
      errorArray ?? (Array.isArray(body.errorArray) ? body.errorArray.filter((m): m is string => typeof m === 'string') : []);
    this.serverMessage = text(body.message);
    this.fields = isRecord(body.errors)
      ? Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
    this.captchaRequired = body.captchaRequired === true;
    this.developmentHost = body.developmentHost === true;
    this.confirmPhone = body.confirmPhone === true;
    this.waitSeconds = typeof body.time === 'number' && Number.isFinite(body.time) && body.time > 0 ? Math.ceil(body.time) : null;
  }
}

/** SPEC §4: a failed refresh yields the error 'session expired'. */
export const SESSION_EXPIRED = 'session expired';
