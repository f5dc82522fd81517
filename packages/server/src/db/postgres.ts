import { createHash } from 'node:crypto';
import pg from 'pg';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type QueryOptions, type Queryable } from './db';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * The URL with `-c jit=off` added to its own `options` (the URL's `options` win over the pool's, so
 * an operator's `?options=-c search_path=…` would otherwise drop it); a string that is no URL is
 * left as it is (the pool's `options` apply then).
 */
export function withJitOff(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const own = url.searchParams.get('options');
    if (own === null) return connectionString;
    url.searchParams.set('options', `${own} -c jit=off`);
    return url.toString();
  } catch {
    return connectionString;
  }
}

/** A real PostgreSQL through a connection pool; several API instances can share one server. */
export function openPostgres(connectionString: string): Db {
  // JIT off for every connection: the API's statements are short, and a search ranking thousands of
  // matches passed jit_above_cost and spent 190 ms compiling what runs in 20 (decision 0038).
  const pool = new pg.Pool({ connectionString: withJitOff(connectionString), types, max: 10, options: '-c jit=off' });
  // A prepared statement's name is its text's hash: the same text gets the same name on every
  // connection, and two texts never share one (node-postgres rejects a name reused for another text).
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `s${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
    return name;
  };
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = [], options?: QueryOptions) =>
    (await client.query({ text: sql, values: params as unknown[], ...(options?.prepare ? { name: nameOf(sql) } : {}) })).rows as T[];
  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params, options) => query(pool, sql, params, options),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params, options) => query(client, sql, params, options) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      // Idempotent: the app closes its database, and a caller that opened it may close it again.
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
