import { expect, test } from './csp-guard';
import { E2E } from '../ports';
import { sel } from './selectors';

interface Manifest {
  name: string;
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const appOrigins = [E2E.shellPort, ...E2E.remotePorts].map((port) => `http://${E2E.host}:${port}`);

test('react and react-dom are fetched once across the shell and the remotes', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });

  await page.goto('/');
  await expect(page.locator(sel.catalogCategories)).toBeVisible();
  await page.getByTestId('shell-cart-link').click();
  await expect(page.locator(sel.cartPage)).toBeVisible();
  await page.goto('/profile');
  await expect(page.locator(sel.profileGuest)).toBeVisible();

  // Every app's manifest names the files of its own copy of each shared package.
  const copies: Record<string, Set<string>> = { react: new Set(), 'react-dom': new Set() };
  for (const origin of appOrigins) {
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared) {
      if (!(shared.name in copies)) continue;
      const files = [...shared.assets.js.sync, ...shared.assets.js.async].map((file) => `${origin}/${file}`);
      if (files.some((file) => scripts.includes(file))) copies[shared.name]!.add(manifest.name);
    }
  }
  expect([...copies.react!]).toHaveLength(1);
  expect([...copies['react-dom']!]).toHaveLength(1);
  // Three remotes were on screen, so loading them did not bring their own copies.
  expect(scripts.filter((url) => url.endsWith('/remoteEntry.js')).length).toBeGreaterThanOrEqual(3);
});
