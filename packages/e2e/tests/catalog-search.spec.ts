import { createRequire } from 'node:module';
import { expect, test, type Page } from './csp-guard';
import { searchAndCollections } from './selectors-search-collections';
import { shell } from './selectors-shell';

// @store/domain is a CommonJS package: an ES module cannot name its re-exports, so it is required.
const { searchShownFor } = createRequire(import.meta.url)('../../domain/src/index.ts') as typeof import('../../domain/src');

/**
 * Types into the header's search as a shopper does, key by key: into the shell's plain field,
 * whose first use loads mf-catalog's box, which takes over while the keys go on.
 */
async function typeInSearch(page: Page, text: string) {
  const input = page.locator(shell.searchField);
  await input.click();
  await input.pressSequentially(text, { delay: 30 });
}

const searchCalls = (page: Page) => {
  const bodies: { query: string; offset?: number; stockId?: number }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/product/search') bodies.push(r.postDataJSON());
  });
  return bodies;
};

test.describe('header search (SPEC §2, §9)', () => {
  test('two characters only prompt «Начните вводить поисковый запрос...» and ask nothing', async ({ page }) => {
    const calls = searchCalls(page);
    await page.goto('/');
    await typeInSearch(page, 'хо');
    await expect(page.locator(searchAndCollections.searchPopup)).toContainText('Начните вводить поисковый запрос...');
    await expect(page.locator(searchAndCollections.searchInput)).toHaveAttribute('aria-expanded', 'true');
    // The debounce would have fired by now: still no call.
    await expect.poll(() => calls.length, { timeout: 1500 }).toBe(0);
  });

  test('three characters and more find categories and products, once after typing, with «Показать ещё»', async ({ page }) => {
    const calls = searchCalls(page);
    await page.goto('/');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/product/search') && r.ok());
    await typeInSearch(page, 'холодильник');
    await answered;
    const popup = page.locator(searchAndCollections.searchPopup);
    await expect(popup.locator(searchAndCollections.searchCategory).first()).toBeVisible();
    await expect(popup.locator(searchAndCollections.searchProduct)).toHaveCount(6);
    // 500 ms after the last key: one call for the whole word, with the city's stock code.
    expect(calls.map((c) => c.query)).toEqual(['холодильник']);
    expect(calls[0]!.stockId).toBe(353);

    await popup.locator(searchAndCollections.searchMore).click();
    await expect(popup.locator(searchAndCollections.searchProduct)).toHaveCount(12);
    expect(calls.at(-1)?.offset).toBe(6);
  });

  test('arrow keys walk the list, Enter opens the active product, Escape closes the list', async ({ page }) => {
    await page.goto('/');
    await typeInSearch(page, 'дрель');
    const input = page.locator(searchAndCollections.searchInput);
    const first = page.locator(searchAndCollections.searchProduct).first();
    await expect(first).toBeVisible();

    await input.press('Escape');
    await expect(page.locator(searchAndCollections.searchPopup)).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await input.press('ArrowDown');
    await expect(page.locator(searchAndCollections.searchPopup)).toBeVisible();
    const categories = await page.locator(searchAndCollections.searchCategory).count();
    for (let i = 1; i < categories; i += 1) await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const title = (await first.textContent()) ?? '';

    await input.press('Enter');
    await expect(page).toHaveURL(/\/store\/.+\/\d+\.html$/);
    await expect(page.locator(searchAndCollections.productTitle)).toBeVisible();
    expect(title).toContain(await page.locator(searchAndCollections.productTitle).innerText());
  });

  test('Enter goes to /search?q= with 6 a page and «Показать ещё»', async ({ page }) => {
    await page.goto('/');
    await typeInSearch(page, 'холодильник');
    await page.locator(searchAndCollections.searchInput).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D1%85%D0%BE%D0%BB%D0%BE%D0%B4%D0%B8%D0%BB%D1%8C%D0%BD%D0%B8%D0%BA$/);
    const results = page.locator(searchAndCollections.searchPageResults).locator(searchAndCollections.productCard);
    await expect(results).toHaveCount(6);
    await expect(page.locator(searchAndCollections.searchPageCategory).first()).toBeVisible();
    await page.locator(searchAndCollections.searchPageMore).click();
    await expect(results).toHaveCount(12);

    await page.reload();
    await expect(results).toHaveCount(6);
  });

  test('a typo still finds («халодильник»)', async ({ page }) => {
    await page.goto('/search?q=халодильник');
    await expect(page.locator(searchAndCollections.searchPageResults).locator(searchAndCollections.productCard).first()).toContainText(
      'Холодильник',
    );
  });

  test('words typed on the English layout find what was meant («[jkjlbkmybr» → холодильник)', async ({ page }) => {
    await page.goto('/');
    await typeInSearch(page, '[jkjlbkmybr');
    await expect(page.locator(searchAndCollections.searchProduct).first()).toContainText('Холодильник');
    await expect(page.locator(searchAndCollections.searchPopup)).toContainText('«холодильник»');
    await page.locator(searchAndCollections.searchInput).press('Enter');
    await expect(page.locator(searchAndCollections.searchPageResults).locator(searchAndCollections.productCard).first()).toContainText(
      'Холодильник',
    );
  });

  test('a brand written in Cyrillic finds the brand («самсунг» → Samsung, «бош» → Bosch)', async ({ page }) => {
    await page.goto('/search?q=самсунг');
    const cards = page.locator(searchAndCollections.searchPageResults).locator(searchAndCollections.productCard);
    await expect(cards.first()).toContainText('Samsung');
    for (const title of await cards.allInnerTexts()) expect(title).toContain('Samsung');
    await page.goto('/search?q=бош');
    await expect(cards.first()).toContainText('Bosch');
  });

  test('a word no product holds is dropped, and both the box and /search say which words were used (issue 26)', async ({ page }) => {
    await page.goto('/');
    await typeInSearch(page, 'холодильник звездолёт');
    await expect(page.locator(searchAndCollections.searchProduct).first()).toContainText('Холодильник');
    await expect(page.locator(searchAndCollections.searchPopup)).toContainText(searchShownFor('холодильник'));
    await page.locator(searchAndCollections.searchInput).press('Enter');
    await expect(page.locator(searchAndCollections.searchPageTotal)).toContainText(searchShownFor('холодильник'));
    const cards = page.locator(searchAndCollections.searchPageResults).locator(searchAndCollections.productCard);
    await expect(cards.first()).toContainText('Холодильник');
    for (const title of await cards.allInnerTexts()) expect(title).toContain('Холодильник');
  });

  test('nonsense finds nothing: «К сожалению, ничего не найдено»', async ({ page }) => {
    await page.goto('/');
    await typeInSearch(page, 'щзщзщзщз');
    await expect(page.locator(searchAndCollections.searchPopup)).toContainText('К сожалению, ничего не найдено');
    await page.goto('/search?q=щзщзщзщз');
    await expect(page.locator(searchAndCollections.searchPageEmpty)).toContainText('К сожалению, ничего не найдено');
  });

  test('the results page without a query prompts, with a short one too', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator(searchAndCollections.searchPagePrompt)).toHaveText('Начните вводить поисковый запрос...');
    await page.goto('/search?q=%D1%85');
    await expect(page.locator(searchAndCollections.searchPagePrompt)).toBeVisible();
  });
});
