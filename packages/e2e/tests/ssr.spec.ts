import { brokenBytesOf, expect, test } from './csp-guard';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, waitForHttp } from '../../../scripts/lib/processes.mjs';
import { E2E, STORE_URL } from '../ports';
import { cityByName, DEFAULT_CITY_ID, listing, menu, pathOf, rub } from './catalog-api-helpers';
import { cat } from './selectors-catalog';
import { untilHydrated, watchHydration, writeCompositionWithCatalogAt } from './ssr-helpers';

// Server rendering (issue 14): the catalogue's pages come in the first HTML and are hydrated in place.

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function jsonLd(html: string, id: string): Record<string, unknown> {
  const text = new RegExp(`<script type="application/ld\\+json" id="${id}">(.*?)</script>`).exec(html)?.[1];
  if (!text) throw new Error(`no JSON-LD #${id} in the HTML`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The page's markup as the server sent it (no script runs). */
async function serverHtml(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

test.beforeAll(async ({ request }) => {
  // The server loads the remote's server build on first use; later requests find it loaded. A
  // server that never renders fails here, rather than leaving every test below to fail for it.
  const { items } = await listing(request, { limit: 1 });
  const url = `${STORE_URL}${pathOf(items[0]!, [])}`;
  await expect
    .poll(async () => (await serverHtml(url)).includes('id="ssr-page"'), {
      message: `the shell's server renders ${url} (its first HTML has the page)`,
      intervals: [250],
    })
    .toBe(true);
});

test('no page of the sitemap, nor the API answers its render reads, carries a NUL or a broken character', async () => {
  const sitemap = await (await fetch(`${STORE_URL}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Home, the catalogue, categories and products: Cyrillic markup crossing many of React's 2 KB chunks.
  const sample = [...new Set(['/', '/store', ...pages])].slice(0, 60);
  expect(sample.length).toBeGreaterThanOrEqual(40);
  const broken: string[] = [];
  for (const path of sample) {
    const response = await fetch(`${STORE_URL}${path}`);
    // Pages, not the files the sitemap names too (the user agreement's PDF).
    if (!response.headers.get('content-type')?.startsWith('text/html')) continue;
    const found = brokenBytesOf(Buffer.from(await response.arrayBuffer()));
    if (found) broken.push(`${path}: ${found}`);
  }
  for (const path of [
    `/api/category/menu?selectedCity=${DEFAULT_CITY_ID}`,
    `/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=12`,
    '/api/settings',
  ]) {
    const found = brokenBytesOf(Buffer.from(await (await fetch(`${STORE_URL}${path}`)).arrayBuffer()));
    if (found) broken.push(`${path}: ${found}`);
  }
  expect(broken).toEqual([]);
});

test("a product page's first HTML has its title, the price for the cookie's city and its Product JSON-LD", async ({ request }) => {
  const irkutsk = await cityByName(request, 'Иркутск');
  const { items } = await listing(request, { limit: 1, selectedCity: irkutsk.id });
  const item = items[0]!;
  const html = await serverHtml(`${STORE_URL}${pathOf(item, [])}`, `selectedCity=${irkutsk.id}`);
  expect(html).toContain(`<title>${escapeHtml(item.title)}`);
  const island = html.slice(html.indexOf('id="ssr-page"'));
  expect(island).toContain(escapeHtml(item.title));
  expect(island).toContain(rub(item.price));
  const product = jsonLd(html, 'shell-page-jsonld');
  expect(product['@type']).toBe('Product');
  expect((product.offers as { price: number }).price).toBe(item.price);
  expect(jsonLd(html, 'shell-breadcrumbs-jsonld')['@type']).toBe('BreadcrumbList');
  expect(html).toMatch(/<meta property="og:type" content="product">/);
});

test('a marked-down item (?defect=) is rendered with its own price', async ({ request }) => {
  const { items } = await listing(request, { type: 'DEFECTS', limit: 1 });
  const item = items[0]!;
  const html = await serverHtml(`${STORE_URL}${pathOf(item, [])}`);
  const island = html.slice(html.indexOf('id="ssr-page"'));
  expect(island).toContain('Уцененный товар');
  expect(island).toContain(rub(item.price));
});

test('a category page comes with its first 12 products and its crumbs', async ({ request }) => {
  const top = (await menu(request))[0]!;
  const { items } = await listing(request, { categorySlug: top.slug, limit: 12 });
  const html = await serverHtml(`${STORE_URL}/store/${top.slug}`);
  const island = html.slice(html.indexOf('id="ssr-page"'));
  for (const item of items) expect(island).toContain(escapeHtml(item.title));
  expect(html).toContain(`<title>${escapeHtml(top.name)}`);
  const crumbs = jsonLd(html, 'shell-breadcrumbs-jsonld') as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Главная', 'Каталог', top.name]);
});

test('an unknown category or product is answered with 404 and its not-found view, which search engines are told not to keep', async ({
  request,
}) => {
  const top = (await menu(request))[0]!;
  for (const [path, title] of [
    [`/store/${top.slug}/net-takoy-kategorii`, 'Категория не найдена'],
    [`/store/${top.slug}/999999999.html`, 'Товар не найден'],
  ] as const) {
    const response = await fetch(`${STORE_URL}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-testid="catalog-not-found"');
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  }
  // A category that exists is no 404 (serverHtml checks the 200).
  expect(await serverHtml(`${STORE_URL}/store/${top.slug}`)).not.toContain('name="robots"');
});

test('the home page and the search results are rendered on the server too, the cart as its frame while the lines load; a shopper page is not', async () => {
  expect(await serverHtml(`${STORE_URL}/`)).toContain('data-ssr-page="catalog/HomePage"');
  expect(await serverHtml(`${STORE_URL}/search?q=${encodeURIComponent('ноутбук')}`)).toContain('data-ssr-page="catalog/SearchPage"');
  // Decision 0036: no server sees a guest's lines (localStorage), so it draws the cart loading, never empty.
  let cart = '';
  await expect
    .poll(async () => (cart = await serverHtml(`${STORE_URL}/cart`)), { intervals: [250] })
    .toContain('data-ssr-page="cart_checkout/CartPage"');
  expect(cart).toContain('data-testid="cart-loading"');
  expect(cart).not.toContain('Ваша корзина пуста');
  expect(await serverHtml(`${STORE_URL}/favorite`)).not.toContain('id="ssr-page"');
});

test('the server-rendered product page hydrates without a warning and adds to the cart', async ({ page, request }) => {
  const problems = watchHydration(page);
  // Decision 0047: the page is never taken out of the document (a move makes the browser lay it all out again).
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.id === 'ssr-page' || node.querySelector('#ssr-page')))
            Object.assign(window, { ssrPageMoved: true });
    }).observe(document, { childList: true, subtree: true });
  });
  const { items } = await listing(request, { limit: 1 });
  await page.goto(pathOf(items[0]!, []));
  const island = page.locator('#ssr-page');
  await expect(island).toHaveAttribute('data-hydrated', 'true');
  // The markup the server sent is the one on screen, where the server put it, in the layout's one main.
  await expect(page.locator('main #ssr-page')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  expect(await page.evaluate(() => (window as { ssrPageMoved?: boolean }).ssrPageMoved ?? false)).toBe(false);
  const badge = page.locator(cat.shellCartCount);
  const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
  await island.locator(cat.productAddToCart).click();
  await expect(badge).toHaveText(String(before + 1));
  expect(problems).toEqual([]);
});

test("a product page's picture comes before its scripts: they are fetched once it has loaded", async ({ page, request }) => {
  const { items } = await listing(request, { limit: 1 });
  await page.goto(pathOf(items[0]!, []));
  await expect(page.locator('#ssr-page')).toHaveAttribute('data-hydrated', 'true');
  const timing = await page.evaluate(() => {
    const picture = document.querySelector<HTMLImageElement>('#ssr-page img[fetchpriority="high"]')!.currentSrc;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = entries.filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name));
    return {
      pictureEnd: entries.find((entry) => entry.name === picture)?.responseEnd ?? null,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timing.pictureEnd).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.pictureEnd!);
});

test("the catalogue's stylesheets come inline in the first HTML and the browser does not fetch them again", async ({ page, request }) => {
  const { items } = await listing(request, { limit: 1 });
  const path = pathOf(items[0]!, []);
  const html = await serverHtml(`${STORE_URL}${path}`);
  const inlined = [...html.matchAll(/<style data-href="([^"]+\.css)"[^>]*>/g)].map((match) => match[1]!);
  expect(inlined.length).toBeGreaterThan(0);
  expect(inlined.every((href) => href.startsWith(`http://${E2E.host}:${E2E.remotePorts[0]}/`))).toBe(true);
  expect(html).not.toMatch(/<link rel="preload" href="[^"]+" as="style">/);
  const fetched: string[] = [];
  page.on('request', (req) => {
    if (inlined.includes(req.url())) fetched.push(req.url());
  });
  await page.goto(path);
  await expect(page.locator('#ssr-page')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator(cat.productTitle)).toBeVisible();
  // The catalogue's own rules apply (the title's margin is the catalogue's, not the browser's h1 default).
  expect(await page.locator(cat.productTitle).evaluate((el) => getComputedStyle(el).marginTop)).toBe('0px');
  expect(fetched).toEqual([]);
});

test("a server-rendered product page keeps the server's crumbs through hydration while the shell's category tree is late", async ({
  page,
  request,
}) => {
  const { items } = await listing(request, { limit: 1 });
  // Every trail of crumbs the shopper sees from the first paint on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { crumbTrails: string[] }).crumbTrails = seen;
    new MutationObserver(() => {
      const trail = Array.from(document.querySelectorAll('.store-breadcrumbs__item'), (item) => item.textContent ?? '').join(' / ');
      if (trail !== '' && seen[seen.length - 1] !== trail) seen.push(trail);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The shell's category tree comes late, as on a slow network.
  await page.route(/\/api\/category\/menu\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(pathOf(items[0]!, []));
  await expect(page.locator('#ssr-page')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  // One trail from the first paint on: it never shrinks to «Главная / Каталог / <товар>» meanwhile.
  const trails = await page.evaluate(() => (window as unknown as { crumbTrails: string[] }).crumbTrails);
  expect(trails).toHaveLength(1);
  expect(trails[0]).toMatch(new RegExp(`^Главная / Каталог / .+ / ${items[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('a server-rendered category hydrates and navigates in the browser', async ({ page, request }) => {
  const problems = watchHydration(page);
  const top = (await menu(request))[0]!;
  await page.goto(`/store/${top.slug}`);
  // A newcomer's listing is hydrated once someone is at it (decision 0053).
  await untilHydrated(page);
  await page.locator('#ssr-page').locator(cat.productCard).first().locator('a').first().click();
  await expect(page.locator(cat.productPage)).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("with the catalogue's server build unavailable", () => {
  const proxyPort = E2E.shellPort + 21;
  const shellPort = E2E.shellPort + 20;
  let proxy: Server;
  let shell: ChildProcess;

  test.beforeAll(async () => {
    // The catalogue's files through a proxy that has no server build (dist/server answers 404).
    proxy = createServer((req, res) => {
      if (req.url?.startsWith('/server/')) {
        res.writeHead(404).end();
        return;
      }
      const upstream = httpRequest(
        { host: E2E.host, port: E2E.remotePorts[0], path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(proxyPort, E2E.host, resolve));
    const remotesFile = join(tmpdir(), `ssr-remotes-${shellPort}.json`);
    writeCompositionWithCatalogAt(remotesFile, proxyPort);
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    shell = spawn(
      process.execPath,
      [
        join(root, 'packages/static-server/dist/cli.js'),
        ...['--dir', join(root, 'shell/dist'), '--port', String(shellPort), '--host', E2E.host, '--spa'],
        ...['--api', `http://${E2E.host}:${E2E.apiPort}`, '--remotes', remotesFile],
      ],
      { stdio: 'ignore' },
    );
    await waitForHttp(`http://${E2E.host}:${shellPort}/remotes.json`, shell, 20000);
  });

  test.afterAll(async () => {
    await stopChild(shell);
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('the product page is rendered in the browser as without a server', async ({ page, request }) => {
    const { items } = await listing(request, { limit: 1 });
    const url = `http://${E2E.host}:${shellPort}${pathOf(items[0]!, [])}`;
    const html = await serverHtml(url);
    expect(html).not.toContain('id="ssr-page"');
    await page.goto(url);
    await expect(page.locator(cat.productTitle)).toHaveText(items[0]!.title);
  });
});
