import init from '../../migrations/001_init.sql';
import search from '../../migrations/002_search.sql';
import auth from '../../migrations/003_auth.sql';
import shopping from '../../migrations/004_shopping.sql';
import orders from '../../migrations/005_orders.sql';
import perf from '../../migrations/006_perf.sql';
import contact from '../../migrations/007_contact.sql';
import catalogueIndexes from '../../migrations/008_catalogue_indexes.sql';
import orderServices from '../../migrations/009_order_services.sql';
import compare from '../../migrations/010_compare.sql';
import effectivePrice from '../../migrations/011_effective_price.sql';
import searchMatches from '../../migrations/012_search_matches.sql';
import cdek from '../../migrations/013_cdek.sql';
import paymentProvider from '../../migrations/014_payment_provider.sql';
import generatedSecrets from '../../migrations/015_generated_secrets.sql';
import sessions from '../../migrations/016_sessions.sql';
import searchWords from '../../migrations/017_search_words.sql';
import searchFacts from '../../migrations/018_search_facts.sql';
import exchange from '../../migrations/020_exchange.sql';
import outbox from '../../migrations/030_outbox.sql';
import catalogueChanges from '../../migrations/031_catalogue_changes.sql';
import searchChanges from '../../migrations/032_search_changes.sql';
import categoryPaths from '../../migrations/033_category_paths.sql';
import listingCards from '../../migrations/034_listing_cards.sql';
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
  { name: '010_compare', sql: compare },
  { name: '011_effective_price', sql: effectivePrice },
  { name: '012_search_matches', sql: searchMatches },
  { name: '013_cdek', sql: cdek },
  { name: '014_payment_provider', sql: paymentProvider },
  { name: '015_generated_secrets', sql: generatedSecrets },
  { name: '016_sessions', sql: sessions },
  { name: '017_search_words', sql: searchWords },
  { name: '018_search_facts', sql: searchFacts },
  { name: '020_exchange', sql: exchange },
  { name: '030_outbox', sql: outbox },
  { name: '031_catalogue_changes', sql: catalogueChanges },
  { name: '032_search_changes', sql: searchChanges },
  { name: '033_category_paths', sql: categoryPaths },
  { name: '034_listing_cards', sql: listingCards },
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

/**
 * Splits a migration into statements at the semicolons outside quotes, dollar-quoted bodies
 * (`$$ … $$` of functions) and `--` comments; the comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end < 0 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
    } else if (rest.startsWith("'")) {
      let end = i + 1;
      while (end < sql.length && (sql[end] !== "'" || sql[end + 1] === "'")) end += sql[end] === "'" ? 2 : 1;
      current += sql.slice(i, end + 1);
      i = end + 1;
    } else if (rest.startsWith(';')) {
      statements.push(current);
      current = '';
      i += 1;
    } else {
      current += sql[i];
      i += 1;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
