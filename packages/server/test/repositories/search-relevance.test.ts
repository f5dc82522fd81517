import { DEFAULT_CITY, searchTokens } from '@store/domain';
import { createTestContext, type TestContext } from '../helpers';

/**
 * The relevance suite of issue 26: what a shopper types, on the 2 000-product seed, and what the
 * first page must hold. The rule (decision 0034): a product matches when its title, producer and
 * category names hold every word of the query, each as typed, as a Russian form, a few edits away
 * (one from 4 letters, two from 8), a producer written in the other script or a colloquial name;
 * the last word also as a prefix. When none holds them all, words are dropped from the end.
 */

interface SearchAnswer {
  products: { id: number; title: string; price: number }[];
  productsCount: number;
  parentCategories: { slug: string; name: string; path: string }[];
  correctedQuery: string | null;
  droppedWords: string[];
}

const PRODUCTS = 2000;
const STOCK = DEFAULT_CITY.code;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(PRODUCTS, { settings: { catalogueCacheMs: 0 } });
});
afterAll(async () => ctx?.close());

const search = async (query: string, stockId: number = STOCK) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/product/search', payload: { query, stockId } });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchAnswer;
};

/** Products of a leaf category and a producer priced for the stock code: what «<noun> <brand>» must count. */
const countOf = async (categorySlug: string, producer: string) => {
  const [row] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p JOIN producers pr ON pr.id = p.producer_id
       JOIN product_categories pc ON pc.product_id = p.id JOIN categories c ON c.id = pc.category_id
       JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $3
      WHERE c.slug = $1 AND pr.name = $2`,
    [categorySlug, producer, STOCK],
  );
  return row!.n;
};

/** Every product of the first page (at least one) has a title like this. */
const expectPage = (answer: SearchAnswer, title: RegExp) => {
  expect(answer.products.length).toBeGreaterThan(0);
  for (const p of answer.products) expect(p.title).toMatch(title);
};

describe('a Cyrillic brand is understood for every producer, by one transliteration rule and its exceptions', () => {
  // The cases of the issue: today the first page of each shows other brands.
  it.each([
    ['стиральная машина бош', 'stiralnye-mashiny', 'Bosch', /^Стиральная машина Bosch /],
    ['ноутбук асус', 'noutbuki', 'ASUS', /^Ноутбук ASUS /],
    ['смартфон сяоми', 'smartfony', 'Xiaomi', /^Смартфон Xiaomi /],
    ['пылесос дайсон', 'pylesosy', 'Dyson', /^Пылесос Dyson /],
    ['бензопила штиль', 'benzopily', 'Stihl', /^Бензопила Stihl /],
    ['холодильник самсунг', 'holodilniki', 'Samsung', /^Холодильник Samsung /],
    ['монитор филипс', 'monitory', 'Philips', /^Монитор Philips /],
    ['дрель макита', 'dreli', 'Makita', /^Дрель-шуруповёрт Makita /],
    ['триммер хускварна', 'trimmery', 'Husqvarna', /^Триммер бензиновый Husqvarna /],
    ['умные часы хуавей', 'umnye-chasy', 'Huawei', /^Умные часы Huawei /],
    ['кофемашина делонги', 'kofevarki', "De'Longhi", /^Кофемашина De'Longhi /],
    ['утюг тефаль', 'utyugi', 'Tefal', /^Утюг Tefal /],
    ['наушники сони', 'naushniki', 'Sony', /^Наушники беспроводные Sony /],
    ['перфоратор zubr', 'perforatory', 'Зубр', /^Перфоратор Зубр /],
    ['водонагреватель аристон', 'vodonagrevateli', 'Ariston', /^Водонагреватель накопительный Ariston /],
  ])('«%s» finds only %s of %s, every one of them', async (query, slug, producer, title) => {
    const answer = await search(query);
    expectPage(answer, title);
    expect(answer.productsCount).toBe(await countOf(slug, producer));
    expect(answer).toMatchObject({ correctedQuery: null, droppedWords: [] });
  });
});

describe('a two-letter brand is a word like any other', () => {
  it('«стиральная машина элджи» finds every washing machine whose title holds «LG» (a producer or a model «LG-…»)', async () => {
    const answer = await search('стиральная машина элджи');
    expectPage(answer, /^Стиральная машина .*\bLG\b/);
    const [row] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products p JOIN product_categories pc ON pc.product_id = p.id
         JOIN categories c ON c.id = pc.category_id JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
        WHERE c.slug = 'stiralnye-mashiny' AND p.title ~ '(^|[^A-Za-z])LG([^A-Za-z]|$)'`,
      [STOCK],
    );
    expect(answer.productsCount).toBe(row!.n);
    expect(answer.products[0]!.title).toMatch(/^Стиральная машина LG /);
  });
});

describe('typos: one edit from 4 letters, two from 8, none below 4', () => {
  it.each([
    ['холодилник', /^Холодильник /],
    ['пылесас', /^Пылесос /],
    ['перфаратор', /^Перфоратор /],
    ['электрочайнек', /^Электрочайник /],
    ['мультиварка редмонт', /^Мультиварка Redmond /],
    ['самсунк холодильник', /^Холодильник Samsung /],
    ['мотобллок', /^Мотоблок /],
  ])('«%s»', async (query, title) => {
    expectPage(await search(query), title);
  });

  it('a word below 4 letters is matched as typed only («лж» is LG, «лк» is nothing)', async () => {
    expect((await search('телевизор лк')).correctedQuery).toBe('телевизор');
  });
});

describe('Russian word forms', () => {
  it.each([
    ['холодильники', /^Холодильник /],
    ['стиральные машины', /^Стиральная машина /],
    ['микроволновые печи самсунг', /^Микроволновая печь Samsung /],
    ['бензопилы', /^Бензопила /],
    ['наушников', /^Наушники беспроводные /],
    ['набор ключей', /^Набор ключей /],
  ])('«%s»', async (query, title) => {
    expectPage(await search(query), title);
  });
});

describe('the other keyboard layout', () => {
  it.each([
    ['[jkjlbkmybr', 'холодильник', /^Холодильник /],
    ['yjen,er', 'ноутбук', /^Ноутбук /],
    ['ыфьыгтп', 'samsung', / Samsung /],
    ['gsktcjc', 'пылесос', /^Пылесос /],
  ])('«%s» is «%s»', async (query, meant, title) => {
    const answer = await search(query);
    expectPage(answer, title);
    expect(answer.correctedQuery).toBe(meant);
  });
});

describe('colloquial names, from the table an operator edits', () => {
  it.each([
    ['стиралка', /^Стиральная машина /],
    ['микроволновка', /^Микроволновая печь /],
    ['посудомойка', /^Посудомоечная машина /],
    ['болгарка', /^Угловая шлифмашина /],
    ['ноут', /^Ноутбук /],
    ['телек', /^Телевизор /],
    ['болгарку бош', /^Угловая шлифмашина Bosch /],
    ['стиралка самсунг', /^Стиральная машина Samsung /],
  ])('«%s»', async (query, title) => {
    expectPage(await search(query), title);
  });

  it('a row added by an operator works at once', async () => {
    expect((await search('морозилка')).productsCount).toBe(0);
    await ctx.db.query("INSERT INTO search_synonyms (word, phrase) VALUES ('морозилка', 'холодильник')");
    try {
      expectPage(await search('морозилка'), /^Холодильник /);
    } finally {
      await ctx.db.query("DELETE FROM search_synonyms WHERE word = 'морозилка'");
    }
    expect((await search('морозилка')).productsCount).toBe(0);
  });
});

describe('category names count as the product’s words', () => {
  it.each([
    ['принтер', /^МФУ лазерное /],
    ['кондиционер', /^Сплит-система /],
    ['кофеварка', /^Кофемашина /],
  ])('«%s»', async (query, title) => {
    expectPage(await search(query), title);
  });
});

describe('model numbers find their product first', () => {
  const someModel = async (offset: number) => {
    const [row] = await ctx.db.query<{ id: number; title: string }>(
      `SELECT p.id, p.title FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
        ORDER BY p.id OFFSET $2 LIMIT 1`,
      [STOCK, offset],
    );
    return { id: row!.id, title: row!.title, model: /\b([A-Z]{2}-\d+)\b/.exec(row!.title)![1]! };
  };

  it.each([10, 500, 1500])('the model of the product #%i, as written, joined, lower case and with its noun', async (offset) => {
    const { id, title, model } = await someModel(offset);
    const noun = title.split(' ')[0]!;
    for (const query of [model, model.replace('-', ''), model.toLowerCase(), `${noun} ${model}`]) {
      expect([query, (await search(query)).products[0]?.id]).toEqual([query, id]);
    }
  });
});

describe('the last word also matches as a prefix while the shopper types', () => {
  it.each([
    ['холоди', /^Холодильник /],
    ['стиральная маш', /^Стиральная машина /],
    ['пылесос самс', /^Пылесос Samsung /],
  ])('«%s»', async (query, title) => {
    expectPage(await search(query), title);
  });
});

describe('words no product holds are dropped from the end, and the answer says so', () => {
  it('«стиральная машина бош звездолёт» answers «стиральная машина бош»', async () => {
    const answer = await search('стиральная машина бош звездолёт');
    expect(answer).toMatchObject({ correctedQuery: 'стиральная машина бош', droppedWords: ['звездолёт'] });
    expectPage(answer, /^Стиральная машина Bosch /);
    expect(answer.productsCount).toBe(await countOf('stiralnye-mashiny', 'Bosch'));
  });

  it('two words dropped: «холодильник атлант летающий синий»', async () => {
    const answer = await search('холодильник атлант летающий синий');
    expect(answer).toMatchObject({ correctedQuery: 'холодильник атлант', droppedWords: ['летающий', 'синий'] });
    expectPage(answer, /^Холодильник Atlant /);
  });

  it('a query every word of which matches is answered whole', async () => {
    expect(await search('холодильник атлант')).toMatchObject({ correctedQuery: null, droppedWords: [] });
  });
});

describe('nonsense finds nothing', () => {
  it.each(['звездолёт', 'ыыыыыы', 'xyzzy plugh', 'щщщ ююю'])('«%s»', async (query) => {
    expect(await search(query)).toEqual({ products: [], productsCount: 0, parentCategories: [], correctedQuery: null, droppedWords: [] });
  });
});

describe('ranking', () => {
  it('every word as typed first, then word forms, then typos', async () => {
    // «машины» is a form of the titles' «машина» and of the category's «машины» as typed: both tiers meet.
    const answer = await search('стиральная машина');
    expectPage(answer, /^Стиральная машина /);
    const typo = await search('стеральная машина');
    expectPage(typo, /^Стиральная машина /);
    expect(typo.productsCount).toBe(answer.productsCount);
  });

  it('among equals, in stock in the shopper’s city first', async () => {
    await ctx.db.query('DELETE FROM search_matches');
    await search('холодильник самсунг');
    const [row] = await ctx.db.query<{ ids: number[] }>('SELECT ids FROM search_matches WHERE query = $1 AND stock_code = $2', [
      'холодильник самсунг',
      STOCK,
    ]);
    const inStock = await ctx.db.query<{ id: number; yes: boolean }>(
      `SELECT m.id, EXISTS (SELECT 1 FROM stock s JOIN shops sh ON sh.id = s.shop_id
                             WHERE s.product_id = m.id AND sh.code = $2 AND s.quantity > 0) AS yes
         FROM unnest($1::int[]) WITH ORDINALITY m (id, n) ORDER BY m.n`,
      [row!.ids, STOCK],
    );
    const flags = inStock.map((r) => r.yes);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('among equals in stock, the more reviewed first', async () => {
    await search('холодильник самсунг');
    // The lowest ranked of the Samsung fridges in stock in the city.
    const [target] = await ctx.db.query<{ id: number }>(
      `SELECT m.id FROM search_matches s, unnest(s.ids) WITH ORDINALITY m (id, n)
        WHERE s.query = 'холодильник самсунг' AND s.stock_code = $1
          AND EXISTS (SELECT 1 FROM stock st JOIN shops sh ON sh.id = st.shop_id
                       WHERE st.product_id = m.id AND sh.code = $1 AND st.quantity > 0)
        ORDER BY m.n DESC LIMIT 1`,
      [STOCK],
    );
    expect((await search('холодильник самсунг')).products[0]!.id).not.toBe(target!.id);
    const [user] = await ctx.db.query<{ id: number }>(
      "INSERT INTO users (phone, first_name, last_name, phone_confirm) VALUES ('79990002601', 'Анна', 'Петрова', true) RETURNING id",
    );
    await ctx.db.query("INSERT INTO reviews (product_id, user_id, score, comment) VALUES ($1, $2, 5, 'Хороший')", [target!.id, user!.id]);
    try {
      await ctx.db.query('DELETE FROM search_matches');
      expect((await search('холодильник самсунг')).products[0]!.id).toBe(target!.id);
    } finally {
      await ctx.db.query('DELETE FROM reviews WHERE user_id = $1', [user!.id]);
      await ctx.db.query('DELETE FROM users WHERE id = $1', [user!.id]);
      await ctx.db.query('DELETE FROM search_matches');
    }
  });

  it('words next to each other and in the query’s order before the same words apart', async () => {
    // «Набор ключей» holds «набор» and «ключей» side by side; «Набор свёрл»/«Набор инструментов» only «набор».
    const answer = await search('набор ключей зубр');
    expectPage(answer, /^Набор ключей Зубр /);
  });
});

describe('the dictionary follows the catalogue, product by product', () => {
  const dictionary = async (word: string) =>
    (await ctx.db.query<{ products: number }>('SELECT products FROM search_words WHERE word = $1', [word]))[0]?.products ?? 0;

  it('a renamed product brings its new words and takes its old ones', async () => {
    const [target] = await ctx.db.query<{ id: number; title: string }>('SELECT id, title FROM products ORDER BY id LIMIT 1');
    const fridges = await dictionary('холодильник');
    expect(await dictionary('гиперборей')).toBe(0);
    await ctx.db.query('UPDATE products SET title = $2 WHERE id = $1', [target!.id, 'Гиперборей Samsung QQ-1']);
    try {
      expect(await dictionary('гиперборей')).toBe(1);
      expect(await dictionary('холодильник')).toBe(fridges - (target!.title.startsWith('Холодильник') ? 1 : 0));
      expect((await search('гиперборей')).products.map((p) => p.id)).toEqual([target!.id]);
      // A typo of the new word finds it too: the dictionary decides, not a list made earlier.
      expect((await search('гипербарей')).products.map((p) => p.id)).toEqual([target!.id]);
    } finally {
      await ctx.db.query('UPDATE products SET title = $2 WHERE id = $1', [target!.id, target!.title]);
    }
    expect(await dictionary('гиперборей')).toBe(0);
    expect(await dictionary('холодильник')).toBe(fridges);
  });

  it('the dictionary is exactly the words of the products (no rebuild needed after the changes above)', async () => {
    const diff = await ctx.db.query<{ word: string }>(
      `WITH truth AS (SELECT word, count(*)::int AS products FROM product_search, unnest(tsvector_to_array(doc)) word GROUP BY word)
       SELECT word, truth.products AS truth, w.products AS kept FROM truth FULL JOIN search_words w USING (word)
        WHERE truth.products IS DISTINCT FROM w.products`,
    );
    expect(diff).toEqual([]);
  });
});

describe('one rule for the words: the query (@store/domain) and the products (migration 016)', () => {
  it('every title of the catalogue splits alike in TypeScript and in SQL', async () => {
    const rows = await ctx.db.query<{ title: string; words: string[] }>(
      "SELECT title, regexp_split_to_array(search_text(title), ' ') AS words FROM products",
    );
    expect(rows).toHaveLength(PRODUCTS);
    const differ = rows.filter((r) => {
      const tokens = searchTokens(r.title);
      return JSON.stringify(r.words.slice(0, tokens.length)) !== JSON.stringify(tokens);
    });
    expect(differ).toEqual([]);
  });
});
