import { DEFAULT_CITY, MAIN_STOCK_CODE } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';
import {
  ExchangeClient,
  exchangeSettings,
  importXml,
  offersXml,
  picture,
  productXml,
  windows1251,
  withBom,
  zipOf,
  type ProductSpec,
} from '../helpers/commerceml';

/**
 * The catalogue through 1C's exchange (issue 38 steps 2–3): groups, properties, goods, pictures,
 * offers (prices per stock code, stock per shop, marked-down items), changes-only and full
 * catalogues, split packages, encodings and namespaces, a bad file, the stepped import.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { exchange: { ...exchangeSettings } as never, catalogueCacheMs: 0 } });
});
afterAll(async () => ctx?.close());

const GROUPS = [
  {
    id: 'g-tools',
    name: 'Электроинструмент',
    children: [
      { id: 'g-drills', name: 'Дрели и шуруповёрты' },
      { id: 'g-saws', name: 'Пилы' },
    ],
  },
];
const PROPERTIES = [
  { id: 'pr-brand', name: 'Бренд', values: { 'v-bosch': 'Bosch', 'v-makita': 'Makita' } },
  { id: 'pr-power', name: 'Мощность, Вт' },
];
const DRILL: ProductSpec = {
  id: 'aaaa-0001',
  name: 'Дрель ударная Импорт-500',
  sku: 'IMP-500',
  description:
    '<p onclick="alert(1)">Дрель для <b>бетона</b></p><script>alert(1)</script><img src="x" onerror="alert(1)"><p><a href="javascript:alert(1)">ещё</a></p>',
  barcode: '4601234567890',
  groups: ['g-drills'],
  pictures: ['import_files/aa/drill-1.jpg', 'import_files/aa/drill-2.jpg'],
  properties: [
    { id: 'pr-brand', value: 'v-bosch' },
    { id: 'pr-power', value: '650' },
  ],
  requisites: { Вес: '2,4', Длина: '35', Ширина: '10', Высота: '25', ВидНоменклатуры: 'Товар' },
};
const SAW: ProductSpec = { id: 'aaaa-0002', name: 'Пила дисковая Импорт-190', sku: 'IMP-190', groups: ['g-saws'], producer: 'Интерскол' };
const PRICE_TYPES = [
  { id: 'pt-retail', name: 'Розничная' },
  { id: 'pt-wholesale', name: 'Оптовая' },
];

const productByExternal = async (id: string) =>
  (
    await ctx.db.query<{
      id: number;
      sku: string;
      title: string;
      hidden_at: Date | null;
      weight_kg: number;
      attributes: Record<string, string>;
    }>('SELECT id, sku, title, hidden_at, weight_kg, attributes FROM products WHERE external_id = $1', [id])
  )[0];

const productApi = async (id: number) => ctx.app.inject({ url: `/api/product/${id}?selectedCity=${DEFAULT_CITY.id}` });

async function exchange(files: Record<string, Buffer | string>, chunk?: number) {
  const client = new ExchangeClient(ctx.app);
  const results = await client.session(files, chunk);
  return { client, results };
}

describe('a full catalogue with its offers', () => {
  let drillId: number;

  beforeAll(async () => {
    const zip = await zipOf({
      'import.xml': importXml({ groups: GROUPS, properties: PROPERTIES, products: [DRILL, SAW] }),
      'offers.xml': offersXml({
        priceTypes: PRICE_TYPES,
        warehouses: [
          { id: 'wh-lenina', name: 'ТехноСибирь на Ленина' },
          { id: 'wh-unknown', name: 'Склад в Китае' },
        ],
        offers: [
          {
            id: DRILL.id,
            prices: [
              { type: 'pt-retail', value: 5990 },
              { type: 'pt-wholesale', value: 5000 },
            ],
            stock: [
              { warehouse: 'wh-lenina', quantity: 4 },
              { warehouse: 'wh-unknown', quantity: 100 },
            ],
          },
          { id: SAW.id, prices: [{ type: 'pt-retail', value: 7490.5 }], quantity: 3 },
          {
            id: `${DRILL.id}#char-1`,
            prices: [{ type: 'pt-retail', value: 4500 }],
            quantity: 1,
            characteristics: { 'Серийный номер': 'SN-0001', 'Причина уценки': 'Царапина на корпусе' },
          },
          { id: `${DRILL.id}#char-2`, prices: [{ type: 'pt-retail', value: 6100 }], characteristics: { Цвет: 'синий' } },
          { id: 'no-such-product', prices: [{ type: 'pt-retail', value: 100 }] },
        ],
      }),
      'import_files/aa/drill-1.jpg': picture('drill-1'),
      'import_files/aa/drill-2.jpg': picture('drill-2'),
    });
    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    await client.upload('v8_full.zip', zip, 700);
    const importAnswers = await client.importUntilDone('import.xml');
    expect(importAnswers[importAnswers.length - 1]!.lines[0]).toBe('success');
    const offersAnswers = await client.importUntilDone('offers.xml');
    const last = offersAnswers[offersAnswers.length - 1]!;
    expect(last.lines[0]).toBe('success');
    // What the store could not map is in the answer.
    expect(last.body).toContain('типы цен без сопоставления');
    expect(last.body).toContain('Оптовая (pt-wholesale)');
    expect(last.body).toContain('склады без сопоставления с магазином');
    expect(last.body).toContain('Склад в Китае (wh-unknown)');
    expect(last.body).toContain('предложения без товара в каталоге (1): no-such-product');
    expect(last.body).toContain(`${DRILL.id}#char-2`);
    drillId = (await productByExternal(DRILL.id))!.id;
  });

  it('makes the groups a category tree: names kept, slugs by one transliteration, children under parents', async () => {
    const rows = await ctx.db.query<{ external_id: string; slug: string; name: string; parent: string | null }>(
      `SELECT c.external_id, c.slug, c.name, p.external_id AS parent FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
        WHERE c.external_id LIKE 'g-%' ORDER BY c.id`,
    );
    expect(rows).toEqual([
      // The seed has an «elektroinstrument» already: the slug is made unique.
      { external_id: 'g-tools', slug: 'elektroinstrument-2', name: 'Электроинструмент', parent: null },
      { external_id: 'g-drills', slug: 'dreli-i-shurupoverty', name: 'Дрели и шуруповёрты', parent: 'g-tools' },
      { external_id: 'g-saws', slug: 'pily', name: 'Пилы', parent: 'g-tools' },
    ]);
    const menu = (await ctx.app.inject({ url: `/api/category/menu?selectedCity=${DEFAULT_CITY.id}` })).json() as {
      categories: { slug: string; count: number; children: { slug: string; count: number }[] }[];
    };
    const tools = menu.categories.find((c) => c.slug === 'elektroinstrument-2');
    expect(tools?.count).toBe(2);
    expect(tools?.children.map((c) => [c.slug, c.count])).toEqual([
      ['dreli-i-shurupoverty', 1],
      ['pily', 1],
    ]);
  });

  it('makes the goods products: sku, title, description, barcode, producer from a brand property, attributes, weight and dimensions', async () => {
    const product = (await productApi(drillId)).json() as Record<string, unknown>;
    expect(product).toMatchObject({
      sku: 'IMP-500',
      title: DRILL.name,
      // Kept as safe HTML (lib/safe-html.ts): no script, handler or link.
      description: '<p>Дрель для <b>бетона</b></p><p>ещё</p>',
      producer: 'Bosch',
      attributes: { 'Мощность, Вт': '650' },
      weightKg: 2.4,
      dimensionsCm: [35, 10, 25],
    });
    const saw = await productByExternal(SAW.id);
    expect((await productApi(saw!.id)).json()).toMatchObject({
      producer: 'Интерскол',
      path: expect.stringContaining('/elektroinstrument-2/pily/'),
    });
  });

  it('keeps the pictures once by content, the first the main one, served by the file route', async () => {
    const product = (await productApi(drillId)).json() as { productImages: { name: string; main: boolean }[] };
    expect(product.productImages).toHaveLength(2);
    expect(product.productImages[0]!.main).toBe(true);
    expect(product.productImages[0]!.name).toMatch(/^[0-9a-f]{40}\.jpg$/);
    const file = await ctx.app.inject({ url: `/api/file/${product.productImages[0]!.name}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(picture('drill-1'))).toBe(true);
  });

  it('prices every stock code with the retail type by default, stock per mapped shop, Количество at the main shop', async () => {
    const prices = await ctx.db.query<{ stock_code: number; price_retail: number }>(
      'SELECT stock_code, price_retail FROM product_prices WHERE product_id = $1 ORDER BY stock_code',
      [drillId],
    );
    const codes = await ctx.db.query<{ code: number }>('SELECT DISTINCT code FROM cities WHERE NOT is_other ORDER BY code');
    expect(prices.map((p) => p.stock_code)).toEqual(codes.map((c) => c.code));
    expect(new Set(prices.map((p) => p.price_retail))).toEqual(new Set([5990]));
    const product = (await productApi(drillId)).json() as { metaProducts: { pointId: number; quantity: number }[] };
    expect(product.metaProducts).toEqual([expect.objectContaining({ pointId: DEFAULT_CITY.shopId, quantity: 4 })]);
    const saw = await productByExternal(SAW.id);
    const sawStock = await ctx.db.query<{ shop_id: number; quantity: number }>(
      'SELECT shop_id, quantity FROM stock WHERE product_id = $1',
      [saw!.id],
    );
    expect(sawStock).toEqual([{ shop_id: DEFAULT_CITY.shopId, quantity: 3 }]);
    const [price] = await ctx.db.query<{ price_retail: number }>(
      'SELECT price_retail FROM product_prices WHERE product_id = $1 AND stock_code = $2',
      [saw!.id, MAIN_STOCK_CODE],
    );
    expect(price!.price_retail).toBe(7490.5);
  });

  it('makes an offer with a serial number a marked-down item', async () => {
    const product = (
      await ctx.app.inject({ url: `/api/product/${drillId}?selectedCity=${DEFAULT_CITY.id}&defectSerialNumber=SN-0001` })
    ).json() as Record<string, unknown>;
    expect(product).toMatchObject({
      defectSerialNumber: 'SN-0001',
      defectReason: 'Царапина на корпусе',
      productDefects: [{ serialNumber: 'SN-0001', priceRetail: 4500, priceDiscount: null, stockCode: MAIN_STOCK_CODE, quantity: 1 }],
    });
  });

  it('lists, counts and finds the products in the category and the search', async () => {
    const listing = (
      await ctx.app.inject({ url: `/api/category/products?categorySlug=elektroinstrument-2&selectedCity=${DEFAULT_CITY.id}` })
    ).json() as {
      items: { id: number }[];
      total: number;
    };
    expect(listing.total).toBe(2);
    expect(listing.items.map((i) => i.id)).toContain(drillId);
    const search = (
      await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: { query: 'Импорт-500', stockId: MAIN_STOCK_CODE } })
    ).json() as { products: { id: number }[] };
    expect(search.products.map((p) => p.id)).toContain(drillId);
  });

  it('sent again unchanged, changes nothing and keeps the store ids', async () => {
    const before = await ctx.db.query<{ id: number; external_id: string }>(
      "SELECT id, external_id FROM products WHERE external_id LIKE 'aaaa-%' ORDER BY id",
    );
    const { results } = await exchange({ 'import.xml': importXml({ groups: GROUPS, properties: PROPERTIES, products: [DRILL, SAW] }) });
    expect(results['import.xml']!.lines[0]).toBe('success');
    expect(results['import.xml']!.body).not.toContain('товаров изменено');
    const after = await ctx.db.query<{ id: number; external_id: string }>(
      "SELECT id, external_id FROM products WHERE external_id LIKE 'aaaa-%' ORDER BY id",
    );
    expect(after).toEqual(before);
  });

  it('a changes-only offers package changes only what it names', async () => {
    const saw = (await productByExternal(SAW.id))!;
    const { results } = await exchange({
      'offers.xml': offersXml({
        onlyChanges: true,
        changesPackage: true,
        offers: [{ id: DRILL.id, prices: [{ type: 'pt-retail', value: 5790 }] }],
      }),
    });
    expect(results['offers.xml']!.lines[0]).toBe('success');
    const drill = (await productApi(drillId)).json() as { productPrices: { priceRetail: number }[]; metaProducts: { quantity: number }[] };
    expect(drill.productPrices[0]!.priceRetail).toBe(5790);
    expect(drill.metaProducts[0]!.quantity).toBe(4);
    const sawPrice = await ctx.db.query<{ price_retail: number }>(
      'SELECT price_retail FROM product_prices WHERE product_id = $1 AND stock_code = $2',
      [saw.id, MAIN_STOCK_CODE],
    );
    expect(sawPrice[0]!.price_retail).toBe(7490.5);
  });

  it('a changes-only catalogue changes the goods it names and hides none', async () => {
    const { results } = await exchange({
      'import.xml': importXml({ onlyChanges: true, products: [{ ...SAW, name: 'Пила дисковая Импорт-190М' }] }),
    });
    expect(results['import.xml']!.lines[0]).toBe('success');
    expect((await productByExternal(SAW.id))!.title).toBe('Пила дисковая Импорт-190М');
    expect((await productByExternal(DRILL.id))!.hidden_at).toBeNull();
  });

  it('a full catalogue hides its products it no longer sends, never those of the seed; sent again they return with their prices', async () => {
    const seeded = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE external_id IS NULL AND hidden_at IS NULL',
    );
    const { results } = await exchange({ 'import.xml': importXml({ groups: GROUPS, properties: PROPERTIES, products: [SAW] }) });
    expect(results['import.xml']!.body).toContain('товаров скрыто (нет в полной выгрузке): 1');
    expect((await productByExternal(DRILL.id))!.hidden_at).not.toBeNull();
    expect((await productApi(drillId)).statusCode).toBe(404);
    const listing = (
      await ctx.app.inject({ url: `/api/category/products?categorySlug=elektroinstrument-2&selectedCity=${DEFAULT_CITY.id}` })
    ).json() as {
      total: number;
    };
    expect(listing.total).toBe(1);
    expect(await ctx.db.query('SELECT count(*)::int AS n FROM products WHERE external_id IS NULL AND hidden_at IS NULL')).toEqual(seeded);

    await exchange({ 'import.xml': importXml({ groups: GROUPS, properties: PROPERTIES, products: [DRILL, SAW] }) });
    const back = (await productApi(drillId)).json() as { productPrices: { priceRetail: number }[] };
    expect(back.productPrices[0]!.priceRetail).toBe(5790);
  });

  it('Статус="Удален" hides a product, and it comes back when sent again', async () => {
    await exchange({ 'import.xml': importXml({ onlyChanges: true, products: [{ ...SAW, deleted: true }] }) });
    const saw = (await productByExternal(SAW.id))!;
    expect(saw.hidden_at).not.toBeNull();
    expect((await productApi(saw.id)).statusCode).toBe(404);
    await exchange({ 'import.xml': importXml({ onlyChanges: true, products: [SAW] }) });
    expect((await productApi(saw.id)).statusCode).toBe(200);
  });

  it('maps price types per stock code by the operator’s table: retail and discount', async () => {
    await ctx.db.query(
      `INSERT INTO exchange_price_map (price_type, stock_code, kind) VALUES ('Розничная', $1, 'retail'), ('pt-wholesale', $1, 'discount'), ('Розничная', 301, 'retail')`,
      [MAIN_STOCK_CODE],
    );
    try {
      const { results } = await exchange({
        'offers.xml': offersXml({
          priceTypes: PRICE_TYPES,
          offers: [
            {
              id: DRILL.id,
              prices: [
                { type: 'pt-retail', value: 6000 },
                { type: 'pt-wholesale', value: 5500 },
              ],
            },
          ],
        }),
      });
      expect(results['offers.xml']!.body).not.toContain('типы цен без сопоставления');
      const prices = await ctx.db.query<{ stock_code: number; price_retail: number; price_discount: number | null }>(
        'SELECT stock_code, price_retail, price_discount FROM product_prices WHERE product_id = $1 ORDER BY stock_code',
        [drillId],
      );
      expect(prices).toEqual([
        { stock_code: 301, price_retail: 6000, price_discount: null },
        { stock_code: MAIN_STOCK_CODE, price_retail: 6000, price_discount: 5500 },
      ]);
    } finally {
      await ctx.db.query('DELETE FROM exchange_price_map');
    }
  });
});

describe('files as 1C writes them', () => {
  const one = (id: string, name: string) => ({
    groups: [{ id: `g-${id}`, name: `Раздел ${name}` }],
    products: [{ id, name, sku: id, groups: [`g-${id}`] }],
  });

  it.each([
    ['UTF-8 with a BOM', (xml: string) => withBom(xml), {}],
    ['windows-1251 as its declaration says', (xml: string) => windows1251(xml), {}],
    ['2.03 with no namespace', (xml: string) => Buffer.from(xml), { version: '2.03', ns: null }],
    [
      '3.1 with its namespace under a prefix',
      (xml: string) => Buffer.from(xml),
      { version: '3.1', ns: 'urn:1C.ru:commerceml_3', prefix: 'cml:' },
    ],
  ])('reads %s', async (label, encode, options) => {
    const id = `enc-${label.length}-${label.charCodeAt(0)}`;
    const name = `Чайник «${label}» ёмкость 1,7 л`;
    const { results } = await exchange({ 'import.xml': encode(importXml({ catalogId: `cat-${id}`, ...options, ...one(id, name) })) });
    expect(results['import.xml']!.lines[0]).toBe('success');
    expect((await productByExternal(id))!.title).toBe(name);
  });

  it('fails a bad file with a Russian reason and applies nothing of it, even after steps', async () => {
    const saved = ctx.app.settings.exchange;
    ctx.app.settings.exchange = { ...saved, stepMs: 300 };
    try {
      const products = Array.from({ length: 3000 }, (_, i) => ({ id: `bad-${i}`, name: `Товар ${i}`, sku: `BAD-${i}` }));
      const good = importXml({ catalogId: 'cat-bad', products });
      // Broken near its end: an element that never closes.
      const broken = good.replace('<Ид>bad-2990</Ид>', '<Ид>bad-2990</Ид><<Наименование>');
      const client = new ExchangeClient(ctx.app);
      await client.checkauth();
      await client.get('init');
      await client.upload('import.xml', broken);
      const answers = await client.importUntilDone('import.xml');
      const last = answers[answers.length - 1]!;
      expect(last.lines[0]).toBe('failure');
      expect(last.lines[1]).toMatch(/^import\.xml: ошибка в файле: /);
      expect(await ctx.db.query("SELECT id FROM products WHERE external_id LIKE 'bad-%'")).toEqual([]);
      expect(await ctx.db.query('SELECT 1 FROM exchange_staging')).toEqual([]);
      // Asked again, the same failure (1C shows it to its operator).
      expect((await client.get('import', { filename: 'import.xml' })).lines[0]).toBe('failure');
    } finally {
      ctx.app.settings.exchange = saved;
    }
  });

  it('fails a file that is not CommerceML, and an offer with a price that is no number', async () => {
    const { results } = await exchange({ 'import.xml': '<?xml version="1.0"?><yml_catalog/>' });
    expect(results['import.xml']!.lines[0]).toBe('failure');
    expect(results['import.xml']!.lines[1]).toContain('КоммерческаяИнформация');
    const { results: offers } = await exchange({
      'offers.xml': offersXml({ offers: [{ id: 'x', prices: [{ type: 'pt-retail', value: 1 }] }] }).replace(
        '<ЦенаЗаЕдиницу>1</ЦенаЗаЕдиницу>',
        '<ЦенаЗаЕдиницу>дорого</ЦенаЗаЕдиницу>',
      ),
    });
    expect(offers['offers.xml']!.lines).toEqual([
      'failure',
      'offers.xml: ошибка в файле: Предложение x: ЦенаЗаЕдиницу: «дорого» — не число',
    ]);
  });

  it('imports a large file in steps: each call answers progress within the step, the last success', async () => {
    const saved = ctx.app.settings.exchange;
    ctx.app.settings.exchange = { ...saved, stepMs: 250 };
    try {
      const products = Array.from({ length: 4000 }, (_, i) => ({
        id: `step-${i}`,
        name: `Шаговый товар ${i}`,
        sku: `STEP-${i}`,
        groups: ['g-step'],
      }));
      const client = new ExchangeClient(ctx.app);
      await client.checkauth();
      await client.get('init');
      await client.upload('import.xml', importXml({ catalogId: 'cat-step', groups: [{ id: 'g-step', name: 'Шаги' }], products }));
      const started = Date.now();
      const answers = await client.importUntilDone('import.xml');
      expect(answers.length).toBeGreaterThan(1);
      expect(answers.slice(0, -1).every((a) => a.lines[0] === 'progress')).toBe(true);
      expect(answers[answers.length - 1]!.lines[0]).toBe('success');
      expect(answers[answers.length - 1]!.body).toContain('товаров создано: 4000');
      expect((Date.now() - started) / answers.length).toBeLessThan(3000);
      const [{ n }] = (await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE external_id LIKE 'step-%'")) as [
        { n: number },
      ];
      expect(n).toBe(4000);
    } finally {
      ctx.app.settings.exchange = saved;
    }
  });
});

describe('split packages', () => {
  it('takes import___ (classifier, goods), offers___, prices___ and rests___; deactivate hides the rest of the full catalogue', async () => {
    const catalogId = 'cat-split';
    const first = await exchange({
      'import.xml': importXml({
        catalogId,
        groups: [{ id: 'g-split', name: 'Разделённый' }],
        products: [{ id: 'split-old', name: 'Старый товар', groups: ['g-split'] }],
      }),
    });
    expect(first.results['import.xml']!.lines[0]).toBe('success');

    const client = new ExchangeClient(ctx.app);
    await client.checkauth();
    await client.get('init');
    const files: Record<string, string> = {
      'import___1a.xml': importXml({ catalogId, groups: [{ id: 'g-split', name: 'Разделённый' }], noCatalog: true }),
      'import___2b.xml': importXml({
        catalogId,
        products: [
          { id: 'split-1', name: 'Товар из части', groups: ['g-split'] },
          { id: 'split-2', name: 'Товар из части 2', groups: ['g-split'] },
        ],
      }).replace(/<Классификатор>.*<\/Классификатор>/, ''),
      'offers___3c.xml': offersXml({
        catalogId,
        priceTypes: [{ id: 'pt-retail', name: 'Розничная' }],
        offers: [{ id: 'split-1' }, { id: 'split-2' }],
      }),
      'prices___4d.xml': offersXml({
        catalogId,
        offers: [
          { id: 'split-1', prices: [{ type: 'pt-retail', value: 111 }] },
          { id: 'split-2', prices: [{ type: 'pt-retail', value: 222 }] },
        ],
      }),
      'rests___5e.xml': offersXml({
        catalogId,
        onlyChanges: true,
        offers: [{ id: 'split-1', rests: [{ warehouse: 'wh-lenina', quantity: 7 }] }],
      }),
    };
    await ctx.db.query(`INSERT INTO exchange_warehouse_map (warehouse, shop_id) VALUES ('wh-lenina', $1)`, [DEFAULT_CITY.shopId]);
    for (const [name, xml] of Object.entries(files)) {
      await client.upload(name, xml);
      const answers = await client.importUntilDone(name);
      expect([name, answers[answers.length - 1]!.lines[0]]).toEqual([name, 'success']);
    }
    // The old product is not hidden by a part: only deactivate knows every part has come.
    expect((await productByExternal('split-old'))!.hidden_at).toBeNull();
    expect((await client.get('deactivate')).lines[0]).toBe('success');
    expect((await client.get('complete')).lines).toEqual(['success', 'Выгрузка данных завершена']);
    expect((await productByExternal('split-old'))!.hidden_at).not.toBeNull();
    const one = (await productByExternal('split-1'))!;
    const product = (await productApi(one.id)).json() as {
      productPrices: { priceRetail: number }[];
      metaProducts: { pointId: number; quantity: number }[];
    };
    expect(product.productPrices[0]!.priceRetail).toBe(111);
    expect(product.metaProducts).toEqual([expect.objectContaining({ pointId: DEFAULT_CITY.shopId, quantity: 7 })]);
  });
});

describe('fixtures', () => {
  it('write each Товар as the structure has it', () => {
    expect(productXml({ id: 'x', name: 'Имя' })).toBe(
      '<Товар><Ид>x</Ид><Наименование>Имя</Наименование><БазоваяЕдиница Код="796">шт</БазоваяЕдиница></Товар>',
    );
  });
});
