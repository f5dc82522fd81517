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

export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
