import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page the server rendered has been hydrated (the shell marks the island
 * `data-hydrated`): before that its buttons and filters are HTML without handlers, as for a
 * shopper on a slow phone. A page the browser rendered itself has no island and passes at once.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('#ssr-page:not([data-hydrated="true"])')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * React's hydration mismatches: the development build's texts («Text content did not match»,
 * «Expected server HTML to contain…», «Did not expect server HTML…», «Hydration failed…», «…while
 * hydrating») and the production build's codes #418, #423, #425. #421 (a lazy part still loading
 * got a store update and is drawn in the browser instead) is no mismatch.
 */
const MISMATCH = /did not match|server HTML|hydration failed|while hydrating|#418|#423|#425/i;

export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (MISMATCH.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (MISMATCH.test(error.message)) problems.push(error.message);
  });
  return problems;
}
