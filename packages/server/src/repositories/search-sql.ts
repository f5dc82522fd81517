import { SEARCH } from '@store/domain';
import { mainImageSql } from './listing-sql';
import { ownSlugsSql } from './product-paths';

/**
 * The statements of the search (decision 0034; kept matches: decision 0014). A product matches
 * when its words (`product_search.doc`, migration 017: title, producer, categories) hold every
 * word of the query, each as typed, as a Russian form of it, a few edits away or, the last one, as
 * a prefix. The alternatives of each word come from the dictionary (`search_words`), the
 * producers' spellings in the other script and the colloquial names (`search_synonyms`); the
 * query is then one tsquery the GIN index answers exactly, with no recheck of titles.
 */

/** How each alternative of a word matched, best first; a product ranks by the worst of its words. */
export const TIER = { exact: 0, form: 1, prefix: 2, typo: 3 } as const;

/** A prefix with more dictionary words than this stays a prefix (`:*`) in the index's condition too. */
export const PREFIX_WORDS_MAX = 32;

/**
 * The tsqueries of one try, as CTEs ending in `tsq` (one row), from `words` (the query words, in
 * order, numbered from 1) and the producers' spellings in the other script (`spellings`, their
 * `tokens` and `stems`). The alternatives of each word: dictionary words equal to it, of its stem,
 * or within its edit distance (none below 4 letters or with a digit, one up to 7, two from 8; the
 * trigram index finds the candidates, levenshtein decides); producers' words written in the other
 * script; colloquial names (a phrase of words). The last word (from 3 letters) also matches as a
 * prefix of a spelling or colloquial name and, at any length, of the products' words (`:*`).
 *
 * `tsq`: `all_q` every word by all its alternatives, null when some word has none (no product can
 * hold it); `up0`–`up2` the same with only the alternatives of tier ≤ 0, 1, 2 (null when some word
 * has none); `in_order` the words one after another; `index_q` the same match set as `all_q` with
 * the last word's prefix written as the dictionary's words of that prefix when there are at most
 * PREFIX_WORDS_MAX (the dictionary holds exactly the docs' words, migration 017): the GIN index then
 * skips through each word's entries instead of reading every entry of the prefix whole (a partial
 * match; decision 0040). The ranking still reads `all_q` and the others, so its order is the same.
 * `lexemes`: every word `all_q` can match in a doc (the alternatives' words, and the dictionary's
 * words of the last word's prefix), null when that prefix has more than PREFIX_WORDS_MAX words.
 *
 * The arrays are read through `(SELECT …)`, whose value the planner does not see: a plan made for
 * one query's words then costs the same as one made for any, so a prepared RANK_SQL keeps one plan
 * (PostgreSQL's plan cache keeps planning anew while a plan made for the values looks cheaper).
 */
const queriesCte = (words: string, spellings: string, tokens: string, stems: string) => `
  q AS (
    SELECT t.w, t.i::int AS i, search_stem(t.w) AS stem,
           CASE WHEN t.w ~ '[0-9]' THEN 0 WHEN length(t.w) >= 8 THEN 2 WHEN length(t.w) >= 4 THEN 1 ELSE 0 END AS k,
           t.i = cardinality(${words}::text[]) AS last
      FROM unnest((SELECT ${words}::text[])) WITH ORDINALITY t (w, i)
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
      FROM q, unnest((SELECT ${spellings}::text[]), (SELECT ${tokens}::text[]), (SELECT ${stems}::text[])) b (spelling, token, stem)
     WHERE b.spelling = q.w OR b.stem = q.stem OR (q.last AND length(q.w) >= 3 AND starts_with(b.spelling, q.w))
        OR (q.k > 0 AND levenshtein_less_equal(b.spelling, q.w, q.k) <= q.k)
    UNION ALL
    SELECT q.i, s.phrase, true,
           CASE WHEN s.word = q.w OR s.stem = q.stem THEN ${TIER.form}
                WHEN q.last AND length(q.w) >= 3 AND starts_with(s.word, q.w) THEN ${TIER.prefix} ELSE ${TIER.typo} END
      FROM q, search_synonyms s
     WHERE s.word = q.w OR s.stem = q.stem OR (q.last AND length(q.w) >= 3 AND starts_with(s.word, q.w))
        OR (q.k > 0 AND levenshtein_less_equal(s.word, q.w, q.k) <= q.k)
  ), items AS (
    -- One tsquery item per word and alternative, with its best tier; a phrase is its words one after
    -- another. Words hold only letters and digits, so quoting is enough.
    SELECT a.i, min(a.tier) AS tier, false AS prefix, a.alt, a.phrase,
           CASE WHEN a.phrase
                THEN '(' || (SELECT string_agg('''' || x.x || '''', ' <-> ' ORDER BY x.n)
                               FROM unnest(string_to_array(a.alt, ' ')) WITH ORDINALITY x (x, n)) || ')'
                ELSE '''' || a.alt || '''' END AS item,
           NULL::text AS indexed, string_to_array(a.alt, ' ') AS lexemes
      FROM alternatives a
     GROUP BY a.i, a.alt, a.phrase
    UNION ALL
    -- The last word as a prefix of the products' words (the shopper may still be typing it); for the
    -- index, its dictionary words ('-', which no doc holds, when there are none).
    SELECT q.i, ${TIER.prefix}, true, q.w, false, '''' || q.w || ''':*', d.words, d.lexemes
      FROM q CROSS JOIN LATERAL (
        SELECT CASE WHEN count(*) = 0 THEN '''-''' WHEN count(*) <= ${PREFIX_WORDS_MAX}
                    THEN '(' || string_agg('''' || s.word || '''', ' | ' ORDER BY s.word) || ')' END AS words,
               CASE WHEN count(*) <= ${PREFIX_WORDS_MAX} THEN coalesce(array_agg(s.word), '{}') END AS lexemes
          FROM (SELECT word FROM search_words WHERE word LIKE q.w || '%' LIMIT ${PREFIX_WORDS_MAX + 1}) s
      ) d
     WHERE q.last
  ), groups AS (
    SELECT i,
           '(' || string_agg(item, ' | ' ORDER BY prefix, alt, phrase) || ')' AS any_tier,
           '(' || string_agg(item, ' | ' ORDER BY prefix, alt, phrase) FILTER (WHERE tier <= ${TIER.exact}) || ')' AS up0,
           '(' || string_agg(item, ' | ' ORDER BY prefix, alt, phrase) FILTER (WHERE tier <= ${TIER.form}) || ')' AS up1,
           '(' || string_agg(item, ' | ' ORDER BY prefix, alt, phrase) FILTER (WHERE tier <= ${TIER.prefix}) || ')' AS up2,
           '(' || string_agg(coalesce(indexed, item), ' | ' ORDER BY prefix, alt, phrase) || ')' AS indexed
      FROM items
     GROUP BY i
  ), tsq AS (
    SELECT CASE WHEN count(any_tier) = cardinality(${words}::text[]) THEN string_agg(any_tier, ' & ' ORDER BY i) END AS all_q,
           CASE WHEN count(up0) = cardinality(${words}::text[]) THEN string_agg(up0, ' & ' ORDER BY i) END AS up0,
           CASE WHEN count(up1) = cardinality(${words}::text[]) THEN string_agg(up1, ' & ' ORDER BY i) END AS up1,
           CASE WHEN count(up2) = cardinality(${words}::text[]) THEN string_agg(up2, ' & ' ORDER BY i) END AS up2,
           CASE WHEN count(any_tier) = cardinality(${words}::text[]) THEN string_agg(any_tier, ' <-> ' ORDER BY i) END AS in_order,
           CASE WHEN count(any_tier) = cardinality(${words}::text[]) THEN string_agg(indexed, ' & ' ORDER BY i) END AS index_q,
           (SELECT CASE WHEN count(*) FILTER (WHERE it.lexemes IS NULL) = 0
                        THEN coalesce(array_agg(DISTINCT x.l) FILTER (WHERE x.l IS NOT NULL), '{}') END
              FROM items it LEFT JOIN LATERAL unnest(it.lexemes) x (l) ON true) AS lexemes
      FROM groups
  )`;

/**
 * The tsqueries of the search's rule for the words $1 ($2–$4: the producers' spellings in the other
 * script, their tokens and stems); see queriesCte.
 */
export const QUERIES_SQL = `WITH ${queriesCte('$1', '$2', '$3', '$4')} SELECT all_q, up0, up1, up2, in_order, index_q FROM tsq`;

/**
 * The page: the ids of `ids` (an int[] expression) in their order, with today's price, picture and
 * the slugs of the category the product's page lives under (`productPath` makes the address).
 */
const pageOf = (ids: string) => `
  coalesce((SELECT json_agg(json_build_object('id', p.id, 'sku', p.sku, 'title', p.title, 'price', pp.price,
                                              'image', ${mainImageSql('p.id')}, 'slugs', ${ownSlugsSql('p.id')}) ORDER BY page.n)
              FROM unnest(${ids}) WITH ORDINALITY page (id, n)
              JOIN products p ON p.id = page.id
              JOIN product_prices pp ON pp.product_id = page.id AND pp.stock_code = $2), '[]'::json)`;

const slice = (ids: string) => `${ids}[$3 + 1 : $3 + ${SEARCH.pageSize}]`;

/** A kept row is marked used at most this often, so a popular query's hits rarely write. */
export const MATCHES_TOUCH_INTERVAL = '1 hour';

/**
 * The kept matches, if any are still valid ($1 the query as normalised, $2 the stock code,
 * $3 the offset): one primary-key probe and the page's rows. The row's `used_at` is moved only when
 * older than MATCHES_TOUCH_INTERVAL (housekeeping removes the rows unused for a day).
 */
export const KEPT_SQL = `
  WITH kept AS (
    SELECT ${slice('s.ids')} AS ids, s.total, s.parents, s.used_query, s.dropped_words
      FROM search_matches s JOIN search_version v ON s.version >= v.floor
     WHERE s.query = $1 AND s.stock_code = $2
  ), touched AS (
    UPDATE search_matches s SET used_at = now()
     WHERE s.query = $1 AND s.stock_code = $2 AND s.used_at < now() - interval '${MATCHES_TOUCH_INTERVAL}'
  )
  SELECT kept.total, kept.parents, kept.used_query, kept.dropped_words, ${pageOf('kept.ids')} AS products FROM kept`;

/**
 * One try of a query, in one statement (so the version kept is the one of the snapshot the matches
 * were read in): the words' alternatives and tsqueries (queriesCte), every match found and ranked
 * once, and the page. $1 the query as normalised (the key), $2 the stock code, $3 the offset, $4 the
 * try's words, $5–$7 the producers' spellings in the other script, their tokens and stems, $8 the
 * words used when not those typed, $9 the words dropped, $10 whether to keep the answer even when
 * it is empty (the last try). A try that finds something is kept. Order: the worst tier of the
 * product's words, the words in the query's order and next to each other, nearer together (cover
 * density), in stock in the city's shops, popularity (reviews), id.
 */
export const RANK_SQL = `
  WITH ${queriesCte('$4', '$5', '$6', '$7')}, m AS MATERIALIZED (
    -- Priced here, in stock here and the categories are arrays of the product's own row (migration
    -- 018): no probe of another table per match. A word some product lacks leaves no tsquery, and
    -- '-' matches nothing.
    SELECT ps.product_id AS id,
           CASE WHEN ps.doc @@ (SELECT up0::tsquery FROM tsq) THEN 0
                WHEN ps.doc @@ (SELECT up1::tsquery FROM tsq) THEN 1
                WHEN ps.doc @@ (SELECT up2::tsquery FROM tsq) THEN 2 ELSE 3 END AS tier,
           ps.doc @@ (SELECT in_order::tsquery FROM tsq) AS in_order,
           CASE WHEN (SELECT lexemes FROM tsq) IS NULL THEN ts_rank_cd(ps.doc, (SELECT all_q::tsquery FROM tsq)) END AS near,
           CASE WHEN (SELECT lexemes FROM tsq) IS NOT NULL
                THEN setweight(ts_filter(setweight(ps.doc, 'A', (SELECT lexemes FROM tsq)), '{a}'), 'D')::text END AS words_at,
           $2::integer = ANY (ps.in_stock) AS in_stock,
           ps.popularity,
           ps.categories
      FROM product_search ps
     WHERE ps.doc @@ (SELECT coalesce(index_q, '''-''')::tsquery FROM tsq) AND $2::integer = ANY (ps.priced)
  ), nears AS (
    -- ts_rank_cd (normalisation 0) reads only the positions of the lexemes the query matches, so it is
    -- computed once per way those lie in a doc (words_at: the doc cut to lexemes; the docs carry no
    -- weights, all D) rather than once per match: the matches of one title pattern lie alike (decision 0042).
    -- With too many words of a prefix to list, each doc is ranked as it is.
    SELECT words_at, ts_rank_cd(words_at::tsvector, (SELECT all_q::tsquery FROM tsq)) AS near
      FROM (SELECT DISTINCT words_at FROM m WHERE words_at IS NOT NULL) d
  ), ranked AS (
    SELECT coalesce(array_agg(m.id ORDER BY m.tier, m.in_order DESC, coalesce(m.near, n.near) DESC, m.in_stock DESC,
                                            m.popularity DESC, m.id), '{}') AS ids,
           count(*)::int AS total
      FROM m LEFT JOIN nears n ON n.words_at = m.words_at
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
           CASE WHEN ranked.total > 0 THEN $8::text END AS used_query,
           CASE WHEN ranked.total > 0 THEN $9::text[] ELSE '{}'::text[] END AS dropped_words
      FROM ranked
  ), kept AS (
    -- Kept only when no change committed or is committing since this statement's snapshot (the version
    -- read with a lock is then the snapshot's, and unlocked: a transaction changing search rows holds it
    -- from its commit trigger to its commit, migration 032); otherwise the next ask ranks again.
    -- watch: what a product must hold to change this answer (the first try's query; null for a later try).
    INSERT INTO search_matches AS s (query, stock_code, version, ids, total, parents, used_query, dropped_words, used_at, words, watch)
    SELECT $1, $2, v.version, found.ids, found.total, found.parents, found.used_query, found.dropped_words, now(),
           string_to_array($1, ' '),
           -- A word no product holds leaves no all_q: then only a new dictionary word can change it (its words).
           CASE WHEN $8::text IS NULL AND cardinality($9::text[]) = 0
                THEN coalesce(replace((SELECT all_q FROM tsq), '<->', '&'), '''-''')::tsquery END
      FROM found, search_version v
     WHERE (found.total > 0 OR $10::boolean)
       AND v.version = (SELECT l.version FROM search_version l FOR SHARE SKIP LOCKED)
    ON CONFLICT (query, stock_code) DO UPDATE
       SET version = EXCLUDED.version, ids = EXCLUDED.ids, total = EXCLUDED.total, parents = EXCLUDED.parents,
           used_query = EXCLUDED.used_query, dropped_words = EXCLUDED.dropped_words, used_at = EXCLUDED.used_at,
           words = EXCLUDED.words, watch = EXCLUDED.watch
     WHERE s.version < EXCLUDED.version
  )
  SELECT found.total, found.parents, found.used_query, found.dropped_words, ${pageOf(slice('found.ids'))} AS products FROM found`;

/** Removes the rows below the version's floor (the whole search changed since) and those unused since $1; counts them. */
export const PRUNE_SQL = `
  WITH gone AS (
    DELETE FROM search_matches s
     WHERE s.version < (SELECT floor FROM search_version) OR s.used_at < $1
    RETURNING 1
  )
  SELECT count(*)::int AS n FROM gone`;
