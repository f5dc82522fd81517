/**
 * Cache policy of the composition: entry points that name other files (HTML, remotes.json,
 * mf-manifest.json, remoteEntry.js, types) must be revalidated on every load, or a browser keeps
 * running an old remote (the most reported MF bug); content-hashed chunks never change.
 */
const ENTRY_POINTS = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|@mf-types\.(zip|d\.ts))$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css)$|\/assets\/[^/]+\.[0-9a-f]{10}\.[a-z0-9]+$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=300';

/**
 * The file a path serves: @fastify/static hands `setHeaders` the pre-compressed copy it sends
 * (`remoteEntry.js.br`), whose policy is the original's. Without this every browser, which accepts
 * br or gzip, got five minutes for the entry points and for the hashed chunks alike.
 */
const servedFile = (path: string): string => path.replace(/\.(br|gz)$/, '');

export function cacheControlFor(path: string): string {
  const file = servedFile(path);
  if (ENTRY_POINTS.test(file)) return NO_CACHE;
  if (HASHED.test(file)) return IMMUTABLE;
  return SHORT;
}

/** Under releases/: a `<remote>/<version>/` folder is immutable once published; index.json changes on each release. */
export function releaseCacheControlFor(path: string): string {
  const file = servedFile(path);
  if (/(^|\/)\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//.test(file)) return IMMUTABLE;
  if (/(^|\/)index\.json$/.test(file)) return 'public, max-age=60';
  return NO_CACHE;
}
