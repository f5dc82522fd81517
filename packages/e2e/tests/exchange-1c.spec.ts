import { createRequire } from 'node:module';
import { expect, test, type Page } from './csp-guard';
import {
  ExchangeClient,
  documentsXml,
  httpTransport,
  importXml,
  offersXml,
  zipOf,
  type Answer,
  type ProductSpec,
} from '../../server/test/helpers/commerceml';
import type { StoreOverMainRemotes } from '../composition';
import { startExchangeStore } from '../exchange';
import { openSignIn, typedPhone } from './auth-support';
import { catB } from './selectors-catalog-b';
import { cat } from './selectors-catalog';
import { cart } from './selectors-cart';
import { authSel } from './selectors-auth';
import { profileSel } from './selectors-profile';
import { shell } from './selectors-shell';
import { untilHydrated } from './ssr-helpers';

// Issue 38, done when: a catalogue imported over 1C's protocol is browsed, searched and ordered in
// Chromium; the order goes out through `query`; 1C's status comes back and the profile shows it.
// 1C's side speaks HTTP to the store's public address (the shell's /api), as 1C does.

// @store/domain is a CommonJS package: an ES module cannot name its re-exports, so it is required.
const { formatPrice } = createRequire(import.meta.url)('../../domain/src/index.ts') as typeof import('../../domain/src');
// Real pictures, so the browser draws them through /api/custom-loader: sharp is the API's own.
type Picture = { toBuffer(): Promise<Buffer> };
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp') as (options: {
  create: { width: number; height: number; channels: 3; background: string };
}) => { jpeg(): Picture; png(): Picture };

const CATALOG = 'e2e-cat-baikal';
const HERO: ProductSpec = {
  id: '5f0c2d1e-1c00-4b8a-9e21-1800e2e00001',
  name: 'Пылесос Байкалтех Вихрь 1800',
  sku: 'BT-VH-1800',
  groups: ['e2e-g-vacuum'],
  // 1C's Описание as an operator's editor writes it, with what a page must never run.
  description:
    '<h2>Особенности</h2><p onclick="window.__pwned = 1">Мощность <strong>1800 Вт</strong>, циклонный фильтр.</p>' +
    '<script>window.__pwned = 2</script><img src="x" onerror="window.__pwned = 3">' +
    '<ul><li>Три режима</li><li>Шнур 6 м</li></ul><p><a href="javascript:window.__pwned = 4">Инструкция</a></p>',
  pictures: ['import_files/5f/vihr-1800.jpg', 'import_files/5f/vihr-1800-side.png'],
  properties: [
    { id: 'e2e-p-brand', value: 'e2e-b-baikal' },
    { id: 'e2e-p-power', value: '1800' },
  ],
  requisites: { Вес: '5,2', Длина: '45', Ширина: '30', Высота: '32' },
};
const HERO_PRICE = 12_990;
/** Goods enough that the import takes several calls of mode=import at the store's short step. */
const BAGS: ProductSpec[] = Array.from({ length: 400 }, (_, i) => ({
  id: `e2e-bag-${i}`,
  name: `Мешок для пылесоса Байкалтех М-${i}`,
  sku: `BT-M-${i}`,
  groups: ['e2e-g-bags'],
  properties: [{ id: 'e2e-p-brand', value: 'e2e-b-baikal' }],
}));

const importFile = () =>
  importXml({
    catalogId: CATALOG,
    groups: [
      {
        id: 'e2e-g-home',
        name: 'Уборка из 1С',
        children: [
          { id: 'e2e-g-vacuum', name: 'Пылесосы Байкалтех' },
          { id: 'e2e-g-bags', name: 'Мешки Байкалтех' },
        ],
      },
    ],
    properties: [
      { id: 'e2e-p-brand', name: 'Бренд', values: { 'e2e-b-baikal': 'Байкалтех' } },
      { id: 'e2e-p-power', name: 'Мощность, Вт' },
    ],
    products: [HERO, ...BAGS],
  });

const offersFile = () =>
  offersXml({
    catalogId: CATALOG,
    priceTypes: [{ id: 'e2e-pt-retail', name: 'Розничная' }],
    offers: [
      { id: HERO.id, prices: [{ type: 'e2e-pt-retail', value: HERO_PRICE }], quantity: 7 },
      ...BAGS.map((bag, i) => ({ id: bag.id, prices: [{ type: 'e2e-pt-retail', value: 290 + i }], quantity: 3 })),
    ],
  });

async function picturesZip() {
  const picture = (background: string) => sharp({ create: { width: 800, height: 800, channels: 3, background } });
  return zipOf({
    [HERO.pictures![0]!]: await picture('#2a6cb0').jpeg().toBuffer(),
    [HERO.pictures![1]!]: await picture('#d94f3d').png().toBuffer(),
  });
}

/** mode=import of one file until it is in; every answer. */
async function importUntilSuccess(client: ExchangeClient, name: string): Promise<Answer[]> {
  const answers = await client.importUntilDone(name);
  expect(answers.at(-1)!.lines[0], `${name}: ${answers.at(-1)!.body}`).toBe('success');
  return answers;
}

/** The last code the store's local SMS provider sent to a phone after `before` messages. */
async function codeSent(store: StoreOverMainRemotes, phone: string, before = 0): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { items } = (await (await fetch(`${store.url}/api/dev/sms-outbox?phone=${phone}`)).json()) as { items: { text: string }[] };
      code = items.length > before ? (/\b(\d{4})\b/.exec(items[0]!.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

const outboxCount = async (store: StoreOverMainRemotes, phone: string) =>
  ((await (await fetch(`${store.url}/api/dev/sms-outbox?phone=${phone}`)).json()) as { items: unknown[] }).items.length;

/** Every console error and uncaught exception of a page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

let store: StoreOverMainRemotes;

test.beforeAll(async () => {
  // The store's first start seeds its own database.
  test.setTimeout(600_000);
  store = await startExchangeStore();
});

test.afterAll(async () => {
  await store?.stop();
});

test('1C fills the store over its protocol; a shopper browses, finds and orders the goods; the order goes to 1C and its status comes back to the profile', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = consoleErrors(page);
  const exchange = httpTransport(store.url);
  const phone = `7914${String(Date.now()).slice(-7)}`;

  await test.step('1C: checkauth, init, import.xml and offers.xml in chunks, a zip of pictures, import until success, complete', async () => {
    const client = new ExchangeClient(exchange);
    const auth = await client.checkauth();
    expect(auth.lines[0]).toBe('success');
    const init = await client.get('init');
    expect(init.lines).toEqual(['zip=yes', 'file_limit=1000000']);
    // Each file in three POSTs to one name, appended in order (as 1C splits a file at its file_limit).
    for (const [name, content] of [
      ['import.xml', importFile()],
      ['offers.xml', offersFile()],
      ['v8_pictures.zip', await picturesZip()],
    ] as const) {
      const answers = await client.upload(name, content, Math.ceil(Buffer.byteLength(content) / 3));
      expect(answers.length, `${name} in several POSTs`).toBeGreaterThan(1);
      expect(answers.map((a) => a.lines[0])).toEqual(answers.map(() => 'success'));
    }
    const catalogue = await importUntilSuccess(client, 'import.xml');
    expect(catalogue.length, 'import.xml took several calls of mode=import').toBeGreaterThan(1);
    expect(catalogue.slice(0, -1).map((a) => a.lines[0])).toEqual(catalogue.slice(0, -1).map(() => 'progress'));
    expect(catalogue.at(-1)!.body).toContain('товаров создано: 401');
    await importUntilSuccess(client, 'offers.xml');
    expect((await client.get('complete')).lines[0]).toBe('success');
  });

  let productPath = '';
  await test.step('the shopper browses the category to the product: picture, price, description, attributes', async () => {
    const menu = (await (await fetch(`${store.url}/api/category/menu`)).json()) as {
      categories: { slug: string; name: string; children: { slug: string; name: string; count: number }[] }[];
    };
    const root = menu.categories.find((c) => c.name === 'Уборка из 1С');
    const vacuums = root?.children.find((c) => c.name === 'Пылесосы Байкалтех');
    expect(vacuums, 'the group is a category of the menu').toBeTruthy();
    expect(vacuums!.count).toBe(1);

    await page.goto(`${store.url}/store/${root!.slug}/${vacuums!.slug}`);
    await expect(page.locator(cat.categoryPage).locator('h1')).toHaveText('Пылесосы Байкалтех');
    const card = page.locator(cat.productCard).filter({ hasText: HERO.name! });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(formatPrice(HERO_PRICE));
    await untilHydrated(page);
    await card.locator(cat.cardTitle).click();

    await expect(page.locator(cat.productTitle)).toHaveText(HERO.name!);
    productPath = new URL(page.url()).pathname;
    expect(productPath).toMatch(new RegExp(`^/store/${root!.slug}/${vacuums!.slug}/\\d+\\.html$`));
    await expect(page.locator(cat.productPrice)).toContainText(formatPrice(HERO_PRICE));
    await expect(page.locator(cat.productStatus)).toContainText('В наличии');
    // The main picture (the first Картинка), drawn from the store's copy through the image proxy.
    const picture = page.locator(cat.productPage).getByRole('img', { name: HERO.name!, exact: true }).first();
    await expect(picture).toHaveAttribute('src', /\/api\/custom-loader\?/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    const description = page.locator(cat.description);
    await expect(page.getByRole('region', { name: 'Описание' })).toBeVisible();
    await expect(description.getByRole('heading', { level: 3, name: 'Особенности' })).toBeVisible();
    await expect(description.locator('strong')).toHaveText('1800 Вт');
    await expect(description.getByRole('listitem')).toHaveText(['Три режима', 'Шнур 6 м']);
    await expect(description).toContainText('Инструкция');
    // Nothing of what the page must never run came through: no script, picture, link or handler.
    await expect(description.locator('script, img, a, [onclick], [onerror]')).toHaveCount(0);
    await description.getByText('Мощность').click();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await expect(page.locator(cat.attributes)).toContainText('Байкалтех');
    await expect(page.locator(cat.attributes)).toContainText('Мощность, Вт1800');
  });

  await test.step('the header search finds it by brand and model', async () => {
    await page.goto(`${store.url}/`);
    const input = page.locator(shell.searchField);
    await input.click();
    await input.pressSequentially('байкалтех вихрь', { delay: 30 });
    const found = page.locator(catB.searchPopup).locator(catB.searchProduct);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(HERO.name!);
    await found.click();
    await expect(page).toHaveURL(`${store.url}${productPath}`);
    await expect(page.locator(cat.productTitle)).toHaveText(HERO.name!);
  });

  let orderId = 0;
  await test.step('the shopper orders it in one click, the phone confirmed by the SMS code', async () => {
    await untilHydrated(page);
    await page.locator(cart.productOneClick).click();
    const modal = page.locator(cart.oneClick);
    await expect(modal.getByText(HERO.name!)).toBeVisible();
    await modal.getByLabel('Фамилия и имя').fill('Байкалова Ольга');
    await modal.getByLabel('Телефон', { exact: true }).fill(`+${phone}`);
    await modal.locator(cart.oneClickSubmit).click();
    await page
      .locator(cart.phoneModal)
      .getByLabel('Код из SMS')
      .fill(await codeSent(store, phone));
    const success = modal.locator(cart.oneClickSuccess);
    await expect(success).toContainText(/Заказ № \d+ оформлен/);
    orderId = Number(/Заказ № (\d+)/.exec((await success.textContent()) ?? '')![1]);
  });

  await test.step('1C takes the order (query names its Ид and the server’s figures, success), then sends «Готов к выдаче» back', async () => {
    const sale = new ExchangeClient(exchange, 'sale');
    expect((await sale.checkauth()).lines[0]).toBe('success');
    await sale.get('init', { version: '2.10' });
    const query = await sale.get('query');
    expect(query.headers['content-type']).toMatch(/^application\/xml/);
    const documents = query.body.split('<Документ>').slice(1);
    const order = documents.find((d) => d.startsWith(`<Ид>${orderId}</Ид>`));
    expect(order, `order ${orderId} in the orders document`).toBeTruthy();
    const price = HERO_PRICE.toFixed(2);
    expect(order).toContain(`<ХозОперация>Заказ товара</ХозОперация>`);
    expect(order).toContain(`<Сумма>${price}</Сумма>`);
    expect(order).toContain(`<Товар><Ид>${HERO.id}</Ид><Артикул>${HERO.sku}</Артикул><Наименование>${HERO.name}</Наименование>`);
    expect(order).toContain(`<ЦенаЗаЕдиницу>${price}</ЦенаЗаЕдиницу><Количество>1</Количество><Сумма>${price}</Сумма>`);
    expect(order).toContain(`<Значение>+${phone}</Значение>`);
    expect((await sale.get('success')).lines[0]).toBe('success');
    expect((await sale.get('query')).body).not.toContain(`<Ид>${orderId}</Ид>`);

    await sale.upload(
      'documents___e2e.xml',
      documentsXml([{ id: String(orderId), requisites: { 'Статус заказа': 'Готов к выдаче', 'Номер по 1С': 'УТ-00038' } }]),
    );
    const back = await importUntilSuccess(sale, 'documents___e2e.xml');
    expect(back.at(-1)!.lines).toEqual(['success', 'заказов обновлено: 1']);
  });

  await test.step('the shopper signs in with that phone: the history and the order page show «Готов к выдаче»', async () => {
    await page.goto(`${store.url}/`);
    await untilHydrated(page);
    await openSignIn(page);
    await page.locator(authSel.login).fill(typedPhone(phone));
    const before = await outboxCount(store, phone);
    await page.locator(authSel.getCode).click();
    await expect(page.locator(authSel.registrationForm)).toBeVisible();
    await page.locator(authSel.lastName).fill('Байкалова');
    await page.locator(authSel.firstName).fill('Ольга');
    await page.locator(authSel.code).pressSequentially(await codeSent(store, phone, before));
    await expect(page.locator(authSel.dialog)).toBeHidden();
    await expect(page.locator(authSel.profileLink)).toBeVisible();

    await page.goto(`${store.url}/profile/orders`);
    const card = page.locator(`${profileSel.orderCard}[data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    await expect(card.locator(profileSel.orderStatus)).toHaveText('Готов к выдаче');

    await page.goto(`${store.url}/profile/orders/${orderId}`);
    const orderPage = page.locator(profileSel.order);
    await expect(orderPage).toContainText(`Заказ № ${orderId}`);
    await expect(orderPage.locator(profileSel.orderStatus)).toHaveText('Готов к выдаче');
    await expect(orderPage.locator(profileSel.orderLine)).toContainText(HERO.name!);
  });

  expect(errors, 'console errors in this journey').toEqual([]);
});
