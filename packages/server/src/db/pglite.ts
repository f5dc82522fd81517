import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type QueryOptions } from './db';

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
  const prepared = preparedStatements(pg);
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      if (options?.prepare) return prepared.query<T>(sql, params);
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

/**
 * Named prepared statements on PGlite's one session, as the PostgreSQL pool has them per connection
 * (decision 0042): `query()` parses and plans every statement anew (its unnamed statement), and a
 * search's ranking took about 5 ms of planning on the 100 000-product catalogue. A text is parsed
 * once under a name of its own; each run binds and executes it, so PostgreSQL's plan cache may keep
 * one plan. The same wire messages as `query()`, under the same locks (after any open transaction,
 * one query at a time).
 */
function preparedStatements(pg: PGlite) {
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; types: number[] }>();
  let parsed = 0;
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });
  return {
    query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
      return pg._runExclusiveTransaction(() =>
        pg.runExclusive(async () => {
          const messages: Awaited<ReturnType<typeof send>> = [];
          try {
            let statement = statements.get(sql);
            if (!statement) {
              // A new name on every try: a parse that failed halfway leaves no name taken for the next.
              const name = `prepared_${(parsed += 1)}`;
              await send(serialize.parse({ name, text: sql }));
              const types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
              statement = { name, types };
              // Kept only once parsed: a text that fails to parse is parsed again (and fails again) next time.
              statements.set(sql, statement);
            }
            const { name, types } = statement;
            const values = params.map((value, i) => {
              if (value === null || value === undefined) return null;
              const serializer = pg.serializers[types[i]!];
              return serializer ? serializer(value) : String(value);
            });
            messages.push(
              ...(await send(serialize.bind({ statement: name, values }))),
              ...(await send(serialize.describe({ type: 'P' }))),
              ...(await send(serialize.execute({}))),
            );
          } finally {
            messages.push(...(await send(serialize.sync())));
          }
          await pg.syncToFs();
          return parse.parseResults(messages, pg.parsers)[0]!.rows as T[];
        }),
      );
    },
  };
}
