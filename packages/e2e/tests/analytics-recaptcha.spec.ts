import { expect, test, type Page } from './csp-guard';
import { CONFIGURED_SETTINGS, startConfiguredStore, type ConfiguredStore } from '../configured';
import { CONFIGURED } from '../ports';
import {
  expireRecaptcha,
  METRIKA_TAG,
  RECAPTCHA_API,
  recaptchaSeen,
  serveMetrikaStandIn,
  serveRecaptchaStandIn,
  STAND_IN_CLIENT_ID,
  ymCalls,
  ymTag,
  type YmCall,
} from './analytics-stand-ins';
import { codeFromSms, newPhone, openSignIn, smsCount, typedPhone } from './auth-support';
import { freshPhone, freshProduct, smsCode } from './cart-helpers';
import { authSel } from './selectors-auth';
import { cart } from './selectors-cart';
import { untilHydrated } from './ssr-helpers';

// Issue 22 items 4 and 5: Яндекс Метрика and the real reCAPTCHA widget in the browser, on a store
// whose API names a counter and checks captchas with Google (its siteverify the local fake). The
// scripts of Yandex and Google are local stand-ins; nothing leaves the machine.

const COUNTER = CONFIGURED_SETTINGS.metrikaCounterId;
let store: ConfiguredStore;
/** Requests the pages made to anything but this machine and the two stand-ins (nothing may leave it). */
const outside: string[] = [];

test.use({ baseURL: `http://127.0.0.1:${CONFIGURED.shellPort}` });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  store = await startConfiguredStore();
});

test.afterAll(async () => {
  await store?.stop();
});

test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort('blockedbyclient');
  });
});

test.afterEach(() => {
  expect(outside, 'requests that would leave the machine').toEqual([]);
});

const calls = (page: Page, method: string): Promise<YmCall[]> => ymCalls(page).then((all) => all.filter((c) => c.method === method));
const goals = async (page: Page): Promise<unknown[]> => (await calls(page, 'reachGoal')).map((c) => c.args[0]);

/** Signs in with a code in the open modal; a new phone fills the registration form first. */
async function signInByCode(page: Page, phone: string, names?: { lastName: string; firstName: string }) {
  await openSignIn(page);
  await page.locator(authSel.login).fill(typedPhone(phone));
  const before = await smsCount(page.request, phone);
  await page.locator(authSel.getCode).click();
  if (names) {
    await expect(page.locator(authSel.registrationForm)).toBeVisible();
    await page.locator(authSel.lastName).fill(names.lastName);
    await page.locator(authSel.firstName).fill(names.firstName);
  }
  await page.locator(authSel.code).pressSequentially(await codeFromSms(page.request, phone, before));
  await expect(page.locator(authSel.dialog)).toBeHidden();
  await expect(page.locator(authSel.profileLink)).toBeVisible();
}

test.describe('Яндекс Метрика (issue 22 item 4)', () => {
  test('the tag comes after the load event, initializes the counter for a single-page site, counts the first page and each navigation', async ({
    page,
  }) => {
    const tag = await serveMetrikaStandIn(page);
    let loadedAt = 0;
    page.on('load', () => {
      loadedAt = Date.now();
    });
    expect(await (await page.request.get('/api/settings')).json()).toMatchObject({ metrikaCounterId: COUNTER });
    await page.goto('/');
    await expect.poll(() => calls(page, 'init')).toHaveLength(1);

    // Not before the page was loaded: neither asked for nor run.
    expect(tag.requests).toHaveLength(1);
    expect(loadedAt).toBeGreaterThan(0);
    expect(tag.requests[0]!).toBeGreaterThanOrEqual(loadedAt);
    const seen = (await ymTag(page))!;
    expect(seen.readyState).toBe('complete');
    expect(seen.loadEventEnd).toBeGreaterThan(0);
    if (seen.requestedAt !== null) expect(seen.requestedAt).toBeGreaterThanOrEqual(seen.loadEventEnd);

    const [init] = await calls(page, 'init');
    expect(init).toEqual({ counterId: COUNTER, method: 'init', args: [expect.objectContaining({ defer: true })] });
    await expect.poll(async () => (await calls(page, 'hit')).map((c) => c.args)).toEqual([[`${page.url()}`, {}]]);

    // A client-side navigation: one page view with the page before as referer.
    const home = page.url();
    await untilHydrated(page);
    await page.locator('a[href="/contacts"]').first().click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect
      .poll(async () => (await calls(page, 'hit')).map((c) => c.args))
      .toEqual([
        [home, {}],
        [`${new URL('/contacts', home).href}`, { referer: home }],
      ]);
    expect(tag.requests).toHaveLength(1);
    expect(await calls(page, 'getClientID')).toHaveLength(1);
  });

  test('SPEC §4 goals: registration on a completed registration, login on a sign-in; none for a session restored on reload', async ({
    page,
  }) => {
    await serveMetrikaStandIn(page);
    await page.goto('/');
    await expect.poll(() => calls(page, 'init')).toHaveLength(1);
    const phone = newPhone();
    await signInByCode(page, phone, { lastName: 'Соколова', firstName: 'Анна' });
    await expect.poll(() => goals(page)).toEqual(['registration']);

    // Restored from the cookies: no goal.
    await page.reload();
    await expect.poll(() => calls(page, 'init')).toHaveLength(1);
    await expect(page.locator(authSel.profileLink)).toBeVisible();
    await expect.poll(async () => (await calls(page, 'hit')).length).toBe(1);
    expect(await goals(page)).toEqual([]);

    await page.context().clearCookies();
    await page.reload();
    await expect.poll(() => calls(page, 'init')).toHaveLength(1);
    await signInByCode(page, phone);
    await expect.poll(() => goals(page)).toEqual(['login']);
  });

  test("the counter's client id goes with the order as ymClientId (SPEC §7)", async ({ page }) => {
    await serveMetrikaStandIn(page);
    const product = await freshProduct(page.request, { minPrice: 1000 });
    const phone = freshPhone();
    await page.goto(product.path);
    await expect.poll(() => calls(page, 'getClientID')).toHaveLength(1);
    await untilHydrated(page);
    await page.locator(cart.productOneClick).click();
    const modal = page.locator(cart.oneClick);
    await modal.getByLabel('Фамилия и имя').fill('Сидорова Анна');
    await modal.getByLabel('Телефон', { exact: true }).fill(`+${phone}`);
    await modal.locator(cart.oneClickSubmit).click();
    const ordered = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/order/one-click'));
    await page
      .locator(cart.phoneModal)
      .getByLabel('Код из SMS')
      .fill(await smsCode(page.request, phone));
    expect((await ordered).postDataJSON()).toMatchObject({ ymClientId: STAND_IN_CLIENT_ID });
    await expect(modal.locator(cart.oneClickSuccess)).toContainText(/Заказ № \d+ оформлен/);
  });
});

test.describe('reCAPTCHA in the browser (issue 22 item 5, SPEC §4 "Captcha")', () => {
  test("Google's checkbox replaces the local one when a captcha is due; its token passes the API's check with Google", async ({ page }) => {
    await serveMetrikaStandIn(page);
    const google = await serveRecaptchaStandIn(page, store.recaptcha);
    // An account with a password, made through the API (its first call needs no captcha).
    const phone = newPhone();
    const before = await smsCount(page.request, phone);
    const sent = await page.request.post('/api/auth/get-auth-code', { data: { phone } });
    expect(sent.ok()).toBe(true);
    const { hashCode } = (await sent.json()) as { hashCode: string };
    const registered = await page.request.post('/api/auth/registration', {
      data: {
        phone,
        hashCode,
        codePass: await codeFromSms(page.request, phone, before),
        firstName: 'Ирина',
        lastName: 'Тестова',
        password: 'secret-pass-1',
      },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/');
    await openSignIn(page);
    await page.locator(authSel.modeToggle).click();
    await page.locator(authSel.login).fill(typedPhone(phone));
    await page.locator(authSel.password).fill('wrong-pass-1');
    await page.locator(authSel.signIn).click();
    await expect(page.locator(authSel.error)).toHaveText('Неверный номер телефона, почта или пароль');
    // Google's script only now, when the captcha is due; its checkbox, not the local one.
    await expect(page.locator(authSel.captcha)).toBeVisible();
    const box = page.getByTestId('recaptcha-stand-in');
    await expect(box).toBeVisible();
    await expect(page.locator(authSel.captchaCheckbox)).toHaveCount(0);
    expect(google.scripts).toHaveLength(1);
    expect(new URL(google.scripts[0]!).searchParams.get('render')).toBe('explicit');
    expect((await recaptchaSeen(page)).siteKeys).toEqual([CONFIGURED_SETTINGS.recaptchaSiteKey]);

    // A token that expires is dropped and the widget is reset: the box must be ticked again.
    await box.check();
    await expect.poll(() => google.tokens.length).toBe(1);
    await expireRecaptcha(page);
    await expect(box).not.toBeChecked();
    expect((await recaptchaSeen(page)).resets).toEqual([0]);

    await box.check();
    await expect.poll(() => google.tokens.length).toBe(2);
    await page.locator(authSel.password).fill('secret-pass-1');
    const signIn = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
    await page.locator(authSel.signIn).click();
    expect((await signIn).postDataJSON()).toMatchObject({ gReCaptchaToken: google.tokens[1] });
    await expect(page.locator(authSel.dialog)).toBeHidden();
    await expect(page.locator(authSel.profileLink)).toBeVisible();
    // The API asked Google (the fake) about exactly that token.
    expect(store.recaptcha.requests.map((fields) => fields.response)).toContain(google.tokens[1]);
    expect(google.scripts).toHaveLength(1);
  });

  test('nothing of Google is loaded while no captcha is due', async ({ page }) => {
    await serveMetrikaStandIn(page);
    const google = await serveRecaptchaStandIn(page, store.recaptcha);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (RECAPTCHA_API.test(request.url()) || request.url() === METRIKA_TAG) requested.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => calls(page, 'init')).toHaveLength(1);
    await openSignIn(page);
    await expect(page.locator(authSel.login)).toBeVisible();
    expect(google.scripts).toEqual([]);
    expect(requested).toEqual([METRIKA_TAG]);
  });
});
