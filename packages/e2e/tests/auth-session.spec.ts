import { expect, test } from './csp-guard';
import { STORE_URL } from '../ports';
import {
  cookieNames,
  countRequests,
  expiredAccessToken,
  putSessionCookies,
  refreshBy,
  refreshCookie,
  refusedAccessToken,
  registerByApi,
  scriptCookies,
  someProductIds,
} from './auth-support';
import { sel } from './selectors';
import { authSel } from './selectors-auth';

const tokenOf = async (cookies: { name: string; value: string }[]) => cookies.find((cookie) => cookie.name === 'token')?.value;

test.describe('the session on every page (SPEC §4 "Startup", §7)', () => {
  test('an expired access token is refreshed once at start-up and the page keeps working', async ({ page, request, context }) => {
    const session = await registerByApi(request);
    const expired = expiredAccessToken(session.user.id);
    await putSessionCookies(context, session, expired);
    const refreshes = countRequests(page, '/api/auth/refresh');

    await page.goto('/');
    await expect(page.locator(authSel.profileLink)).toBeVisible();
    await expect(page.locator(sel.catalogCategories)).toBeVisible();
    expect(refreshes.count).toBe(1);
    const fresh = await tokenOf(await context.cookies());
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(expired);

    // The new token works for the user's own data, and the next page needs no refresh.
    const me = await request.get(`/api/user/${session.user.id}`, { headers: { Authorization: `Bearer ${fresh}` } });
    expect(me.status()).toBe(200);
    await page.reload();
    await expect(page.locator(authSel.profileLink)).toBeVisible();
    expect(refreshes.count).toBe(1);

    // Issue 24 item 4: the refresh token stays the browser's HttpOnly cookie, rotated, and out of every script's reach.
    const rotated = (await context.cookies()).find((cookie) => cookie.name === 'refreshToken');
    expect(rotated).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    expect(rotated?.value).not.toBe(session.refreshToken);
    expect(await scriptCookies(page)).not.toContain('refreshToken');
    expect(await scriptCookies(page)).toContain('token=');

    // Refresh survives reloads: the access token dies again (and then goes, as when the browser
    // closes); each time one refresh by the rotated cookie restores the session.
    await context.addCookies([{ name: 'token', value: expiredAccessToken(session.user.id), url: STORE_URL }]);
    await page.reload();
    await expect(page.locator(authSel.profileLink)).toBeVisible();
    await expect.poll(() => refreshes.count).toBe(2);
    await context.clearCookies({ name: 'token' });
    await page.reload();
    await expect(page.locator(authSel.profileLink)).toBeVisible();
    await expect.poll(() => refreshes.count).toBe(3);
    expect(await tokenOf(await context.cookies())).toBeTruthy();
    expect(await scriptCookies(page)).not.toContain('refreshToken');
  });

  test('tampered cookies sign the shopper out quietly: no error, no loop of refreshes, the leftovers gone', async ({ page, context }) => {
    await context.addCookies([
      { name: 'token', value: 'eyJhbGciOiJIUzI1NiJ9.dGFtcGVyZWQ.c2ln', url: STORE_URL },
      refreshCookie('not-a-refresh-token'),
      { name: 'user', value: '%7B%22id%22%3A1', url: STORE_URL },
    ]);
    const refreshes = countRequests(page, '/api/auth/refresh');
    await page.goto('/');
    await expect(page.locator(authSel.signInButton)).toBeVisible();
    await expect(page.locator(sel.catalogCategories)).toBeVisible();
    await expect(page.locator(sel.fallback)).toHaveCount(0);
    await expect.poll(() => cookieNames(context)).not.toContain('user');
    expect(await cookieNames(context)).not.toContain('token');
    expect(await cookieNames(context)).not.toContain('refreshToken');
    expect(refreshes.count).toBe(1);
  });

  test('requests that meet a refused token at the same time share exactly one refresh call', async ({ page, request, context }) => {
    const session = await registerByApi(request);
    const [productId] = await someProductIds(request, 1);
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    await request.post('/api/favorites/add-many', {
      headers: auth,
      data: { userId: session.user.id, products: [{ productId, defectSerialNumber: null }] },
    });
    // To the browser the token is alive: the session is restored without a call, and the cart,
    // the favourites and the profile all ask at once; the server refuses each of them.
    await putSessionCookies(context, session, refusedAccessToken(session.user.id));
    const refreshes = countRequests(page, '/api/auth/refresh');
    const refused: string[] = [];
    let secondRefusal!: () => void;
    const refusedTwice = new Promise<void>((resolve) => (secondRefusal = resolve));
    page.on('response', (response) => {
      if (response.status() === 401 && !response.url().includes('/api/auth/')) refused.push(new URL(response.url()).pathname);
      if (refused.length >= 2) secondRefusal();
    });
    // The remotes load one after another, so the first refusal may be refreshed before the next
    // request leaves; the refresh is held until a second request has met the refused token too
    // (or 10 s have passed), so that "at the same time" is what the page really meets.
    await page.route('**/api/auth/refresh', async (route) => {
      await Promise.race([refusedTwice, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await route.continue();
    });

    await page.goto('/profile');
    await expect(page.locator(authSel.profileAccount)).toBeVisible();
    await expect(page.locator(authSel.favouritesCount)).toHaveText('1');
    expect(refused.length).toBeGreaterThanOrEqual(2);
    test.info().annotations.push({ type: 'refused together', description: refused.join(', ') });
    expect(refreshes.count).toBe(1);
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['token', 'refreshToken', 'user']));
    expect(await scriptCookies(page)).not.toContain('refreshToken');
  });

  test('logout clears the session, the cart and the favourites, and the auth cookies; a copied access token dies with it', async ({
    page,
    request,
    context,
  }) => {
    const session = await registerByApi(request);
    const [first, second] = await someProductIds(request, 2);
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    const userId = session.user.id;
    const cartLine = (id: number | undefined) => ({ id, defectSerialNumber: null, quantity: 1, selected: true });
    expect(
      (await request.post('/api/cart/add-many', { headers: auth, data: { userId, cartList: [cartLine(first), cartLine(second)] } })).ok(),
    ).toBe(true);
    expect(
      (
        await request.post('/api/favorites/add-many', {
          headers: auth,
          data: { userId, products: [{ productId: first, defectSerialNumber: null }] },
        })
      ).ok(),
    ).toBe(true);
    await putSessionCookies(context, session);

    await page.goto('/profile');
    await expect(page.locator(authSel.profileAccount)).toBeVisible();
    await expect(page.locator(authSel.cartCount)).toHaveText('2');
    await expect(page.locator(authSel.favouritesCount)).toHaveText('1');

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.locator(authSel.logout).click();
    expect((await logout).status()).toBe(200);
    await expect(page.locator(authSel.signInButton)).toBeVisible();
    await expect(page.locator(authSel.cartCount)).toBeHidden();
    await expect(page.locator(authSel.favouritesCount)).toBeHidden();
    await expect(page.locator(authSel.profileGuest)).toBeVisible();
    const left = await cookieNames(context);
    expect(left).not.toContain('token');
    expect(left).not.toContain('refreshToken');
    expect(left).not.toContain('user');

    // The server ended the session: its refresh token opens nothing any more, and its access token
    // (copied before, still within its 15 minutes) is refused too (issue 24 item 4).
    expect((await refreshBy(session.refreshToken)).status).toBe(401);
    expect((await request.get(`/api/user/${userId}`, { headers: auth })).status()).toBe(401);
    await page.reload();
    await expect(page.locator(authSel.signInButton)).toBeVisible();
    await expect(page.locator(authSel.cartCount)).toBeHidden();
  });
});
