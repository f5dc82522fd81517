import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { repositoriesPlugin } from '../../src/plugins/repositories';
import { SECURITY_HEADERS } from '../../src/plugins/security-headers';
import { createTestContext, openEmptyPglite, testSecrets } from '../helpers';

/** The app's named plugins (issue 15 B): what each one promises an operator or a test. */
describe('API plugins', () => {
  it('every answer carries the security headers, JSON and errors alike', async () => {
    const ctx = await createTestContext(60);
    try {
      for (const url of ['/api/health', '/api/no/such/route']) {
        const res = await ctx.app.inject({ url });
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
      }
    } finally {
      await ctx.close();
    }
  });

  it('the `providers` override reaches the local captcha checkbox: none means 404, another one issues its tokens', async () => {
    const none = await createTestContext(60, { providers: { captchaChallenge: null } });
    try {
      const res = await none.app.inject({ method: 'POST', url: '/api/captcha/local', payload: { checked: true } });
      expect(res.statusCode).toBe(404);
    } finally {
      await none.close();
    }
    const expiresAt = new Date('2030-01-01T00:00:00Z');
    const fixed = await createTestContext(60, {
      providers: { captchaChallenge: { issue: (ip) => ({ token: `token-for-${ip}`, expiresAt }) } },
    });
    try {
      const res = await fixed.app.inject({
        method: 'POST',
        url: '/api/captcha/local',
        payload: { checked: true },
        remoteAddress: '10.9.0.1',
      });
      expect(res.json()).toEqual({ token: 'token-for-10.9.0.1', expiresAt: expiresAt.toISOString() });
    } finally {
      await fixed.close();
    }
  });

  it('closing the app closes its database', async () => {
    const db = await openEmptyPglite();
    const app = await buildApp({ db, imagesDir: '/nonexistent', settings: testSecrets() });
    await app.ready();
    await app.close();
    await expect(db.query('SELECT 1')).rejects.toThrow();
  });

  it('a database that refuses to close does not stop the shutdown (the OpenAPI generator builds the app on such a stand-in)', async () => {
    const refuse = async () => {
      throw new Error('no database');
    };
    const app = await buildApp({
      db: { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: refuse },
      imagesDir: '/nonexistent',
      settings: testSecrets(),
    });
    await app.ready();
    await expect(app.close()).resolves.toBeUndefined();
  });

  it('a plugin registered without the one it depends on stops the start with its name', async () => {
    const app = Fastify();
    await expect(app.register(repositoriesPlugin).ready()).rejects.toThrow(/database/);
  });

  it('the periodic jobs run only in an app that asks for them (the server), and close with it', async () => {
    const app = await buildApp({ db: await openEmptyPglite(), imagesDir: '/nonexistent', settings: testSecrets(), jobs: true });
    const plain = await buildApp({ db: await openEmptyPglite(), imagesDir: '/nonexistent', settings: testSecrets() });
    await Promise.all([app.ready(), plain.ready()]);
    expect(app.hasPlugin('jobs')).toBe(true);
    expect(plain.hasPlugin('jobs')).toBe(false);
    await expect(Promise.all([app.close(), plain.close()])).resolves.toBeDefined();
  });
});
