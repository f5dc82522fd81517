import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openPglite } from '../src/db';
import { seed } from '../src/seed/seed';
import { openTestDb } from './helpers';

describe('database: migrations, persistence, deterministic seed', () => {
  it('migrations are idempotent: a second run applies nothing', async () => {
    const { db, drop } = await openTestDb();
    try {
      expect(await migrate(db)).toEqual(['001_init', '002_search']);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('the seed is deterministic: the same products, prices and stock every time', async () => {
    const snapshot = async () => {
      const { db, drop } = await openTestDb();
      try {
        await migrate(db);
        await seed(db, 80);
        return await db.query(
          'SELECT p.id, p.title, pp.stock_code, pp.price_retail, pp.price_discount FROM products p JOIN product_prices pp ON pp.product_id = p.id ORDER BY p.id, pp.stock_code LIMIT 60',
        );
      } finally {
        await drop();
      }
    };
    const first = await snapshot();
    expect(first.length).toBe(60);
    expect(await snapshot()).toEqual(first);
  });

  it('an embedded database survives a restart (PGlite data directory)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'store-persist-')), 'pglite');
    const first = await openPglite({ dataDir });
    await migrate(first);
    await seed(first, 60);
    await first.close();
    const again = await openPglite({ dataDir });
    const [row] = await again.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(row?.n).toBe(60);
    expect(await migrate(again)).toEqual([]);
    await again.close();
  });
});
