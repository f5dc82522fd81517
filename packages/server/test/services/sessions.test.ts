import { pruneExpiredState } from '../../src/services/housekeeping';
import { createTestContext, type TestContext } from '../helpers';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext(60, { settings: { now: () => clock } });
});
afterAll(async () => ctx?.close());

const userOf = async (phone: string) =>
  (await ctx.db.query<{ id: number }>('INSERT INTO users (phone) VALUES ($1) RETURNING id', [phone]))[0]!.id;

describe('sessions (decision 0027): an access token counts only while its session lives', () => {
  it('a token of a live session is the user; a token whose session ended, expired or is another user’s is nobody', async () => {
    const userId = await userOf('79990002701');
    const otherId = await userOf('79990002702');
    const live = await ctx.app.sessions.start(userId);
    expect(await ctx.app.sessions.authenticate(live.accessToken)).toEqual({ userId, sessionId: live.sessionId });

    // A validly signed token naming a live session of someone else (a forged claim) opens nothing.
    const foreign = await ctx.app.tokens.sign({ userId: otherId, sessionId: live.sessionId });
    expect(await ctx.app.sessions.authenticate(foreign)).toBeNull();
    // A token of api-client 1.x days, without a session: the client refreshes and gets one that has it.
    const unknown = await ctx.app.tokens.sign({ userId, sessionId: 'no-such-session' });
    expect(await ctx.app.sessions.authenticate(unknown)).toBeNull();

    await ctx.app.sessions.end(live.sessionId, null);
    expect(await ctx.app.sessions.authenticate(live.accessToken)).toBeNull();
  });

  it('a session past its refresh token’s life is dead before it is pruned, and pruning removes it with its tokens', async () => {
    const userId = await userOf('79990002703');
    const old = await ctx.app.sessions.start(userId);
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 31 * 86_400_000);
      const fresh = await ctx.app.sessions.start(userId);
      // Signed now with a clock the token believes: only the session's row can refuse it.
      const lateToken = await ctx.app.tokens.sign({ userId, sessionId: old.sessionId });
      expect(await ctx.app.sessions.authenticate(lateToken)).toBeNull();
      await pruneExpiredState(ctx.app);
      const rows = await ctx.db.query<{ id: string }>('SELECT id FROM auth_sessions WHERE user_id = $1', [userId]);
      expect(rows.map((r) => r.id)).toEqual([fresh.sessionId]);
      const tokens = await ctx.db.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE user_id = $1', [userId]);
      expect(tokens.map((t) => t.family_id)).toEqual([fresh.sessionId]);
    } finally {
      clock = saved;
    }
  });

  it('a refresh keeps the session: the new access token names the same one, and ending it ends both tokens', async () => {
    const userId = await userOf('79990002704');
    const first = await ctx.app.sessions.start(userId);
    const next = await ctx.app.sessions.refresh(first.refreshToken);
    expect(next).toMatchObject({ userId, sessionId: first.sessionId });
    expect(await ctx.app.sessions.refresh(first.refreshToken)).toBeNull();
    // That replay ended the session: the newest access token is refused too.
    expect(await ctx.app.sessions.authenticate(next!.accessToken)).toBeNull();
  });
});
