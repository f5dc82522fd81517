import { SEARCH, brandAliasTable, searchQueryCandidates, type SearchCandidate } from '@store/domain';
import type { Db, Queryable } from '../db';
import { readCache, type ReadCache } from '../lib/read-cache';
import { effectivePrices, mainImageSql } from './listing';
import { withPaths } from './product-paths';

/** Typo tolerance: a title matches when some extent of it is this similar to the query (pg_trgm word similarity). */
export const WORD_SIMILARITY = 0.45;
/**
 * The same for a query read on the other keyboard layout, tried only when the query as typed found
 * nothing: a layout slip often comes with a key too many («ljhtkm» is «дорель», 0.44 from «Дрель»).
 */
export const LAYOUT_WORD_SIMILARITY = 0.4;

const THRESHOLD: Record<SearchCandidate['kind'], number> = {
  brands: WORD_SIMILARITY,
  typed: WORD_SIMILARITY,
  layout: LAYOUT_WORD_SIMILARITY,
};

interface SearchRow {
  total: number;
  products: { id: number; sku: string; title: string; price: number; image: string | null }[];
  parents: { id: number; slug: string; name: string; path: string }[];
}

/**
 * One statement: the matches are found once (a materialised CTE) and give the page, the total and
 * the parent categories. Both conditions are indexed: `search @@ tsquery` by products_search_idx and
 * `query <% title` (word similarity ≥ the threshold set just before) by products_title_trgm_idx.
 *
 * The order is exact match, then ts_rank, then word similarity, then id. Word similarity is the
 * costly part (a trigram comparison per title), so it is computed only for the matches that can
 * reach the page (decision 0012): those ranked above the page's last row (`cut`, by exact match
 * and rank only) and those tied with it. Within the tie, similarity is at most 1, so when enough
 * tied matches in id order have similarity 1 they are the page's rest and the others are never
 * scored; only otherwise is the rest of the tie scored (each title once). The answer is the same as scoring every match.
 */
const SEARCH_SQL = `
  WITH m AS MATERIALIZED (
    SELECT p.id, p.title, p.search @@ websearch_to_tsquery('russian', $1) AS exact,
           ts_rank(p.search, websearch_to_tsquery('russian', $1)) AS rank
      FROM products p
     WHERE (p.search @@ websearch_to_tsquery('russian', $1) OR $1 <% p.title)
       -- OFFSET 0 keeps this a per-match primary-key probe instead of a hash join over the stock's 100 000 prices.
       AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.stock_code = $2 OFFSET 0)
  ), cut AS MATERIALIZED (
    SELECT exact, rank FROM m ORDER BY exact DESC, rank DESC OFFSET $3 + ${SEARCH.pageSize - 1} LIMIT 1
  ), above AS MATERIALIZED (
    SELECT m.* FROM m WHERE NOT EXISTS (SELECT 1 FROM cut) OR (m.exact, m.rank) > (SELECT exact, rank FROM cut)
  ), tie AS MATERIALIZED (
    SELECT m.* FROM m JOIN cut ON m.exact = cut.exact AND m.rank = cut.rank
  ), tie_scored AS MATERIALIZED (
    -- Computed as its readers advance, once: \`perfect\` stops early, the fallback reads on from there.
    SELECT t.id, t.exact, t.rank, word_similarity($1, t.title) AS similarity
      FROM (SELECT * FROM tie ORDER BY id OFFSET 0) t
  ), perfect AS MATERIALIZED (
    SELECT * FROM tie_scored WHERE similarity >= 1
     LIMIT greatest($3 + ${SEARCH.pageSize} - (SELECT count(*) FROM above), 0)
  ), scored AS (
    SELECT id, exact, rank, word_similarity($1, title) AS similarity FROM above
    UNION ALL
    SELECT * FROM perfect WHERE (SELECT count(*) FROM perfect) >= $3 + ${SEARCH.pageSize} - (SELECT count(*) FROM above)
    UNION ALL
    SELECT * FROM tie_scored WHERE (SELECT count(*) FROM perfect) < $3 + ${SEARCH.pageSize} - (SELECT count(*) FROM above)
  ), page AS (
    SELECT * FROM scored ORDER BY exact DESC, rank DESC, similarity DESC, id LIMIT ${SEARCH.pageSize} OFFSET $3
  ), leaves AS (
    -- A primary-key probe per match (OFFSET 0 keeps it one) instead of hashing every product's category.
    SELECT DISTINCT pc.category_id FROM m CROSS JOIN LATERAL
      (SELECT category_id FROM product_categories pc WHERE pc.product_id = m.id OFFSET 0) pc
  ), parents AS (
    SELECT DISTINCT parent.id, parent.slug, parent.name, coalesce(root.slug || '/', '') || parent.slug AS path
      FROM leaves
      JOIN categories leaf ON leaf.id = leaves.category_id
      JOIN categories parent ON parent.id = leaf.parent_id
      LEFT JOIN categories root ON root.id = parent.parent_id
  )
  SELECT (SELECT count(*)::int FROM m) AS total,
         coalesce((SELECT json_agg(json_build_object('id', p.id, 'sku', p.sku, 'title', p.title, 'price', pp.price,
                                                     'image', ${mainImageSql('p.id')})
                                   ORDER BY page.exact DESC, page.rank DESC, page.similarity DESC, page.id)
                     FROM page JOIN products p ON p.id = page.id
                     JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2), '[]'::json) AS products,
         coalesce((SELECT json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'path', path) ORDER BY name, id)
                     FROM parents), '[]'::json) AS parents`;

/** How long the brand alias table (from the producers) is reused. */
export const BRAND_ALIASES_TTL_MS = 60_000;

/**
 * Product search of SPEC §7: Russian morphology through `to_tsvector('russian', …)` and typo
 * tolerance through trigram word similarity; exact word matches rank first. A query that finds
 * nothing as typed is tried again as the shopper probably meant it (`searchQueryAlternatives` of
 * @store/domain: a brand written in the other script, the other keyboard layout), by the same
 * indexed statement, until one finds something; `correctedQuery` then names it.
 */
export function searchRepository(
  db: Db,
  aliasCache: ReadCache<ReadonlyMap<string, string>> = readCache({ ttlMs: BRAND_ALIASES_TTL_MS, max: 1 }),
  prices: { refresh(): Promise<unknown> } = effectivePrices(db),
) {
  const run = async (query: string, stockCode: number, offset: number, threshold: number) => {
    // SET LOCAL: the threshold of `<%` for this transaction only (pooled connections stay untouched).
    return db.transaction(async (tx: Queryable) => {
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${threshold}`);
      const [row] = await tx.query<SearchRow>(SEARCH_SQL, [query, stockCode, offset]);
      return row!;
    });
  };
  /** Brand skeleton → producer, from the producers of the catalogue (`brandAliasTable`). */
  const brandAliases = () =>
    aliasCache.get('brand-aliases', async () =>
      brandAliasTable((await db.query<{ name: string }>('SELECT name FROM producers ORDER BY name')).map((r) => r.name)),
    );
  return {
    async search(query: string, stockCode: number, offset: number) {
      await prices.refresh();
      const candidates = searchQueryCandidates(query, await brandAliases());
      let row: SearchRow | undefined;
      let correctedQuery: string | null = null;
      for (const candidate of candidates) {
        row = await run(candidate.query, stockCode, offset, THRESHOLD[candidate.kind]);
        if (row.total > 0) {
          correctedQuery = candidate.kind === 'typed' ? null : candidate.query;
          break;
        }
      }
      // The last try found nothing either: its empty answer stands (there is always the typed one).
      row ??= await run(query, stockCode, offset, WORD_SIMILARITY);
      return {
        products: await withPaths(
          db,
          row.products.map((p) => ({ ...p, price: Number(p.price) })),
        ),
        productsCount: row.total,
        parentCategories: row.parents,
        correctedQuery,
      };
    },
  };
}
