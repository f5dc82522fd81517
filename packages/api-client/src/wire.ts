import type { components, paths } from './generated/api';

/**
 * Wire types of the API, derived from its OpenAPI document (src/generated/api.ts, made by
 * scripts/generate-types.mjs from the route schemas). Types only: nothing here reaches the bundle.
 */
export type ApiPath = keyof paths;
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The methods a path answers. */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod];

type Operation<P extends ApiPath, M extends MethodOf<P>> = paths[P][M];
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;

/** The JSON of a successful answer (200, else 201, else nothing for 204). */
export type Answer<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? JsonOf<Ok>
      : R extends { 201: infer Created }
        ? JsonOf<Created>
        : undefined
    : never;

/** The query parameters of a call. */
export type QueryOf<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? (Q extends undefined ? never : Q) : never;

/** The path parameters of a call (`{id}` …). */
export type PathParamsOf<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { parameters: { path: infer X } } ? (X extends undefined ? never : X) : never;

/** The JSON body of a call. */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** Named schemas of the document (the recursive category shapes). */
export type Schemas = components['schemas'];
