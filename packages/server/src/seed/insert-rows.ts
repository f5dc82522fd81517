import type { Queryable } from '../db';

/** Rows a statement: 500 rows of the widest table stay well under PostgreSQL's 65535 parameters. */
const BATCH = 500;

/** Inserts rows in multi-row batches (PostgreSQL allows 65535 parameters a statement). */
export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(', ')})`);
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}
