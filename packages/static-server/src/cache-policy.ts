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

export function cacheControlFor(path: string): string {
  if (ENTRY_POINTS.test(path)) return NO_CACHE;
  if (HASHED.test(path)) return IMMUTABLE;
  return SHORT;
}

/** Under releases/: a `<remote>/<version>/` folder is immutable once published; index.json changes on each release. */
export function releaseCacheControlFor(path: string): string {
  if (/(^|\/)\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//.test(path)) return IMMUTABLE;
  if (/(^|\/)index\.json$/.test(path)) return 'public, max-age=60';
  return NO_CACHE;
}
