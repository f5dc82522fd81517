import { expect, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { E2E } from '../ports';

/**
 * Waits until a page the server rendered has been hydrated (the shell marks the island
 * `data-hydrated`): before that its buttons and filters are HTML without handlers, as for a
 * shopper on a slow phone. A page the browser rendered itself has no island and passes at once.
 */
export async function untilHydrated(page: Page): Promise<void> {
  // A newcomer's listing is hydrated at the first sign of someone about to press something
  // (decisions 0053, 0063): a key pressed (Shift: it changes nothing on the page). A scroll is no sign.
  await page.keyboard.press('Shift');
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

/**
 * Writes a composition (remotes.json) whose catalogue is served from `catalogPort` and whose other
 * remotes are the suite's own: a shell on another port renders with that catalogue.
 */
export function writeCompositionWithCatalogAt(file: string, catalogPort: number): void {
  const remote = (port: number) => `http://${E2E.host}:${port}/mf-manifest.json`;
  writeFileSync(
    file,
    JSON.stringify({
      catalog: remote(catalogPort),
      cart_checkout: remote(E2E.remotePorts[1]),
      auth: remote(E2E.remotePorts[2]),
      profile: remote(E2E.remotePorts[3]),
    }),
  );
}
