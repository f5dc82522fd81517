-- Search by every word of the query (decision 0034, superseding 0016): each product's words in one
-- tsvector beside it, the dictionary of the catalogue's words with their Russian stems, the
-- colloquial names an operator edits. Function bodies are dollar-quoted; splitStatements keeps them whole.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- The words of a text as the search reads them (`searchTokens` of @store/domain is the same rule,
-- and a test holds both to it): lower case, «ё» as «е», split at anything but a Latin or Cyrillic
-- letter or a digit; a word joined by hyphens or apostrophes («KE-927», «De'Longhi») is also kept
-- whole («ke927», «delonghi»), after the other words.
CREATE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    nullif(btrim(regexp_replace(translate(lower(t), 'ё', 'е'), '[^0-9a-zа-я]+', ' ', 'g')), ''),
    (SELECT string_agg(regexp_replace(m[1], '[^0-9a-zа-я]+', '', 'g'), ' ')
       FROM regexp_matches(translate(lower(t), 'ё', 'е'), '([0-9a-zа-я]+(?:[-''’][0-9a-zа-я]+)+)', 'g') m))
$$;

-- The Russian stem of a Cyrillic word (snowball), the word itself otherwise: two words of one stem
-- are forms of each other («машины», «машина»).
CREATE FUNCTION search_stem(w text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN w ~ '[а-я]' THEN coalesce((ts_lexize('russian_stem', w))[1], w) ELSE w END
$$;

-- doc: the product's title, producer and category names (search_text), with positions, so a query
-- is a tsquery over the GIN index and the order of its words can be ranked. popularity: its reviews.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  doc tsvector NOT NULL,
  popularity integer NOT NULL DEFAULT 0
);
CREATE INDEX product_search_doc_idx ON product_search USING gin (doc);

-- The dictionary: every word of the docs, its stem and how many products hold it (a word leaves
-- with its last product). A query word's alternatives come from here: the same stem, or a spelling
-- a few edits away (the trigram index finds the candidates, levenshtein decides).
CREATE TABLE search_words (
  word text PRIMARY KEY,
  stem text NOT NULL,
  products integer NOT NULL CHECK (products >= 0)
);
CREATE INDEX search_words_stem_idx ON search_words (stem);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

-- Colloquial names (an operator edits this table): a query word of this stem, or a slip of it,
-- also finds the products holding every word of `phrase` («стиралка» → «стиральная машина»).
CREATE TABLE search_synonyms (
  word text PRIMARY KEY CHECK (word = search_text(word) AND word <> ''),
  phrase text NOT NULL CHECK (phrase = search_text(phrase) AND phrase <> ''),
  stem text GENERATED ALWAYS AS (search_stem(word)) STORED
);
-- One row a colloquial word: its other forms match through the stem («стиралку», «болгарки»).
INSERT INTO search_synonyms (word, phrase) VALUES
  ('стиралка', 'стиральная машина'),
  ('микроволновка', 'микроволновая печь'),
  ('свч', 'микроволновая печь'),
  ('посудомойка', 'посудомоечная машина'),
  ('болгарка', 'угловая шлифмашина'),
  ('ушм', 'угловая шлифмашина'),
  ('ноут', 'ноутбук'),
  ('лэптоп', 'ноутбук'),
  ('холодос', 'холодильник'),
  ('телек', 'телевизор'),
  ('телик', 'телевизор'),
  ('чайник', 'электрочайник'),
  ('телефон', 'смартфон'),
  ('мобильник', 'смартфон'),
  ('кондей', 'сплит система'),
  ('бойлер', 'водонагреватель'),
  ('магнитола', 'автомагнитола'),
  ('пила', 'бензопила'),
  ('мышка', 'мышь'),
  ('кофеварка', 'кофемашина');

-- The dictionary follows the docs: each word's count moves by how many docs gained or lost it
-- (a doc rewritten with one category word more moves that word only).
CREATE FUNCTION search_words_count(words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS w (word, stem, products)
  SELECT c.word, search_stem(c.word), c.n FROM unnest(words, deltas) c (word, n) WHERE c.n > 0 ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET products = w.products + EXCLUDED.products;
  UPDATE search_words w SET products = w.products + c.n FROM unnest(words, deltas) c (word, n) WHERE c.n < 0 AND w.word = c.word;
  DELETE FROM search_words w USING unnest(words, deltas) c (word, n) WHERE c.n < 0 AND w.word = c.word AND w.products = 0;
END
$$;
CREATE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, deltas FROM (
      SELECT word, count(*)::int AS n FROM added, unnest(tsvector_to_array(added.doc)) word GROUP BY word) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, deltas FROM (
      SELECT word, -count(*)::int AS n FROM removed, unnest(tsvector_to_array(removed.doc)) word GROUP BY word) c;
  ELSE
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, deltas FROM (
      SELECT word, sum(d)::int AS n FROM (
        SELECT word, 1 AS d FROM added, unnest(tsvector_to_array(added.doc)) word
        UNION ALL
        SELECT word, -1 FROM removed, unnest(tsvector_to_array(removed.doc)) word) c
      GROUP BY word HAVING sum(d) <> 0) c;
  END IF;
  IF words IS NOT NULL THEN
    PERFORM search_words_count(words, deltas);
  END IF;
  RETURN NULL;
END
$$;
CREATE FUNCTION search_words_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_search_added AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
CREATE TRIGGER product_search_changed AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
CREATE TRIGGER product_search_removed AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();
CREATE TRIGGER product_search_truncated AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_clear();

-- The docs of these products made again from their title, producer and categories: a new one is
-- added, a changed one rewritten (its popularity kept), an unchanged one left alone. Only what
-- changed is redone: no rebuild of the whole catalogue.
CREATE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search AS ps (product_id, doc)
  SELECT p.id,
         to_tsvector('simple', concat_ws(' ', search_text(p.title), search_text(pr.name),
           (SELECT string_agg(search_text(c.name), ' ' ORDER BY c.id)
              FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id)))
    FROM products p LEFT JOIN producers pr ON pr.id = p.producer_id
   WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET doc = EXCLUDED.doc WHERE ps.doc IS DISTINCT FROM EXCLUDED.doc
$$;

CREATE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh((SELECT array_agg(id) FROM added));
  ELSE
    PERFORM product_search_refresh((SELECT array_agg(a.id) FROM added a JOIN removed r ON r.id = a.id
                                     WHERE a.title IS DISTINCT FROM r.title OR a.producer_id IS DISTINCT FROM r.producer_id));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_search_changed();
CREATE TRIGGER products_search_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_search_changed();

CREATE FUNCTION product_categories_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh((SELECT array_agg(DISTINCT product_id) FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_search_refresh((SELECT array_agg(DISTINCT product_id) FROM removed));
  ELSE
    PERFORM product_search_refresh((SELECT array_agg(DISTINCT product_id) FROM (SELECT product_id FROM added UNION SELECT product_id FROM removed) c));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_categories_search_added AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_changed();
CREATE TRIGGER product_categories_search_removed AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_changed();
CREATE TRIGGER product_categories_search_updated AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_categories_search_changed();

-- A renamed producer or category changes the docs of its products.
CREATE FUNCTION producers_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh((SELECT array_agg(p.id) FROM products p JOIN added a ON a.id = p.producer_id
                                    JOIN removed r ON r.id = a.id WHERE a.name IS DISTINCT FROM r.name));
  RETURN NULL;
END
$$;
CREATE TRIGGER producers_search_updated AFTER UPDATE ON producers
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION producers_search_changed();
CREATE FUNCTION categories_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh((SELECT array_agg(DISTINCT pc.product_id) FROM product_categories pc JOIN added a ON a.id = pc.category_id
                                    JOIN removed r ON r.id = a.id WHERE a.name IS DISTINCT FROM r.name));
  RETURN NULL;
END
$$;
CREATE TRIGGER categories_search_updated AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION categories_search_changed();

-- Popularity: the product's reviews, counted as they come and go.
CREATE FUNCTION reviews_search_popularity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE product_search SET popularity = popularity + 1 WHERE product_id = NEW.product_id;
  ELSE
    UPDATE product_search SET popularity = greatest(popularity - 1, 0) WHERE product_id = OLD.product_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER reviews_search_popularity AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_search_popularity();

-- What a search finds also changes with a renamed producer (its Cyrillic spellings) and the synonyms.
CREATE TRIGGER producers_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, name ON producers
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
CREATE TRIGGER search_synonyms_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();

-- The kept matches are now one row per query as normalised (the rule has no threshold) and say
-- which words the answer used.
DELETE FROM search_matches;
ALTER TABLE search_matches DROP COLUMN threshold;
ALTER TABLE search_matches ADD PRIMARY KEY (query, stock_code);
ALTER TABLE search_matches ADD COLUMN used_query text;
ALTER TABLE search_matches ADD COLUMN dropped_words text[] NOT NULL DEFAULT '{}';

SELECT product_search_refresh(array_agg(id)) FROM products;
UPDATE product_search ps SET popularity = r.n FROM (SELECT product_id, count(*)::int AS n FROM reviews GROUP BY product_id) r
 WHERE r.product_id = ps.product_id;
