import { expect, test as base } from '@playwright/test';

/**
 * Every journey runs under the store's Content-Security-Policy and fails on any violation (issue 24
 * item 9): a blocked script, style, frame or request is a part of the store that is broken for
 * shoppers, whether or not the journey happened to look at it. Specs import `test` and `expect`
 * from here (ESLint refuses them from @playwright/test in a spec).
 */

export interface CspViolation {
  /** The directive that refused it (`script-src-elem`…), or `console` for the browser's own report. */
  directive: string;
  blocked: string;
  /** Where the refused code or load came from (file:line), or the console message. */
  source: string;
  page: string;
}

declare global {
  interface Window {
    __storeCspViolation?: (violation: Omit<CspViolation, 'page'>) => Promise<void>;
  }
}

const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/** What the servers write for a page: its HTML and the API's answers (the remotes' files are built, not rendered). */
const TEXT_KINDS = new Set(['document', 'fetch', 'xhr']);
/** U+FFFD as UTF-8: a character that was broken on the way. */
const REPLACEMENT = Buffer.from('\uFFFD', 'utf8');

/** A text answer whose bytes hold a NUL or a replacement character: where and what. */
export function brokenBytesOf(body: Buffer): string | null {
  const nul = body.indexOf(0);
  if (nul >= 0) return `NUL at byte ${nul}: «${body.subarray(Math.max(0, nul - 40), nul + 40).toString('utf8')}»`;
  const replaced = body.indexOf(REPLACEMENT);
  if (replaced >= 0) return `U+FFFD at byte ${replaced}: «${body.subarray(Math.max(0, replaced - 40), replaced + 40).toString('utf8')}»`;
  return null;
}

export const test = base.extend<{ cspViolations: CspViolation[]; brokenBytes: string[] }>({
  // Every page and API answer a journey's pages receive is whole: no NUL and no U+FFFD, which a
  // screen reader reads out and a crawler stops at.
  brokenBytes: [
    async ({ context }, use) => {
      const broken: string[] = [];
      const reads: Promise<void>[] = [];
      context.on('response', (response) => {
        if (!TEXT_KINDS.has(response.request().resourceType()) || response.status() < 200 || response.status() >= 300) return;
        reads.push(
          response.body().then(
            (body) => {
              const found = brokenBytesOf(body);
              if (found) broken.push(`${response.url()}: ${found}`);
            },
            // A page left before its answer was read (a navigation, a closed page) has no body to read.
            () => undefined,
          ),
        );
      });
      await use(broken);
      await Promise.all(reads);
      expect(broken, 'answers with a NUL or a broken character in this journey').toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__storeCspViolation', ({ page }, violation: Omit<CspViolation, 'page'>) => {
        violations.push({ ...violation, page: page?.url() ?? '' });
      });
      // In every frame, before the page's own scripts: the DOM event names the directive and the source.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void window.__storeCspViolation?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sample ? `${event.sourceFile}:${event.lineNumber} ${event.sample}` : `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      });
      // The browser also reports what no document event covers (a refused frame, a malformed policy).
      context.on('console', (message) => {
        if (!CSP_MESSAGE.test(message.text())) return;
        violations.push({ directive: 'console', blocked: '', source: message.text(), page: message.page()?.url() ?? '' });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in this journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page, Response, Route } from '@playwright/test';
