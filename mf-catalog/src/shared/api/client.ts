import type * as Client from '@store/api-client';
import { lazyRequest } from '@store/api-client/lazy';

export { isApiError } from '@store/api-client/lazy';

/**
 * The shared HTTP client (axios, the bearer token, the one refresh on 401), asked for at the first
 * call instead of on the page's start (decision 0043). This app's own import, so Module Federation
 * answers it with the one shared client.
 */
export const loadApiClient = (): Promise<typeof Client> => import('@store/api-client');

/** The client's typed `request`, loading the client on the first call. */
export const request = lazyRequest(loadApiClient);
