import type { Db } from '../db';

/** The health check's probe: one round trip to the database. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<Db['kind']> {
      await db.query('SELECT 1');
      return db.kind;
    },
  };
}
