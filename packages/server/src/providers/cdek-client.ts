import { z } from 'zod';

/**
 * What went wrong talking to СДЭК. `network`, `timeout` and `server` (5xx) are worth one more try;
 * `refused` (a 4xx or an `errors` answer), `unauthorized` (credentials or token refused after one
 * renewal) and `malformed` (an answer the store cannot read) are not.
 */
export type CdekFailure = 'network' | 'timeout' | 'server' | 'refused' | 'unauthorized' | 'malformed';

/** An error of СДЭК's own answer (`errors: [{ code, message }]`, also inside `requests[]`). */
export interface CdekApiError {
  code: string;
  message: string;
}

export class CdekError extends Error {
  constructor(
    readonly failure: CdekFailure,
    readonly path: string,
    detail: string,
    readonly status: number | null = null,
    readonly errors: readonly CdekApiError[] = [],
    options?: ErrorOptions,
  ) {
    // The message is what the logs show: the call, the status and СДЭК's codes, never a secret.
    super(`СДЭК ${path}: ${failure}${status === null ? '' : ` ${status}`}: ${detail}`, options);
    this.name = 'CdekError';
  }

  get transient(): boolean {
    return this.failure === 'network' || this.failure === 'timeout' || this.failure === 'server';
  }
}

/** Where the shared access token is kept (the database, so every instance uses the same one). */
export interface CdekTokenStore {
  get(): Promise<{ accessToken: string; expiresAt: Date } | null>;
  save(accessToken: string, expiresAt: Date): Promise<void>;
}

export interface CdekClientOptions {
  /** API base, `/v2` at its end or not (https://api.cdek.ru, https://api.edu.cdek.ru, a local fake). */
  url: string;
  clientId: string;
  clientSecret: string;
  tokens: CdekTokenStore;
  now: () => Date;
}

/** A token is not used in its last minute: a call started with it must not outlive it. */
export const TOKEN_MARGIN_MS = 60_000;

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const apiError = z.object({ code: z.coerce.string(), message: z.coerce.string() });
const errorAnswer = z.object({
  errors: z.array(apiError).optional(),
  requests: z.array(z.object({ errors: z.array(apiError).optional() })).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** СДЭК's errors from any of its answer shapes: `errors`, `requests[].errors`, OAuth's `error`. */
export function cdekErrors(body: unknown): CdekApiError[] {
  const parsed = errorAnswer.safeParse(body);
  if (!parsed.success) return [];
  const { errors = [], requests = [], error, error_description } = parsed.data;
  const all = [...errors, ...requests.flatMap((r) => r.errors ?? [])];
  if (error) all.push({ code: error, message: error_description ?? '' });
  return all;
}

const describe = (errors: readonly CdekApiError[]) => errors.map((e) => `${e.code}: ${e.message}`).join('; ');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

interface Exchange {
  status: number;
  text: string;
}

export interface CdekCall<T> {
  method: 'GET' | 'POST';
  /** Path under the base, e.g. `/v2/calculator/tariff`. */
  path: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  timeoutMs: number;
  answer: z.ZodType<T>;
}

/**
 * СДЭК API v2 over fetch: OAuth client credentials with the token kept in `tokens` until it expires
 * or is refused (one renewal on a 401), a time limit on every call (AbortSignal.timeout), one retry
 * after a network failure, a timeout or a 5xx, and every answer checked before use.
 */
export function createCdekClient(options: CdekClientOptions) {
  // The base is taken with or without the `/v2` most SDKs put in it.
  const base = options.url.replace(/\/+$/, '').replace(/\/v2$/, '');

  /** One HTTP exchange, the body read under the same time limit. */
  async function exchange(path: string, init: RequestInit, timeoutMs: number): Promise<Exchange> {
    try {
      const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      if (response.status >= 500) {
        throw new CdekError('server', path, describe(cdekErrors(parseJson(text))) || text.slice(0, 200), response.status);
      }
      return { status: response.status, text };
    } catch (error) {
      if (error instanceof CdekError) throw error;
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CdekError('timeout', path, `no answer in ${timeoutMs} ms`, null, [], { cause: error });
      }
      throw new CdekError('network', path, (error as Error).message, null, [], { cause: error });
    }
  }

  /** One exchange and, after a network failure, a timeout or a 5xx, one more. */
  async function withRetry(path: string, init: () => RequestInit, timeoutMs: number): Promise<Exchange> {
    try {
      return await exchange(path, init(), timeoutMs);
    } catch (error) {
      if (error instanceof CdekError && error.transient) return exchange(path, init(), timeoutMs);
      throw error;
    }
  }

  /** A new token by client credentials, kept for every instance until `expires_in` runs out. */
  async function issueToken(timeoutMs: number): Promise<string> {
    const path = '/v2/oauth/token';
    // Credentials travel in the form body (as СДЭК's own SDK sends them), not in the URL that
    // proxies and access logs keep.
    const { status, text } = await withRetry(
      path,
      () => ({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
        }).toString(),
      }),
      timeoutMs,
    );
    const json = parseJson(text);
    if (status >= 400) {
      const errors = cdekErrors(json);
      throw new CdekError('unauthorized', path, describe(errors) || 'credentials refused', status, errors);
    }
    const parsed = tokenAnswer.safeParse(json);
    if (!parsed.success) throw new CdekError('malformed', path, 'no access_token and expires_in in the answer', status);
    const expiresAt = new Date(options.now().getTime() + parsed.data.expires_in * 1000);
    await options.tokens.save(parsed.data.access_token, expiresAt);
    return parsed.data.access_token;
  }

  const usable = (kept: { expiresAt: Date } | null) =>
    kept !== null && kept.expiresAt.getTime() - TOKEN_MARGIN_MS > options.now().getTime();

  async function currentToken(timeoutMs: number): Promise<string> {
    const kept = await options.tokens.get();
    return kept && usable(kept) ? kept.accessToken : issueToken(timeoutMs);
  }

  /** After a 401: another instance may have renewed the token already; else a new one. */
  async function renewToken(refused: string, timeoutMs: number): Promise<string> {
    const kept = await options.tokens.get();
    return kept && kept.accessToken !== refused && usable(kept) ? kept.accessToken : issueToken(timeoutMs);
  }

  /** A call of the API with the shared token; the answer is checked against `call.answer`. */
  async function call<T>(spec: CdekCall<T>): Promise<T> {
    const query = spec.query
      ? `?${new URLSearchParams(Object.entries(spec.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const path = `${spec.path}${query}`;
    let token = await currentToken(spec.timeoutMs);
    let renewed = false;
    for (;;) {
      const bearer = token;
      const { status, text } = await withRetry(
        path,
        () => ({
          method: spec.method,
          headers: {
            authorization: `Bearer ${bearer}`,
            accept: 'application/json',
            ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
        }),
        spec.timeoutMs,
      );
      const json = parseJson(text);
      if (status === 401) {
        if (renewed) throw new CdekError('unauthorized', spec.path, describe(cdekErrors(json)) || 'token refused', status);
        renewed = true;
        token = await renewToken(bearer, spec.timeoutMs);
        continue;
      }
      const errors = cdekErrors(json);
      if (status >= 400 || errors.length > 0) {
        throw new CdekError('refused', spec.path, describe(errors) || text.slice(0, 200), status, errors);
      }
      if (json === undefined) throw new CdekError('malformed', spec.path, 'the answer is not JSON', status);
      const parsed = spec.answer.safeParse(json);
      if (!parsed.success) {
        throw new CdekError('malformed', spec.path, z.prettifyError(parsed.error).slice(0, 300), status, [], { cause: parsed.error });
      }
      return parsed.data;
    }
  }

  return { call };
}

export type CdekClient = ReturnType<typeof createCdekClient>;
