import type { Db } from '../db';

/** The health check's probe: one round trip to the database. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<Db['kind']> {
      await db.query('SELECT 1');
      return db.kind;
    },

    /** Names of the migrations this database has applied. */
    async appliedMigrations(): Promise<string[]> {
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      return rows.map((row) => row.name);
    },
  };
}
