import { SEARCH } from '@store/domain';
import type { Queryable } from '../db';
import { EFFECTIVE_PRICE_SQL, mainImageSql } from './listing';

/**
 * Product search of SPEC §7: Russian morphology through `to_tsvector('russian', …)` and typo
 * tolerance through trigram word similarity; exact word matches rank first.
 */
export function searchRepository(db: Queryable) {
  return {
    async search(query: string, stockCode: number, offset: number) {
      const matches = `
        WITH q AS (SELECT websearch_to_tsquery('russian', $1) AS tsq)
        SELECT p.id, p.sku, p.title, ${EFFECTIVE_PRICE_SQL} AS price,
               (p.search @@ q.tsq) AS exact, ts_rank(p.search, q.tsq) AS rank, word_similarity($1, p.title) AS similarity
          FROM products p CROSS JOIN q
          JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2
         WHERE p.search @@ q.tsq OR word_similarity($1, p.title) >= 0.45`;
      const rows = await db.query<{ id: number; sku: string; title: string; price: number; image: string | null; total: number }>(
        `SELECT m.id, m.sku, m.title, m.price, count(*) OVER ()::int AS total,
                ${mainImageSql('m.id')} AS image
           FROM (${matches}) m
          ORDER BY m.exact DESC, m.rank DESC, m.similarity DESC, m.id
          LIMIT ${SEARCH.pageSize} OFFSET $3`,
        [query, stockCode, offset],
      );
      const parentCategories = await db.query<{ id: number; slug: string; name: string; path: string }>(
        `SELECT DISTINCT parent.id, parent.slug, parent.name, coalesce(root.slug || '/', '') || parent.slug AS path
           FROM (${matches}) m
           JOIN product_categories pc ON pc.product_id = m.id
           JOIN categories leaf ON leaf.id = pc.category_id
           JOIN categories parent ON parent.id = leaf.parent_id
           LEFT JOIN categories root ON root.id = parent.parent_id
          ORDER BY parent.name`,
        [query, stockCode],
      );
      return {
        products: rows.map(({ total: _total, ...product }) => product),
        productsCount: rows[0]?.total ?? (offset > 0 ? await this.count(query, stockCode) : 0),
        parentCategories,
      };
    },

    async count(query: string, stockCode: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $2
          WHERE p.search @@ websearch_to_tsquery('russian', $1) OR word_similarity($1, p.title) >= 0.45`,
        [query, stockCode],
      );
      return row?.n ?? 0;
    },
  };
}
