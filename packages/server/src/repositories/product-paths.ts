import { productPath } from '@store/domain';
import type { Queryable } from '../db';

/** The category a product's page lives under, and its slug chain from the top. */
export interface OwnCategory {
  id: number;
  slug: string;
  name: string;
  /** Slugs from the top category down to this one (what `categoryPath` and `productPath` take). */
  slugs: string[];
}

/**
 * Which of a product's categories (`product_categories` rows `link`) its page lives under: a leaf
 * of the tree before a branch, then the smallest id, so every answer (listing, search, cart,
 * product page, sitemap) names the same page for it.
 */
export const ownCategoryOrder = (link: string) =>
  // Uncorrelated, so the planner hashes the branches once instead of probing categories per row.
  `${link}.category_id IN (SELECT parent_id FROM categories WHERE parent_id IS NOT NULL), ${link}.category_id`;

/**
 * `chain`: each `own` row's category (depth 0) and its parents up to the top, with the `carried`
 * columns of `own`; `array_agg(chain.slug ORDER BY chain.depth DESC)` is then the slugs from the top.
 */
const chainCte = (carried: readonly string[]) => `
  chain AS (
    SELECT ${carried.map((c) => `own.${c}, `).join('')}c.parent_id, c.slug, 0 AS depth FROM own JOIN categories c ON c.id = own.category_id
    UNION ALL
    SELECT ${carried.map((c) => `chain.${c}, `).join('')}c.parent_id, c.slug, chain.depth + 1
      FROM chain JOIN categories c ON c.id = chain.parent_id
     WHERE chain.depth < 16
  )`;

/**
 * The slugs from the top down to the own category of the product `productId` (an SQL expression),
 * null when it has none: for a statement that answers a few products with their paths itself.
 */
export const ownSlugsSql = (productId: string) => `
  (WITH RECURSIVE own AS (
     SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = ${productId} ORDER BY ${ownCategoryOrder('pc')} LIMIT 1
   ), ${chainCte([])}
   SELECT array_agg(chain.slug ORDER BY chain.depth DESC) FROM chain)`;

/** The own category of each product, with its chain, in one statement. */
const OWN_CATEGORY_SQL = `
  WITH RECURSIVE own AS (
    SELECT DISTINCT ON (pc.product_id) pc.product_id, pc.category_id
      FROM product_categories pc
     WHERE pc.product_id = ANY($1::int[])
     ORDER BY pc.product_id, ${ownCategoryOrder('pc')}
  ), ${chainCte(['product_id'])}
  SELECT own.product_id, c.id, c.slug, c.name,
         (SELECT array_agg(chain.slug ORDER BY chain.depth DESC) FROM chain WHERE chain.product_id = own.product_id) AS slugs
    FROM own JOIN categories c ON c.id = own.category_id`;

export async function ownCategories(db: Queryable, productIds: readonly number[]): Promise<Map<number, OwnCategory>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ product_id: number; id: number; slug: string; name: string; slugs: string[] }>(OWN_CATEGORY_SQL, [ids], {
    prepare: true,
  });
  return new Map(rows.map((r) => [r.product_id, { id: r.id, slug: r.slug, name: r.name, slugs: r.slugs }]));
}

/**
 * Adds `path`, the product page address (`productPath` of @store/domain, `?defect=` for a
 * marked-down item), to each item. A product without a category (never in the seed) gets
 * `/store/{id}.html`, which the shell answers with its not-found view.
 */
export async function withPaths<T extends { id: number; defectSerialNumber?: string | null }>(
  db: Queryable,
  items: readonly T[],
): Promise<(T & { path: string })[]> {
  const own = await ownCategories(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => ({ ...item, path: productPath(own.get(item.id)?.slugs ?? [], item.id, item.defectSerialNumber) }));
}
