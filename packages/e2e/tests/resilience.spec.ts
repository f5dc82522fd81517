import { expect, test } from '@playwright/test';
import { startSecondary, type Composition } from '../composition';
import { RESILIENCE } from '../ports';
import { sel } from './selectors';

// A composition of its own (sharing the main API), so stopping its remotes disturbs no other suite.
let composition: Composition;

test.beforeAll(async () => {
  composition = await startSecondary(RESILIENCE.shellPort, RESILIENCE.remotePorts);
});

test.afterAll(async () => {
  await composition?.stop();
});

test("with the catalogue remote's server stopped the shell and the other remotes keep working, and «Повторить» recovers", async ({
  page,
}) => {
  await composition.stopRemote('catalog');
  await page.goto(`${composition.url}/`);
  await expect(page.locator(sel.header)).toBeVisible();
  await expect(page.locator(sel.footer)).toBeVisible();
  const fallback = page.locator(sel.fallback);
  await expect(fallback).toContainText('Не удалось загрузить раздел «Главная»');
  await expect(fallback.getByRole('button', { name: 'Повторить' })).toBeVisible();

  // Another remote still loads in the same page.
  await page.getByTestId('shell-cart-link').click();
  await expect(page.locator(sel.cartPage)).toBeVisible();

  // The team redeploys; the shopper presses «Повторить» and the catalogue appears.
  await composition.startRemote('catalog');
  await page.getByRole('link', { name: 'На главную' }).click();
  await page.locator(sel.fallback).getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator(sel.catalogCategories)).toBeVisible();
});

test('a remote manifest that 404s shows the fallback, never a blank page', async ({ page }) => {
  const profileManifest = `http://127.0.0.1:${RESILIENCE.remotePorts[3]}/mf-manifest.json`;
  await page.route(profileManifest, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto(`${composition.url}/profile`);
  await expect(page.locator(sel.header)).toBeVisible();
  await expect(page.locator(sel.fallback)).toContainText('Не удалось загрузить раздел «Профиль»');
  await expect(page.locator(sel.fallback).getByRole('button', { name: 'Повторить' })).toBeVisible();
});
