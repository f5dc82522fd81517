import { categoryPath, productPath } from '@store/domain';
import type { Queryable } from '../db';
import { OWN_CATEGORY_ORDER, ownCategoryJoin } from './product-paths';

export interface SitemapUrl {
  path: string;
  /** YYYY-MM-DD, or null when nothing tells when the page last changed. */
  lastmod: string | null;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
}

/** A product (or marked-down item) of a sitemap page with the category its page lives under. */
interface PageRow {
  product_id: number;
  category_id: number | null;
  serial_number: string | null;
  lastmod: string | null;
}

/**
 * The own category (by `OWN_CATEGORY_ORDER`) of each product of `page` (a CTE of product ids). The
 * slice is cut first: a per-row subquery before OFFSET would run for every skipped row too.
 */
const OWN_CATEGORY_OF_PAGE = `own AS (
    SELECT DISTINCT ON (pc.product_id) pc.product_id, pc.category_id
      FROM product_categories pc JOIN page ON page.product_id = pc.product_id
      ${ownCategoryJoin('pc')}
     ORDER BY pc.product_id, ${OWN_CATEGORY_ORDER})`;

/**
 * Every catalogue page for the shell's sitemap.xml, in a fixed order: `/store` and the category
 * pages (the tree depth first), then each product's page by id, then each marked-down item still on
 * sale by serial number. A page of it reads only its own slice of products (primary-key order) and
 * builds the addresses from the category tree held in memory for the call.
 */
export function sitemapRepository(db: Queryable) {
  return {
    async page(offset: number, limit: number): Promise<{ items: SitemapUrl[]; total: number }> {
      const [categories, [counts]] = await Promise.all([
        db.query<CategoryRow>('SELECT id, parent_id, slug FROM categories ORDER BY sort, id'),
        db.query<{ products: number; defects: number }>(
          'SELECT (SELECT count(*) FROM products WHERE hidden_at IS NULL)::int AS products, (SELECT count(*) FROM product_defects WHERE quantity > 0)::int AS defects',
        ),
      ]);
      const byId = new Map(categories.map((c) => [c.id, c]));
      const chains = new Map<number, string[]>();
      const chainOf = (id: number): string[] => {
        const known = chains.get(id);
        if (known) return known;
        const row = byId.get(id);
        const chain = !row ? [] : [...(row.parent_id === null ? [] : chainOf(row.parent_id)), row.slug];
        chains.set(id, chain);
        return chain;
      };
      const childrenOf = (parent: number | null) => categories.filter((c) => c.parent_id === parent);
      const categoryUrls: SitemapUrl[] = [{ path: categoryPath([]), lastmod: null }];
      const walk = (parent: number | null) => {
        for (const c of childrenOf(parent)) {
          categoryUrls.push({ path: categoryPath(chainOf(c.id)), lastmod: null });
          walk(c.id);
        }
      };
      walk(null);

      const productCount = counts?.products ?? 0;
      const defectCount = counts?.defects ?? 0;
      const toUrl = (r: PageRow): SitemapUrl => ({
        path: productPath(r.category_id === null ? [] : chainOf(r.category_id), r.product_id, r.serial_number),
        lastmod: r.lastmod,
      });
      const segments: { count: number; read: (offset: number, limit: number) => Promise<SitemapUrl[]> }[] = [
        { count: categoryUrls.length, read: async (o, l) => categoryUrls.slice(o, o + l) },
        {
          count: productCount,
          // A product's lastmod is when it appeared: the catalogue keeps no edit time of its own.
          read: async (o, l) =>
            (
              await db.query<PageRow>(
                `WITH page AS (SELECT p.id AS product_id, p.created_at FROM products p WHERE p.hidden_at IS NULL ORDER BY p.id LIMIT $1 OFFSET $2), ${OWN_CATEGORY_OF_PAGE}
                 SELECT page.product_id, own.category_id, NULL::text AS serial_number,
                        to_char(page.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS lastmod
                   FROM page LEFT JOIN own ON own.product_id = page.product_id ORDER BY page.product_id`,
                [l, o],
              )
            ).map(toUrl),
        },
        {
          count: defectCount,
          read: async (o, l) =>
            (
              await db.query<PageRow>(
                `WITH slice AS (SELECT d.serial_number, d.product_id FROM product_defects d WHERE d.quantity > 0
                                 ORDER BY d.serial_number LIMIT $1 OFFSET $2),
                      page AS (SELECT DISTINCT product_id FROM slice), ${OWN_CATEGORY_OF_PAGE}
                 SELECT slice.product_id, own.category_id, slice.serial_number, NULL::text AS lastmod
                   FROM slice LEFT JOIN own ON own.product_id = slice.product_id ORDER BY slice.serial_number`,
                [l, o],
              )
            ).map(toUrl),
        },
      ];

      const items: SitemapUrl[] = [];
      let start = offset;
      for (const segment of segments) {
        const wanted = limit - items.length;
        if (wanted <= 0) break;
        if (start < segment.count) items.push(...(await segment.read(start, Math.min(wanted, segment.count - start))));
        start = Math.max(0, start - segment.count);
      }
      return { items, total: categoryUrls.length + productCount + defectCount };
    },
  };
}
