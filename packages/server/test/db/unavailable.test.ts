import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { buildApp } from '../../src/app';
import { DatabaseUnavailableError, openPostgres, unavailableReason, type Db } from '../../src/db';
import { DATABASE_UNAVAILABLE } from '../../src/lib/messages';
import { openTestDb, testSecrets } from '../helpers';

/** How node-postgres fails when nothing listens at the database's address. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A port on the loopback where nothing listens. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('what counts as the database being away', () => {
  it.each([
    ['ECONNREFUSED', refused()],
    ['57P01', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['57P03', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['08006', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['57014', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['timeout exceeded when trying to connect', new Error('timeout exceeded when trying to connect')],
  ])('%s is the database away', (reason, error) => {
    expect(unavailableReason(error)).toBe(reason);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
  ])('%s is not', (_what, error) => {
    expect(unavailableReason(error)).toBeNull();
  });
});

describe('the API while its database is away', () => {
  const away: Db = {
    kind: 'postgres',
    query: async () => Promise.reject(new DatabaseUnavailableError('ECONNREFUSED', { cause: refused() })),
    exec: async () => Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')),
    transaction: async () => Promise.reject(new DatabaseUnavailableError('ECONNREFUSED')),
    close: async () => undefined,
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: away, imagesDir: '/nonexistent', settings: testSecrets() });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/category/products?categorySlug=komp/noutbuki&selectedCity=195585415&limit=12'],
    ['GET', '/api/order/confirm-phone?phone=79990001122&name=Test'],
  ])('%s %s is a 503 with the Russian message and when to try again', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
  });

  it('a search is a 503 too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/product/search', payload: { query: 'ноутбук', stockId: 353 } });
    expect(res.statusCode).toBe(503);
  });

  it('an order is refused with 503, not as a failed order (the shopper may send it again)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/one-click',
      headers: { cookie: 'phoneCode=0123456789abcdef0123456789abcdef', 'idempotency-key': 'order-key-1' },
      payload: {
        phone: '79990001122',
        customer: 'Петров Пётр',
        agreementContract: true,
        agreementNotification: true,
        paymentMethod: 2,
        cityId: 195585415,
        shopId: 107,
        deliveryId: 2,
        productData: [{ id: 1, quantity: 1 }],
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(DATABASE_UNAVAILABLE);
  });

  it('bad input is still the Russian 400 it always was: validation needs no database', async () => {
    const res = await app.inject({ url: '/api/order/confirm-phone?phone=12345' });
    expect(res.statusCode).toBe(400);
  });

  it('/api/ready says not ready, and why', async () => {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database).toEqual({ kind: 'postgres', ready: false, detail: 'нет связи с базой данных: ECONNREFUSED' });
  });
});

describe('a PostgreSQL pool at an address where nothing listens', () => {
  it('fails each query and transaction at once with DatabaseUnavailableError, and keeps the process', async () => {
    const db = openPostgres(`postgres://postgres@127.0.0.1:${await deadPort()}/store`, { connectTimeoutMs: 1500 });
    try {
      const started = Date.now();
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.exec('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await db.close();
    }
  });
});

// The real server going away under an open pool: its connections are ended by the server, as a
// restart or a failover ends them (pg_terminate_backend sends the same 57P01 as `pg_ctl stop -m fast`).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('a PostgreSQL pool whose connections the server ends', () => {
  let fresh: Awaited<ReturnType<typeof openTestDb>>;
  let db: Db;
  let admin: Db;
  const idleErrors: Error[] = [];
  beforeAll(async () => {
    fresh = await openTestDb();
    db = openPostgres(fresh.url!, { statementTimeoutMs: 1000, onIdleError: (error) => idleErrors.push(error) });
    admin = openPostgres(fresh.url!, { max: 1 });
    await db.exec('CREATE TABLE kept (id int PRIMARY KEY)');
  });
  afterAll(async () => {
    await admin?.close();
    await db?.close();
    await fresh?.drop();
  });
  const endOthers = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );

  it('an idle connection ended by the server is reported and dropped; the next query connects anew', async () => {
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.05)')));
    await endOthers();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(idleErrors.length).toBeGreaterThan(0);
    expect(idleErrors.every((error) => unavailableReason(error) !== null)).toBe(true);
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('a transaction whose connection is ended halfway is refused with nothing written, and the pool goes on', async () => {
    const attempt = db.transaction(async (tx) => {
      await tx.query('INSERT INTO kept (id) VALUES (1)');
      await endOthers();
      // The connection is gone between two statements of the transaction.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.query('INSERT INTO kept (id) VALUES (2)');
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await db.query('SELECT id FROM kept')).toEqual([]);
    await db.transaction((tx) => tx.query('INSERT INTO kept (id) VALUES (3)'));
    expect(await db.query('SELECT id FROM kept')).toEqual([{ id: 3 }]);
  });

  it('a statement past the timeout is cancelled and counts as the database not answering', async () => {
    const started = Date.now();
    await expect(db.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ reason: '57014' });
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
