import type { Queryable } from '../db';

/** Fixed-window counters (table rate_counters): one row per key and window start. */
export function rateCounterRepository(db: Queryable) {
  return {
    /** Counts one hit of `key` in the window starting at `windowStart` (one atomic upsert); the count after it. */
    async hit(key: string, windowStart: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
         RETURNING count`,
        [key, windowStart],
      );
      return row!.count;
    },
    async count(key: string, windowStart: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1 AND window_start = $2', [
        key,
        windowStart,
      ]);
      return row?.count ?? 0;
    },
    async reset(key: string): Promise<void> {
      await db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
    },
    async pruneBefore(before: Date): Promise<void> {
      await db.query('DELETE FROM rate_counters WHERE window_start < $1', [before]);
    },
  };
}

export type RateCounterRepository = ReturnType<typeof rateCounterRepository>;
