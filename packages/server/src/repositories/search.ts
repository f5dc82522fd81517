import { SEARCH } from '@store/domain';
import type { Db, Queryable } from '../db';
import { EFFECTIVE_PRICE_SQL, mainImageSql } from './listing';

/** Typo tolerance: a title matches when some extent of it is this similar to the query (pg_trgm word similarity). */
export const WORD_SIMILARITY = 0.45;

interface SearchRow {
  total: number;
  products: { id: number; sku: string; title: string; price: number; image: string | null }[];
  parents: { id: number; slug: string; name: string; path: string }[];
}

/**
 * One statement: the matches are found once (a materialised CTE) and give the page, the total and
 * the parent categories. Both conditions are indexed: `search @@ tsquery` by products_search_idx and
 * `query <% title` (word similarity ≥ the threshold set just before) by products_title_trgm_idx;
 * the former `word_similarity(query, title) >= 0.45` could use no index and scanned every product.
 */
const SEARCH_SQL = `
  WITH m AS MATERIALIZED (
    SELECT p.id, p.search @@ websearch_to_tsquery('russian', $1) AS exact,
           ts_rank(p.search, websearch_to_tsquery('russian', $1)) AS rank, word_similarity($1, p.title) AS similarity
      FROM products p
     WHERE (p.search @@ websearch_to_tsquery('russian', $1) OR $1 <% p.title)
       -- OFFSET 0 keeps this a per-match primary-key probe instead of a hash join over the stock's 100 000 prices.
       AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.stock_code = $2 OFFSET 0)
  ), page AS (
    SELECT m.* FROM m ORDER BY m.exact DESC, m.rank DESC, m.similarity DESC, m.id LIMIT ${SEARCH.pageSize} OFFSET $3
  ), parents AS (
    SELECT DISTINCT parent.id, parent.slug, parent.name, coalesce(root.slug || '/', '') || parent.slug AS path
      FROM m
      JOIN product_categories pc ON pc.product_id = m.id
      JOIN categories leaf ON leaf.id = pc.category_id
      JOIN categories parent ON parent.id = leaf.parent_id
      LEFT JOIN categories root ON root.id = parent.parent_id
  )
  SELECT (SELECT count(*)::int FROM m) AS total,
         coalesce((SELECT json_agg(json_build_object('id', p.id, 'sku', p.sku, 'title', p.title, 'price', ${EFFECTIVE_PRICE_SQL},
                                                     'image', ${mainImageSql('p.id')})
                                   ORDER BY page.exact DESC, page.rank DESC, page.similarity DESC, page.id)
                     FROM page JOIN products p ON p.id = page.id
                     JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2), '[]'::json) AS products,
         coalesce((SELECT json_agg(json_build_object('id', id, 'slug', slug, 'name', name, 'path', path) ORDER BY name, id)
                     FROM parents), '[]'::json) AS parents`;

/**
 * Product search of SPEC §7: Russian morphology through `to_tsvector('russian', …)` and typo
 * tolerance through trigram word similarity; exact word matches rank first.
 */
export function searchRepository(db: Db) {
  const run = async (query: string, stockCode: number, offset: number) => {
    // SET LOCAL: the threshold of `<%` for this transaction only (pooled connections stay untouched).
    return db.transaction(async (tx: Queryable) => {
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
      const [row] = await tx.query<SearchRow>(SEARCH_SQL, [query, stockCode, offset]);
      return row!;
    });
  };
  return {
    async search(query: string, stockCode: number, offset: number) {
      const row = await run(query, stockCode, offset);
      return {
        products: row.products.map((p) => ({ ...p, price: Number(p.price) })),
        productsCount: row.total,
        parentCategories: row.parents,
      };
    },
  };
}
