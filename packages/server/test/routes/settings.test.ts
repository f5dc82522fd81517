import { SUPPORT_HOURS } from '@store/domain';
import { loadConfig } from '../../src/config';
import { createTestContext, type TestContext } from '../helpers';

let plain: TestContext;
let configured: TestContext;
beforeAll(async () => {
  plain = await createTestContext();
  const { settings } = loadConfig({
    SUPPORT_PHONE: '+7 (3952) 00-00-00',
    SUPPORT_HOURS: '09:00-18:00',
    DEMO_SITE: 'true',
    DEVELOPMENT_HOST: '1',
    METRIKA_COUNTER_ID: '98765432',
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SECRET: 'recaptcha-secret-never-shown',
    RECAPTCHA_SITE_KEY: '6LcSiteKeyForTheWidget',
  });
  configured = await createTestContext(undefined, { settings });
});
afterAll(async () => {
  await plain?.close();
  await configured?.close();
});

describe('GET /api/settings: what the shell reads at run time', () => {
  it('answers the defaults: support phone and hours of the domain, neither demo nor development host', async () => {
    const res = await plain.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportPhone: '+7 (800) 555-35-35',
      supportHours: SUPPORT_HOURS,
      demo: false,
      developmentHost: false,
      metrikaCounterId: null,
      recaptchaSiteKey: null,
    });
  });

  it('answers what the environment sets', async () => {
    expect((await configured.app.inject({ url: '/api/settings' })).json()).toEqual({
      supportPhone: '+7 (3952) 00-00-00',
      supportHours: '09:00-18:00',
      demo: true,
      developmentHost: true,
      metrikaCounterId: 98765432,
      recaptchaSiteKey: '6LcSiteKeyForTheWidget',
    });
  });

  it('names the reCAPTCHA site key only when reCAPTCHA checks the captcha, and never its secret', async () => {
    const local = await createTestContext(60, { settings: { captcha: { provider: 'local', recaptchaSiteKey: 'left-over-key' } } });
    try {
      expect((await local.app.inject({ url: '/api/settings' })).json()).toMatchObject({ recaptchaSiteKey: null });
    } finally {
      await local.close();
    }
    expect((await configured.app.inject({ url: '/api/settings' })).body).not.toContain('recaptcha-secret-never-shown');
  });

  it('may be cached for a minute by anyone', async () => {
    expect((await plain.app.inject({ url: '/api/settings' })).headers['cache-control']).toBe('public, max-age=60');
  });

  it('a bad SUPPORT_HOURS or DEVELOPMENT_HOST stops the start with a message naming it', () => {
    expect(() => loadConfig({ SUPPORT_HOURS: 'с утра' })).toThrow(/SUPPORT_HOURS: ожидается ЧЧ:ММ-ЧЧ:ММ/);
    expect(() => loadConfig({ DEVELOPMENT_HOST: 'yes' })).toThrow(/DEVELOPMENT_HOST/);
  });
});
