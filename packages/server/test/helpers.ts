import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { migrate, openPglite, openPostgres, type Db } from '../src/db';
import { ensureImages } from '../src/seed/images';
import { seed, seedLeaves } from '../src/seed/seed';

export const TEST_PRODUCTS = 300;

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  imagesDir: string;
  close: () => Promise<void>;
}

/**
 * A fresh, seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL of TEST_DATABASE_URL (an admin URL), dropped afterwards.
 */
export async function openTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite({});
    return { db, drop: async () => db.close() };
  }
  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    drop: async () => {
      await db.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name}`);
      await again.end();
    },
  };
}

export async function createTestContext(products = TEST_PRODUCTS): Promise<TestContext> {
  const { db, drop } = await openTestDb();
  await migrate(db);
  await seed(db, products);
  const imagesDir = mkdtempSync(join(tmpdir(), 'store-images-'));
  await ensureImages(imagesDir, seedLeaves());
  const app = await buildApp({ db, imagesDir });
  await app.ready();
  return {
    app,
    db,
    imagesDir,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
