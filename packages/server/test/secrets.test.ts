import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { signingSecrets } from '../src/secrets';
import { createTestContext, signIn, type TestContext } from './helpers';

/** The signing key the API used outside production before decision 0021: readable by anyone in the repository. */
const FORMER_CONSTANT = 'dev-secret-change-me-in-production-0123456789';

/**
 * An access token as jose makes them (HS256, issuer store-api, a live session's id), signed with
 * any key: what an outsider can forge.
 */
function forgedToken(userId: number, sessionId: string, key: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'HS256' })}.${encode({ sub: String(userId), sid: sessionId, iss: 'store-api', iat: now, exp: now + 600 })}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

let ctx: TestContext;
/** The test file's database, shared by apps that must not close it (the context closes it last). */
let shared: Db;
const apps: FastifyInstance[] = [];

/** An API instance started as `node dist/server.js` starts one from the README: no key in the environment. */
async function readmeStart(): Promise<FastifyInstance> {
  const config = loadConfig({});
  const app = await buildApp({
    db: shared,
    imagesDir: ctx.imagesDir,
    settings: { ...config.settings, ...(await signingSecrets(shared, config.settings)) },
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  ctx = await createTestContext(60);
  const db = ctx.db;
  shared = {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => undefined,
  };
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.close();
});

describe('no signing key is a constant of the source (decision 0021)', () => {
  it('a token forged with the former development constant for another user does not read that user (401)', async () => {
    const api = await readmeStart();
    const victim = await signIn(ctx, '79996000001');
    const res = await api.inject({
      url: `/api/user/${victim.id}`,
      headers: { authorization: `Bearer ${forgedToken(victim.id, victim.sessionId, FORMER_CONSTANT)}` },
    });
    expect(res.statusCode).toBe(401);
    const own = await api.inject({
      url: `/api/user/${victim.id}`,
      headers: { authorization: `Bearer ${await api.tokens.sign({ userId: victim.id, sessionId: victim.sessionId })}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('the keys are generated once per database: random, long, distinct, and every instance on it agrees', async () => {
    const first = await signingSecrets(shared, {});
    const again = await Promise.all([signingSecrets(shared, {}), signingSecrets(shared, {})]);
    expect(again).toEqual([first, first]);
    expect(first.jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.paymentSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.jwtSecret).not.toBe(first.paymentSecret);
    expect(first.jwtSecret).not.toBe(FORMER_CONSTANT);
    // A token one instance signed is accepted by another started later on the same database.
    const [a, b] = [await readmeStart(), await readmeStart()];
    const user = await signIn(ctx, '79996000002');
    const token = await a.tokens.sign({ userId: user.id, sessionId: user.sessionId });
    expect((await b.inject({ url: `/api/user/${user.id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it("another database (another data folder, another store) has other keys: one store's token is refused by the other", async () => {
    const other = await createTestContext(60);
    try {
      const mine = await signingSecrets(shared, {});
      const theirs = await signingSecrets(other.db, {});
      expect(theirs.jwtSecret).not.toBe(mine.jwtSecret);
    } finally {
      await other.close();
    }
  });

  it('keys the environment gives are used as they are, and nothing is generated for them', async () => {
    const given = { jwtSecret: 'j'.repeat(40), paymentSecret: 'p'.repeat(40) };
    const fresh = await createTestContext(60);
    try {
      expect(await signingSecrets(fresh.db, given)).toEqual(given);
      expect(await fresh.db.query('SELECT name FROM generated_secrets')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('the app refuses to start without keys or with a short one', async () => {
    await expect(
      buildApp({ db: shared, imagesDir: ctx.imagesDir, settings: { jwtSecret: 'short', paymentSecret: 'p'.repeat(40) } }),
    ).rejects.toThrow(/jwtSecret: a key of at least 32 characters/);
  });
});
