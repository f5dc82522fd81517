import { expect, test, type APIRequestContext, type Page } from './csp-guard';
import { codeFromSms, openSignIn, registerByApi, smsCount, typedPhone } from './auth-support';
import { DEFAULT_CITY_ID, listing, menu, pathOf } from './catalog-api-helpers';
import { authSel } from './selectors-auth';
import { searchAndCollections } from './selectors-search-collections';

/** Three goods of one leaf category (a comparison is by category). */
async function goodsOfOneCategory(request: APIRequestContext, count = 3) {
  for (const top of await menu(request)) {
    for (const sub of top.children) {
      for (const leaf of sub.children.length > 0 ? sub.children : [sub]) {
        const slugs = sub === leaf ? [top.slug, sub.slug] : [top.slug, sub.slug, leaf.slug];
        const { items } = await listing(request, { categorySlug: slugs.join('/'), limit: count });
        if (items.length >= count) return { name: leaf.name, goods: items.map((item) => ({ ...item, path: pathOf(item, slugs) })) };
      }
    }
  }
  throw new Error('no category with enough goods');
}

async function compareOn(page: Page, path: string) {
  await page.goto(path);
  const toggle = page.locator(searchAndCollections.productPage).locator(searchAndCollections.compareToggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test.describe('comparison (SPEC §2 /compare, §3 compare)', () => {
  test('a visitor compares two goods of a category after a reload, sees the differences and removes one', async ({ page, request }) => {
    const { name, goods } = await goodsOfOneCategory(request);
    await compareOn(page, goods[0]!.path);
    await compareOn(page, goods[1]!.path);
    await page.reload();
    await expect(page.locator(searchAndCollections.productPage).locator(searchAndCollections.compareToggle)).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/compare');
    await expect(page.locator(searchAndCollections.compareTab)).toHaveCount(1);
    await expect(page.locator(searchAndCollections.compareTab)).toContainText(name);
    await expect(page.locator(searchAndCollections.compareTab)).toHaveAttribute('aria-selected', 'true');
    const cards = page.locator(searchAndCollections.compareCard);
    await expect(cards).toHaveCount(2);
    // First added on the left.
    await expect(cards.first()).toContainText(goods[0]!.title);

    const rows = page.locator(searchAndCollections.compareRow);
    const all = await rows.count();
    expect(all).toBeGreaterThan(0);
    await page.locator(searchAndCollections.compareOnlyDifferences).check();
    const differing = await page.locator(`${searchAndCollections.compareRow}.catalog-compare__row--differs`).count();
    await expect(rows).toHaveCount(differing);

    await cards.first().locator(searchAndCollections.compareRemove).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(goods[1]!.title);
    await page.reload();
    await expect(cards).toHaveCount(1);
  });

  test('goods of two categories are compared on two tabs', async ({ page, request }) => {
    const tool = (await listing(request, { categorySlug: 'instrument', limit: 1 })).items[0]!;
    const gadget = (await listing(request, { categorySlug: 'elektronika', limit: 1 })).items[0]!;
    await compareOn(page, pathOf(tool, []));
    await compareOn(page, pathOf(gadget, []));
    await page.goto('/compare');
    const tabs = page.locator(searchAndCollections.compareTab);
    await expect(tabs).toHaveCount(2);
    await expect(page.locator(searchAndCollections.compareCard)).toHaveCount(1);
    await expect(page.locator(searchAndCollections.compareCard)).toContainText(tool.title);
    // Tabs pattern: the arrow key moves to the next category and shows it.
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(searchAndCollections.compareCard)).toContainText(gadget.title);
  });

  test("a visitor's comparison is kept on the server after sign-in", async ({ page, request }) => {
    const { goods } = await goodsOfOneCategory(request, 2);
    const account = await registerByApi(request);
    const auth = { authorization: `Bearer ${account.accessToken}` };
    await request.post(`/api/compare/add-many?selectedCity=${DEFAULT_CITY_ID}`, {
      headers: auth,
      data: { userId: account.user.id, products: [{ productId: goods[1]!.id, defectSerialNumber: null }] },
    });
    await compareOn(page, goods[0]!.path);

    await openSignIn(page);
    await page.locator(authSel.login).fill(typedPhone(account.phone));
    const before = await smsCount(request, account.phone);
    await page.locator(authSel.getCode).click();
    await page.locator(authSel.code).pressSequentially(await codeFromSms(request, account.phone, before));
    await expect(page.locator(authSel.profileLink)).toBeVisible();

    await page.goto('/compare');
    await expect(page.locator(searchAndCollections.compareCard)).toHaveCount(2);
    const server = await request.get(`/api/compare/${account.user.id}`, { headers: auth });
    const { items } = (await server.json()) as { items: { productId: number }[] };
    expect(items.map((i) => i.productId).sort()).toEqual([goods[0]!.id, goods[1]!.id].sort());
  });

  test('an empty comparison leads to the catalogue', async ({ page }) => {
    await page.goto('/compare');
    await expect(page.locator(searchAndCollections.compareToCatalogue)).toHaveAttribute('href', '/store');
  });
});
