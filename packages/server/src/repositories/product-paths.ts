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
 * product page, sitemap) names the same page for it. `ownCategoryJoin(link)` joins each link's
 * kept path (`category_paths` as `cp`, migration 033), which says whether it is a branch;
 * `OWN_CATEGORY_ORDER` then sorts the links so the own one comes first.
 */
export const ownCategoryJoin = (link: string) => `JOIN category_paths cp ON cp.category_id = ${link}.category_id`;
export const OWN_CATEGORY_ORDER = 'cp.branch, cp.category_id';

/**
 * The slugs from the top down to the own category of the product `productId` (an SQL expression),
 * null when it has none: for a statement that answers a few products with their paths itself. Two
 * probes by key: the product's links, and each link's kept path.
 */
export const ownSlugsSql = (productId: string) => `
  (SELECT cp.slugs FROM product_categories pc ${ownCategoryJoin('pc')}
    WHERE pc.product_id = ${productId} ORDER BY ${OWN_CATEGORY_ORDER} LIMIT 1)`;

/** The own category of each product, with its path, in one statement. */
const OWN_CATEGORY_SQL = `
  SELECT DISTINCT ON (pc.product_id) pc.product_id, c.id, c.slug, c.name, cp.slugs
    FROM product_categories pc ${ownCategoryJoin('pc')}
    JOIN categories c ON c.id = pc.category_id
   WHERE pc.product_id = ANY($1::int[])
   ORDER BY pc.product_id, ${OWN_CATEGORY_ORDER}`;

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
