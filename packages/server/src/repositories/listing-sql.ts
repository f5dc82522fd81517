/**
 * The SQL pieces the catalogue reads share: the shopper's price, the main picture, the filters.
 * The price is kept per stock code in `product_prices.price` (011_effective_price): a trigger
 * sets it on every write and `refresh_effective_prices()` when a discount ends (decision 0012).
 */

/**
 * The price a shopper pays at this moment, computed from the price row `pp`; it must agree with
 * `effectivePrice` of @store/domain (a test checks both on every seeded price). The stored
 * `pp.price` is this formula as of the last write or refresh.
 */
export const EFFECTIVE_PRICE_SQL = `effective_price(pp.price_retail, pp.price_discount, pp.price_discount_end_date, pp.defect_price_retail, now())`;

/** The main picture of a product (the `main` one first), as a scalar subquery. */
export const mainImageSql = (productId: string) =>
  `(SELECT name FROM product_images i WHERE i.product_id = ${productId} ORDER BY i.main DESC, i.sort LIMIT 1)`;

export interface ListingQuery {
  stockCode: number;
  /** The category listed (its subtree), or null for the whole catalogue. */
  categoryId: number | null;
  /**
   * The category and its descendants (null: the whole catalogue). New goods without a text filter
   * leave it null and go by `categoryId` (their facets come from listing_entries).
   */
  categoryIds: number[] | null;
  type: 'NEW' | 'DEFECTS';
  producers: number[];
  /** Attribute name → the values wanted: values of one attribute are alternatives, attributes add up. */
  attributes: Record<string, string[]>;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  q?: string | undefined;
  /**
   * The search's tsquery for `q` (every word by the search's rule, decision 0034), null when no
   * product can match it; from `searchRepository.matchQuery`.
   */
  qMatch?: string | null | undefined;
  sort: 'ASC' | 'DESC';
  limit: number;
  page: number;
}

/** What a listing is asked for: the category as its slug path from the top (none: the whole catalogue). */
export interface ListingRequest extends Omit<ListingQuery, 'categoryId' | 'categoryIds'> {
  slugs: string[];
}

/**
 * The category at the end of the slug path `slugs` (a text[] placeholder) from the top, as the
 * CTEs of a `WITH RECURSIVE`: `found` (its id, slug and name; no row when the path leads nowhere)
 * and `sub` (the ids of it and its subtree, itself first, then by depth).
 */
export const categoryBySlugsCtes = (slugs: string) => `walk AS (
    SELECT c.id, c.slug, c.name, 1 AS depth FROM categories c WHERE c.parent_id IS NULL AND c.slug = (${slugs}::text[])[1]
    UNION ALL
    SELECT c.id, c.slug, c.name, walk.depth + 1
      FROM walk JOIN categories c ON c.parent_id = walk.id AND c.slug = (${slugs}::text[])[walk.depth + 1]
     WHERE walk.depth < cardinality(${slugs}::text[])
  ), found AS (
    SELECT id, slug, name FROM walk WHERE depth = cardinality(${slugs}::text[])
  ), sub AS (
    SELECT id FROM found UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
  )`;

export type Param = (value: unknown) => string;

/** Binds values to `params` and answers their placeholders ($1, $2, …). */
export const binder =
  (params: unknown[]): Param =>
  (value) => (params.push(value), `$${params.length}`);

/**
 * The product `productId` is in the category. The category's products are read once and hashed
 * (OFFSET 0 keeps the subquery whole) instead of a probe of product_categories per row.
 */
export function categoryFilter(query: ListingQuery, p: Param, productId: string): string[] {
  if (!query.categoryIds) return [];
  return [
    `${productId} IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = ANY(${p(query.categoryIds)}::int[]) OFFSET 0)`,
  ];
}

/** The shopper's filters on products `p`: producers, attribute values, the text. */
export function productFilters(query: Pick<ListingQuery, 'producers' | 'attributes' | 'q' | 'qMatch'>, p: Param): string[] {
  const filters: string[] = [];
  if (query.producers.length > 0) filters.push(`p.producer_id = ANY(${p(query.producers)}::int[])`);
  // `@>` per value uses products_attributes_idx (008_catalogue_indexes).
  for (const [name, values] of Object.entries(query.attributes)) {
    filters.push(`(${values.map((value) => `p.attributes @> ${p(JSON.stringify({ [name]: value }))}::jsonb`).join(' OR ')})`);
  }
  // The search's rule (decision 0034): the product's words hold every word of `q`; GIN-indexed.
  if (query.q) {
    filters.push(
      query.qMatch ? `p.id IN (SELECT ps.product_id FROM product_search ps WHERE ps.doc @@ ${p(query.qMatch)}::tsquery)` : 'false',
    );
  }
  return filters;
}

/** New goods (priced for the stock code) or marked-down items (one row per serial number), for the facets and DEFECTS pages. */
export function baseQuery(query: ListingQuery, params: unknown[]): string {
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
  return `SELECT p.id, p.sku, p.title, pr.name AS producer, p.status, pp.price,
            pp.price_retail, pp.price_discount, pp.price_discount_end_date, p.producer_id,
            COALESCE((SELECT sum(s.quantity) FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = p.id AND sh.code = ${stock}), 0)::int AS total_quantity,
            NULL::text AS defect_serial_number, NULL::text AS defect_reason
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.stock_code = ${stock}
       LEFT JOIN producers pr ON pr.id = p.producer_id
      WHERE true ${where}`;
}

/**
 * What a listed product shows besides its price, kept with the rows it comes from (migration 034,
 * decision 0066): `st.quantity`, its stock for the stock code `stock` summed over its shops (no
 * row: none), `card.image`, its main picture, and `cp.slugs`, its own category's slug path. Three
 * probes by key per item, where three subqueries per item were half of the page's time.
 */
const keptItemJoins = (productId: string, stock: string) =>
  `LEFT JOIN stock_totals st ON st.product_id = ${productId} AND st.stock_code = ${stock}
       LEFT JOIN product_cards card ON card.product_id = ${productId}
       LEFT JOIN category_paths cp ON cp.category_id = card.own_category_id`;

/** A bound beyond every price: a price is numeric(12, 2), less than 10^10 either way (011_effective_price). */
export const EVERY_PRICE = 1e10;

/**
 * A page of new goods, its category, its total and the category's price range in one statement
 * (no row when the slug path names no category). The order comes from a walk of listing_entries'
 * primary key (category, stock code, price, product) that stops after the page; without a
 * category, of product_prices_price_idx. The total without filters is the kept count
 * (listing_counts); with a price range an index-only count of the range; with producer, attribute
 * or text filters the products are joined. Each item carries its own category's slug path.
 */
export function newGoodsQuery(query: ListingRequest, params: unknown[]): string {
  const p = binder(params);
  const slugs = query.slugs.length > 0 ? p(query.slugs) : null;
  const stock = p(query.stockCode);
  const category = slugs === null ? null : '(SELECT id FROM found)';
  const source = category === null ? 'product_prices e' : 'listing_entries e';
  const own = category === null ? `e.stock_code = ${stock}` : `e.category_id = ${category} AND e.stock_code = ${stock}`;
  const byProduct = productFilters(query, p);
  const filters = [own, ...byProduct];
  // Both bounds always, the shopper's or every price's: a page without a range is the statement of
  // a page with one. Without them, the generic plan's `LIMIT $n` was costed as a tenth of the
  // category, dearer than a plan for the values, so PostgreSQL planned the statement anew at every
  // call (pg_stat_statements: plans = calls, 4 ms of planning to 1.7 of running it; decision 0068).
  const ranged = query.priceMin !== undefined || query.priceMax !== undefined;
  filters.push(`e.price >= ${p(query.priceMin ?? -EVERY_PRICE)}`, `e.price <= ${p(query.priceMax ?? EVERY_PRICE)}`);
  const from = `${source} ${byProduct.length > 0 ? 'JOIN products p ON p.id = e.product_id' : ''} WHERE ${filters.join(' AND ')}`;
  const kept = `(SELECT %s FROM listing_counts WHERE category_id = ${category ?? 0} AND stock_code = ${stock})`;
  const total = byProduct.length === 0 && !ranged ? `coalesce(${kept.replace('%s', 'count')}, 0)` : `(SELECT count(*)::int FROM ${from})`;
  const end = (dir: string) => `(SELECT e.price FROM ${source} WHERE ${own} ORDER BY e.price ${dir} LIMIT 1)`;
  const limit = p(query.limit);
  const offset = p((query.page - 1) * query.limit);
  const page = `SELECT e.product_id AS id, e.price FROM ${from} ORDER BY e.price ${query.sort}, e.product_id LIMIT ${limit} OFFSET ${offset}`;
  // The subtree's ids only for a text filter's facets (facetsOfProducts); without one the facets
  // come from listing_entries by the category's id, and walking the subtree cost a sixth of the statement.
  const subtree = query.q ? '(SELECT array_agg(id) FROM sub)' : 'NULL::int[]';
  const head =
    slugs === null
      ? 'SELECT NULL::json AS category, NULL::int[] AS category_ids'
      : `WITH RECURSIVE ${categoryBySlugsCtes(slugs)}
         SELECT json_build_object('id', found.id, 'slug', found.slug, 'name', found.name) AS category, ${subtree} AS category_ids`;
  return `${head}, ${total} AS total, ${kept.replace('%s', 'version')} AS version, ${end('ASC')} AS min_price, ${end('DESC')} AS max_price,
    coalesce((SELECT json_agg(json_build_object(
        'id', p.id, 'sku', p.sku, 'title', p.title, 'producer', pr.name, 'status', p.status, 'price', page.price,
        'price_retail', pp.price_retail, 'price_discount', pp.price_discount, 'price_discount_end_date', pp.price_discount_end_date,
        'total_quantity', coalesce(st.quantity, 0), 'defect_serial_number', NULL, 'defect_reason', NULL,
        'image', card.image, 'slugs', cp.slugs) ORDER BY page.price ${query.sort}, page.id)
       FROM (${page}) page
       JOIN products p ON p.id = page.id
       JOIN product_prices pp ON pp.product_id = page.id AND pp.stock_code = ${stock}
       LEFT JOIN producers pr ON pr.id = p.producer_id
       ${keptItemJoins('page.id', stock)}), '[]'::json) AS items${slugs === null ? '' : ' FROM found'}`;
}
