import { splitStatements, MIGRATIONS } from '../../src/db/migrate';
import { openTestDb } from '../helpers';

/** Decision 0027: the sign-ins made before sessions had a table of their own keep their state. */
describe('migration 016_sessions', () => {
  let opened: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    opened = await openTestDb();
  });
  afterAll(async () => opened?.drop());

  it('turns each refresh-token family into a session: live ones stay live, revoked ones stay revoked', async () => {
    const { db } = opened;
    const upTo = MIGRATIONS.findIndex((m) => m.name === '016_sessions');
    expect(upTo).toBeGreaterThan(0);
    for (const migration of MIGRATIONS.slice(0, upTo)) for (const statement of splitStatements(migration.sql)) await db.query(statement);
    const [user] = await db.query<{ id: number }>("INSERT INTO users (phone) VALUES ('79990001601') RETURNING id");
    const add = (hash: string, family: string, expires: string, used: string | null, revoked: string | null) =>
      db.query(
        'INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at, used_at, revoked_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [hash, family, user!.id, expires, used, revoked, '2026-11-01T00:00:00Z'],
      );
    await add('live-1', 'live', '2026-12-01T00:00:00Z', '2026-11-02T00:00:00Z', null);
    await add('live-2', 'live', '2026-12-02T00:00:00Z', null, null);
    await add('gone-1', 'gone', '2026-12-01T00:00:00Z', '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z');
    await add('gone-2', 'gone', '2026-12-02T00:00:00Z', null, '2026-11-03T00:00:00Z');

    for (const statement of splitStatements(MIGRATIONS[upTo]!.sql)) await db.query(statement);

    const sessions = await db.query<{ id: string; user_id: number; expires_at: Date; revoked_at: Date | null }>(
      'SELECT id, user_id, expires_at, revoked_at FROM auth_sessions ORDER BY id',
    );
    expect(
      sessions.map((s) => ({
        ...s,
        expires_at: new Date(s.expires_at).toISOString(),
        revoked_at: s.revoked_at && new Date(s.revoked_at).toISOString(),
      })),
    ).toEqual([
      { id: 'gone', user_id: user!.id, expires_at: '2026-12-02T00:00:00.000Z', revoked_at: '2026-11-03T00:00:00.000Z' },
      { id: 'live', user_id: user!.id, expires_at: '2026-12-02T00:00:00.000Z', revoked_at: null },
    ]);
    // Ending a session takes its refresh tokens with it once it is pruned (the family references the session).
    await db.query("DELETE FROM auth_sessions WHERE id = 'gone'");
    const left = await db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens ORDER BY token_hash');
    expect(left.map((r) => r.token_hash)).toEqual(['live-1', 'live-2']);
  });
});
