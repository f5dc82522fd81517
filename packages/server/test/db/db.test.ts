import { OTHER_CITY } from '@store/domain';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openPglite, openPostgres } from '../../src/db';
import { MIGRATIONS } from '../../src/db/migrate';
import { withJitOff } from '../../src/db/postgres';
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

    it("PostgreSQL: the pool runs with jit off and keeps the URL's own options", async () => {
      if (!fresh.url) {
        expect(new URL(withJitOff('postgres://h/db?options=-c%20statement_timeout%3D5000')).searchParams.get('options')).toBe(
          '-c statement_timeout=5000 -c jit=off',
        );
        return;
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
