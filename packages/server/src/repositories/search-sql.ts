import { SEARCH } from '@store/domain';
import { mainImageSql } from './listing-sql';

/**
 * The statements of the search (decision 0034; kept matches: decision 0014). A product matches
 * when its words (`product_search.doc`, migration 016: title, producer, categories) hold every
 * word of the query, each as typed, as a Russian form of it, a few edits away or, the last one, as
 * a prefix. The alternatives of each word come from the dictionary (`search_words`), the
 * producers' spellings in the other script and the colloquial names (`search_synonyms`); the
 * query is then one tsquery the GIN index answers exactly, with no recheck of titles.
 */

/** How each alternative of a word matched, best first; a product ranks by the worst of its words. */
export const TIER = { exact: 0, form: 1, prefix: 2, typo: 3 } as const;

/**
 * The alternatives of each query word ($1, in order, numbered from 1): dictionary words equal to
 * it, of its stem, or within its edit distance (none below 4 letters or with a digit, one up to 7,
 * two from 8; the trigram index finds the candidates, levenshtein decides); producers' words
 * written in the other script ($2 spellings of the $3 words, $4 the spellings' stems); colloquial names (a phrase of
 * words). The last word (from 3 letters) also matches as a prefix of a spelling or colloquial name
 * (the dictionary's words: the tsquery's own `:*`). One row per word and alternative, with its best tier.
 */
export const EXPAND_SQL = `
  WITH q AS (
    SELECT t.w, t.i::int AS i, search_stem(t.w) AS stem,
           CASE WHEN t.w ~ '[0-9]' THEN 0 WHEN length(t.w) >= 8 THEN 2 WHEN length(t.w) >= 4 THEN 1 ELSE 0 END AS k,
           t.i = cardinality($1::text[]) AS last
      FROM unnest($1::text[]) WITH ORDINALITY t (w, i)
  ), alternatives AS (
    SELECT q.i, d.word AS alt, false AS phrase,
           CASE WHEN d.word = q.w THEN ${TIER.exact} WHEN d.stem = q.stem THEN ${TIER.form} ELSE ${TIER.typo} END AS tier
      FROM q CROSS JOIN LATERAL (
        SELECT word, stem FROM search_words WHERE word = q.w
        UNION SELECT word, stem FROM search_words WHERE stem = q.stem
        UNION SELECT word, stem FROM search_words
               WHERE q.k > 0 AND word % q.w AND levenshtein_less_equal(word, q.w, q.k) <= q.k
      ) d
    UNION ALL
    SELECT q.i, b.token, false,
           CASE WHEN b.spelling = q.w THEN ${TIER.exact} WHEN b.stem = q.stem THEN ${TIER.form}
                WHEN q.last AND length(q.w) >= 3 AND starts_with(b.spelling, q.w) THEN ${TIER.prefix} ELSE ${TIER.typo} END
      FROM q, unnest($2::text[], $3::text[], $4::text[]) b (spelling, token, stem)
     WHERE b.spelling = q.w OR b.stem = q.stem OR (q.last AND length(q.w) >= 3 AND starts_with(b.spelling, q.w))
        OR (q.k > 0 AND levenshtein_less_equal(b.spelling, q.w, q.k) <= q.k)
    UNION ALL
    SELECT q.i, s.phrase, true,
           CASE WHEN s.word = q.w OR s.stem = q.stem THEN ${TIER.form}
                WHEN q.last AND length(q.w) >= 3 AND starts_with(s.word, q.w) THEN ${TIER.prefix} ELSE ${TIER.typo} END
      FROM q, search_synonyms s
     WHERE s.word = q.w OR s.stem = q.stem OR (q.last AND length(q.w) >= 3 AND starts_with(s.word, q.w))
        OR (q.k > 0 AND levenshtein_less_equal(s.word, q.w, q.k) <= q.k)
  )
  SELECT i, alt, phrase, min(tier)::int AS tier FROM alternatives GROUP BY i, alt, phrase ORDER BY i, alt`;

/** The page: the ids of `ids` (an int[] expression) in their order, with today's price and picture. */
const pageOf = (ids: string) => `
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'sku', p.sku, 'title', p.title, 'price', pp.price,
                                              'image', ${mainImageSql('p.id')}) ORDER BY page.n)
              FROM unnest(${ids}) WITH ORDINALITY page (id, n)
              JOIN products p ON p.id = page.id
              JOIN product_prices pp ON pp.product_id = page.id AND pp.stock_code = $2), '[]'::json)`;

const slice = (ids: string) => `${ids}[$3 + 1 : $3 + ${SEARCH.pageSize}]`;

/** A kept row is marked used at most this often, so a popular query's hits rarely write. */
export const MATCHES_TOUCH_INTERVAL = '1 hour';

/**
 * The kept matches of the current version, if any ($1 the query as normalised, $2 the stock code,
 * $3 the offset): one primary-key probe and the page's rows. The row's `used_at` is moved only when
 * older than MATCHES_TOUCH_INTERVAL (housekeeping removes the rows unused for a day).
 */
export const KEPT_SQL = `
  WITH kept AS (
    SELECT ${slice('s.ids')} AS ids, s.total, s.parents, s.used_query, s.dropped_words
      FROM search_matches s JOIN search_version v ON v.version = s.version
     WHERE s.query = $1 AND s.stock_code = $2
  ), touched AS (
    UPDATE search_matches s SET used_at = now()
     WHERE s.query = $1 AND s.stock_code = $2 AND s.used_at < now() - interval '${MATCHES_TOUCH_INTERVAL}'
  )
  SELECT kept.total, kept.parents, kept.used_query, kept.dropped_words, ${pageOf('kept.ids')} AS products FROM kept`;

/**
 * Finds and ranks every match of one try once and answers the page, in one statement (so the
 * version kept is the one of the snapshot the matches were read in). $1 the query as normalised
 * (the key), $2 the stock code, $3 the offset, $4 the tsquery of the rule, $5–$7 the same with only
 * the alternatives of tier ≤ 0, 1, 2 (null when some word has none), $8 the words in the query's
 * order (a phrase), $9 the words used when not those typed, $10 the words dropped, $11 whether to
 * keep the answer even when it is empty (the last try). A try that finds something is kept.
 * Order: the worst tier of the product's words, the words in the query's order and next to each
 * other, nearer together (cover density), in stock in the city's shops, popularity (reviews), id.
 */
export const RANK_SQL = `
  WITH m AS MATERIALIZED (
    -- Priced here, in stock here and the categories are arrays of the product's own row (migration
    -- 018): no probe of another table per match.
    SELECT ps.product_id AS id,
           CASE WHEN $5::text IS NOT NULL AND ps.doc @@ $5::tsquery THEN 0
                WHEN $6::text IS NOT NULL AND ps.doc @@ $6::tsquery THEN 1
                WHEN $7::text IS NOT NULL AND ps.doc @@ $7::tsquery THEN 2 ELSE 3 END AS tier,
           ps.doc @@ $8::tsquery AS in_order,
           ts_rank_cd(ps.doc, $4::tsquery) AS near,
           $2::integer = ANY (ps.in_stock) AS in_stock,
           ps.popularity,
           ps.categories
      FROM product_search ps
     WHERE ps.doc @@ $4::tsquery AND $2::integer = ANY (ps.priced)
  ), ranked AS (
    SELECT coalesce(array_agg(id ORDER BY tier, in_order DESC, near DESC, in_stock DESC, popularity DESC, id), '{}') AS ids,
           count(*)::int AS total
      FROM m
  ), leaves AS (
    SELECT DISTINCT unnest(m.categories) AS category_id FROM m
  ), parents AS (
    SELECT DISTINCT parent.id, parent.slug, parent.name, coalesce(root.slug || '/', '') || parent.slug AS path
      FROM leaves
      JOIN categories leaf ON leaf.id = leaves.category_id
      JOIN categories parent ON parent.id = leaf.parent_id
      LEFT JOIN categories root ON root.id = parent.parent_id
  ), found AS (
    SELECT ranked.ids, ranked.total,
           coalesce((SELECT jsonb_agg(jsonb_build_object('id', id, 'slug', slug, 'name', name, 'path', path) ORDER BY name, id)
                       FROM parents), '[]'::jsonb) AS parents,
           CASE WHEN ranked.total > 0 THEN $9::text END AS used_query,
           CASE WHEN ranked.total > 0 THEN $10::text[] ELSE '{}'::text[] END AS dropped_words
      FROM ranked
  ), kept AS (
    INSERT INTO search_matches AS s (query, stock_code, version, ids, total, parents, used_query, dropped_words, used_at)
    SELECT $1, $2, v.version, found.ids, found.total, found.parents, found.used_query, found.dropped_words, now()
      FROM found, search_version v
     WHERE found.total > 0 OR $11::boolean
    ON CONFLICT (query, stock_code) DO UPDATE
       SET version = EXCLUDED.version, ids = EXCLUDED.ids, total = EXCLUDED.total, parents = EXCLUDED.parents,
           used_query = EXCLUDED.used_query, dropped_words = EXCLUDED.dropped_words, used_at = EXCLUDED.used_at
     WHERE s.version < EXCLUDED.version
  )
  SELECT found.total, found.parents, found.used_query, found.dropped_words, ${pageOf(slice('found.ids'))} AS products FROM found`;

/** Removes the rows of another version (the catalogue changed since) and those unused since $1; counts them. */
export const PRUNE_SQL = `
  WITH gone AS (
    DELETE FROM search_matches s
     WHERE s.version <> (SELECT version FROM search_version) OR s.used_at < $1
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM gone`;
