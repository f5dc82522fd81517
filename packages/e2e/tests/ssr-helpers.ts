import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page the server rendered has been hydrated (the shell marks the island
 * `data-hydrated`): before that its buttons and filters are HTML without handlers, as for a
 * shopper on a slow phone. A page the browser rendered itself has no island and passes at once.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('#ssr-page:not([data-hydrated="true"])')).toHaveCount(0, { timeout: 15_000 });
}
