import type { Queryable } from '../db';
import { OWN_CATEGORY_ORDER, ownCategoryJoin } from './product-paths';

/** A product of a feed page at one stock code, with what its offer needs. */
export interface FeedProductRow {
  id: number;
  sku: string;
  title: string;
  status: 'inStock' | 'toOrder' | 'onWay';
  attributes: Record<string, string>;
  vendor: string | null;
  price: number;
  price_retail: number;
  category_id: number | null;
  /** Units in the city's shops. */
  in_city: number;
  pictures: string[];
}

/** A marked-down item on sale at one stock code, with its product. */
export interface FeedDefectRow {
  serial_number: string;
  product_id: number;
  price_retail: number;
  price_discount: number | null;
  reason: string;
  sku: string;
  title: string;
  attributes: Record<string, string>;
  vendor: string | null;
  category_id: number | null;
  /** The new product's price in the city (null: not sold new there). */
  new_price: number | null;
  pictures: string[];
}

const ownOf = (page: string, id: string) => `own AS (
    SELECT DISTINCT ON (pc.product_id) pc.product_id, pc.category_id
      FROM product_categories pc JOIN ${page} ON ${page}.${id} = pc.product_id
      ${ownCategoryJoin('pc')}
     ORDER BY pc.product_id, ${OWN_CATEGORY_ORDER})`;

const PICTURES = (product: string) =>
  `ARRAY(SELECT i.name FROM product_images i WHERE i.product_id = ${product} ORDER BY i.main DESC, i.sort, i.name LIMIT 10) AS pictures`;

/**
 * What the YML feed reads: the catalogue's version, the city, the category tree, and
 * the goods in keyset pages (by product id, then by serial number), each page one statement, so a
 * feed of any size is read in constant memory and never holds a snapshot or a cursor open.
 */
export function marketFeedRepository(db: Queryable) {
  return {
    /** Changes with every committed change of what the feed says (migration 031). */
    async version(): Promise<string> {
      const [row] = await db.query<{ n: number; last: number }>(
        'SELECT count(*)::int AS n, coalesce(max(id), 0)::bigint AS last FROM catalogue_changes',
      );
      return `${row?.n ?? 0}:${row?.last ?? 0}`;
    },

    /** Keeps the newest change only (housekeeping): the version changes once more, nothing is missed. */
    async pruneChanges(): Promise<void> {
      await db.query('DELETE FROM catalogue_changes WHERE id < (SELECT max(id) FROM catalogue_changes)');
    },

    async city(id: number): Promise<{ id: number; name: string; code: number; is_other: boolean; shops: number } | null> {
      const [row] = await db.query<{ id: number; name: string; code: number; is_other: boolean; shops: number }>(
        'SELECT c.id, c.name, c.code, c.is_other, (SELECT count(*) FROM shops s WHERE s.city_id = c.id)::int AS shops FROM cities c WHERE c.id = $1',
        [id],
      );
      return row ?? null;
    },

    async categories(): Promise<{ id: number; parent_id: number | null; slug: string; name: string }[]> {
      return db.query('SELECT id, parent_id, slug, name FROM categories ORDER BY sort, id');
    },

    /** Up to `limit` products priced at `stockCode` with ids after `afterId`, in id order. */
    async productsPage(stockCode: number, cityId: number, afterId: number, limit: number, now: Date): Promise<FeedProductRow[]> {
      return db.query<FeedProductRow>(
        `WITH page AS (
           SELECT p.id, p.sku, p.title, p.status, p.attributes, pr.name AS vendor, pp.price_retail,
                  effective_price(pp.price_retail, pp.price_discount, pp.price_discount_end_date, pp.defect_price_retail, $5) AS price
             FROM products p
             JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = $1
             LEFT JOIN producers pr ON pr.id = p.producer_id
            WHERE p.id > $3
            ORDER BY p.id LIMIT $4),
         ${ownOf('page', 'id')}
         SELECT page.*, own.category_id,
                coalesce((SELECT sum(s.quantity) FROM stock s JOIN shops sh ON sh.id = s.shop_id
                           WHERE s.product_id = page.id AND sh.city_id = $2), 0)::int AS in_city,
                ${PICTURES('page.id')}
           FROM page LEFT JOIN own ON own.product_id = page.id
          ORDER BY page.id`,
        [stockCode, cityId, afterId, limit, now],
      );
    },

    /** Up to `limit` marked-down items on sale at `stockCode` with serial numbers after `after`, in that order. */
    async defectsPage(stockCode: number, after: string, limit: number, now: Date): Promise<FeedDefectRow[]> {
      return db.query<FeedDefectRow>(
        `WITH slice AS (
           SELECT d.serial_number, d.product_id, d.price_retail, d.price_discount, d.reason FROM product_defects d
            WHERE d.stock_code = $1 AND d.quantity > 0 AND d.serial_number > $2
            ORDER BY d.serial_number LIMIT $3),
         ${ownOf('slice', 'product_id')}
         SELECT slice.*, p.sku, p.title, p.attributes, pr.name AS vendor, own.category_id,
                (SELECT effective_price(pp.price_retail, pp.price_discount, pp.price_discount_end_date, pp.defect_price_retail, $4)
                   FROM product_prices pp WHERE pp.product_id = slice.product_id AND pp.stock_code = $1) AS new_price,
                ${PICTURES('slice.product_id')}
           FROM slice JOIN products p ON p.id = slice.product_id
           LEFT JOIN producers pr ON pr.id = p.producer_id
           LEFT JOIN own ON own.product_id = slice.product_id
          ORDER BY slice.serial_number`,
        [stockCode, after, limit, now],
      );
    },
  };
}

export type MarketFeedRepository = ReturnType<typeof marketFeedRepository>;
