import { DEFAULT_CITY } from '@store/domain';
import { readCache } from '../../src/lib/read-cache';
import { createTestContext } from '../helpers';

describe('readCache: short-lived copies of database answers', () => {
  it('answers a key from the copy until its time is up, then computes again', async () => {
    let clock = 1_000;
    const cache = readCache<{ n: number }>({ ttlMs: 10_000, max: 10, now: () => clock });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await cache.get('a', compute)).toEqual({ n: 1 });
    clock += 9_999;
    expect(await cache.get('a', compute)).toEqual({ n: 1 });
    expect(await cache.get('b', compute)).toEqual({ n: 2 });
    clock += 2;
    expect(await cache.get('a', compute)).toEqual({ n: 3 });
  });

  it('computes once for requests that come while the first is being computed', async () => {
    const cache = readCache<{ n: number }>({ ttlMs: 10_000, max: 10 });
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return { n: computed };
    };
    const answers = Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    release();
    expect(await answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(computed).toBe(1);
  });

  it('keeps no failure: the next request tries again', async () => {
    const cache = readCache<{ ok: boolean }>({ ttlMs: 10_000, max: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('база недоступна')))).rejects.toThrow('база недоступна');
    expect(await cache.get('k', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('keeps at most `max` keys, dropping the least recently used', async () => {
    const cache = readCache<{ key: string; n: number }>({ ttlMs: 10_000, max: 2 });
    let computed = 0;
    const get = (key: string) => cache.get(key, async () => ({ key, n: ++computed }));
    await get('a');
    await get('b');
    await get('a');
    await get('c'); // drops b
    expect(await get('a')).toEqual({ key: 'a', n: 1 });
    expect(await get('b')).toEqual({ key: 'b', n: 4 });
  });

  it('with staleMs, a key past its time is answered from the copy while one computation makes it again', async () => {
    let clock = 1_000;
    const cache = readCache<{ n: number }>({ ttlMs: 10_000, staleMs: 60_000, max: 10, now: () => clock });
    let computed = 0;
    let release!: () => void;
    let gate = Promise.resolve();
    const compute = async () => {
      const n = ++computed;
      await gate;
      return { n };
    };
    expect(await cache.get('a', compute)).toEqual({ n: 1 });
    clock += 30_000;
    gate = new Promise<void>((resolve) => (release = resolve));
    // Both at once, the new computation still running: the old copy, computed once.
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([{ n: 1 }, { n: 1 }]);
    expect(computed).toBe(2);
    release();
    await gate;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', compute)).toEqual({ n: 2 });
    expect(computed).toBe(2);
  });

  it('with staleMs, a copy older than its time and staleMs is not answered: the request waits for the new one', async () => {
    let clock = 1_000;
    const cache = readCache<{ n: number }>({ ttlMs: 10_000, staleMs: 60_000, max: 10, now: () => clock });
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    expect(await cache.get('a', compute)).toEqual({ n: 1 });
    clock += 10_000 + 60_001;
    expect(await cache.get('a', compute)).toEqual({ n: 2 });
  });

  it('with staleMs, a failed background computation keeps nothing: the next request computes again', async () => {
    let clock = 1_000;
    const cache = readCache<{ n: number }>({ ttlMs: 10_000, staleMs: 60_000, max: 10, now: () => clock });
    expect(await cache.get('a', async () => ({ n: 1 }))).toEqual({ n: 1 });
    clock += 20_000;
    expect(await cache.get('a', async () => Promise.reject(new Error('база недоступна')))).toEqual({ n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });

  it('with a lifetime of 0 computes every time', async () => {
    const cache = readCache<{ n: number }>({ ttlMs: 0, max: 10 });
    let computed = 0;
    await cache.get('k', async () => ({ n: ++computed }));
    await cache.get('k', async () => ({ n: ++computed }));
    expect(computed).toBe(2);
  });
});

describe('the catalogue cache of the API (catalogueCacheMs)', () => {
  it('shows a price change on the listing and in the search once the cached page is older than catalogueCacheMs', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const ctx = await createTestContext(undefined, { settings: { now: () => now, catalogueCacheMs: 10_000 } });
    try {
      const url = `/api/category/products?selectedCity=${DEFAULT_CITY.id}&sortPrice=DESC&limit=1`;
      const first = ctx.app.inject({ url }).then((r) => r.json() as { items: { id: number; title: string; price: number }[] });
      const top = (await first).items[0]!;
      const search = () =>
        ctx.app
          .inject({ method: 'POST', url: '/api/product/search', payload: { query: top.title, stockId: DEFAULT_CITY.code } })
          .then((r) => r.json() as { products: { id: number; price: number }[] });
      const before = (await search()).products.find((p) => p.id === top.id)!;
      expect(before.price).toBe(top.price);

      // The shop raises the price of the most expensive product.
      await ctx.db.query(
        `UPDATE product_prices SET price_retail = price_retail + 1000000, price_discount = 0 WHERE product_id = $1 AND stock_code = $2`,
        [top.id, DEFAULT_CITY.code],
      );
      now = new Date(now.getTime() + 9_000);
      const cached = (await ctx.app.inject({ url }).then((r) => r.json())) as { items: { id: number; price: number }[] };
      expect(cached.items[0]).toMatchObject({ id: top.id, price: top.price });
      expect((await search()).products.find((p) => p.id === top.id)!.price).toBe(top.price);

      now = new Date(now.getTime() + 1_001);
      const fresh = (await ctx.app.inject({ url }).then((r) => r.json())) as { items: { id: number; price: number }[] };
      expect(fresh.items[0]).toMatchObject({ id: top.id, price: top.price + 1_000_000 });
      expect((await search()).products.find((p) => p.id === top.id)!.price).toBe(top.price + 1_000_000);
    } finally {
      await ctx.close();
    }
  });

  it('keeps no 404: a category answered 404 is looked up again', async () => {
    const ctx = await createTestContext(undefined, { settings: { catalogueCacheMs: 10_000 } });
    try {
      const res = await ctx.app.inject({ url: '/api/category/products?categorySlug=net-takoi' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'Категория не найдена' });
      await ctx.db.query(`INSERT INTO categories (id, parent_id, slug, name, sort) VALUES (100000, NULL, 'net-takoi', 'Новая', 99)`);
      expect((await ctx.app.inject({ url: '/api/category/products?categorySlug=net-takoi' })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
