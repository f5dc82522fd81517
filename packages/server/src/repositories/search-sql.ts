import { SEARCH } from '@store/domain';
import { mainImageSql } from './listing-sql';

/**
 * The statements of the search (decision 0014). Parameters of both: $1 the query, $2 the stock code,
 * $3 the word similarity threshold, $4 the offset. A query's matches are kept in `search_matches`
 * (migration 012) for the catalogue's current `search_version`: every match in the answer's order,
 * their number and their parent categories. A page is a slice of that order joined to the live
 * product and price.
 */

/** The page: the ids of `ids` (an int[] expression) in their order, with today's price and picture. */
const pageOf = (ids: string) => `
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'sku', p.sku, 'title', p.title, 'price', pp.price,
                                              'image', ${mainImageSql('p.id')}) ORDER BY page.n)
              FROM unnest(${ids}) WITH ORDINALITY page (id, n)
              JOIN products p ON p.id = page.id
              JOIN product_prices pp ON pp.product_id = page.id AND pp.stock_code = $2), '[]'::json)`;

const slice = (ids: string) => `${ids}[$4 + 1 : $4 + ${SEARCH.pageSize}]`;

/** A kept row is marked used at most this often, so a popular query's hits rarely write. */
export const MATCHES_TOUCH_INTERVAL = '1 hour';

/**
 * The kept matches of the current version, if any: one primary-key probe and the page's rows. The
 * row's `used_at` is moved only when it is older than MATCHES_TOUCH_INTERVAL (housekeeping removes
 * the rows unused for a day); otherwise the update finds nothing to write.
 */
export const KEPT_SQL = `
  WITH kept AS (
    SELECT ${slice('s.ids')} AS ids, s.total, s.parents
      FROM search_matches s JOIN search_version v ON v.version = s.version
     WHERE s.query = $1 AND s.stock_code = $2 AND s.threshold = $3::real
  ), touched AS (
    UPDATE search_matches s SET used_at = now()
     WHERE s.query = $1 AND s.stock_code = $2 AND s.threshold = $3::real
       AND s.used_at < now() - interval '${MATCHES_TOUCH_INTERVAL}'
  )
  SELECT kept.total, kept.parents, ${pageOf('kept.ids')} AS products FROM kept`;

/**
 * Finds and ranks every match once, keeps them and answers the page from them, in one statement
 * (so the version kept is the one of the snapshot the matches were read in). Both conditions are
 * indexed: `search @@ tsquery` by products_search_idx and `title %> query` (word similarity of the
 * query ≥ the threshold set just before with SET LOCAL) by products_title_trgm_idx. The order is exact match,
 * then ts_rank, then word similarity, then id. A concurrent search of the same query keeps its own
 * copy only if it read a newer version.
 */
export const RANK_SQL = `
  WITH m AS MATERIALIZED (
    SELECT p.id, p.title, p.search @@ websearch_to_tsquery('russian', $1) AS exact,
           ts_rank(p.search, websearch_to_tsquery('russian', $1)) AS rank
      FROM products p
     -- \`title %> query\`, the operand order of the index condition: written \`query <% title\`, the
     -- planner could not see that the index's recheck already holds it and checked the word
     -- similarity of every candidate a second time as a filter (a fifth of a first ask's time).
     WHERE (p.search @@ websearch_to_tsquery('russian', $1) OR p.title %> $1)
       -- OFFSET 0 keeps this a per-match primary-key probe instead of a hash join over the stock's 100 000 prices.
       AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.stock_code = $2 OFFSET 0)
  ), ranked AS (
    SELECT coalesce(array_agg(id ORDER BY exact DESC, rank DESC, word_similarity($1, title) DESC, id), '{}') AS ids,
           count(*)::int AS total
      FROM m
  ), leaves AS (
    -- A primary-key probe per match (OFFSET 0 keeps it one) instead of hashing every product's category.
    SELECT DISTINCT pc.category_id FROM m CROSS JOIN LATERAL
      (SELECT category_id FROM product_categories pc WHERE pc.product_id = m.id OFFSET 0) pc
  ), parents AS (
    SELECT DISTINCT parent.id, parent.slug, parent.name, coalesce(root.slug || '/', '') || parent.slug AS path
      FROM leaves
      JOIN categories leaf ON leaf.id = leaves.category_id
      JOIN categories parent ON parent.id = leaf.parent_id
      LEFT JOIN categories root ON root.id = parent.parent_id
  ), found AS (
    SELECT ranked.ids, ranked.total,
           coalesce((SELECT jsonb_agg(jsonb_build_object('id', id, 'slug', slug, 'name', name, 'path', path) ORDER BY name, id)
                       FROM parents), '[]'::jsonb) AS parents
      FROM ranked
  ), kept AS (
    INSERT INTO search_matches AS s (query, stock_code, threshold, version, ids, total, parents, used_at)
    SELECT $1, $2, $3::real, v.version, found.ids, found.total, found.parents, now() FROM found, search_version v
    ON CONFLICT (query, stock_code, threshold) DO UPDATE
       SET version = EXCLUDED.version, ids = EXCLUDED.ids, total = EXCLUDED.total, parents = EXCLUDED.parents,
           used_at = EXCLUDED.used_at
     WHERE s.version < EXCLUDED.version
  )
  SELECT found.total, found.parents, ${pageOf(slice('found.ids'))} AS products FROM found`;

/** Removes the rows of another version (the catalogue changed since) and those unused since $1; counts them. */
export const PRUNE_SQL = `
  WITH gone AS (
    DELETE FROM search_matches s
     WHERE s.version <> (SELECT version FROM search_version) OR s.used_at < $1
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM gone`;
