import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E, STORE_URL } from '../ports';
import { listing, pathOf } from './catalog-api-helpers';
import { expect, test } from './csp-guard';
import { sel } from './selectors';

// Issue 24 item 9: the pages the shell's server sends cannot be framed, run only the store's and its
// remotes' scripts (and inline ones it signed), and say so in their headers.

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const remoteOrigins = E2E.remotePorts.map((port) => `http://${E2E.host}:${port}`);

test('every kind of page the shell sends carries the security headers and a policy naming the composition', async ({ request }) => {
  const { items } = await listing(request, { limit: 1 });
  // Server-rendered (home, product), the pre-painted frame of a page the browser draws (cart), a shell page, the 404 page.
  const paths = ['/', pathOf(items[0]!, []), '/cart', '/contacts', '/net-takoy-stranicy'];
  const nonces = new Set<string>();
  for (const path of paths) {
    const response = await fetch(`${STORE_URL}${path}`);
    expect(response.headers.get('content-type'), path).toContain('text/html');
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy'), path).toContain('geolocation=()');
    expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
    // The store is on http here: no HSTS, which a browser would ignore anyway.
    expect(response.headers.get('strict-transport-security'), path).toBeNull();
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? [];
    for (const origin of remoteOrigins) expect(scripts, `${path}: script-src names ${origin}`).toContain(origin);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce, `${path}: script-src has a nonce`).toBeTruthy();
    nonces.add(nonce!);
    // Every script the page runs inline, and every inline stylesheet, carries this response's nonce.
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1]!)
      .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs));
    const styles = [...html.matchAll(/<style\b([^>]*)>/g)].map((match) => match[1]!);
    expect(styles.length, `${path}: inline styles`).toBeGreaterThan(0);
    for (const attrs of [...inlineScripts, ...styles]) expect(attrs, path).toContain(`nonce="${nonce}"`);
  }
  // A fresh nonce per response: one seen in a page is no key to the next.
  expect(nonces.size).toBe(paths.length);
});

test('no site can show the store in a frame', async ({ page, cspViolations }) => {
  // A page of another origin that frames the store, served from this machine: a page the browser
  // takes for a public one has its frame of a loopback address refused by the local-network rules
  // before the store could answer, which would prove nothing about the store.
  const framing = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<iframe src="${STORE_URL}/contacts" title="магазин"></iframe>`);
  });
  await new Promise<void>((resolve) => framing.listen(0, E2E.host, resolve));
  const { port } = framing.address() as AddressInfo;
  await page.goto(`http://${E2E.host}:${port}/`);
  // The browser refuses to render it: the frame never gets the store's document.
  await expect.poll(() => cspViolations.some((violation) => /frame-ancestors/.test(violation.source))).toBe(true);
  expect(page.frames().some((frame) => frame.url().startsWith(STORE_URL))).toBe(false);
  await expect(page.frameLocator('iframe').locator(sel.header)).toHaveCount(0);
  // The refusal is this journey's point, not a fault of the store.
  cspViolations.length = 0;
  await new Promise((resolve) => framing.close(resolve));
});

test('the guard of every journey sees a violation: a script the page did not sign is refused', async ({ page, cspViolations }) => {
  await page.goto('/contacts');
  await expect(page.locator(sel.header)).toBeVisible();
  // What an injected script would be: inline, without the response's nonce.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__unsigned = true;';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toContain('script-src-elem');
  expect(await page.evaluate(() => (window as { __unsigned?: boolean }).__unsigned)).toBeUndefined();
  cspViolations.length = 0;
});
