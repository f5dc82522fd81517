import { OTHER_CITY } from '@store/domain';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openPglite, openPostgres } from '../../src/db';
import { MIGRATIONS } from '../../src/db/migrate';
import { serverOptions } from '../../src/db/postgres';
import { seed } from '../../src/seed/seed';
import { openTestDb } from '../helpers';

describe('database: migrations and persistence', () => {
  it('applies every file of migrations/ in order (a new file must be listed in MIGRATIONS)', () => {
    const files = readdirSync(join(__dirname, '..', '..', 'migrations'))
      .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
      .sort();
    expect(MIGRATIONS.map((m) => `${m.name}.sql`)).toEqual(files);
  });

  describe('on a fresh database', () => {
    let fresh: Awaited<ReturnType<typeof openTestDb>>;
    beforeAll(async () => {
      fresh = await openTestDb();
    });
    afterAll(async () => fresh?.drop());

    it("PostgreSQL: the pool runs with jit off and its statement timeout, and keeps the URL's own options", async () => {
      if (!fresh.url) {
        const { connectionString } = serverOptions('postgres://h/db?options=-c%20statement_timeout%3D5000', 15_000);
        expect(new URL(connectionString).searchParams.get('options')).toBe(
          '-c statement_timeout=15000 -c statement_timeout=5000 -c jit=off',
        );
        return;
      }
      const pooled = openPostgres(fresh.url, { statementTimeoutMs: 4321 });
      try {
        expect(await pooled.query<{ statement_timeout: string }>('SHOW statement_timeout')).toEqual([{ statement_timeout: '4321ms' }]);
        // A statement whose work grows with the catalogue has its own, for the rest of its transaction only.
        const inside = await pooled.transaction(async (tx) => {
          const before = await tx.query<{ statement_timeout: string }>('SHOW statement_timeout');
          await tx.query('SELECT pg_sleep(4.5)', [], { statementTimeoutMs: 9000 });
          return [before, await tx.query<{ statement_timeout: string }>('SHOW statement_timeout')];
        });
        expect(inside).toEqual([[{ statement_timeout: '4321ms' }], [{ statement_timeout: '9s' }]]);
        expect(await pooled.query<{ statement_timeout: string }>('SHOW statement_timeout')).toEqual([{ statement_timeout: '4321ms' }]);
      } finally {
        await pooled.close();
      }
      const url = new URL(fresh.url);
      url.searchParams.set('options', '-c statement_timeout=12345');
      const own = openPostgres(url.toString());
      try {
        expect(await own.query<{ jit: string }>('SHOW jit')).toEqual([{ jit: 'off' }]);
        expect(await own.query<{ statement_timeout: string }>('SHOW statement_timeout')).toEqual([{ statement_timeout: '12345ms' }]);
      } finally {
        await own.close();
      }
    });

    it('PostgreSQL: the pool keeps the connections it opened through a quiet spell, and closes those above `keep`', async () => {
      if (!fresh.url) return;
      const busy = (db: ReturnType<typeof openPostgres>) => Promise.all([1, 2, 3].map(() => db.query('SELECT pg_sleep(0.05)')));
      const kept = openPostgres(fresh.url, { idleTimeoutMs: 50 });
      const shrinking = openPostgres(fresh.url, { idleTimeoutMs: 50, keep: 1 });
      try {
        await Promise.all([busy(kept), busy(shrinking)]);
        expect([kept.stats?.().total, shrinking.stats?.().total]).toEqual([3, 3]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect([kept.stats?.().total, shrinking.stats?.().total]).toEqual([3, 1]);
      } finally {
        await Promise.all([kept.close(), shrinking.close()]);
      }
    });

    it('two instances starting together apply each migration once (advisory lock)', async () => {
      const second = fresh.url ? openPostgres(fresh.url) : fresh.db;
      try {
        const [a, b] = await Promise.all([migrate(fresh.db), migrate(second)]);
        expect([...a, ...b].sort()).toEqual(MIGRATIONS.map((m) => m.name));
      } finally {
        if (second !== fresh.db) await second.close();
      }
    });

    it('migrations are idempotent: a second run applies nothing', async () => {
      expect(await migrate(fresh.db)).toEqual([]);
      const [row] = await fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(row?.n).toBe(MIGRATIONS.length);
    });

    it('a prepared statement answers as an unprepared one: types, nulls, arrays, and again with other values', async () => {
      const sql = 'SELECT $1::bigint AS id, $2::numeric(12, 2) AS price, $3::text[] AS words, $4::text AS none, $5::jsonb AS doc';
      for (const params of [
        [OTHER_CITY.id, 1234.5, ['а', 'b"c'], null, { a: [1] }],
        [1, 0.5, [], null, null],
      ]) {
        const unprepared = await fresh.db.query(sql, params);
        expect(await fresh.db.query(sql, params, { prepare: true })).toEqual(unprepared);
        expect(await fresh.db.query(sql, params, { prepare: true })).toEqual(unprepared);
      }
      expect(await fresh.db.query(sql, [2, 1, ['x'], 'y', { b: 2 }], { prepare: true })).toEqual([
        { id: 2, price: 1, words: ['x'], none: 'y', doc: { b: 2 } },
      ]);
    });

    it('a prepared statement that fails leaves the database answering, and so does a text that does not parse', async () => {
      const sql = 'SELECT 1 / $1::int AS n';
      await expect(fresh.db.query(sql, [0], { prepare: true })).rejects.toThrow(/division by zero/);
      expect(await fresh.db.query(sql, [1], { prepare: true })).toEqual([{ n: 1 }]);
      await expect(fresh.db.query('SELEC 1', [], { prepare: true })).rejects.toThrow(/syntax error/);
      await expect(fresh.db.query('SELEC 1', [], { prepare: true })).rejects.toThrow(/syntax error/);
      expect(await fresh.db.query('SELECT 2 AS n', [], { prepare: true })).toEqual([{ n: 2 }]);
    });

    it('a prepared statement waits for an open transaction rather than running inside it', async () => {
      if (fresh.db.kind !== 'pglite') return; // PostgreSQL: another pooled connection, isolated anyway
      await fresh.db.exec('CREATE TABLE IF NOT EXISTS prepared_probe (n int)');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = fresh.db
        .transaction(async (tx) => {
          await tx.query('INSERT INTO prepared_probe VALUES (1)');
          await held;
          throw new Error('roll back');
        })
        .catch((error: Error) => error.message);
      const read = fresh.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prepared_probe', [], { prepare: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect(await transaction).toBe('roll back');
      expect(await read).toEqual([{ n: 0 }]);
    });

    it('bigint and numeric come back as JS numbers (the other city id is beyond int4)', async () => {
      const [row] = await fresh.db.query<{ id: unknown; price: unknown }>(
        'SELECT 4586109697::bigint AS id, 1234.50::numeric(12, 2) AS price',
      );
      expect(row).toEqual({ id: OTHER_CITY.id, price: 1234.5 });
    });
  });

  it('an embedded database survives a restart (PGlite data directory)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'store-persist-'));
    const dataDir = join(root, 'pglite');
    try {
      const first = await openPglite({ dataDir });
      await migrate(first);
      await seed(first, 60);
      await first.close();
      const again = await openPglite({ dataDir });
      const [row] = await again.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(row?.n).toBe(60);
      expect(await migrate(again)).toEqual([]);
      await again.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
