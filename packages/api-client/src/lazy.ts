/**
 * @store/api-client/lazy: the HTTP client on first use (decision 0043), for an app whose page start
 * asks the API for nothing (a server-rendered page, decision 0035). It imports no axios: the app
 * passes its own `import('@store/api-client')`, which Module Federation answers with the one shared
 * client, so every app still has one token refresh in flight.
 */
import type * as Client from './index';

/** The client's typed `request`, loading the client (and axios) on the first call only. */
export function lazyRequest(load: () => Promise<Pick<typeof Client, 'request'>>): typeof Client.request {
  return async (method, path, options) => (await load()).request(method, path, options);
}

/**
 * A failed API call (the client's `ApiError`), told without loading the client for it: only a loaded
 * client makes one, and its class sets this name and a numeric status.
 */
export function isApiError(error: unknown): error is Client.ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';
}
