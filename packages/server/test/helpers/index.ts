import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/app';
import type { AppSecrets, AppSettings } from '../../src/settings';
import { migrate, openPglite, openPostgres, type Db } from '../../src/db';
import { MIGRATIONS } from '../../src/db/migrate';
import { ensureImages } from '../../src/seed/images';
import { seed, seedLeaves } from '../../src/seed/seed';

export const TEST_PRODUCTS = 300;

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  imagesDir: string;
  close: () => Promise<void>;
}

/**
 * A fresh, seeded database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL of TEST_DATABASE_URL (an admin URL), dropped afterwards; there a copy of the
 * `template` database when one is named.
 */
export async function openTestDb(template?: string): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openEmptyPglite();
    return { db, drop: async () => db.close() };
  }
  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name}`);
      await again.end();
    },
  };
}

const TEMPLATES_DIR = join(tmpdir(), 'store-server-test-templates');

/** What a seeded template depends on: the migrations, the seed's code and data, the domain constants, PGlite's version. */
let fingerprintOfThisCode: string | null = null;
function templateFingerprint(): string {
  if (fingerprintOfThisCode) return fingerprintOfThisCode;
  const hash = createHash('sha256');
  for (const migration of MIGRATIONS) hash.update(migration.name).update(migration.sql);
  const seedDir = join(__dirname, '..', '..', 'src', 'seed');
  for (const file of readdirSync(seedDir).sort()) hash.update(file).update(readFileSync(join(seedDir, file)));
  const domainConstants = join(__dirname, '..', '..', '..', 'domain', 'src', 'constants.ts');
  if (existsSync(domainConstants)) hash.update(readFileSync(domainConstants));
  hash.update(require.resolve('@electric-sql/pglite'));
  fingerprintOfThisCode = hash.digest('hex').slice(0, 16);
  return fingerprintOfThisCode;
}

/**
 * A PGlite data-dir dump kept in TEMPLATES_DIR as `file`: read when there, else made by `make`
 * and written aside and renamed, so a parallel test worker never reads half a file.
 */
async function keptDump(file: string, make: () => Promise<Blob>): Promise<Blob> {
  try {
    return new Blob([readFileSync(join(TEMPLATES_DIR, file))]);
  } catch {
    // Not made yet (or removed meanwhile): make it.
  }
  const dump = await make();
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  const partial = join(TEMPLATES_DIR, `${file}.${process.pid}`);
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, join(TEMPLATES_DIR, file));
  return dump;
}

/** The dump of `db`, which is then closed. */
async function dumpOf(db: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  try {
    return await db.dump();
  } finally {
    await db.close();
  }
}

/**
 * An in-memory PGlite as `openPglite({})` makes it (a new cluster: no migration, no data), from a
 * dump of one made once: its initdb takes 3–5 s on a busy machine, loading the dump under 1 s.
 */
export async function openEmptyPglite(): Promise<Awaited<ReturnType<typeof openPglite>>> {
  const dump = await keptDump(`${templateFingerprint()}-empty.tar`, async () => dumpOf(await openPglite({})));
  return openPglite({ loadDataDir: dump });
}

/**
 * A migrated and seeded PGlite as a data-dir dump. The first test file that needs it seeds once
 * (≈ 3 s of start-up plus the seed); every other file loads the dump (≈ 1 s). The dump is keyed
 * by what it was built from, so a changed migration or seed never loads a stale one. Making one
 * also removes the templates (and pictures) of other code (an old checkout, a CI clone running at
 * the same time) once they are a day old.
 */
async function pgliteTemplate(products: number): Promise<Blob> {
  const fingerprint = templateFingerprint();
  return keptDump(`${fingerprint}-${products}.tar`, async () => {
    const db = await openEmptyPglite();
    await migrate(db);
    await seed(db, products);
    mkdirSync(TEMPLATES_DIR, { recursive: true });
    for (const old of readdirSync(TEMPLATES_DIR)) {
      const path = join(TEMPLATES_DIR, old);
      if (!old.startsWith(fingerprint) && Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 86_400_000) {
        rmSync(path, { recursive: true, force: true });
      }
    }
    return dumpOf(db);
  });
}

/**
 * The seed's pictures, drawn once (sharp renders each category's card: seconds for them all on a
 * busy machine, for every test context) into a folder keyed like the templates; each context gets
 * copies of them in a folder of its own, so what a test writes there stays its own.
 */
async function drawSeedImages(): Promise<string> {
  // The seed's code (its pictures' drawing included) and the sharp that draws them.
  const sharp = createHash('sha256').update(require.resolve('sharp')).digest('hex').slice(0, 8);
  const dir = join(TEMPLATES_DIR, `${templateFingerprint()}-images-${sharp}`);
  if (existsSync(dir)) return dir;
  mkdirSync(TEMPLATES_DIR, { recursive: true });
  // Drawn aside and renamed: a parallel test worker never copies half a folder.
  const partial = mkdtempSync(`${dir}.${process.pid}-`);
  await ensureImages(partial, seedLeaves());
  try {
    renameSync(partial, dir);
  } catch {
    // Another worker renamed its own first: the same pictures.
    rmSync(partial, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh folder with the seed's pictures, as `ensureImages` writes them for a new store. */
async function testImagesDir(): Promise<string> {
  const imagesDir = mkdtempSync(join(tmpdir(), 'store-images-'));
  const drawn = await drawSeedImages();
  for (const file of readdirSync(drawn)) copyFileSync(join(drawn, file), join(imagesDir, file));
  return imagesDir;
}

/** An advisory lock of the admin database: one test worker at a time makes a template. */
const TEMPLATE_LOCK_ID = 7_250_431;

/**
 * A migrated and seeded database on the PostgreSQL of `adminUrl`, the template of every test
 * database of that size: the first test file that needs it migrates and seeds it (seconds on a
 * busy machine), every other one gets a copy (`CREATE DATABASE … TEMPLATE`, a fraction of a
 * second), as PGlite's files get a dump. Named by what it was built from, so a changed migration
 * or seed never serves a stale one; made under another name and renamed, so a run stopped halfway
 * never leaves a half-seeded template.
 */
async function postgresTemplate(adminUrl: string, products: number): Promise<string> {
  const name = `store_template_${templateFingerprint()}_${products}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      const partial = `${name}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
      await admin.query(`CREATE DATABASE ${partial}`);
      const url = new URL(adminUrl);
      url.pathname = `/${partial}`;
      const db = openPostgres(url.toString());
      try {
        await migrate(db);
        await seed(db, products);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/** A migrated and seeded database for one test file. */
async function openSeededDb(products: number): Promise<{ db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite({ loadDataDir: await pgliteTemplate(products) });
    return { db, drop: async () => db.close() };
  }
  return openTestDb(await postgresTemplate(adminUrl, products));
}

/** Keys of a test's own (the app has no default key): random, so no test leans on a known one. */
export const testSecrets = (): AppSecrets => ({
  jwtSecret: randomBytes(32).toString('base64url'),
  paymentSecret: randomBytes(32).toString('base64url'),
});

export async function createTestContext(
  products = TEST_PRODUCTS,
  options: { settings?: Partial<AppSettings>; providers?: AppOptions['providers']; logger?: AppOptions['logger'] } = {},
): Promise<TestContext> {
  const { db, drop } = await openSeededDb(products);
  const imagesDir = await testImagesDir();
  const app = await buildApp({
    db,
    imagesDir,
    providers: options.providers,
    logger: options.logger,
    settings: { ...testSecrets(), ...options.settings },
  });
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

export interface SignedInUser {
  id: number;
  phone: string;
  token: string;
  /** The session the token belongs to (a sign-in of its own). */
  sessionId: string;
  /** `Authorization: Bearer …` for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/**
 * A user of the given phone (created when missing) and a valid access token, for tests of routes
 * that need a signed-in user; the sign-in flow itself is tested through its routes in auth.test.ts.
 */
export async function signIn(
  ctx: TestContext,
  phone = '79990000001',
  fields: { firstName?: string; lastName?: string } = {},
): Promise<SignedInUser> {
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO users (phone, first_name, last_name, phone_confirm) VALUES ($1, $2, $3, true)
     ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
    [phone, fields.firstName ?? 'Иван', fields.lastName ?? 'Иванов'],
  );
  const { accessToken: token, sessionId } = await ctx.app.sessions.start(row!.id);
  return { id: row!.id, phone, token, sessionId, headers: { authorization: `Bearer ${token}` } };
}

/** The code the local SMS provider sent last to a phone (what the buyer reads on the phone). */
export async function lastCode(ctx: Pick<TestContext, 'db'>, phone: string): Promise<string> {
  const [row] = await ctx.db.query<{ text: string }>('SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1', [phone]);
  return /(\d{4})/.exec(row!.text)![1]!;
}

/** Every rate window starts empty: a test stands alone without moving the clock past the limits' hour. */
export async function resetRateCounters(ctx: Pick<TestContext, 'db'>): Promise<void> {
  await ctx.db.query('DELETE FROM rate_counters');
}

/** A prepared statement of the session and how PostgreSQL planned it (pg_prepared_statements). */
export interface PreparedPlan {
  statement: string;
  custom_plans: number;
  generic_plans: number;
}

/**
 * `fn` on one database session, then that session's prepared statements: on PostgreSQL one pooled
 * connection (a transaction holds it), PGlite has one session (and prepares outside transactions).
 */
export async function onOneSession<T>(db: Db, fn: (session: Db) => Promise<T>): Promise<{ result: T; plans: PreparedPlan[] }> {
  const run = async (session: Db) => {
    const result = await fn(session);
    const plans = await session.query<PreparedPlan>('SELECT statement, custom_plans::int, generic_plans::int FROM pg_prepared_statements');
    return { result, plans };
  };
  return db.kind === 'postgres' ? db.transaction((tx) => run({ ...db, query: tx.query } as Db)) : run(db);
}
