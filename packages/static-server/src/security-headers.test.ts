import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy, remoteOriginsOf, withNonce, type PolicySources } from './security-headers';
import { buildStaticServer } from './server';
import { thirdPartiesFrom } from './third-parties';

// Issue 24 item 9: the shell's pages cannot be framed and run only what the store and its
// composition serve, plus what the server itself signed.

/** The policy's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );

const base: PolicySources = { nonce: 'abc', remoteOrigins: ['https://cdn.example'], maps: false, metrika: false, recaptcha: false };

describe('the pages’ Content-Security-Policy', () => {
  it('allows scripts and styles from the store, the remotes and this response’s nonce only; no frame may hold the page', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example', "'nonce-abc'"]);
    expect(policy.get('style-src')).toEqual(["'self'", 'https://cdn.example', "'nonce-abc'", 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(base)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|mc\.yandex|google|api-maps/);
  });

  it('names Yandex Maps hosts only when the maps are configured', () => {
    const policy = directives(contentSecurityPolicy({ ...base, maps: true }));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru']));
    expect(policy.get('img-src')).toContain('https://*.maps.yandex.net');
    expect(policy.get('connect-src')).toContain('https://api-maps.yandex.ru');
    expect(policy.get('frame-src')).toEqual(['https://api-maps.yandex.ru']);
  });

  it('names Метрика and reCAPTCHA only when the API’s settings do', () => {
    const metrika = directives(contentSecurityPolicy({ ...base, metrika: true }));
    for (const name of ['script-src', 'connect-src', 'img-src']) expect(metrika.get(name)).toContain('https://mc.yandex.ru');
    const recaptcha = directives(contentSecurityPolicy({ ...base, recaptcha: true }));
    expect(recaptcha.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(recaptcha.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(recaptcha.get('connect-src')).toContain('https://www.google.com/recaptcha/');
    expect(directives(contentSecurityPolicy(base)).get('connect-src')).not.toContain('https://www.google.com/recaptcha/');
  });
});

describe('the remotes’ origins', () => {
  it('are the http(s) origins of remotes.json other than the page’s own, once each', () => {
    const remotes = JSON.stringify({
      catalog: 'https://cdn.example/catalog/1.4.0/mf-manifest.json',
      cart_checkout: 'https://cdn.example/cart/2.0.0/mf-manifest.json',
      auth: 'http://127.0.0.1:3000/releases/auth/1.0.0/mf-manifest.json',
      profile: '//static.example/profile/mf-manifest.json',
      versions: { catalog: '1.4.0' },
      broken: 'javascript:alert(1)',
    });
    expect(remoteOriginsOf(remotes, 'http://127.0.0.1:3000')).toEqual(['http://static.example', 'https://cdn.example']);
  });

  it('cannot carry anything else into the header', () => {
    const remotes = JSON.stringify({ catalog: "https://cdn.example/x'; script-src * 'unsafe-inline" });
    expect(remoteOriginsOf(remotes, 'https://shop.example')).toEqual(['https://cdn.example']);
    expect(remoteOriginsOf('{not json', 'https://shop.example')).toEqual([]);
  });
});

describe('the template’s own scripts and styles', () => {
  it('carry the nonce; nothing else is touched', () => {
    expect(withNonce('<head><style>a{}</style><script defer src=/main.js></script><SCRIPT>x</SCRIPT></head>', 'n')).toBe(
      '<head><style nonce="n">a{}</style><script nonce="n" defer src=/main.js></script><SCRIPT nonce="n">x</SCRIPT></head>',
    );
  });
});

function shellDist(remotes: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'store-csp-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><style>body{}</style><script defer src=/main.1234567890.js></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'main.1234567890.js'), 'void 0;');
  writeFileSync(join(dir, 'index-standalone.html'), '<html><body>standalone</body></html>');
  const remotesFile = join(dir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(remotes));
  return { dir, remotesFile };
}

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the shell’s server', () => {
  it('sends every page with the policy, a fresh nonce the template’s scripts and styles carry, and the other headers', async () => {
    const { dir, remotesFile } = shellDist({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' });
    const app = await buildStaticServer({ root: dir, spa: true, remotesFile, maps: false });
    const seen = new Set<string>();
    for (const url of ['/', '/cart', '/net-takoy-stranicy']) {
      const page = await app.inject({ url });
      const policy = page.headers['content-security-policy'] as string;
      const nonce = nonceOf(policy);
      expect(nonce).toBeTruthy();
      seen.add(nonce!);
      expect(directives(policy).get('script-src')).toEqual(["'self'", 'http://127.0.0.1:3001', `'nonce-${nonce}'`]);
      expect(page.body).toContain(`<style nonce="${nonce}">`);
      expect(page.body).toContain(`<script nonce="${nonce}" defer src=/main.1234567890.js>`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['permissions-policy']).toContain('geolocation=()');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
    expect(seen.size).toBe(3);
    await app.close();
  });

  it('reads remotes.json per request: a recomposed store allows the new origins at once', async () => {
    const { dir, remotesFile } = shellDist({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' });
    const app = await buildStaticServer({ root: dir, spa: true, remotesFile, maps: false });
    expect((await app.inject({ url: '/' })).headers['content-security-policy']).toContain('http://127.0.0.1:3001');
    writeFileSync(remotesFile, JSON.stringify({ catalog: 'https://staging-cdn.example/catalog/1.5.0/mf-manifest.json' }));
    const policy = (await app.inject({ url: '/' })).headers['content-security-policy'] as string;
    expect(policy).toContain('https://staging-cdn.example');
    expect(policy).not.toContain('http://127.0.0.1:3001');
    await app.close();
  });

  it('allows Метрика and reCAPTCHA when the API’s settings name them, and not otherwise', async () => {
    const api = Fastify();
    let settings: Record<string, unknown> = {
      supportPhone: '+7',
      supportHours: '10:00-19:00',
      metrikaCounterId: null,
      recaptchaSiteKey: null,
    };
    api.get('/api/settings', async () => settings);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const upstream = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { dir, remotesFile } = shellDist({});
    const policyOfFreshShell = async () => {
      const app = await buildStaticServer({ root: dir, spa: true, remotesFile, apiUpstream: upstream, maps: false });
      const policy = (await app.inject({ url: '/' })).headers['content-security-policy'] as string;
      await app.close();
      return policy;
    };
    expect(await policyOfFreshShell()).not.toMatch(/mc\.yandex\.ru|recaptcha/);
    settings = { ...settings, metrikaCounterId: 12345678, recaptchaSiteKey: 'site-key' };
    const configured = directives(await policyOfFreshShell());
    expect(configured.get('script-src')).toEqual(expect.arrayContaining(['https://mc.yandex.ru', 'https://www.google.com/recaptcha/']));
    expect(configured.get('frame-src')).toContain('https://www.google.com/recaptcha/');
    await api.close();
  });

  it('sends HSTS when the store is served over https', async () => {
    const { dir, remotesFile } = shellDist({});
    const app = await buildStaticServer({ root: dir, spa: true, remotesFile, publicUrl: 'https://shop.example', maps: false });
    expect((await app.inject({ url: '/' })).headers['strict-transport-security']).toBe('max-age=31536000');
    await app.close();
  });

  it('marks files nosniff, and any HTML file it serves as it is cannot be framed either', async () => {
    const { dir } = shellDist({});
    const remote = await buildStaticServer({ root: dir, cors: true });
    const script = await remote.inject({ url: '/main.1234567890.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const standalone = await remote.inject({ url: '/index-standalone.html' });
    expect(standalone.headers['content-security-policy']).toBe("frame-ancestors 'none'; object-src 'none'; base-uri 'self'");
    await remote.close();
  });

  it("leaves the API's answers with the API's own headers", async () => {
    const api = Fastify();
    api.get('/api/health', async (_request, reply) => reply.header('referrer-policy', 'no-referrer').send({ status: 'ok' }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    const upstream = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { dir } = shellDist({});
    const app = await buildStaticServer({ root: dir, spa: true, apiUpstream: upstream, maps: false });
    const answer = await app.inject({ url: '/api/health' });
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-content-type-options']).toBeUndefined();
    await app.close();
    await api.close();
  });
});

describe('the services the API’s settings switch on', () => {
  it('are asked once a minute, the last answer stands while the API cannot say, and none before any answer', async () => {
    let clock = 0;
    const answers: (Record<string, unknown> | Error)[] = [
      new Error('ECONNREFUSED'),
      { metrikaCounterId: 1, recaptchaSiteKey: null },
      new Error('timeout'),
    ];
    const fetchImpl = jest.fn(async () => {
      const next = answers.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no answer');
      return new Response(JSON.stringify(next), { status: 200 });
    });
    const allowed = thirdPartiesFrom('http://api', { fetchImpl: fetchImpl as unknown as typeof fetch, now: () => clock, retryMs: 5000 });
    expect(await allowed()).toEqual({ metrika: false, recaptcha: false });
    clock = 1000;
    expect(await allowed()).toEqual({ metrika: false, recaptcha: false });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    clock = 6000;
    // The first ask after the failure: the last answer (none) at once, the new one for the next page.
    expect(await allowed()).toEqual({ metrika: false, recaptcha: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock = 6001;
    expect(await allowed()).toEqual({ metrika: true, recaptcha: false });
    clock = 6001 + 60_000;
    expect(await allowed()).toEqual({ metrika: true, recaptcha: false });
    clock = 6002 + 60_000;
    expect(await allowed()).toEqual({ metrika: true, recaptcha: false });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
