import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { codeFromSms, openSignIn, putSessionCookies, registerByApi, smsCount, typedPhone } from './auth-support';
import { DEFAULT_CITY_ID, freshProduct } from './cart-helpers';
import { E2E } from '../ports';
import { cart } from './selectors-cart';
import { authSel } from './selectors-auth';

// Issue 25 aim 4, decision 0037: «В корзину» tapped while the product page still starts (its HTML
// on screen, the shell's code not run yet) is answered by the page's HTML and counted exactly once.

/**
 * Holds the shell's script until `release` is called: the page stays its server HTML with the
 * pre-painted frame, as on a slow phone in the first second, however fast this machine is.
 */
async function holdShellStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[^/]*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page with the shell's script held. The page must come server-rendered (the starter
 * then holds the scripts, not the HTML): the server's first render of a page after the start may
 * miss its 300 ms budget on a busy machine and send the frame alone, whose deferred script, held
 * here, would hold DOMContentLoaded too. So the page is asked for until the server renders it
 * (kept 5 s for a guest by the renderer's cache, and its server build loaded for a shopper).
 */
async function openHeld(page: Page, request: APIRequestContext, path: string): Promise<() => void> {
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 30_000 }).toContain('id="ssr-page"');
  const release = await holdShellStart(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

const island = (page: Page) => page.locator('#ssr-page');
/** The pre-painted frame's badge on screen (the header's on this desktop-sized page). */
const prepaintedBadge = (page: Page) => page.locator('.prepaint [data-cart-badge]:visible');

/** What the browser keeps: the guest cart of SPEC §3 and the adds not taken in yet. */
const stored = (page: Page) =>
  page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown,
    notes: localStorage.getItem('cartEarlyAdds'),
  }));

/** Taps «В корзину» before hydration; the badge of the page's HTML shows it; then the shell starts. */
async function tapBeforeTheShell(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const release = await openHeld(page, request, path);
  await island(page).locator(cart.productAddToCart).click();
  await expect(prepaintedBadge(page)).toHaveText('1');
  await expect(island(page)).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
}

test('a guest’s tap before the page is hydrated shows at once, is counted exactly once and survives a reload', async ({
  page,
  request,
}) => {
  const product = await freshProduct(request);
  await tapBeforeTheShell(page, request, product.path);

  // The cart model took the add in (its confirmation) and counts it once, not again for the tap.
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  await expect
    .poll(() => stored(page))
    .toEqual({ cart: { cartList: [{ id: product.id, defectSerialNumber: null, quantity: 1, selected: true }] }, notes: null });

  await page.reload();
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  await page.goto('/cart');
  await expect(page.locator(cart.line)).toHaveCount(1);
  await expect(page.locator(cart.line)).toContainText(product.title);
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
});

test('a guest’s tap after the shell has drawn its layout, before the page is hydrated, is taken by the shell at once and counted once', async ({
  page,
  request,
}) => {
  const product = await freshProduct(request);
  await expect.poll(async () => (await request.get(product.path)).text(), { timeout: 30_000 }).toContain('id="ssr-page"');
  // The catalogue's code is held: the shell starts and replaces the pre-painted frame, the page
  // stays the server's HTML, not hydrated (decision 0052).
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`:${E2E.remotePorts[0]}/remoteEntry\\.js`), async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(product.path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.prepaint')).toHaveCount(0);
  await island(page).locator(cart.productAddToCart).click();
  await expect(island(page)).not.toHaveAttribute('data-hydrated', 'true');
  // The shell's badge counts it before the page is hydrated; the cart model (not held) takes it in.
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect
    .poll(() => stored(page))
    .toEqual({ cart: { cartList: [{ id: product.id, defectSerialNumber: null, quantity: 1, selected: true }] }, notes: null });

  release();
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
  // Not replayed by the page on hydration (the page replays held taps at once when it is marked
  // hydrated, before this next tap arrives): the hydrated button's own tap makes it two, not three.
  await island(page).locator(cart.productAddToCart).click();
  await expect
    .poll(() => stored(page))
    .toEqual({ cart: { cartList: [{ id: product.id, defectSerialNumber: null, quantity: 2, selected: true }] }, notes: null });
  await expect(page.locator(cart.shellCartCount)).toHaveText('2');
});

test('a guest’s early add reaches the server cart when the shopper signs in', async ({ page, request }) => {
  const { phone, user, accessToken } = await registerByApi(request);
  const product = await freshProduct(request);
  await tapBeforeTheShell(page, request, product.path);
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');

  await openSignIn(page);
  await page.locator(authSel.login).fill(typedPhone(phone));
  const before = await smsCount(request, phone);
  await page.locator(authSel.getCode).click();
  await page.locator(authSel.code).pressSequentially(await codeFromSms(request, phone, before));
  await expect(page.locator(authSel.profileLink)).toBeVisible();

  const serverCart = async () => {
    const answer = await request.get(`/api/cart/find?userId=${user.id}&selectedCity=${DEFAULT_CITY_ID}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const body = (await answer.json()) as { cartList: { id: number; quantity: number }[] };
    return body.cartList.map(({ id, quantity }) => ({ id, quantity }));
  };
  await expect.poll(serverCart).toEqual([{ id: product.id, quantity: 1 }]);
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  expect((await stored(page)).notes).toBeNull();
});

test('a signed-in shopper’s tap before the page is hydrated goes to their server cart once', async ({ page, request, context }) => {
  const session = await registerByApi(request);
  await putSessionCookies(context, session);
  const product = await freshProduct(request);
  const release = await openHeld(page, request, product.path);
  await island(page).locator(cart.productAddToCart).click();
  // Their cart and its count are on the server: the page's HTML does not guess a count, nor note it.
  await expect(prepaintedBadge(page)).toHaveCount(0);
  release();
  await expect(island(page)).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  // The badge may count the line before the server has it (the cart model can start before the
  // session is confirmed, then hands its lines to the server cart): the server's answer is polled.
  const serverCart = async () => {
    const answer = await request.get(`/api/cart/find?userId=${session.user.id}&selectedCity=${DEFAULT_CITY_ID}`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    return ((await answer.json()) as { cartList: { id: number; quantity: number }[] }).cartList.map(({ id, quantity }) => ({
      id,
      quantity,
    }));
  };
  await expect.poll(serverCart).toEqual([{ id: product.id, quantity: 1 }]);
  await expect(page.locator(cart.shellCartCount)).toHaveText('1');
  expect((await stored(page)).notes).toBeNull();
});
