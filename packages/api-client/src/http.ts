import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, SESSION_EXPIRED } from './errors';
import { readToken, storeTokens } from './session-cookies';

declare const process: { env: { API_BASE_URL?: string } };

/** Base address from the build environment (webpack DefinePlugin), same origin by default. */
export const API_BASE_URL = (typeof process !== 'undefined' && process.env.API_BASE_URL) || '/api';

const REFRESH_PATH = '/auth/refresh';

interface RetriableConfig extends InternalAxiosRequestConfig {
  refreshed?: boolean;
}

interface ServerErrorBody {
  message?: unknown;
  errorArray?: unknown;
}

function toApiError(error: unknown): unknown {
  if (!(error instanceof AxiosError)) return error;
  const status = error.response?.status ?? 0;
  const body = (error.response?.data ?? {}) as ServerErrorBody;
  const message = typeof body.message === 'string' ? body.message : error.message;
  const errorArray = Array.isArray(body.errorArray) ? body.errorArray.filter((m): m is string => typeof m === 'string') : [];
  return new ApiError(status, message, error.response?.data, errorArray);
}

/**
 * The axios instance of SPEC §7: credentials on, bearer token from the `token` cookie, and on a
 * 401 exactly one refresh per request; concurrent 401s share one refresh call.
 */
export function createHttp(baseURL: string = API_BASE_URL): AxiosInstance {
  const http = axios.create({ baseURL, withCredentials: true, timeout: 15000 });
  let refreshing: Promise<string> | null = null;

  const refresh = (): Promise<string> => {
    refreshing ??= http
      .post<{ accessToken: string; refreshToken?: string }>(REFRESH_PATH, undefined, { headers: { Authorization: undefined } })
      .then(({ data }) => {
        storeTokens(data.accessToken, data.refreshToken);
        return data.accessToken;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
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
    let accessToken: string;
    try {
      accessToken = await refresh();
    } catch {
      throw new ApiError(401, SESSION_EXPIRED);
    }
    config.headers.set('Authorization', `Bearer ${accessToken}`);
    return http.request(config);
  });

  return http;
}

/** The one instance the apps use (a shared singleton through @store/api-client). */
export const http = createHttp();
