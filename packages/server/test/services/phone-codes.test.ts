import { CODE_LENGTH } from '@store/domain';
import { createHmac, randomBytes } from 'node:crypto';
import { createTestContext, type TestContext, lastCode } from '../helpers';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
const jwtSecret = randomBytes(32).toString('base64url');
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { now: () => clock, jwtSecret } });
});
afterAll(async () => ctx?.close());

describe('one-time SMS codes (SPEC §4 sign-in and order phone confirmation)', () => {
  it('sends a 4-digit code by SMS and stores only its HMAC, bound to the hashCode', async () => {
    const { hashCode, expiresAt } = await ctx.app.phoneCodes.issue('79990001001', 'login');
    const code = await lastCode(ctx, '79990001001');
    expect(code).toHaveLength(CODE_LENGTH);
    expect(expiresAt.getTime() - clock.getTime()).toBe(2 * 60 * 1000);
    const [row] = await ctx.db.query<{ code_hmac: string }>('SELECT code_hmac FROM phone_codes WHERE hash_code = $1', [hashCode]);
    // The HMAC of the code bound to its hashCode, not the code (a check for the code's digits inside
    // the hex failed by chance when they happened to occur in it).
    expect(row!.code_hmac).toBe(createHmac('sha256', jwtSecret).update(`${hashCode}:${code}`).digest('hex'));
    expect(row!.code_hmac).not.toBe(code);
  });

  it('accepts the right code once (single use)', async () => {
    const { hashCode } = await ctx.app.phoneCodes.issue('79990001002', 'login');
    const code = await lastCode(ctx, '79990001002');
    await expect(ctx.app.phoneCodes.check(hashCode, '79990001002', 'login', code)).resolves.toMatchObject({ result: 'ok' });
    await expect(ctx.app.phoneCodes.check(hashCode, '79990001002', 'login', code)).resolves.toEqual({ result: 'unknown' });
  });

  it('a code works only with the hashCode, phone and purpose that issued it', async () => {
    const first = await ctx.app.phoneCodes.issue('79990001003', 'login');
    const code = await lastCode(ctx, '79990001003');
    // A second code for the same phone (issued again in the rare case it drew the same 4 digits).
    let second = await ctx.app.phoneCodes.issue('79990001003', 'login');
    for (let i = 0; i < 5 && (await lastCode(ctx, '79990001003')) === code; i += 1)
      second = await ctx.app.phoneCodes.issue('79990001003', 'login');
    expect(await lastCode(ctx, '79990001003')).not.toBe(code);
    await expect(ctx.app.phoneCodes.check(second.hashCode, '79990001003', 'login', code)).resolves.toMatchObject({ result: 'wrong' });
    await expect(ctx.app.phoneCodes.check(first.hashCode, '79990001004', 'login', code)).resolves.toEqual({ result: 'unknown' });
    await expect(ctx.app.phoneCodes.check(first.hashCode, '79990001003', 'order', code)).resolves.toEqual({ result: 'unknown' });
  });

  it('an expired code (after 2 minutes) is refused even when right', async () => {
    const { hashCode } = await ctx.app.phoneCodes.issue('79990001005', 'login');
    const code = await lastCode(ctx, '79990001005');
    clock = new Date(clock.getTime() + 2 * 60 * 1000 + 1);
    await expect(ctx.app.phoneCodes.check(hashCode, '79990001005', 'login', code)).resolves.toEqual({ result: 'expired' });
  });

  it('after 5 wrong tries the code is spent and a new one is needed', async () => {
    const { hashCode } = await ctx.app.phoneCodes.issue('79990001006', 'login');
    const code = await lastCode(ctx, '79990001006');
    const wrong = code === '0000' ? '1111' : '0000';
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const check = await ctx.app.phoneCodes.check(hashCode, '79990001006', 'login', wrong);
      if (check.result === 'wrong') left.push(check.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    await expect(ctx.app.phoneCodes.check(hashCode, '79990001006', 'login', code)).resolves.toEqual({ result: 'exhausted' });
  });

  it('concurrent wrong tries are all counted (row lock)', async () => {
    const { hashCode } = await ctx.app.phoneCodes.issue('79990001007', 'login');
    const code = await lastCode(ctx, '79990001007');
    const wrong = code === '0000' ? '1111' : '0000';
    await Promise.all(Array.from({ length: 8 }, () => ctx.app.phoneCodes.check(hashCode, '79990001007', 'login', wrong)));
    const [row] = await ctx.db.query<{ attempts: number }>('SELECT attempts FROM phone_codes WHERE hash_code = $1', [hashCode]);
    expect(row!.attempts).toBe(5);
  });

  it('a confirmed order code is spent by exactly one order', async () => {
    const { hashCode } = await ctx.app.phoneCodes.issue('79990001008', 'order');
    await ctx.app.phoneCodes.check(hashCode, '79990001008', 'order', await lastCode(ctx, '79990001008'));
    const spend = () =>
      ctx.db.transaction((tx) => ctx.app.phoneCodes.consumeConfirmed(tx, hashCode, '79990001008', 'order', 30 * 60 * 1000));
    expect(await spend()).toBe(true);
    expect(await spend()).toBe(false);
  });

  it('rate counters count atomically across concurrent hits', async () => {
    const results = await Promise.all(Array.from({ length: 7 }, () => ctx.app.rateCounters.hit('test:ip:127.0.0.1', 5, 60_000)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await ctx.app.rateCounters.count('test:ip:127.0.0.1', 60_000)).toBe(7);
  });
});

describe('housekeeping', () => {
  it('prunes codes and rate windows older than a day, keeps live ones', async () => {
    const { pruneExpiredState } = await import('../../src/services/housekeeping');
    const live = await ctx.app.phoneCodes.issue('79990001009', 'login');
    await ctx.db.query(
      "INSERT INTO phone_codes (hash_code, purpose, phone, code_hmac, expires_at, created_at) VALUES ('old', 'login', '79990001009', 'x', $1, $1)",
      [new Date(clock.getTime() - 2 * 86_400_000)],
    );
    await ctx.db.query("INSERT INTO rate_counters (key, window_start, count) VALUES ('old-window', $1, 3)", [
      new Date(clock.getTime() - 2 * 86_400_000),
    ]);
    await pruneExpiredState(ctx.app);
    const codes = await ctx.db.query<{ hash_code: string }>("SELECT hash_code FROM phone_codes WHERE phone = '79990001009'");
    expect(codes.map((c) => c.hash_code)).toEqual([live.hashCode]);
    expect(await ctx.db.query("SELECT 1 FROM rate_counters WHERE key = 'old-window'")).toEqual([]);
  });
});
