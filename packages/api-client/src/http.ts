import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, SESSION_EXPIRED } from './errors';
import { clearTokens, readToken, storeTokens } from './session-cookies';
import type { Answer } from './wire';

declare const process: { env: { API_BASE_URL?: string } };

/** Base address from the build environment (webpack DefinePlugin), same origin by default. */
export const API_BASE_URL = (typeof process !== 'undefined' && process.env.API_BASE_URL) || '/api';

const REFRESH_PATH = '/auth/refresh';

/** What POST /api/auth/refresh answers: a new access token and the user (the rotated refresh token is an HttpOnly cookie). */
export type RefreshAnswer = Answer<'/api/auth/refresh', 'post'>;

interface RetriableConfig extends InternalAxiosRequestConfig {
  refreshed?: boolean;
}

/** The one place a failed answer becomes an `ApiError`: its body is read there, once. */
function toApiError(error: unknown): unknown {
  if (!(error instanceof AxiosError)) return error;
  const data: unknown = error.response?.data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return new ApiError(error.response?.status ?? 0, typeof message === 'string' ? message : error.message, data);
}

type SessionExpiredListener = () => void;

export interface StoreHttp extends AxiosInstance {
  /**
   * Exchanges the refresh token (the API's HttpOnly cookie, sent by the browser; no body) for a
   * new access token. Every caller in the page — several requests, several remotes — shares one
   * call in flight, so rotation never looks like reuse.
   * A refusal (4xx) clears the tokens, tells the session-expired listeners and rejects with
   * `ApiError(401, 'session expired')`; a network failure rejects without ending the session.
   */
  refreshTokens(): Promise<RefreshAnswer>;
  /** Called when a refresh is refused: mf-auth ends the session. Returns the unsubscribe. */
  onSessionExpired(listener: SessionExpiredListener): () => void;
}

/**
 * The axios instance of SPEC §7: credentials on, bearer token from the `token` cookie, and on a
 * 401 exactly one refresh per request; concurrent 401s share one refresh call.
 */
export function createHttp(baseURL: string = API_BASE_URL): StoreHttp {
  const http = axios.create({ baseURL, withCredentials: true, timeout: 15000 }) as StoreHttp;
  let refreshing: Promise<RefreshAnswer> | null = null;
  const listeners = new Set<SessionExpiredListener>();

  http.refreshTokens = () => {
    refreshing ??= http
      .post<RefreshAnswer>(REFRESH_PATH, undefined, { headers: { Authorization: undefined } })
      .then(({ data }) => {
        storeTokens(data.accessToken);
        return data;
      })
      .catch((error: unknown) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (!refused) throw error;
        clearTokens();
        for (const listener of [...listeners]) listener();
        throw new ApiError(401, SESSION_EXPIRED, error.data);
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  http.onSessionExpired = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  http.interceptors.request.use((config) => {
    const token = readToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = error instanceof AxiosError ? (error.config as RetriableConfig | undefined) : undefined;
    const unauthorized = error instanceof AxiosError && error.response?.status === 401;
    if (!unauthorized || !config || config.refreshed || config.url === REFRESH_PATH) throw toApiError(error);
    config.refreshed = true;
    // Sent before another request's refresh rotated the token: the new token is already here, and
    // a second refresh would present a refresh token that is already spent.
    const current = readToken();
    if (!refreshing && current && config.headers.get('Authorization') !== `Bearer ${current}`) {
      config.headers.set('Authorization', `Bearer ${current}`);
      return http.request(config);
    }
    const { accessToken } = await http.refreshTokens();
    config.headers.set('Authorization', `Bearer ${accessToken}`);
    return http.request(config);
  });

  return http;
}

/** The one instance the apps use (a shared singleton through @store/api-client). */
export const http = createHttp();

/** Points the instance at another API address, e.g. the API's own URL when rendering on the server. */
export function setApiBaseUrl(baseURL: string): void {
  http.defaults.baseURL = baseURL;
}
