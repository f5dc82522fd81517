import type * as Client from '@store/api-client';

/**
 * The shared HTTP client (axios, the bearer token, the one refresh on 401), asked for at the first
 * call instead of on the page's start: a server-rendered page asks the API for nothing at start
 * (decision 0035), so its first load goes without axios (decision 0043). It is an MF singleton,
 * so every app still shares one instance and one refresh in flight.
 */
export const loadApiClient = (): Promise<typeof Client> => import('@store/api-client');

/** The client's typed `request`, loading the client on the first call. */
export const request: typeof Client.request = async (method, path, options) => (await loadApiClient()).request(method, path, options);

/**
 * A failed API call (the client's `ApiError`), told without loading the client for it: only a loaded
 * client makes one, and the shared class sets this name.
 */
export function isApiError(error: unknown): error is Client.ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';
}
