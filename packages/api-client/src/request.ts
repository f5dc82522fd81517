import type { AxiosRequestConfig } from 'axios';
import { http } from './http';
import type { Answer, ApiPath, BodyOf, MethodOf, PathParamsOf, QueryOf } from './wire';

export interface RequestOptions<P extends ApiPath, M extends MethodOf<P>> {
  /** Values of the path's `{name}` parameters. */
  path?: PathParamsOf<P, M>;
  query?: QueryOf<P, M>;
  body?: BodyOf<P, M>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const API_PREFIX = '/api';

/** `/api/product/{id}` + `{ id: 5 }` → `/product/5` (the instance's base URL carries `/api`). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: нет параметра пути «${name}»`);
    return encodeURIComponent(String(value));
  });
  return filled.startsWith(API_PREFIX) ? filled.slice(API_PREFIX.length) : filled;
}

/**
 * One typed call of the API through the shared axios instance: the path, its parameters, its body
 * and its answer are the types of the API's OpenAPI document, so a changed route breaks the
 * build of every caller instead of a page at run time. Failures are `ApiError`s.
 */
export async function request<P extends ApiPath, M extends MethodOf<P>>(
  method: M,
  path: P,
  options: RequestOptions<P, M> = {},
): Promise<Answer<P, M>> {
  const config: AxiosRequestConfig = {
    method,
    url: fillPath(path, options.path as Record<string, unknown> | undefined),
    params: options.query,
    data: options.body,
    signal: options.signal,
    headers: options.headers,
  };
  const { data } = await http.request<Answer<P, M>>(config);
  return data;
}
