import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of answers computed from the database (catalogue pages, search results,
 * facets). It holds nothing that matters: an entry is a copy of what the database gave at most
 * `ttlMs` ago, each instance keeps its own, and losing it costs one query. Requests that ask for
 * the same key while it is being computed share the computation; a failed computation is not kept.
 */
export interface ReadCache<V> {
  /** The kept answer of `key`, or `compute`'s; a key names one kind of answer (its first part says which). */
  get<T extends V>(key: string, compute: () => Promise<T>): Promise<T>;
}

export interface ReadCacheOptions {
  /** 0 turns the cache off: every call computes. */
  ttlMs: number;
  /** Most entries kept; the least recently used go first. */
  max: number;
  /** The clock (tests move it). */
  now?: () => number;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- lru-cache's own bound: values are not null or undefined
export function readCache<V extends {}>({ ttlMs, max, now = Date.now }: ReadCacheOptions): ReadCache<V> {
  if (ttlMs <= 0) return { get: <T extends V>(_key: string, compute: () => Promise<T>) => compute() };
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: ttlMs,
    perf: { now },
    // Read the clock on every look-up (by default lru-cache reuses one reading for 1 ms).
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get<T extends V>(key: string, compute: () => Promise<T>) {
      return (await cache.fetch(key, { context: compute })) as T;
    },
  };
}
