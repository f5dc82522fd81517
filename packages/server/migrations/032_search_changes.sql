-- Kept search matches end only when what changed can change them (decision 0062, refining 0014):
-- a batch of 1C's import that adds goods no kept query can find leaves every kept answer valid.
-- Function bodies are dollar-quoted; splitStatements keeps them whole.

-- floor: kept rows of a lower version are void (a change of the whole search: the category tree, the
-- producers, the synonyms, an emptied table). version still moves with every transaction that
-- changes what a search finds, so a kept row says which catalogue it was ranked on.
ALTER TABLE search_version ADD COLUMN floor bigint;
UPDATE search_version SET floor = version;
ALTER TABLE search_version ALTER COLUMN floor SET NOT NULL;

-- words: the query's words (its key); watch: what a product's words must hold for it to be a match
-- of this query (the first try's tsquery, phrases as plain AND, since it is checked against the
-- words of a whole batch), null when the answer came from a later try (another layout, fewer words):
-- then any change of the docs ends it. Rows kept before carry neither.
DELETE FROM search_matches;
ALTER TABLE search_matches ADD COLUMN words text[] NOT NULL DEFAULT '{}';
ALTER TABLE search_matches ADD COLUMN watch tsquery;

-- A change of the whole search: the next version, and every kept row below it void.
CREATE OR REPLACE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_version
     SET version = version + (bumped_by IS DISTINCT FROM pg_current_xact_id())::int,
         floor = version + (bumped_by IS DISTINCT FROM pg_current_xact_id())::int,
         bumped_by = pg_current_xact_id()
   WHERE bumped_by IS DISTINCT FROM pg_current_xact_id() OR floor <> version;
  RETURN NULL;
END
$$;

-- Products, prices and category links change a search only through the product's search row (its
-- words, categories and the stock codes it is priced in, migration 018), which the triggers below
-- follow; only emptying those tables still voids everything.
DROP TRIGGER products_search_version ON products;
CREATE TRIGGER products_search_version BEFORE TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
DROP TRIGGER product_prices_search_version ON product_prices;
CREATE TRIGGER product_prices_search_version BEFORE TRUNCATE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
DROP TRIGGER product_categories_search_version ON product_categories;
CREATE TRIGGER product_categories_search_version BEFORE TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
-- A new category holds no product yet: no answer changes until products link to it.
DROP TRIGGER categories_search_version ON categories;
CREATE TRIGGER categories_search_version BEFORE DELETE OR TRUNCATE OR UPDATE OF id, parent_id, slug, name ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();

-- What a transaction changed, gathered until its commit: the words of every search row it changed
-- (before and after) and the words new to the dictionary. One row a transaction; it never outlives it.
CREATE TABLE search_pending (
  xid xid8 PRIMARY KEY,
  words text[] NOT NULL DEFAULT '{}',
  new_words text[] NOT NULL DEFAULT '{}'
);

CREATE FUNCTION search_pending_add(changed text[], added text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_pending AS p (xid, words, new_words)
  VALUES (pg_current_xact_id(), coalesce(changed, '{}'), coalesce(added, '{}'))
  ON CONFLICT (xid) DO UPDATE SET words = p.words || EXCLUDED.words, new_words = p.new_words || EXCLUDED.new_words
$$;

-- Search rows whose words, categories or stock codes changed (stock in shops and popularity only
-- order the matches, which a kept answer keeps as ranked): their words before and after.
CREATE FUNCTION search_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_pending_add((SELECT array_agg(DISTINCT w) FROM added a, unnest(tsvector_to_array(a.doc)) w), NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_pending_add((SELECT array_agg(DISTINCT w) FROM removed r, unnest(tsvector_to_array(r.doc)) w), NULL);
  ELSE
    PERFORM search_pending_add((
      SELECT array_agg(DISTINCT w)
        FROM added a JOIN removed r ON r.product_id = a.product_id,
             unnest(tsvector_to_array(a.doc) || tsvector_to_array(r.doc)) w
       WHERE (a.doc, a.categories, a.priced) IS DISTINCT FROM (r.doc, r.categories, r.priced)), NULL);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_search_matches_added AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER product_search_matches_changed AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();
CREATE TRIGGER product_search_matches_removed AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_rows_changed();

-- A word new to the dictionary may be another form, a slip or a continuation of a kept query's word.
CREATE FUNCTION search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_pending_add(NULL, (SELECT array_agg(word) FROM added));
  RETURN NULL;
END
$$;
CREATE TRIGGER search_words_matches_added AFTER INSERT ON search_words
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_added();

-- At the commit of a transaction that changed search rows: the next version (the version row locked
-- until the commit, so a search ranked on the snapshot before does not keep its answer, RANK_SQL),
-- then the kept rows it can change removed: those whose watch the changed words could satisfy (all
-- of the batch's words together: a superset, never too few), whose answer came from a later try, or
-- one of whose words a new dictionary word is a form, a continuation or a slip of (the search's
-- tiers, decision 0034). Everything else stays kept.
CREATE FUNCTION search_pending_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed tsvector;
  added text[];
BEGIN
  DELETE FROM search_pending WHERE xid = pg_current_xact_id()
  RETURNING array_to_tsvector(ARRAY(SELECT DISTINCT unnest(words))), ARRAY(SELECT DISTINCT unnest(new_words)) INTO changed, added;
  IF changed IS NULL OR (length(changed) = 0 AND cardinality(added) = 0) THEN
    RETURN NULL;
  END IF;
  UPDATE search_version SET version = version + 1, bumped_by = pg_current_xact_id()
   WHERE bumped_by IS DISTINCT FROM pg_current_xact_id();
  WITH n AS MATERIALIZED (
    SELECT a.word, search_stem(a.word) AS stem FROM unnest(added) a (word)
  ), q AS MATERIALIZED (
    SELECT m.query, m.stock_code, w.w, search_stem(w.w) AS stem,
           CASE WHEN w.w ~ '[0-9]' THEN 0 WHEN length(w.w) >= 8 THEN 2 WHEN length(w.w) >= 4 THEN 1 ELSE 0 END AS k
      FROM search_matches m CROSS JOIN LATERAL unnest(m.words) w (w)
     WHERE cardinality(added) > 0
  ), near AS (
    SELECT DISTINCT q.query, q.stock_code
      FROM q JOIN n ON n.stem = q.stem OR starts_with(n.word, q.w)
                    OR (q.k > 0 AND abs(length(n.word) - length(q.w)) <= q.k AND levenshtein_less_equal(n.word, q.w, q.k) <= q.k)
  )
  DELETE FROM search_matches s
   WHERE s.watch IS NULL
      OR changed @@ s.watch
      OR EXISTS (SELECT 1 FROM near WHERE near.query = s.query AND near.stock_code = s.stock_code);
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER search_pending_apply AFTER INSERT ON search_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_pending_apply();
