import { MESSAGES } from '@store/domain';
import { createCaptcha, recaptcha } from '../src/providers/captcha';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let clock = new Date('2026-11-22T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { now: () => clock } });
});
afterAll(async () => ctx?.close());

async function tick(ip: string, payload: unknown = { checked: true }) {
  return ctx.app.inject({ method: 'POST', url: '/api/captcha/local', payload: payload as object, remoteAddress: ip });
}

const tokenOf = async (ip: string) => (await tick(ip)).json<{ token: string }>().token;

describe('local checkbox captcha (SPEC §4 "Captcha", §8 captcha 403)', () => {
  it('ticking the box gives a short-lived token that verifies once for the address that ticked it', async () => {
    const res = await tick('10.1.0.1');
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(2 * 60 * 1000);
    expect(await ctx.app.providers.captcha.verify(token, '10.1.0.1')).toBe(true);
    // Replay: refused, and on any instance, since the spent token is recorded in the database.
    expect(await ctx.app.providers.captcha.verify(token, '10.1.0.1')).toBe(false);
    const otherInstance = createCaptcha(ctx.app.settings, ctx.db);
    expect(await otherInstance.verify(token, '10.1.0.1')).toBe(false);
  });

  it('a token is refused from another address, after 2 minutes, and when tampered with', async () => {
    expect(await ctx.app.providers.captcha.verify(await tokenOf('10.1.0.2'), '10.1.0.3')).toBe(false);

    const late = await tokenOf('10.1.0.2');
    clock = new Date(clock.getTime() + 2 * 60 * 1000 + 1);
    expect(await ctx.app.providers.captcha.verify(late, '10.1.0.2')).toBe(false);

    const [body, signature] = (await tokenOf('10.1.0.2')).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { ip: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, ip: '10.1.0.9' })).toString('base64url');
    expect(await ctx.app.providers.captcha.verify(`${forged}.${signature!}`, '10.1.0.9')).toBe(false);
    expect(await ctx.app.providers.captcha.verify('garbage', '10.1.0.2')).toBe(false);
    expect(await ctx.app.providers.captcha.verify('a.b.c', '10.1.0.2')).toBe(false);
  });

  it('the box must be ticked: {checked:false} is a Russian 400', async () => {
    const res = await tick('10.1.0.4', { checked: false });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Отметьте, что вы не робот');
  });

  it('a replayed token at sign-in gets the 403 «не робот» again', async () => {
    const ip = '10.1.0.5';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '79993000001', password: 'nope-nope' },
      remoteAddress: ip,
    });
    const token = await tokenOf(ip);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '79993000001', password: 'nope-nope', gReCaptchaToken: token },
      remoteAddress: ip,
    });
    expect(first.statusCode).toBe(400); // the captcha passed, the password did not
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '79993000001', password: 'nope-nope', gReCaptchaToken: token },
      remoteAddress: ip,
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ message: MESSAGES.captchaFailed, captchaRequired: true });
  });
});

describe('reCAPTCHA provider (never calls Google in tests)', () => {
  it('posts the secret, token and address to siteverify and trusts only success: true', async () => {
    const calls: { url: string; body: string }[] = [];
    const answer = (json: unknown, ok = true) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return { ok, json: async () => json } as Response;
      }) as typeof fetch;
    expect(await recaptcha('s3cret', answer({ success: true })).verify('tok', '1.2.3.4')).toBe(true);
    expect(calls[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(calls[0]!.body).get('secret')).toBe('s3cret');
    expect(new URLSearchParams(calls[0]!.body).get('response')).toBe('tok');
    expect(new URLSearchParams(calls[0]!.body).get('remoteip')).toBe('1.2.3.4');
    expect(await recaptcha('s3cret', answer({ success: false })).verify('tok', '1.2.3.4')).toBe(false);
    expect(await recaptcha('s3cret', answer({ success: true }, false)).verify('tok', '1.2.3.4')).toBe(false);
    const down = (async () => {
      throw new Error('network down');
    }) as typeof fetch;
    expect(await recaptcha('s3cret', down).verify('tok', '1.2.3.4')).toBe(false);
  });

  it('is chosen by settings; without a secret the app refuses to start', () => {
    expect(() => createCaptcha({ ...ctx.app.settings, captcha: { provider: 'recaptcha' } }, ctx.db)).toThrow(/recaptchaSecret/);
  });

  it('with reCAPTCHA there is no local checkbox to tick (404)', async () => {
    const google = await createTestContext(60, { settings: { captcha: { provider: 'recaptcha', recaptchaSecret: 'x' } } });
    try {
      const res = await google.app.inject({
        method: 'POST',
        url: '/api/captcha/local',
        payload: { checked: true },
        remoteAddress: '10.1.0.40',
      });
      expect(res.statusCode).toBe(404);
      expect(google.app.providers.captchaChallenge).toBeNull();
    } finally {
      await google.close();
    }
  });
});
