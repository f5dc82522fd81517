import { expect, test } from './csp-guard';
import { STORE_URL } from '../ports';
import { listing, menu, pathOf } from './catalog-api-helpers';
import { shell } from './selectors-shell';
import { watchHydration } from './ssr-helpers';

// Issue 41, aim 3 (decision 0055): the footer is in the first HTML of every page of the shell, the
// same @store/ui component the shell would draw; the shell keeps it and hydrates its form alone.

const YEAR = new Date().getFullYear();
const LINKS = [
  '/contacts',
  '/point',
  '/docs/pravila_prodazhi',
  '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf',
  '/page/obmen-i-vozvrat-tovara',
];

/** The page as the server sent it: no script has run. */
async function rawHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${STORE_URL}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The footer's markup of the raw HTML. */
function footerOf(html: string): string {
  const start = html.indexOf('<footer class="store-footer" id="ssr-footer"');
  expect(start, 'the footer is in the first HTML').toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</footer>', start));
}

test('the first HTML of home, a category, a product, the cart, the contacts and a 404 has the footer, its links and the copyright', async ({
  request,
}) => {
  const top = (await menu(request))[0]!;
  const { items } = await listing(request, { limit: 1 });
  const pages: [string, number][] = [
    ['/', 200],
    [`/store/${top.slug}`, 200],
    [pathOf(items[0]!, []), 200],
    ['/cart', 200],
    ['/contacts', 200],
    ['/profile', 200],
    ['/net-takoy-stranicy', 404],
  ];
  for (const [path, status] of pages) {
    const answer = await rawHtml(path);
    expect(answer.status, path).toBe(status);
    const footer = footerOf(answer.html);
    for (const href of LINKS) expect(footer, `${path}: ${href}`).toContain(`href="${href}"`);
    expect(footer, path).toContain(`© 2013–${YEAR} ТехноСибирь`);
    expect(footer, path).toMatch(/href="tel:\+\d+"/);
    expect(footer, path).toContain('Способы оплаты');
    // One footer: the shell keeps the server's instead of drawing another.
    expect(answer.html.match(/data-testid="shell-footer"/g), path).toHaveLength(1);
  }
});

test('without JavaScript a shopper sees the footer with its links and copyright', async ({ browser, request }) => {
  const { items } = await listing(request, { limit: 1 });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/cart', pathOf(items[0]!, []), '/contacts']) {
    await page.goto(path);
    const footer = page.locator(shell.footer);
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Контакты' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf',
    );
    await expect(footer.getByText(`© 2013–${YEAR} ТехноСибирь. Все права защищены.`)).toBeVisible();
    await expect(footer.getByLabel('Электронная почта')).toBeVisible();
  }
  await context.close();
});

test('on a page the browser renders, the footer the server sent stays below the first screen', async ({ browser }) => {
  // Before any script (its pre-painted frame is a screen high) and after the shell has drawn the page.
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/contacts');
    if (javaScriptEnabled) await expect(page.locator(shell.page('contacts'))).toBeVisible();
    const top = await page.locator(shell.footer).evaluate((footer) => footer.getBoundingClientRect().top);
    expect(top, javaScriptEnabled ? 'drawn' : 'without scripts').toBeGreaterThanOrEqual(844);
    await context.close();
  }
});

test("the server's footer is kept as drawn, its links go through the router, and its form works once hydrated", async ({ page }) => {
  const mismatches = watchHydration(page);
  await page.goto('/');
  const footer = page.locator(shell.footer);
  await expect(page.locator(shell.header)).toBeVisible();
  // The element the server sent (by its id), marked: it stays the footer through the form's hydration and a new page.
  await page.evaluate(() => document.getElementById('ssr-footer')?.setAttribute('data-seen', 'server'));
  await footer.scrollIntoViewIfNeeded();
  const form = page.locator(shell.subscription);
  const email = form.getByLabel('Электронная почта');
  await email.fill('ivan@example');
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByText('Введите корректную почту')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(`footer-${Date.now()}@example.ru`);
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByRole('status')).toHaveText('Вы подписаны на рассылку');
  await expect(page.locator(shell.footer)).toHaveCount(1);
  await expect(footer).toHaveAttribute('data-seen', 'server');

  // A footer link opens the page in the same document (the router), the footer stays.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await footer.getByRole('link', { name: 'Контакты' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.locator(shell.page('contacts'))).toBeVisible();
  expect(documents).toEqual([]);
  await expect(footer).toHaveAttribute('data-seen', 'server');
  expect(mismatches).toEqual([]);
});
