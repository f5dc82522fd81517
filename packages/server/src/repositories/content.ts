import type { Queryable } from '../db';
import { EFFECTIVE_PRICE_SQL, mainImageSql } from './listing';
import { withPaths } from './product-paths';

/** The laptops block of SPEC §7 and the news list. */
export function contentRepository(db: Queryable) {
  return {
    /**
     * Laptops for a city: the given ids (the client's fixed list), or by default the first 35 of the
     * laptops category; only those priced for the city's stock code, in the order of the ids.
     */
    async laptops(stockCode: number, ids: number[] | undefined) {
      const rows = await db.query<{ id: number; sku: string; title: string; price: number; image: string | null }>(
        `SELECT p.id, p.sku, p.title, ${EFFECTIVE_PRICE_SQL} AS price,
                ${mainImageSql('p.id')} AS image
           FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
          WHERE p.id = ANY(coalesce($2::int[], ARRAY(
                  SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                   WHERE c.slug = 'noutbuki' ORDER BY pc.product_id LIMIT 35)))`,
        [stockCode, ids ?? null],
      );
      const order = ids ?? rows.map((r) => r.id).sort((a, b) => a - b);
      const ordered = order.flatMap((id) => rows.filter((r) => r.id === id));
      // SPEC §7 gives each result the laptops category's path (`categoryPath`); `path` is the product's own page.
      const results = ordered.map((r) => ({ ...r, categoryPath: '/store/komp/noutbuki' as const }));
      return withPaths(db, results);
    },

    async news(page: number, limit: number) {
      const rows = await db.query<{ id: number; title: string; body: string; published_at: Date | string; total: number }>(
        'SELECT id, title, body, published_at, count(*) OVER ()::int AS total FROM news ORDER BY published_at DESC, id LIMIT $1 OFFSET $2',
        [limit, (page - 1) * limit],
      );
      const total = rows[0]?.total ?? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM news'))[0]?.n ?? 0;
      return {
        items: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, publishedAt: new Date(r.published_at).toISOString() })),
        currentPage: page,
        total,
      };
    },
  };
}
