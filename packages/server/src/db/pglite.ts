import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { INT8_OID, NUMERIC_OID, toNumber, type Db } from './db';

const parsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };

/** Embedded PostgreSQL (WASM) in a data directory, so the store survives restarts. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Db & { dump(): Promise<Blob> }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, fuzzystrmatch },
    parsers,
    relaxedDurability: false,
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: { query<R>(sql: string, params?: readonly unknown[]): Promise<R[]> }) => Promise<T>) {
      return pg.transaction((tx) =>
        fn({ query: async <R>(sql: string, params: readonly unknown[] = []) => (await tx.query<R>(sql, params as unknown[])).rows }),
      );
    },
    async close() {
      // Idempotent: the app closes its database, and a caller that opened it may close it again.
      if (!pg.closed) await pg.close();
    },
    async dump() {
      return (await pg.dumpDataDir('none')) as Blob;
    },
  };
}
