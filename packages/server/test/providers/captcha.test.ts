import { MESSAGES } from '@store/domain';
import { startRecaptchaFake, type RecaptchaFake } from '../../fakes/recaptcha';
import { createCaptcha, recaptcha, SITEVERIFY_URL, type RecaptchaOptions } from '../../src/providers/captcha';
import { createTestContext, type TestContext } from '../helpers';

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

describe('reCAPTCHA provider against the local fake of siteverify (never calls Google)', () => {
  let google: RecaptchaFake;
  beforeAll(async () => {
    google = await startRecaptchaFake();
  });
  afterAll(async () => google?.stop());
  beforeEach(() => google.failWith(null));
  const verifier = (options: Partial<RecaptchaOptions> = {}) => recaptcha({ secret: google.secret, url: google.url, ...options });

  it('posts the secret, the token and the address to RECAPTCHA_URL; a token the widget gave passes once', async () => {
    const token = google.issueToken();
    expect(await verifier().verify(token, '1.2.3.4')).toBe(true);
    expect(google.requests.at(-1)).toEqual({ secret: google.secret, response: token, remoteip: '1.2.3.4' });
    // siteverify answers success: false for a replay (timeout-or-duplicate): refused.
    expect(await verifier().verify(token, '1.2.3.4')).toBe(false);
  });

  it('success: false (a made-up token, a wrong secret) is not verified', async () => {
    expect(await verifier().verify('made-up', '1.2.3.4')).toBe(false);
    expect(await verifier({ secret: 'wrong' }).verify(google.issueToken(), '1.2.3.4')).toBe(false);
  });

  it('a 5xx, an answer that is not JSON, or no answer in time is not verified (fail closed), within the timeout', async () => {
    google.failWith({ kind: 'http', status: 503 });
    expect(await verifier().verify(google.issueToken(), '1.2.3.4')).toBe(false);
    google.failWith({ kind: 'malformed', body: '<html>captcha</html>' });
    expect(await verifier().verify(google.issueToken(), '1.2.3.4')).toBe(false);
    google.failWith({ kind: 'hang' });
    const started = Date.now();
    expect(await verifier({ timeoutMs: 300 }).verify(google.issueToken(), '1.2.3.4')).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('its readiness probe tells an accepted secret from a refused one, and a siteverify that is down', async () => {
    expect(await verifier().probe()).toEqual({ ready: true, detail: 'siteverify отвечает и принимает секретный ключ' });
    expect(await verifier({ secret: 'wrong' }).probe()).toEqual({
      ready: false,
      detail: 'reCAPTCHA не принимает RECAPTCHA_SECRET (invalid-input-secret, invalid-input-response)',
    });
    google.failWith({ kind: 'hang' });
    expect(await verifier({ timeoutMs: 300 }).probe()).toEqual({ ready: false, detail: 'siteverify не ответил за 300 мс' });
  });

  it('Google siteverify is the default address', () => {
    expect(SITEVERIFY_URL).toBe('https://www.google.com/recaptcha/api/siteverify');
  });

  it('is chosen by settings; without a secret the app refuses to start', () => {
    expect(() => createCaptcha({ ...ctx.app.settings, captcha: { provider: 'recaptcha' } }, ctx.db)).toThrow(/recaptchaSecret/);
  });

  it('with reCAPTCHA there is no local checkbox (404); after a failed sign-in a token of the widget lets the next try through', async () => {
    const app = await createTestContext(60, {
      settings: {
        captcha: { provider: 'recaptcha', recaptchaSecret: google.secret, recaptchaSiteKey: 'site-key', recaptchaUrl: google.url },
      },
    });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/captcha/local',
        payload: { checked: true },
        remoteAddress: '10.1.0.40',
      });
      expect(res.statusCode).toBe(404);
      expect(app.app.providers.captchaChallenge).toBeNull();
      const login = (gReCaptchaToken?: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: '79993000041', password: 'nope-nope', ...(gReCaptchaToken ? { gReCaptchaToken } : {}) },
          remoteAddress: '10.1.0.41',
        });
      expect((await login()).statusCode).toBe(400);
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: MESSAGES.captchaFailed, captchaRequired: true });
      expect((await login(google.issueToken())).statusCode).toBe(400); // the captcha passed, the password did not
      expect(google.requests.at(-1)).toMatchObject({ secret: google.secret, remoteip: '10.1.0.41' });
    } finally {
      await app.close();
    }
  });
});
