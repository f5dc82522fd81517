import { expect, test } from './csp-guard';
import { STORE_URL } from '../ports';
import { refuseMapsScript, serveMapsStandIn } from './shell-maps-stand-in';
import { shell } from './selectors-shell';

const DEFAULT_CITY_ID = 195585415;

const SHELL_PAGES = [
  { path: '/contacts', key: 'contacts', title: 'Контакты' },
  { path: '/point', key: 'point', title: 'Адреса магазинов' },
  { path: '/bonusnaya-programma', key: 'bonus', title: 'Бонусная программа' },
  { path: '/feedback?category=7', key: 'feedback', title: 'Обратная связь' },
  { path: '/page/obmen-i-vozvrat-tovara', key: 'returns', title: 'Обмен и возврат товара' },
  { path: '/docs/pravila_prodazhi', key: 'sales-rules', title: 'Договор купли-продажи' },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`shell pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, key, title } of SHELL_PAGES) {
      test(`${path} renders with its title, description and crumbs`, async ({ page }) => {
        await refuseMapsScript(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator(shell.page(key)).getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} — ТехноСибирь`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        // The crumb is the menus' name of the page (SPEC §2), which may be shorter than its h1.
        const crumbs = page.locator(shell.breadcrumbs);
        await expect(crumbs.getByRole('link', { name: 'Главная' })).toBeVisible();
        await expect(crumbs.getByRole('listitem')).toHaveCount(2);
        await expect(page.locator('main#main')).toBeVisible();
      });
    }

    test('the shops page lists every shop of the selected city with hours and phone, and a map from the (stand-in) maps script', async ({
      page,
      request,
    }) => {
      await serveMapsStandIn(page);
      const answer = await request.get(`/api/delivery-point/city/list?cityId=${DEFAULT_CITY_ID}`);
      const shops = ((await answer.json()) as { items: { title: string; address: string }[] }).items;
      await page.goto('/point');
      const list = page.locator(shell.shop);
      await expect(list).toHaveCount(shops.length);
      await expect(list.first()).toContainText('Сегодня:');
      for (const shop of shops) await expect(page.locator(shell.shopList)).toContainText(shop.address);
      const map = page.getByTestId('maps-stand-in');
      await expect(map).toHaveAttribute('data-zoom', '17');
      await expect(map).toHaveAttribute('data-grid-size', '64');
      await expect(map.getByTestId('maps-stand-in-marker')).toHaveCount(shops.length);
      expect(await page.evaluate(() => (window as unknown as { __mapsStandIn: { lang: string } }).__mapsStandIn.lang)).toBe('ru_RU');
    });

    test('without the maps script the shops page is the list alone', async ({ page }) => {
      await refuseMapsScript(page);
      await page.goto('/point');
      await expect(page.locator(shell.shop).first()).toBeVisible();
      await expect(page.locator(shell.shopsMap)).toHaveCount(0);
    });

    test('the newsletter form shows a field error, then the API’s success', async ({ page }) => {
      await page.goto('/contacts');
      // The form's code loads as the footer comes near the screen.
      await page.locator(shell.footer).scrollIntoViewIfNeeded();
      const form = page.locator(shell.subscription);
      const email = form.getByLabel('Электронная почта');
      await email.fill('ivan@example');
      await form.getByRole('button', { name: 'Подписаться' }).click();
      await expect(form.getByText('Введите корректную почту')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill(`news-${viewport.width}-${Date.now()}@example.ru`);
      await form.getByRole('button', { name: 'Подписаться' }).click();
      await expect(form.getByRole('status')).toHaveText('Вы подписаны на рассылку');
    });

    test('the orders-desk feedback form shows field errors, then the API’s success', async ({ page }) => {
      await page.goto('/feedback?category=7');
      const form = page.locator(shell.feedbackForm);
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(form.getByText('Это поле обязательно для заполнения!').first()).toBeVisible();
      await form.getByLabel('Ваше имя').fill('Иванов Иван');
      await form.getByLabel('Телефон').fill('+7 (300) 123-45-67');
      await form.getByLabel('Сообщение').fill('Когда привезут мой заказ?');
      await form.getByRole('button', { name: 'Отправить' }).click();
      await expect(form.getByText('Введите корректный номер телефона')).toBeVisible();
      await form.getByLabel('Телефон').fill('+7 (900) 123-45-67');
      await form.getByRole('button', { name: 'Отправить' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ category: 7, name: 'Иванов Иван', phone: '+7 (900) 123-45-67' });
      await expect(form.getByRole('status')).toHaveText('Спасибо! Мы ответим в ближайшее время.');
    });
  });
}

test('the user agreement is a real PDF at its SPEC path', async ({ request }) => {
  const pdf = await request.get('/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(5000);
});

test('a utm link keeps utm_source in a cookie for 7 days', async ({ page, context }) => {
  await page.goto('/?utm_source=vk_ads&utm_medium=cpc');
  await expect(page.locator(shell.header)).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'utm_source')?.value).toBe('vk_ads');
  const cookie = (await context.cookies()).find((c) => c.name === 'utm_source')!;
  const days = (cookie.expires * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
});

test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /cart');
  expect(text).toContain('Disallow: /profile');
  expect(text).toContain(`Sitemap: ${STORE_URL}/sitemap.xml`);
});

test('sitemap.xml lists every category, every seeded product and the shell’s pages', async ({ request }) => {
  const apiSitemap = await request.get('/api/sitemap');
  expect(apiSitemap.status()).toBe(200);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
  for (const path of ['/', '/store', '/contacts', '/point', '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf']) {
    expect(locs).toContain(`${STORE_URL}${path}`);
  }
  expect([...locs].some((loc) => loc.endsWith('/cart'))).toBe(false);
  const menu = (await (await request.get(`/api/category/menu?selectedCity=${DEFAULT_CITY_ID}`)).json()) as {
    categories: { slug: string; children: { slug: string }[] }[];
  };
  for (const main of menu.categories) expect(locs).toContain(`${STORE_URL}/store/${main.slug}`);
  const products = [...locs].filter((loc) => /\/\d+\.html$/.test(loc));
  const seeded = Number(process.env.SEED_PRODUCTS ?? 600);
  expect(products.length).toBe(seeded);
  expect([...locs].some((loc) => /\.html\?defect=/.test(loc))).toBe(true);
});
