import type { Queryable } from '../db';
import { readCache, type ReadCache } from '../services/read-cache';

/**
 * The price a shopper pays, in SQL, for sorting and filtering; it must agree with
 * `effectivePrice` of @store/domain (a test checks both on every seeded price):
 * the sale price while the discount lasts, after it ends defectPriceRetail when positive, else retail.
 */
export const EFFECTIVE_PRICE_SQL = `CASE
  WHEN pp.price_discount > 0 AND (pp.price_discount_end_date IS NULL OR pp.price_discount_end_date > now()) THEN pp.price_discount
  WHEN pp.price_discount > 0 AND pp.defect_price_retail > 0 THEN pp.defect_price_retail
  ELSE pp.price_retail END`;

/** The main picture of a product (the `main` one first), as a scalar subquery. */
export const mainImageSql = (productId: string) =>
  `(SELECT name FROM product_images i WHERE i.product_id = ${productId} ORDER BY i.main DESC, i.sort LIMIT 1)`;

export interface ListingQuery {
  stockCode: number;
  categoryIds: number[] | null;
  type: 'NEW' | 'DEFECTS';
  producers: number[];
  /** Attribute name → the values wanted: values of one attribute are alternatives, attributes add up. */
  attributes: Record<string, string[]>;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  q?: string | undefined;
  sort: 'ASC' | 'DESC';
  limit: number;
  page: number;
}

export interface ListingItem {
  id: number;
  sku: string;
  title: string;
  producer: string | null;
  status: string;
  price: number;
  priceRetail: number;
  priceDiscount: number | null;
  priceDiscountEndDate: string | null;
  image: string | null;
  totalQuantity: number;
  defectSerialNumber: string | null;
  defectReason: string | null;
}

interface Row {
  id: number;
  sku: string;
  title: string;
  producer: string | null;
  status: string;
  price: number;
  price_retail: number;
  price_discount: number | null;
  price_discount_end_date: Date | string | null;
  image: string | null;
  total_quantity: number;
  defect_serial_number: string | null;
  defect_reason: string | null;
  total: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type Param = (value: unknown) => string;

/** Binds values to `params` and answers their placeholders ($1, $2, …). */
const binder =
  (params: unknown[]): Param =>
  (value) => (params.push(value), `$${params.length}`);

/**
 * The product `productId` is in the category. The category's products are read once and hashed
 * (OFFSET 0 keeps the subquery whole): with a price filter the planner underestimates the rows
 * left and would otherwise probe product_categories once per category and price row
 * (a price-filtered listing of 100 000 products: 56 ms down to 24 ms).
 */
function categoryFilter(query: ListingQuery, p: Param, productId: string): string[] {
  if (!query.categoryIds) return [];
  return [
    `${productId} IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ANY(${p(query.categoryIds)}::int[]) OFFSET 0)`,
  ];
}

/** The shopper's filters on products `p`: producers, attribute values, the text. */
function productFilters(query: ListingQuery, p: Param): string[] {
  const filters: string[] = [];
  if (query.producers.length > 0) filters.push(`p.producer_id = ANY(${p(query.producers)}::int[])`);
  // `@>` per value uses products_attributes_idx (008_catalogue_indexes).
  for (const [name, values] of Object.entries(query.attributes)) {
    filters.push(`(${values.map((value) => `p.attributes @> ${p(JSON.stringify({ [name]: value }))}::jsonb`).join(' OR ')})`);
  }
  if (query.q) filters.push(`p.title ILIKE ${p(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  return filters;
}

/** New goods (priced for the stock code) or marked-down items (one row per serial number) as one query. */
function baseQuery(query: ListingQuery, params: unknown[]): string {
  const p = binder(params);
  const stock = p(query.stockCode);
  const filters = [...categoryFilter(query, p, 'p.id'), ...productFilters(query, p)];
  const where = filters.length > 0 ? `AND ${filters.join(' AND ')}` : '';
  if (query.type === 'DEFECTS') {
    return `SELECT p.id, p.sku, p.title, pr.name AS producer, p.status, COALESCE(NULLIF(d.price_discount, 0), d.price_retail) AS price,
              d.price_retail, d.price_discount, NULL::timestamptz AS price_discount_end_date, p.producer_id,
              d.quantity AS total_quantity, d.serial_number AS defect_serial_number, d.reason AS defect_reason
         FROM product_defects d JOIN products p ON p.id = d.product_id LEFT JOIN producers pr ON pr.id = p.producer_id
        WHERE d.stock_code = ${stock} AND d.quantity > 0 ${where}`;
  }
  return `SELECT p.id, p.sku, p.title, pr.name AS producer, p.status, ${EFFECTIVE_PRICE_SQL} AS price,
            pp.price_retail, pp.price_discount, pp.price_discount_end_date, p.producer_id,
            COALESCE((SELECT sum(s.quantity) FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = p.id AND sh.code = ${stock}), 0)::int AS total_quantity,
            NULL::text AS defect_serial_number, NULL::text AS defect_reason
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = ${stock}
       LEFT JOIN producers pr ON pr.id = p.producer_id
      WHERE true ${where}`;
}

/**
 * A page of new goods. The order, the price filter and the total need only the prices of the
 * category's products (an index-only scan of product_prices_listing_idx, 008_catalogue_indexes); the products,
 * producers, stock and pictures are read for the page's rows only. Products are joined for the
 * ordering only when a producer, attribute or text filter needs them.
 */
function newGoodsPageQuery(query: ListingQuery, params: unknown[]): string {
  const p = binder(params);
  const stock = p(query.stockCode);
  const byProduct = productFilters(query, p);
  const filters = [...categoryFilter(query, p, 'pp.product_id'), ...byProduct];
  if (query.priceMin !== undefined) filters.push(`${EFFECTIVE_PRICE_SQL} >= ${p(query.priceMin)}`);
  if (query.priceMax !== undefined) filters.push(`${EFFECTIVE_PRICE_SQL} <= ${p(query.priceMax)}`);
  const needsProducts = byProduct.length > 0;
  const limit = p(query.limit);
  const offset = p((query.page - 1) * query.limit);
  return `SELECT p.id, p.sku, p.title, pr.name AS producer, p.status, page.price,
            pp.price_retail, pp.price_discount, pp.price_discount_end_date,
            COALESCE((SELECT sum(s.quantity) FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = p.id AND sh.code = ${stock}), 0)::int AS total_quantity,
            NULL::text AS defect_serial_number, NULL::text AS defect_reason, ${mainImageSql('p.id')} AS image, page.total
       FROM (SELECT pp.product_id AS id, ${EFFECTIVE_PRICE_SQL} AS price, count(*) OVER ()::int AS total
               FROM product_prices pp ${needsProducts ? 'JOIN products p ON p.id = pp.product_id' : ''}
              WHERE pp.stock_code = ${stock} ${filters.map((f) => `AND ${f}`).join(' ')}
              ORDER BY price ${query.sort}, pp.product_id
              LIMIT ${limit} OFFSET ${offset}) page
       JOIN products p ON p.id = page.id
       JOIN product_prices pp ON pp.product_id = page.id AND pp.stock_code = ${stock}
       LEFT JOIN producers pr ON pr.id = p.producer_id
      ORDER BY page.price ${query.sort}, page.id`;
}

/** How long the facets of a category (price range, producers, attributes) are reused. */
export const FACETS_TTL_MS = 60_000;

export interface Facets {
  minPrice: number;
  maxPrice: number;
  producers: { id: number; name: string; count: number }[];
  attributes: { name: string; values: { value: string; count: number }[] }[];
}

/** Category listings of SPEC §7 "category-products": filters, price range, sort by price, pages. */
export function listingRepository(db: Queryable, facetsCache: ReadCache<Facets> = readCache({ ttlMs: FACETS_TTL_MS, max: 500 })) {
  async function computeFacets(query: ListingQuery): Promise<Facets> {
    const params: unknown[] = [];
    const base = baseQuery({ ...query, producers: [], attributes: {}, priceMin: undefined, priceMax: undefined }, params);
    // Price range and producers in one pass: per producer (NULL too, for the range) its count, min and max.
    const byProducer = await db.query<{ id: number | null; name: string | null; count: number; min: number; max: number }>(
      `SELECT f.producer_id AS id, pr.name, count(*)::int AS count, min(f.price) AS min, max(f.price) AS max
         FROM (${base}) f LEFT JOIN producers pr ON pr.id = f.producer_id
        GROUP BY f.producer_id, pr.name ORDER BY pr.name`,
      params,
    );
    const attributes = await db.query<{ name: string; value: string; count: number }>(
      `SELECT a.key AS name, a.value, count(*)::int AS count
         FROM (${base}) f JOIN products p ON p.id = f.id, jsonb_each_text(p.attributes) a
        GROUP BY a.key, a.value ORDER BY a.key, a.value`,
      params,
    );
    const groups = new Map<string, { value: string; count: number }[]>();
    for (const a of attributes) groups.set(a.name, [...(groups.get(a.name) ?? []), { value: a.value, count: a.count }]);
    return {
      minPrice: byProducer.length > 0 ? Math.min(...byProducer.map((r) => r.min)) : 0,
      maxPrice: byProducer.length > 0 ? Math.max(...byProducer.map((r) => r.max)) : 0,
      producers: byProducer.flatMap((r) => (r.id !== null && r.name !== null ? [{ id: r.id, name: r.name, count: r.count }] : [])),
      attributes: [...groups].map(([name, values]) => ({ name, values })),
    };
  }

  /**
   * The facets depend only on the category, the stock code, the type and the text filter, not on
   * the page, the sort, the price range or the chosen producers; they aggregate the whole category
   * (10 000 products in a big one of a 100 000 catalogue), so they are computed once per minute.
   */
  const facetsOf = (query: ListingQuery) =>
    facetsCache.get(JSON.stringify([query.stockCode, query.categoryIds, query.type, query.q ?? null]), () => computeFacets(query));

  return {
    async list(query: ListingQuery) {
      const params: unknown[] = [];
      let sql: string;
      if (query.type === 'NEW') sql = newGoodsPageQuery(query, params);
      else {
        const p = binder(params);
        const base = baseQuery(query, params);
        const priceFilters: string[] = [];
        if (query.priceMin !== undefined) priceFilters.push(`price >= ${p(query.priceMin)}`);
        if (query.priceMax !== undefined) priceFilters.push(`price <= ${p(query.priceMax)}`);
        const filtered = `SELECT * FROM (${base}) listed ${priceFilters.length ? `WHERE ${priceFilters.join(' AND ')}` : ''}`;
        sql = `SELECT f.*, ${mainImageSql('f.id')} AS image, count(*) OVER ()::int AS total
                 FROM (${filtered}) f
                ORDER BY f.price ${query.sort}, f.id
                LIMIT ${p(query.limit)} OFFSET ${p((query.page - 1) * query.limit)}`;
      }
      // The page and the (usually cached) facets at once: on PostgreSQL they use two connections.
      const [rows, facets] = await Promise.all([db.query<Row>(sql, params), facetsOf(query)]);
      return {
        attributes: facets.attributes,
        items: rows.map((r): ListingItem => ({
          id: r.id,
          sku: r.sku,
          title: r.title,
          producer: r.producer,
          status: r.status,
          price: r.price,
          priceRetail: r.price_retail,
          priceDiscount: r.price_discount,
          priceDiscountEndDate: iso(r.price_discount_end_date),
          image: r.image,
          totalQuantity: r.total_quantity,
          defectSerialNumber: r.defect_serial_number,
          defectReason: r.defect_reason,
        })),
        total: rows[0]?.total ?? 0,
        minPrice: facets.minPrice,
        maxPrice: facets.maxPrice,
        producers: facets.producers,
      };
    },

    /** The category at a slug path («komp/noutbuki») and the ids of it and its descendants. */
    async categoryBySlugs(slugs: string[]) {
      let parent: number | null = null;
      let found: { id: number; slug: string; name: string } | null = null;
      for (const slug of slugs) {
        const rows: { id: number; slug: string; name: string }[] = await db.query<{ id: number; slug: string; name: string }>(
          parent === null
            ? 'SELECT id, slug, name FROM categories WHERE parent_id IS NULL AND slug = $1'
            : 'SELECT id, slug, name FROM categories WHERE parent_id = $2 AND slug = $1',
          parent === null ? [slug] : [slug, parent],
        );
        found = rows[0] ?? null;
        if (!found) return null;
        parent = found.id;
      }
      if (!found) return null;
      const tree = await db.query<{ id: number }>(
        `WITH RECURSIVE sub AS (SELECT id FROM categories WHERE id = $1 UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`,
        [found.id],
      );
      return { category: found, ids: tree.map((t) => t.id) };
    },
  };
}
