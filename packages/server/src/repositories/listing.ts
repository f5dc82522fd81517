import { productPath } from '@store/domain';
import type { Queryable } from '../db';
import { readCache, type ReadCache } from '../lib/read-cache';
import { baseQuery, binder, categoryBySlugsCtes, mainImageSql, newGoodsQuery, type ListingQuery, type ListingRequest } from './listing-sql';
import { withPaths } from './product-paths';

export { EFFECTIVE_PRICE_SQL, mainImageSql, type ListingQuery, type ListingRequest } from './listing-sql';

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
  /** The product page (`?defect=` for a marked-down item) under the product's own category. */
  path: string;
}

/** `priceRetail` → `price_retail`: the statement's column names of a field. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A row of the listing's statements: the item's fields under their column names, the date as the driver gives it. */
type Row = { [K in Exclude<keyof ListingItem, 'path' | 'priceDiscountEndDate'> as SnakeCase<K>]: ListingItem[K] } & {
  price_discount_end_date: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The category at the end of the slug path $1 from the top, and the ids of it and its subtree (itself first, then by depth). */
const CATEGORY_BY_SLUGS_SQL = `WITH RECURSIVE ${categoryBySlugsCtes('$1')}
  SELECT f.id, f.slug, f.name, (SELECT array_agg(id) FROM sub) AS ids FROM found f`;

/** A listed category. */
export interface Category {
  id: number;
  slug: string;
  name: string;
}

/** How long the facets of a category (price range, producers, attributes) are reused. */
export const FACETS_TTL_MS = 60_000;
/**
 * How much longer they are answered while being computed again in the background: a category's
 * facets cost 1–2 ms of PostgreSQL, and when those of every category went out of date together,
 * under a sale's load each listing waited for its own (a p99 of 300 ms against 160).
 */
export const FACETS_STALE_MS = 10 * 60_000;

export interface Facets {
  minPrice: number;
  maxPrice: number;
  producers: { id: number; name: string; count: number }[];
  attributes: { name: string; values: { value: string; count: number }[] }[];
}

/** Attribute rows in (name, value) order, grouped by name. */
function grouped(rows: readonly { name: string; value: string; count: number }[]): Facets['attributes'] {
  const groups = new Map<string, { value: string; count: number }[]>();
  for (const a of rows) groups.set(a.name, [...(groups.get(a.name) ?? []), { value: a.value, count: a.count }]);
  return [...groups].map(([name, values]) => ({ name, values }));
}

/**
 * The facets aggregated from the products of the listing's filters (baseQuery): a text filter's,
 * and the marked-down items'.
 */
export async function facetsOfProducts(db: Queryable, query: ListingQuery): Promise<Facets> {
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
  return {
    minPrice: byProducer.length > 0 ? Math.min(...byProducer.map((r) => r.min)) : 0,
    maxPrice: byProducer.length > 0 ? Math.max(...byProducer.map((r) => r.max)) : 0,
    producers: byProducer.flatMap((r) => (r.id !== null && r.name !== null ? [{ id: r.id, name: r.name, count: r.count }] : [])),
    attributes: grouped(attributes),
  };
}

/**
 * The facets of new goods without a text filter in one statement, from the listing's own
 * entries (listing_entries: the category's subtree priced for the stock code, a range of its key)
 * instead of the category's links and the prices of every product.
 */
export async function facetsOfEntries(db: Queryable, query: ListingQuery): Promise<Facets> {
  const params: unknown[] = [];
  const p = binder(params);
  // The whole catalogue is every price of the stock code; a category, a range of its entries' key.
  const listed =
    query.categoryId === null
      ? `product_prices e WHERE e.stock_code = ${p(query.stockCode)}`
      : `listing_entries e WHERE e.category_id = ${p(query.categoryId)} AND e.stock_code = ${p(query.stockCode)}`;
  const [row] = await db.query<{
    min: number | null;
    max: number | null;
    producers: Facets['producers'] | null;
    attributes: { name: string; value: string; count: number }[] | null;
  }>(
    // The products by their ids (an array, so each is a probe of the primary key): joined, the
    // prepared statement's generic plan hashed the whole catalogue to keep a category's hundred.
    `WITH f AS MATERIALIZED (SELECT p.producer_id, p.attributes FROM products p WHERE p.id = ANY (ARRAY(SELECT e.product_id FROM ${listed})))
     SELECT (SELECT min(e.price) FROM ${listed}) AS min, (SELECT max(e.price) FROM ${listed}) AS max,
            (SELECT json_agg(json_build_object('id', pr.id, 'name', pr.name, 'count', x.count) ORDER BY pr.name)
               FROM (SELECT producer_id, count(*)::int AS count FROM f GROUP BY producer_id) x JOIN producers pr ON pr.id = x.producer_id) AS producers,
            (SELECT json_agg(json_build_object('name', a.key, 'value', a.value, 'count', a.count) ORDER BY a.key, a.value)
               FROM (SELECT a.key, a.value, count(*)::int AS count FROM f, jsonb_each_text(f.attributes) a GROUP BY a.key, a.value) a) AS attributes`,
    params,
    { prepare: true },
  );
  return {
    minPrice: Number(row?.min ?? 0),
    maxPrice: Number(row?.max ?? 0),
    producers: row?.producers ?? [],
    attributes: grouped(row?.attributes ?? []),
  };
}

/** Category listings of SPEC §7 "category-products": filters, price range, sort by price, pages. */
export function listingRepository(
  db: Queryable,
  facetsCache: ReadCache<Facets> = readCache({ ttlMs: FACETS_TTL_MS, staleMs: FACETS_STALE_MS, max: 500 }),
  prices: { refresh(): Promise<unknown> } = effectivePrices(db),
) {
  /**
   * The facets depend only on the category (its subtree, categoryIds, follows from it), the stock code, the type and the text filter, not on
   * the page, the sort, the price range or the chosen producers; they aggregate the whole category
   * (10 000 products in a big one of a 100 000 catalogue), so they are computed once per minute,
   * the kept ones answered meanwhile (FACETS_STALE_MS).
   */
  const facetsOf = (query: ListingQuery, version: number | null = null) =>
    facetsCache.get(JSON.stringify([query.stockCode, query.categoryId, query.type, query.q ?? null, version]), () =>
      query.type === 'NEW' && !query.q ? facetsOfEntries(db, query) : facetsOfProducts(db, query),
    );

  /**
   * New goods: the category, the page, the total and the price range in one statement
   * (newGoodsQuery); null when the slug path names no category. Without a text filter the facets
   * are keyed by the listing's version (listing_counts), which changes with the set of products
   * listed, so the producers' and attributes' counts are never stale.
   */
  async function newGoods(request: ListingRequest) {
    const params: unknown[] = [];
    const [row] = await db.query<{
      category: Category | null;
      category_ids: number[] | null;
      total: number;
      version: number | null;
      min_price: number | null;
      max_price: number | null;
      items: (Row & { slugs: string[] | null })[];
    }>(newGoodsQuery(request, params), params, {
      // Without product filters the statement walks listing_entries' key by category, stock code
      // and price whatever the values: prepared, it is planned once per connection, not per page
      // (planning costs more than running it). Producers, attributes and a text filter keep a plan
      // made for their values.
      prepare: request.producers.length === 0 && Object.keys(request.attributes).length === 0 && !request.q,
    });
    if (!row) return null;
    const { category } = row;
    const query: ListingQuery = { ...request, categoryId: category?.id ?? null, categoryIds: row.category_ids };
    const facets = await facetsOf(query, query.q ? null : (row.version ?? 0));
    // As before: a page past the last one answers a total of 0.
    return {
      category,
      rows: row.items.map((r) => ({ ...r, price: Number(r.price) })),
      total: row.items.length > 0 ? row.total : 0,
      // The range of the whole listing, exact (the text filter's facets keep their own range).
      facets: query.q ? facets : { ...facets, minPrice: row.min_price ?? 0, maxPrice: row.max_price ?? 0 },
    };
  }

  /**
   * The category at a slug path («komp/noutbuki») and the ids of it and its descendants: one
   * prepared statement walking the path and the subtree.
   */
  async function categoryAt(slugs: string[]): Promise<{ category: Category; ids: number[] } | null> {
    const [row] = await db.query<{ id: number; slug: string; name: string; ids: number[] }>(CATEGORY_BY_SLUGS_SQL, [slugs], {
      prepare: true,
    });
    return row ? { category: { id: row.id, slug: row.slug, name: row.name }, ids: row.ids } : null;
  }

  /** Marked-down items: the category first (null when the slug path names none), then the page with the facets. */
  async function defects(request: ListingRequest) {
    const found = request.slugs.length > 0 ? await categoryAt(request.slugs) : null;
    if (request.slugs.length > 0 && !found) return null;
    const query: ListingQuery = { ...request, categoryId: found?.category.id ?? null, categoryIds: found?.ids ?? null };
    const params: unknown[] = [];
    const p = binder(params);
    const base = baseQuery(query, params);
    const priceFilters: string[] = [];
    if (query.priceMin !== undefined) priceFilters.push(`price >= ${p(query.priceMin)}`);
    if (query.priceMax !== undefined) priceFilters.push(`price <= ${p(query.priceMax)}`);
    const filtered = `SELECT * FROM (${base}) listed ${priceFilters.length ? `WHERE ${priceFilters.join(' AND ')}` : ''}`;
    const sql = `SELECT f.*, ${mainImageSql('f.id')} AS image, count(*) OVER ()::int AS total
                   FROM (${filtered}) f
                  ORDER BY f.price ${query.sort}, f.id
                  LIMIT ${p(query.limit)} OFFSET ${p((query.page - 1) * query.limit)}`;
    // The page and the (usually cached) facets at once: on PostgreSQL they use two connections.
    const [rows, facets] = await Promise.all([db.query<Row & { total: number }>(sql, params), facetsOf(query)]);
    return { category: found?.category ?? null, rows, total: rows[0]?.total ?? 0, facets };
  }

  return {
    /** A page of the listing `request`, with its category; null when the slug path names no category. */
    async list(request: ListingRequest) {
      await prices.refresh();
      const listed: { category: Category | null; rows: (Row & { slugs?: string[] | null })[]; total: number; facets: Facets } | null =
        request.type === 'NEW' ? await newGoods(request) : await defects(request);
      if (!listed) return null;
      const { category, rows, total, facets } = listed;
      const item = (r: Row) => ({
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
      });
      // Each item's own category chain: a parent category lists goods of several subcategories.
      // The new goods' statement answers it with the page; the marked-down items' ask for it.
      const items: ListingItem[] =
        request.type === 'NEW'
          ? rows.map((r) => ({ ...item(r), path: productPath(r.slugs ?? [], r.id) }))
          : await withPaths(db, rows.map(item));
      return {
        category,
        attributes: facets.attributes,
        items,
        total,
        minPrice: facets.minPrice,
        maxPrice: facets.maxPrice,
        producers: facets.producers,
      };
    },
  };
}

/** How old a repricing a listing or a search may rely on (decision 0012): at most a second. */
export const PRICE_REFRESH_MS = 1_000;

/**
 * Recomputes the prices whose discount has ended (`refresh_effective_prices()`, a probe of an
 * index when none has). A listing or a search calls `refresh()` before its page: it waits only
 * when the last repricing that finished began more than `intervalMs` ago (the first page after a
 * quiet spell); otherwise it answers at once, and when that repricing began more than half of
 * `intervalMs` ago it starts the next one in the background. Under steady traffic no page waits
 * for it: a page that waited for the repricing also waited for its place in the pool's queue,
 * which stalled every page in flight about once a second. A background repricing that fails
 * (the database away) is retried by the next page. The API's scheduled job calls `now()` every
 * minute as well.
 */
export function effectivePrices(db: Queryable, intervalMs = PRICE_REFRESH_MS, clock: () => number = Date.now) {
  /** When the last repricing that finished was begun. */
  let fresh = -Infinity;
  let running: Promise<number> | null = null;
  const now = async () => {
    const [row] = await db.query<{ changed: number }>('SELECT refresh_effective_prices() AS changed');
    return row?.changed ?? 0;
  };
  const start = () => {
    const began = clock();
    running = now()
      .then((changed) => ((fresh = Math.max(fresh, began)), changed))
      .finally(() => (running = null));
    return running;
  };
  return {
    now,
    refresh(): Promise<number> {
      const age = clock() - fresh;
      if (age > intervalMs) return running ?? start();
      if (age > intervalMs / 2 && !running) start().catch(() => undefined);
      return Promise.resolve(0);
    },
  };
}
