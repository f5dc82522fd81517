import { brandSpellings, otherLayoutQuery, productPath, searchTokens, type BrandSpelling } from '@store/domain';
import type { Db } from '../db';
import { readCache, type ReadCache } from '../lib/read-cache';
import { effectivePrices } from './listing';
import { KEPT_SQL, PRUNE_SQL, QUERIES_SQL, RANK_SQL } from './search-sql';

interface SearchRow {
  total: number;
  /** `slugs`: the own category's slugs from the top (null without a category), for the product's path. */
  products: { id: number; sku: string; title: string; price: number; image: string | null; slugs: string[] | null }[];
  parents: { id: number; slug: string; name: string; path: string }[];
  used_query: string | null;
  dropped_words: string[];
}

/** A kept query's matches are removed when unused this long (housekeeping, `pruneMatches`). */
export const SEARCH_MATCHES_UNUSED_MS = 86_400_000;

/** How long the producers' spellings in the other script are reused. */
export const BRAND_SPELLINGS_TTL_MS = 60_000;

interface Spellings {
  spellings: BrandSpelling[];
  /** Each spelling's stem (`search_stem`), asked once with the spellings rather than on every search. */
  stems: string[];
  /** The producers' words as the products hold them («samsung», «delonghi», «зубр»). */
  tokens: ReadonlySet<string>;
}

/**
 * Product search of SPEC §7 by the rule of decision 0034: a product matches when its title,
 * producer and category names hold every word of the query (as typed, a Russian form, a slip of a
 * few letters, a producer written in the other script, a colloquial name; the last word also as a
 * prefix). When none holds them all, the query on the other keyboard layout is tried, then words
 * are dropped from the end one at a time until something matches; the answer says which words it
 * used (`correctedQuery`, `droppedWords`). The answer of a query is kept for the catalogue's
 * version (decision 0014), so only a first ask expands and ranks.
 */
export function searchRepository(
  db: Db,
  spellingsCache: ReadCache<Spellings> = readCache({ ttlMs: BRAND_SPELLINGS_TTL_MS, max: 1 }),
  prices: { refresh(): Promise<unknown> } = effectivePrices(db),
) {
  const spellingsOf = () =>
    spellingsCache.get('brand-spellings', async () => {
      const producers = (await db.query<{ name: string }>('SELECT name FROM producers ORDER BY name')).map((r) => r.name);
      const spellings = brandSpellings(producers);
      const stems = await db.query<{ stem: string }>(
        'SELECT search_stem(t.s) AS stem FROM unnest($1::text[]) WITH ORDINALITY t (s, n) ORDER BY t.n',
        [spellings.map((s) => s.spelling)],
      );
      return {
        spellings,
        stems: stems.map((r) => r.stem),
        tokens: new Set(producers.flatMap((name) => name.split(/\s+/).map((word) => searchTokens(word).join('')))),
      };
    });

  /** The producers' spellings in the other script as the statements take them. */
  const spellingParams = async () => {
    const { spellings, stems } = await spellingsOf();
    return [spellings.map((s) => s.spelling), spellings.map((s) => s.token), stems];
  };

  /**
   * One try's answer, from the words' alternatives to the page in one statement (RANK_SQL); kept
   * when it found something, or when `last` (so a query finding nothing is a probe too).
   */
  const attempt = async (
    key: string,
    stockCode: number,
    offset: number,
    words: string[],
    used: string | null,
    dropped: string[],
    last: boolean,
  ): Promise<SearchRow> => {
    const params = [key, stockCode, offset, searchTokens(words.join(' ')), ...(await spellingParams()), used, dropped, last];
    // One statement, so no transaction: PostgreSQL's pool runs with JIT off (src/db/postgres.ts). Its
    // plan depends on no parameter's value (the tsqueries are made inside it), so it is prepared.
    return (await db.query<SearchRow>(RANK_SQL, params, { prepare: true }))[0]!;
  };

  async function find(query: string, stockCode: number, offset: number): Promise<SearchRow> {
    const key = searchTokens(query).join(' ');
    const empty: SearchRow = { total: 0, products: [], parents: [], used_query: null, dropped_words: [] };
    if (!key) return empty;
    const [kept] = await db.query<SearchRow>(KEPT_SQL, [key, stockCode, offset], { prepare: true });
    if (kept) return kept;
    const { tokens } = await spellingsOf();
    const words = query.trim().toLowerCase().split(/\s+/);
    // The query as typed, then on the other layout; then the same with the last word dropped, and so on.
    const tries: { words: string[]; used: string | null; dropped: string[] }[] = [];
    for (let n = words.length; n >= 1; n -= 1) {
      const typed = words.slice(0, n);
      const dropped = words.slice(n);
      const switched = otherLayoutQuery(typed.join(' '), tokens);
      tries.push({ words: typed, used: n === words.length ? null : typed.join(' '), dropped });
      if (switched) tries.push({ words: switched.split(' '), used: switched, dropped });
    }
    for (const [index, t] of tries.entries()) {
      const last = index === tries.length - 1;
      const row = await attempt(key, stockCode, offset, t.words, t.used, t.dropped, last);
      if (row.total > 0 || last) return row;
    }
    return empty;
  }

  return {
    async search(query: string, stockCode: number, offset: number) {
      await prices.refresh();
      const row = await find(query, stockCode, offset);
      return {
        products: row.products.map(({ slugs, ...p }) => ({ ...p, price: Number(p.price), path: productPath(slugs ?? [], p.id) })),
        productsCount: row.total,
        // Kept as jsonb, whose objects have their own key order: the answer's is id, slug, name, path.
        parentCategories: row.parents.map(({ id, slug, name, path }) => ({ id, slug, name, path })),
        correctedQuery: row.used_query,
        droppedWords: row.dropped_words,
      };
    },

    /**
     * The tsquery of the search's rule for `query` (every word, none dropped), for other readers of
     * the catalogue (the listing's `q`); null when no product can match.
     */
    async matchQuery(query: string): Promise<string | null> {
      const tokens = searchTokens(query);
      if (tokens.length === 0) return null;
      // The index's form: the same products, and the listing only filters by it.
      const [row] = await db.query<{ index_q: string | null }>(QUERIES_SQL, [tokens, ...(await spellingParams())]);
      return row?.index_q ?? null;
    },

    /** Removes the kept matches of an older catalogue version and those unused since `unusedSince`. */
    async pruneMatches(unusedSince: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(PRUNE_SQL, [unusedSince]);
      return row?.n ?? 0;
    },
  };
}
