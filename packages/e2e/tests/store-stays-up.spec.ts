import { randomBytes } from 'node:crypto';
import { startPostgres } from '../../../scripts/lib/throwaway-postgres.mjs';
import { startStoreOverMainRemotes, type StoreOverMainRemotes } from '../composition';
import { STAYS_UP } from '../ports';
import { DEFAULT_CITY_ID, pathOf } from './catalog-api-helpers';
import { expect, test } from './csp-guard';

// The store on a PostgreSQL of its own, restarted under traffic as an operator's restart, a
// failover or a dropped network would do it: the API's process stays, answers quickly and
// honestly meanwhile, comes back by itself, and no acknowledged order is lost or doubled.

const DATABASE_UNAVAILABLE = 'Магазин ненадолго недоступен: нет связи с базой данных. Повторите, пожалуйста, через минуту.';
/** How long the database stays away: longer than any timeout of the pool. */
const DOWN_MS = 10_000;
/** Every answer while the database is away comes within this. */
const QUICK_MS = 2000;
/** The API answers again within this once the database is back. */
const BACK_MS = 5000;

type Postgres = Awaited<ReturnType<typeof startPostgres>>;
type ListingItem = Parameters<typeof pathOf>[0] & { status?: string };
let postgres: Postgres;
let store: StoreOverMainRemotes;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  postgres = await startPostgres();
  store = await startStoreOverMainRemotes(
    { shell: STAYS_UP.shellPort, api: STAYS_UP.apiPort },
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: postgres.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      // One address places every order of the journey (an office behind one address).
      CODE_SENDS_PER_IP: '5000',
      CODE_CHECKS_PER_IP: '5000',
    },
    'store-e2e-stays-up-',
  );
});

test.afterAll(async () => {
  await store?.stop();
  postgres?.stop();
});

/** One request through the store's own address, as a browser sends it: status, body and how long it took. */
async function call(path: string, init: RequestInit = {}) {
  const started = Date.now();
  try {
    const response = await fetch(`${store.url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return { status: response.status, body, ms: Date.now() - started, headers: response.headers };
  } catch (error) {
    return { status: 0, body: String(error), ms: Date.now() - started, headers: new Headers() };
  }
}

const json = (body: string): Record<string, unknown> => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

interface Confirmed {
  phone: string;
  hashCode: string;
  key: string;
  /** Each shopper comes from an address of their own (the API limits orders per address). */
  address: string;
}

/** A guest's phone confirmed by its code (read from the development outbox), ready for one order. */
async function confirmed(index: number): Promise<Confirmed> {
  const phone = `7996${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(index).padStart(2, '0')}`;
  const sent = await call(`/api/order/confirm-phone?phone=${phone}&name=${encodeURIComponent('Петров Пётр')}`);
  expect(sent.status, sent.body).toBe(200);
  const { hashCode } = json(sent.body) as { hashCode: string };
  const outbox = json((await call(`/api/dev/sms-outbox?phone=${phone}`)).body) as { items: { text: string }[] };
  const code = /(\d{4})/.exec(outbox.items[0]!.text)![1]!;
  expect(json((await call(`/api/order/check-phone-code?code=${code}&hashCode=${hashCode}&phone=${phone}`)).body)).toBe(true);
  return { phone, hashCode, key: `stays-up-${phone}-${randomBytes(4).toString('hex')}`, address: `10.37.${index >> 8}.${index & 255}` };
}

const place = (who: Confirmed, productId: number) =>
  call('/api/order/one-click', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `phoneCode=${who.hashCode}`,
      'idempotency-key': who.key,
      'x-forwarded-for': who.address,
    },
    body: JSON.stringify({
      phone: who.phone,
      customer: 'Петров Пётр',
      agreementContract: true,
      agreementNotification: true,
      paymentMethod: 2,
      cityId: DEFAULT_CITY_ID,
      deliveryId: 2,
      productData: [{ id: productId, quantity: 1 }],
    }),
  });

/** Server-rendered pages of the catalogue: the shell draws them itself. */
const RENDERED = new Set(['/', '/store', '/store/komp/noutbuki']);

/**
 * Each page answers quickly and whole; the catalogue's pages, drawn before the database went away,
 * come as they were drawn (the shell's last good render), never as the remote's error views.
 */
async function expectPagesServed(pages: string[], when: string) {
  for (const path of pages) {
    const answer = await call(path);
    expect(answer.status, `${path} ${when}`).toBe(200);
    expect(answer.ms, `${path} ${when}`).toBeLessThan(QUICK_MS);
    expect(answer.body, `${path} ${when}`).toContain('</html>');
    expect(answer.body, `${path} ${when}`).not.toContain('Не удалось загрузить');
    if (RENDERED.has(path) || path.endsWith('.html')) expect(answer.body, `${path} ${when}`).toContain('id="ssr-page"');
  }
}

interface Attempt {
  who: Confirmed;
  /** When it was sent, from the moment the database went away (negative: before). */
  at: number;
  status: number;
  ms: number;
  orderId: number | null;
  message: unknown;
}

test('the database restarts under traffic: the API stays up, answers 503 quickly meanwhile, comes back by itself, and every order is kept once', async () => {
  test.setTimeout(300_000);
  // A product with stock enough for every order of the journey, and pages of the store to open.
  const listing = json((await call(`/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=12`)).body) as {
    items: ListingItem[];
  };
  const product = listing.items.find((item) => item.status === 'inStock')!;
  expect(product).toBeDefined();
  postgres.sql(`UPDATE stock SET quantity = 100000 WHERE product_id = ${product.id}`);
  const pages = ['/', '/store', '/store/komp/noutbuki', pathOf(product, ['komp', 'noutbuki']), '/cart', '/contacts'];
  for (const path of pages) expect((await call(path)).status, path).toBe(200);

  const phones: Confirmed[] = [];
  for (let i = 0; i < 72; i += 1) phones.push(await confirmed(i));

  let cutAt = Number.POSITIVE_INFINITY;
  const since = () => (Number.isFinite(cutAt) ? Date.now() - cutAt : -1);
  const attempts: Attempt[] = [];
  const reads: { at: number; status: number; ms: number; path: string }[] = [];
  let running = true;
  const orders = async () => {
    while (running && phones.length > 0) {
      const who = phones.shift()!;
      const at = since();
      const answer = await place(who, product.id);
      const body = json(answer.body);
      attempts.push({ who, at, status: answer.status, ms: answer.ms, orderId: (body.orderId as number) ?? null, message: body.message });
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
  };
  const readers = async (offset: number) => {
    for (let page = offset; running; page += 2) {
      const path = `/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=12&page=${(page % 5) + 1}&sortPrice=${page % 2 ? 'ASC' : 'DESC'}`;
      const at = since();
      const answer = await call(path);
      reads.push({ at, status: answer.status, ms: answer.ms, path });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const traffic = Promise.all([orders(), orders(), readers(0), readers(1)]);

  await new Promise((resolve) => setTimeout(resolve, 2000));
  await postgres.pause();
  cutAt = Date.now();

  // While it is away: the process stays, /api/ready says why, pages come from the shell.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(store.apiAlive()).toBe(true);
  const ready = await call('/api/ready');
  expect(ready.status).toBe(503);
  expect(ready.ms).toBeLessThan(QUICK_MS);
  expect((json(ready.body).database as { ready: boolean; detail: string }).detail).toMatch(/^нет связи с базой данных: /);
  const health = await call('/api/health');
  expect(health.status).toBe(503);
  expect(json(health.body).message).toBe(DATABASE_UNAVAILABLE);
  expect(health.headers.get('retry-after')).toBe('5');
  await expectPagesServed(pages, 'while the database is away');
  // Past the shell's few seconds of kept pages: the last good render of each address stands in.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, DOWN_MS - 2500 - (Date.now() - cutAt))));
  await expectPagesServed(pages, 'after the database has been away for seconds');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, DOWN_MS - (Date.now() - cutAt))));
  expect(store.apiAlive()).toBe(true);

  // Back: the same process answers again, without a restart, within BACK_MS.
  await postgres.resume();
  const backAt = Date.now();
  let back = await call('/api/health');
  while (back.status !== 200 && Date.now() - backAt < BACK_MS + 5000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    back = await call('/api/health');
  }
  expect(back.status).toBe(200);
  const answeredAgain = Date.now() - cutAt;
  expect(Date.now() - backAt).toBeLessThan(BACK_MS);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  running = false;
  await traffic;
  expect(store.apiAlive()).toBe(true);

  // Every answer was quick and honest: a 2xx, or (while away) a 503 with the Russian message, never a 500.
  const during = (at: number) => at >= 0 && at < DOWN_MS;
  expect(attempts.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
  expect(reads.filter((r) => r.status >= 500 && r.status !== 503)).toEqual([]);
  for (const a of attempts.filter((a) => a.status === 503)) expect(a.message).toBe(DATABASE_UNAVAILABLE);
  expect(attempts.filter((a) => during(a.at) && a.ms >= QUICK_MS)).toEqual([]);
  expect(reads.filter((r) => during(r.at) && r.ms >= QUICK_MS)).toEqual([]);
  expect(attempts.filter((a) => a.at < 0 && a.status === 200).length).toBeGreaterThan(0);
  expect(attempts.filter((a) => during(a.at) && a.status === 503).length).toBeGreaterThan(0);
  // Once it answers again, orders are taken again.
  const after = attempts.filter((a) => a.at > answeredAgain);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((a) => a.status !== 200)).toEqual([]);

  // A refused order sent again under its key: placed now, or found (its COMMIT had gone through).
  for (const a of attempts.filter((a) => a.status !== 200)) {
    const again = await place(a.who, product.id);
    expect(again.status, again.body).toBe(200);
    a.orderId = json(again.body).orderId as number;
  }
  // Each key has exactly one order, each order its one line: nothing lost, doubled or half-written.
  const rows = postgres
    .sql(
      `SELECT o.idempotency_key, o.id, count(l.order_id) FROM orders o LEFT JOIN order_products l ON l.order_id = o.id
        WHERE o.idempotency_key LIKE 'stays-up-%' GROUP BY o.id ORDER BY o.id`,
      new URL(postgres.url).pathname.slice(1),
    )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
  expect(rows.length).toBe(attempts.length);
  const byKey = new Map(rows.map(([key, id, lines]) => [key!, { id: Number(id), lines: Number(lines) }]));
  for (const a of attempts) expect(byKey.get(a.who.key), a.who.key).toEqual({ id: a.orderId, lines: 1 });
});

test('with the API stopped the shell still serves every page quickly, as last drawn, never a 5xx page, and serves the store again once the API is back', async () => {
  test.setTimeout(300_000);
  const listing = json((await call(`/api/category/products?categorySlug=komp/noutbuki&selectedCity=${DEFAULT_CITY_ID}&limit=12`)).body) as {
    items: ListingItem[];
  };
  const pages = ['/', '/store', '/store/komp/noutbuki', pathOf(listing.items[0]!, ['komp', 'noutbuki']), '/cart', '/profile', '/contacts'];
  for (const path of pages) expect((await call(path)).status, path).toBe(200);
  await store.stopApi();
  try {
    await expectPagesServed(pages, 'with the API away');
  } finally {
    await store.startApi();
  }
  for (const path of pages) expect((await call(path)).status, path).toBe(200);
});
