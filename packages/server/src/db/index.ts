import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';

export type { Db, QueryOptions, Queryable } from './db';
export { migrate } from './migrate';
export { DatabaseUnavailableError, unavailableReason } from './unavailable';

/** PostgreSQL when DATABASE_URL is set (with the pool's `postgres` options), else the embedded PGlite in DATA_DIR. */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, postgres: PostgresOptions = {}): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, postgres) : openPglite({ dataDir: config.dataDir });
}

export { openPglite, openPostgres };
