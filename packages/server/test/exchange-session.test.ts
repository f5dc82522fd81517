import { DEFAULT_CITY, ORDER_STATUS } from '@store/domain';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db';
import { createTestContext, openTestDb, signIn, testSecrets, type TestContext } from './helpers';
import {
  ExchangeClient,
  documentsXml,
  exchangeSettings,
  importXml,
  offersXml,
  picture,
  zipOf,
  type ProductSpec,
} from './helpers/commerceml';
import { orderBody } from './helpers/order-fixtures';

/**
 * A whole 1C session over HTTP, as 1C runs it (issue 38): checkauth, init, a zip with the XML and
 * pictures sent in chunks, import repeated to success, deactivate, complete; then the sale
 * exchange: query, success, 1C's documents back. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where two API instances (two buildApp on one database) serve one exchange.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { settings: { exchange: { ...exchangeSettings, stepMs: 300 } as never, catalogueCacheMs: 0 } });
});
afterAll(async () => ctx?.close());

const products: ProductSpec[] = Array.from({ length: 1500 }, (_, i) => ({
  id: `sess-${i}`,
  name: `Пылесос сеансовый ${i}`,
  sku: `SESS-${i}`,
  groups: [i % 2 ? 'g-sess-a' : 'g-sess-b'],
  pictures: i < 3 ? [`import_files/s${i}/pic.jpg`] : undefined,
}));

async function catalogueFiles() {
  return zipOf({
    'import.xml': importXml({
      catalogId: 'cat-sess',
      groups: [
        {
          id: 'g-sess',
          name: 'Уборка',
          children: [
            { id: 'g-sess-a', name: 'Пылесосы' },
            { id: 'g-sess-b', name: 'Роботы' },
          ],
        },
      ],
      products,
    }),
    'offers.xml': offersXml({
      catalogId: 'cat-sess',
      priceTypes: [{ id: 'pt', name: 'Розничная' }],
      offers: products.map((p, i) => ({ id: p.id, prices: [{ type: 'pt', value: 1000 + i }], quantity: 1 + (i % 5) })),
    }),
    ...Object.fromEntries([0, 1, 2].map((i) => [`import_files/s${i}/pic.jpg`, picture(`sess-${i}`)])),
  });
}

/** checkauth … complete of the catalogue; every request to `apps[i % n]` in turn when several instances serve it. */
async function catalogueSession(clients: ExchangeClient[]) {
  const [first] = clients;
  expect((await first!.checkauth()).lines[0]).toBe('success');
  for (const c of clients) c.cookie = first!.cookie;
  let turn = 0;
  const next = () => clients[turn++ % clients.length]!;
  expect((await next().get('init')).lines[0]).toBe('zip=yes');
  const zip = await catalogueFiles();
  for (let start = 0; start < zip.length; start += 20_000) {
    const [answer] = await next().upload('v8_sess.zip', zip.subarray(start, start + 20_000));
    expect(answer!.lines[0]).toBe('success');
  }
  const calls: Record<string, number> = {};
  for (const name of ['import.xml', 'offers.xml']) {
    for (calls[name] = 1; ; calls[name] += 1) {
      const answer = await next().get('import', { filename: name });
      if (answer.lines[0] === 'progress') continue;
      expect([name, ...answer.lines.slice(0, 1)]).toEqual([name, 'success']);
      break;
    }
  }
  expect((await next().get('deactivate')).lines[0]).toBe('success');
  expect((await next().get('complete')).lines[0]).toBe('success');
  return calls;
}

async function saleSession(clients: ExchangeClient[], orderId: number) {
  const [first] = clients;
  await first!.checkauth();
  for (const c of clients) c.cookie = first!.cookie;
  let turn = 0;
  const next = () => clients[turn++ % clients.length]!;
  await next().get('init', { version: '2.10' });
  const query = await next().get('query');
  expect(query.body).toContain(`<Ид>${orderId}</Ид>`);
  expect((await next().get('success')).lines[0]).toBe('success');
  expect((await next().get('query')).body).not.toContain(`<Ид>${orderId}</Ид>`);
  await next().upload(
    'documents___s.xml',
    documentsXml([{ id: String(orderId), requisites: { 'Статус заказа': 'Готов к выдаче', 'Номер по 1С': 'УТ-1' } }]),
  );
  for (;;) {
    const answer = await next().get('import', { filename: 'documents___s.xml' });
    if (answer.lines[0] !== 'progress') {
      expect(answer.lines).toEqual(['success', 'заказов обновлено: 1']);
      break;
    }
  }
}

async function placeOrder(target: TestContext, productId: number) {
  const user = await signIn(target, '79995550011');
  const res = await target.app.inject({
    method: 'POST',
    url: '/api/order/one-click',
    payload: orderBody(user.phone, productId),
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return { user, orderId: (res.json() as { orderId: number }).orderId };
}

it('replays a whole 1C session over HTTP: the catalogue in, an order out, its status back', async () => {
  const calls = await catalogueSession([new ExchangeClient(ctx.app)]);
  // The import went in several calls, each within its step.
  expect(calls['import.xml']).toBeGreaterThan(1);
  const [{ n }] = (await ctx.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM products WHERE external_id LIKE 'sess-%' AND hidden_at IS NULL",
  )) as [{ n: number }];
  expect(n).toBe(1500);
  const [product] = await ctx.db.query<{ id: number }>("SELECT id FROM products WHERE external_id = 'sess-0'");
  const page = (await ctx.app.inject({ url: `/api/product/${product!.id}?selectedCity=${DEFAULT_CITY.id}` })).json() as {
    productImages: { name: string }[];
    productPrices: { priceRetail: number }[];
  };
  expect(page.productImages).toHaveLength(1);
  expect(page.productPrices[0]!.priceRetail).toBe(1000);

  const { user, orderId } = await placeOrder(ctx, product!.id);
  await saleSession([new ExchangeClient(ctx.app, 'sale')], orderId);
  const order = (await ctx.app.inject({ url: `/api/orders/${orderId}`, headers: user.headers })).json() as { statusId: number };
  expect(order.statusId).toBe(ORDER_STATUS.READY);
});

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('two API instances on one PostgreSQL serve one exchange, request by request in turn', async () => {
  // A second instance on the same database as the first: its own pool, its own app, no shared memory.
  const opened = await openTestDb();
  const { url } = opened;
  expect(url).toBeDefined();
  const own = opened.db;
  const { migrate } = await import('../src/db');
  const { seed } = await import('../src/seed/seed');
  await migrate(own);
  await seed(own, 300);
  const imagesDir = mkdtempSync(join(tmpdir(), 'store-images-two-'));
  const settings = { ...testSecrets(), exchange: { ...exchangeSettings, stepMs: 300 } as never, catalogueCacheMs: 0 };
  const apps = await Promise.all(
    [0, 1].map(async () => {
      const app = await buildApp({ db: openPostgres(url!), imagesDir, settings });
      await app.ready();
      return app;
    }),
  );
  try {
    const calls = await catalogueSession(apps.map((app) => new ExchangeClient(app)));
    expect(calls['import.xml']).toBeGreaterThan(1);
    const [{ n }] = (await own.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE external_id LIKE 'sess-%'")) as [
      { n: number },
    ];
    expect(n).toBe(1500);
    const [product] = await own.query<{ id: number }>("SELECT id FROM products WHERE external_id = 'sess-1'");
    const target = { app: apps[0]!, db: own } as unknown as TestContext;
    const { orderId } = await placeOrder(target, product!.id);
    await saleSession(
      apps.map((app) => new ExchangeClient(app, 'sale')),
      orderId,
    );
    const [row] = await own.query<{ status_id: number }>('SELECT status_id FROM orders WHERE id = $1', [orderId]);
    expect(row!.status_id).toBe(ORDER_STATUS.READY);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    await opened.drop();
  }
});

it('two calls about one file at the same moment never run it twice: one works, the other answers progress', async () => {
  const client = new ExchangeClient(ctx.app);
  await client.checkauth();
  await client.get('init');
  await client.upload('import.xml', importXml({ catalogId: 'cat-race', products: products.map((p) => ({ ...p, id: `race-${p.id}` })) }));
  const answers = await Promise.all([client.get('import', { filename: 'import.xml' }), client.get('import', { filename: 'import.xml' })]);
  expect(answers.map((a) => a.lines[0]).sort()).toEqual(['progress', 'progress']);
  expect(answers.some((a) => a.lines[1] === 'Файл обрабатывается другим запросом, повторите')).toBe(true);
  for (;;) if ((await client.get('import', { filename: 'import.xml' })).lines[0] !== 'progress') break;
  const [{ n }] = (await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE external_id LIKE 'race-%'")) as [
    { n: number },
  ];
  expect(n).toBe(1500);
});
