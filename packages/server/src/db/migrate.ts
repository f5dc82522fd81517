import init from '../../migrations/001_init.sql';
import search from '../../migrations/002_search.sql';
import auth from '../../migrations/003_auth.sql';
import shopping from '../../migrations/004_shopping.sql';
import orders from '../../migrations/005_orders.sql';
import perf from '../../migrations/006_perf.sql';
import contact from '../../migrations/007_contact.sql';
import catalogueIndexes from '../../migrations/008_catalogue_indexes.sql';
import orderServices from '../../migrations/009_order_services.sql';
import type { Db } from './db';

/** Plain SQL migrations in order; PostgreSQL 15 and PGlite (PostgreSQL 18) run the same text. */
export const MIGRATIONS: readonly { name: string; sql: string }[] = [
  { name: '001_init', sql: init },
  { name: '002_search', sql: search },
  { name: '003_auth', sql: auth },
  { name: '004_shopping', sql: shopping },
  { name: '005_orders', sql: orders },
  { name: '006_perf', sql: perf },
  { name: '007_contact', sql: contact },
  { name: '008_catalogue_indexes', sql: catalogueIndexes },
  { name: '009_order_services', sql: orderServices },
];

const LOCK_ID = 4_242_001;

/**
 * Applies the migrations not applied yet, each in its own transaction, under an advisory lock so
 * that several API instances starting together on one PostgreSQL do not race.
 */
export async function migrate(db: Db): Promise<string[]> {
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can both try to create it.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations WHERE name = $1', [migration.name]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/** Splits a migration into statements (no dollar-quoted bodies in our migrations). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}
