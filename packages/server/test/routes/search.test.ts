import { createTestContext, type TestContext } from '../helpers';

interface SearchAnswer {
  products: { id: number; title: string; price: number }[];
  productsCount: number;
  parentCategories: { slug: string; name: string; path: string }[];
  correctedQuery: string | null;
  message?: string;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const search = async (body: unknown) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: body as Record<string, unknown> });
  return { status: res.statusCode, body: res.json() as SearchAnswer };
};
const fridgesIn = async (stockCode: number) => {
  const [row] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_categories pc JOIN categories c ON c.id = pc.category_id
       JOIN product_prices pp ON pp.product_id = pc.product_id AND pp.stock_code = $1 WHERE c.slug = 'holodilniki'`,
    [stockCode],
  );
  return row!.n;
};

describe('POST /api/product/search (SPEC §7, §9: 6 a page)', () => {
  it('understands Russian word forms: «холодильники» finds every «Холодильник»', async () => {
    const { status, body } = await search({ query: 'холодильники', stockId: 353 });
    expect(status).toBe(200);
    expect(body.productsCount).toBe(await fridgesIn(353));
    expect(body.products).toHaveLength(6);
    expect(body.products.every((p) => p.title.startsWith('Холодильник'))).toBe(true);
    expect(body.parentCategories).toEqual([
      expect.objectContaining({ slug: 'krupnaya-tehnika', path: 'bytovaya-tehnika/krupnaya-tehnika' }),
    ]);
  });

  it('tolerates a typo: «холодилник»', async () => {
    const { body } = await search({ query: 'холодилник', stockId: 353 });
    expect(body.productsCount).toBeGreaterThan(0);
    expect(body.products[0]!.title).toMatch(/^Холодильник/);
  });

  it('pages by 6 with offset, without repeats', async () => {
    const first = (await search({ query: 'холодильник', stockId: 353 })).body;
    const second = (await search({ query: 'холодильник', stockId: 353, offset: 6 })).body;
    expect(second.products.length).toBeGreaterThan(0);
    expect(second.products.some((p) => first.products.some((f) => f.id === p.id))).toBe(false);
    expect(second.productsCount).toBe(first.productsCount);
  });

  it("searches the city's stock: another stock code has fewer goods", async () => {
    const { body } = await search({ query: 'холодильник', stockId: 302 });
    expect(body.productsCount).toBe(await fridgesIn(302));
  });

  it('answers nothing found with an empty list', async () => {
    expect((await search({ query: 'звездолёт', stockId: 353 })).body).toEqual({
      products: [],
      productsCount: 0,
      parentCategories: [],
      correctedQuery: null,
      droppedWords: [],
    });
  });

  it('a query that finds something as typed is not corrected', async () => {
    expect((await search({ query: 'холодильник', stockId: 353 })).body.correctedQuery).toBeNull();
  });

  it.each([[{ query: 'хо' }], [{ query: 'холодильник', offset: -1 }], [{ query: 42 }], [{}]])('%j is a 400 in Russian', async (body) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Некорректный запрос');
  });

  it('malformed JSON is a 400, never a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": "холод',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Некорректный JSON в теле запроса');
  });
});

/** Products of a producer priced for the stock code. */
const ofProducer = async (name: string, stockCode = 353) => {
  const [row] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p JOIN producers pr ON pr.id = p.producer_id
       JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2 WHERE pr.name = $1`,
    [name, stockCode],
  );
  return row!.n;
};

describe('search forgives the keyboard layout and Cyrillic brands (issues 9 and 26)', () => {
  it('«[jkjlbkmybr» (холодильник on the Latin layout) finds the fridges', async () => {
    const { body } = await search({ query: '[jkjlbkmybr', stockId: 353 });
    expect(body.correctedQuery).toBe('холодильник');
    expect(body.productsCount).toBe(await fridgesIn(353));
    expect(body.products.every((p) => p.title.startsWith('Холодильник'))).toBe(true);
  });

  it('«ljhtkm» (дрель on the Latin layout, one key too many) finds drills', async () => {
    const { body } = await search({ query: 'ljhtkm', stockId: 353 });
    expect(body.correctedQuery).toBe('дорель');
    expect(body.productsCount).toBe((await search({ query: 'дрель', stockId: 353 })).body.productsCount);
    expect(body.products.every((p) => p.title.startsWith('Дрель'))).toBe(true);
  });

  it('«ыфьыгтп» (samsung on the Cyrillic layout) finds Samsung', async () => {
    const { body } = await search({ query: 'ыфьыгтп', stockId: 353 });
    expect(body.correctedQuery).toBe('samsung');
    expect(body.productsCount).toBe(await ofProducer('Samsung'));
    expect(body.products.every((p) => p.title.includes(' Samsung '))).toBe(true);
  });

  it.each([
    ['самсунг', 'Samsung'],
    ['бош', 'Bosch'],
    ['филипс', 'Philips'],
    ['хуавей', 'Huawei'],
    ['хускварна', 'Husqvarna'],
    ['макита', 'Makita'],
    ['zubr', 'Зубр'],
  ])('the brand written «%s» finds every product of %s, understood rather than corrected (issue 26)', async (written, brand) => {
    const { body } = await search({ query: written, stockId: 353 });
    expect(await ofProducer(brand)).toBeGreaterThan(0);
    expect(body).toMatchObject({ correctedQuery: null, droppedWords: [], productsCount: await ofProducer(brand) });
  });

  it('«холодильник самсунг» answers as «холодильник Samsung»: the Samsung fridges only', async () => {
    const { body } = await search({ query: 'холодильник самсунг', stockId: 353 });
    expect(body.correctedQuery).toBeNull();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /^Холодильник Samsung /.test(p.title))).toBe(true);
    expect(body).toEqual((await search({ query: 'холодильник Samsung', stockId: 353 })).body);
  });
});
