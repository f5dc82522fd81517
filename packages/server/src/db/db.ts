/** What the repositories need of a database: PGlite and PostgreSQL both provide it. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface QueryOptions {
  /**
   * Prepare the statement once per connection (a named statement: per pooled connection on PostgreSQL,
   * in the one session of PGlite):
   * after a few runs PostgreSQL reuses one plan instead of planning every run. Only for a fixed
   * text whose good plan does not depend on its parameters' values.
   */
  prepare?: boolean;
  /**
   * Inside a transaction: this statement, and those after it in the same transaction, may run this
   * long (SET LOCAL statement_timeout, and the client waits as long) instead of the pool's
   * DB_STATEMENT_TIMEOUT_MS. For the few statements whose work grows with the whole catalogue.
   */
  statementTimeoutMs?: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (migrations, seed batches) in one call. */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; it is rolled back when `fn` throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A pool's connections now (PostgreSQL): open, idle, and requests waiting for one. PGlite has one session and none. */
  stats?(): { total: number; idle: number; waiting: number };
}

/** int8 and numeric come back as JS numbers on both databases (city ids are bigint, prices numeric). */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const toNumber = (value: string) => Number(value);
