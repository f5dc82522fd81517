import type { RateCounterRepository } from '../repositories/rate-counters';

/**
 * Fixed-window counters in the database, so every API instance behind a load balancer sees the
 * same count. One atomic upsert per hit: concurrent hits never lose an increment.
 */
export function rateCounters(store: RateCounterRepository, now: () => Date) {
  const windowStart = (windowMs: number) => new Date(Math.floor(now().getTime() / windowMs) * windowMs);
  return {
    /** Counts one hit of `key`; true while the count in the current window is within `limit`. */
    async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
      return (await store.hit(key, windowStart(windowMs))) <= limit;
    },
    /** The count of `key` in the current window, without counting a hit. */
    async count(key: string, windowMs: number): Promise<number> {
      return store.count(key, windowStart(windowMs));
    },
    async reset(key: string): Promise<void> {
      await store.reset(key);
    },
    /** Drops windows older than a day (called now and then, e.g. when a code is issued). */
    async prune(): Promise<void> {
      await store.pruneBefore(new Date(now().getTime() - 86_400_000));
    },
  };
}

export type RateCounters = ReturnType<typeof rateCounters>;
