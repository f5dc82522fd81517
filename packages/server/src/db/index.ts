import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Db, QueryOptions, Queryable } from './db';
export { migrate } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}

export { openPglite, openPostgres };
