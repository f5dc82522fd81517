import { expect, test, type APIRequestContext, type Page } from './csp-guard';
import { codeFromSms, openSignIn, registerByApi, smsCount, typedPhone } from './auth-support';
import { DEFAULT_CITY_ID, listing, pathOf } from './catalog-api-helpers';
import { authSel } from './selectors-auth';
import { searchAndCollections } from './selectors-search-collections';

/** Two goods of the first category page, with their product pages. */
async function twoGoods(request: APIRequestContext) {
  const { items } = await listing(request, { categorySlug: 'bytovaya-tehnika', limit: 2 });
  if (items.length < 2) throw new Error('the seed has fewer than two household appliances');
  return items.map((item) => ({ ...item, path: pathOf(item, []) }));
}

async function heartOn(page: Page, path: string) {
  await page.goto(path);
  const heart = page.locator(searchAndCollections.productPage).locator(searchAndCollections.favouriteToggle);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

/** Signs in through the auth modal: a fresh sign-in (SPEC §4), not a restored session. */
async function signInThroughModal(page: Page, request: APIRequestContext, phone: string) {
  await openSignIn(page);
  await page.locator(authSel.login).fill(typedPhone(phone));
  const before = await smsCount(request, phone);
  await page.locator(authSel.getCode).click();
  await page.locator(authSel.code).pressSequentially(await codeFromSms(request, phone, before));
  await expect(page.locator(authSel.profileLink)).toBeVisible();
}

test.describe('favourites (SPEC §3 favoriteLocal, §4 sign-in)', () => {
  test("a visitor's favourite survives a reload, shows on /favorite and can be removed", async ({ page, request }) => {
    const [good] = await twoGoods(request);
    await heartOn(page, good!.path);
    await expect(page.locator(searchAndCollections.shellFavouritesLink)).toContainText('1');

    await page.reload();
    await expect(page.locator(searchAndCollections.productPage).locator(searchAndCollections.favouriteToggle)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator(searchAndCollections.shellFavouritesLink)).toContainText('1');

    await page.locator(searchAndCollections.shellFavouritesLink).click();
    await expect(page).toHaveURL(/\/favorite$/);
    const card = page.locator(searchAndCollections.favourites).locator(searchAndCollections.productCard);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(good!.title);

    await page.locator(searchAndCollections.favouriteRemove).click();
    await expect(page.locator(searchAndCollections.favouritesToCatalogue)).toBeVisible();
    await expect(page.locator(searchAndCollections.shellFavouritesLink)).not.toContainText('1');
    await page.reload();
    await expect(page.locator(searchAndCollections.favouritesToCatalogue)).toBeVisible();
  });

  test("a visitor's favourites are merged with the account's on sign-in", async ({ page, request }) => {
    const [mine, theirs] = await twoGoods(request);
    const account = await registerByApi(request);
    const saved = await request.post(`/api/favorites/add-many?selectedCity=${DEFAULT_CITY_ID}`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
      data: { userId: account.user.id, products: [{ productId: theirs!.id, defectSerialNumber: null }] },
    });
    expect(saved.ok()).toBe(true);

    await heartOn(page, mine!.path);
    await signInThroughModal(page, request, account.phone);
    await expect(page.locator(searchAndCollections.shellFavouritesLink)).toContainText('2');

    await page.locator(searchAndCollections.shellFavouritesLink).click();
    const cards = page.locator(searchAndCollections.favourites).locator(searchAndCollections.productCard);
    await expect(cards).toHaveCount(2);
    await expect(page.locator(searchAndCollections.favourites)).toContainText(mine!.title);
    await expect(page.locator(searchAndCollections.favourites)).toContainText(theirs!.title);

    const server = await request.get(`/api/favorites/${account.user.id}`, { headers: { authorization: `Bearer ${account.accessToken}` } });
    const { items } = (await server.json()) as { items: { productId: number }[] };
    expect(items.map((i) => i.productId).sort()).toEqual([mine!.id, theirs!.id].sort());

    // The local copy was emptied once the server had it: a reload shows the server's two.
    await page.reload();
    await expect(cards).toHaveCount(2);
  });
});
