import { createHash } from 'node:crypto';
import pg from 'pg';
import { INT8_OID, NUMERIC_OID, toNumber, type Db, type QueryOptions, type Queryable } from './db';
import { asUnavailable } from './unavailable';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
    return pg.types.getTypeParser(oid, format);
  },
};

/** The pool's limits: a statement that runs longer is cancelled, a connection not had in time is refused. */
export interface PostgresOptions {
  /** 0: no limit (migrations and the seed run long statements on a connection of their own). */
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  max?: number;
  /**
   * How long a connection above `keep` may stay idle before it is closed (node-postgres' 10 s by default).
   */
  idleTimeoutMs?: number;
  /**
   * Connections kept open however long they are idle (default: `max`, every one once opened). A
   * pool that shrank in a quiet spell paid for new server processes, their catalogue caches and
   * the statements prepared again in the first burst after it: under a sale's load, the first
   * fifty answers after ten quiet seconds took 150–230 ms instead of 50.
   */
  keep?: number;
  /** An error of a connection no request was using (the server restarted, the network dropped it). */
  onIdleError?: (error: Error) => void;
}

export const POSTGRES_DEFAULTS = { statementTimeoutMs: 15_000, connectTimeoutMs: 2000, max: 10 } as const;

/**
 * The server options of every connection: the statement timeout first, so the URL's own `options`
 * (an operator's `?options=-c statement_timeout=…`) win over it, and `jit=off` last, so nothing
 * turns it on (the URL's `options` replace the pool's, hence they are put together here).
 */
export function serverOptions(connectionString: string, statementTimeoutMs: number): { connectionString: string; options: string } {
  const ours = `-c statement_timeout=${statementTimeoutMs}`;
  try {
    const url = new URL(connectionString);
    const own = url.searchParams.get('options');
    if (own === null) return { connectionString, options: `${ours} -c jit=off` };
    url.searchParams.set('options', `${ours} ${own} -c jit=off`);
    return { connectionString: url.toString(), options: `${ours} -c jit=off` };
  } catch {
    return { connectionString, options: `${ours} -c jit=off` };
  }
}

/**
 * A real PostgreSQL through a connection pool; several API instances can share one server. The
 * server may go away and come back (a restart, a failover, a dropped network): a connection's
 * error never ends the process, a request meanwhile fails at once with DatabaseUnavailableError,
 * and the next request opens a new connection.
 */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  const { statementTimeoutMs, connectTimeoutMs, max } = { ...POSTGRES_DEFAULTS, ...options };
  // JIT off for every connection: the API's statements are short, and a search ranking thousands of
  // matches passed jit_above_cost and spent 190 ms compiling what runs in 20 (decision 0038).
  const pool = new pg.Pool({
    ...serverOptions(connectionString, statementTimeoutMs),
    types,
    max,
    min: Math.min(options.keep ?? max, max),
    ...(options.idleTimeoutMs !== undefined ? { idleTimeoutMillis: options.idleTimeoutMs } : {}),
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing the socket: the client gives up a little after the
    // server would have cancelled the statement itself.
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + 1000 } : {}),
    keepAlive: true,
  });
  // An idle connection's error (57P01 when the server shuts down) is the pool's 'error' event:
  // unheard, Node ends the process. The pool has already dropped that connection.
  pool.on('error', (error) => options.onIdleError?.(error));
  // A prepared statement's name is its text's hash: the same text gets the same name on every
  // connection, and two texts never share one (node-postgres rejects a name reused for another text).
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `s${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
    return name;
  };
  const query = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = [], options?: QueryOptions) => {
    try {
      const longer = options?.statementTimeoutMs;
      return (
        await client.query({
          text: sql,
          values: params as unknown[],
          ...(options?.prepare ? { name: nameOf(sql) } : {}),
          ...(longer ? { query_timeout: longer + 1000 } : {}),
        })
      ).rows as T[];
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params, options) => query(pool, sql, params, options),
    async exec(sql: string) {
      try {
        await pool.query(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asUnavailable(error);
      }
      // A checked-out connection that breaks between two statements reports on the client, not
      // the pool: heard here, it fails the transaction instead of the process.
      let broken: Error | null = null;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      try {
        await query(client, 'BEGIN');
        const result = await fn({
          query: async (sql, params, options) => {
            // The server's own limit for the rest of this transaction, then the statement.
            if (options?.statementTimeoutMs) await query(client, `SET LOCAL statement_timeout = ${Math.floor(options.statementTimeoutMs)}`);
            return query(client, sql, params, options);
          },
        });
        // A COMMIT whose answer is lost may have committed: the caller is refused (503) and a retry
        // under the same idempotency key finds what was written, so nothing is doubled.
        await query(client, 'COMMIT');
        return result;
      } catch (error) {
        // On a dead connection ROLLBACK fails too; the server rolls back what did not commit.
        await client.query('ROLLBACK').catch((rollback: Error) => {
          broken ??= rollback;
        });
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed, never handed to the next request.
        client.release(broken ?? undefined);
      }
    },
    async close() {
      // Idempotent: the app closes its database, and a caller that opened it may close it again.
      if (closed) return;
      closed = true;
      await pool.end();
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
