import type { Queryable } from '../db';

/**
 * Fixed-window counters in the database, so every API instance behind a load balancer sees the
 * same count. One atomic upsert per hit: concurrent hits never lose an increment.
 */
export function rateCounters(db: Queryable, now: () => Date) {
  const windowStart = (windowMs: number) => new Date(Math.floor(now().getTime() / windowMs) * windowMs);
  return {
    /** Counts one hit of `key`; true while the count in the current window is within `limit`. */
    async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
      const [row] = await db.query<{ count: number }>(
        `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
         RETURNING count`,
        [key, windowStart(windowMs)],
      );
      return row!.count <= limit;
    },
    /** The count of `key` in the current window, without counting a hit. */
    async count(key: string, windowMs: number): Promise<number> {
      const [row] = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1 AND window_start = $2', [
        key,
        windowStart(windowMs),
      ]);
      return row?.count ?? 0;
    },
    async reset(key: string): Promise<void> {
      await db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
    },
    /** Drops windows older than a day (called now and then, e.g. when a code is issued). */
    async prune(): Promise<void> {
      await db.query('DELETE FROM rate_counters WHERE window_start < $1', [new Date(now().getTime() - 86_400_000)]);
    },
  };
}

export type RateCounters = ReturnType<typeof rateCounters>;
