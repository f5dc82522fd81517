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
  /**
   * After `ttlMs`, an entry is still answered for this much longer while one computation makes it
   * again in the background (stale-while-revalidate); older than that, the request waits for the
   * new one. 0 (the default): a request after `ttlMs` always waits.
   */
  staleMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- lru-cache's own bound: values are not null or undefined
export function readCache<V extends {}>({ ttlMs, max, staleMs = 0, now = Date.now }: ReadCacheOptions): ReadCache<V> {
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
      // Past its time by less than staleMs: the kept entry now, its next computation in the
      // background (a failed one leaves nothing kept, so the next request computes again).
      const allowStale = staleMs > 0 && cache.getRemainingTTL(key) >= -staleMs;
      return (await cache.fetch(key, { context: compute, allowStale })) as T;
    },
  };
}
