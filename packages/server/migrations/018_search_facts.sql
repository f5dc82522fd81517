-- A first ask reads what it ranks by from the product's own search row (decision 0038): the stock
-- codes where it has a price, those where a shop of the code has it in stock, and its categories.
-- Before, each match cost three index probes (product_prices, stock, product_categories), most of
-- a first ask's time. Triggers keep the arrays as prices, stock, shops and categories change.
-- Function bodies are dollar-quoted; splitStatements keeps them whole.

-- categories: the product's categories (product_categories), kept with its doc, which names them.
-- priced: the stock codes of its product_prices rows. in_stock: the codes of the shops holding
-- quantity > 0. Room on every page (fillfactor) keeps their updates, and popularity's, off the indexes.
ALTER TABLE product_search
  ADD COLUMN categories integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN priced integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN in_stock integer[] NOT NULL DEFAULT '{}';
ALTER TABLE product_search SET (fillfactor = 70);

-- The doc, the categories, priced and in_stock made again from the title, producer, categories,
-- prices and stock; a row is written only when one of them changed. (A column named like the
-- parameter `ids` would take its place: hence category_ids.)
CREATE OR REPLACE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search AS ps (product_id, doc, categories, priced, in_stock)
  SELECT p.id,
         to_tsvector('simple', concat_ws(' ', search_text(p.title), search_text(pr.name), c.names)),
         coalesce(c.category_ids, '{}'),
         coalesce((SELECT array_agg(DISTINCT pp.stock_code ORDER BY pp.stock_code) FROM product_prices pp WHERE pp.product_id = p.id), '{}'),
         coalesce((SELECT array_agg(DISTINCT sh.code ORDER BY sh.code)
                     FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = p.id AND s.quantity > 0), '{}')
    FROM products p LEFT JOIN producers pr ON pr.id = p.producer_id
    CROSS JOIN LATERAL (
      SELECT string_agg(search_text(c.name), ' ' ORDER BY c.id) AS names, array_agg(c.id ORDER BY c.id) AS category_ids
        FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) c
   WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE
     SET doc = EXCLUDED.doc, categories = EXCLUDED.categories, priced = EXCLUDED.priced, in_stock = EXCLUDED.in_stock
   WHERE (ps.doc, ps.categories, ps.priced, ps.in_stock) IS DISTINCT FROM (EXCLUDED.doc, EXCLUDED.categories, EXCLUDED.priced, EXCLUDED.in_stock)
$$;

-- priced and in_stock of these products made again from their prices and stock; unchanged rows are not written.
CREATE FUNCTION product_search_stock(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_search ps SET priced = f.priced, in_stock = f.in_stock
    FROM (SELECT i.id,
                 coalesce((SELECT array_agg(DISTINCT pp.stock_code ORDER BY pp.stock_code)
                             FROM product_prices pp WHERE pp.product_id = i.id), '{}') AS priced,
                 coalesce((SELECT array_agg(DISTINCT sh.code ORDER BY sh.code)
                             FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = i.id AND s.quantity > 0), '{}') AS in_stock
            FROM (SELECT DISTINCT unnest(ids) AS id) i) f
   WHERE ps.product_id = f.id AND (ps.priced, ps.in_stock) IS DISTINCT FROM (f.priced, f.in_stock)
$$;

CREATE FUNCTION search_stock_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_stock((SELECT array_agg(DISTINCT product_id) FROM added));
  RETURN NULL;
END
$$;
CREATE FUNCTION search_stock_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_stock((SELECT array_agg(DISTINCT product_id) FROM removed));
  RETURN NULL;
END
$$;
CREATE FUNCTION search_stock_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_stock(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END
$$;

-- Prices: a row added or removed moves the product in or out of a stock code; a price update (the
-- repricing job, every minute) does not fire.
CREATE TRIGGER product_prices_search_added AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_stock_added();
CREATE TRIGGER product_prices_search_removed AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_stock_removed();
CREATE TRIGGER product_prices_search_moved AFTER UPDATE OF product_id, stock_code ON product_prices
  FOR EACH ROW WHEN (OLD.product_id <> NEW.product_id OR OLD.stock_code <> NEW.stock_code) EXECUTE FUNCTION search_stock_row();

-- Stock: an order's update fires only when the shop's quantity crosses zero.
CREATE TRIGGER stock_search_added AFTER INSERT ON stock
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_stock_added();
CREATE TRIGGER stock_search_removed AFTER DELETE ON stock
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_stock_removed();
CREATE TRIGGER stock_search_changed AFTER UPDATE OF quantity, product_id, shop_id ON stock
  FOR EACH ROW WHEN ((OLD.quantity > 0) <> (NEW.quantity > 0) OR OLD.product_id <> NEW.product_id OR OLD.shop_id <> NEW.shop_id)
  EXECUTE FUNCTION search_stock_row();

-- Emptied tables (an import starting over) leave no product priced or in stock.
CREATE FUNCTION product_prices_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET priced = '{}' WHERE priced <> '{}';
  RETURN NULL;
END
$$;
CREATE TRIGGER product_prices_search_truncated AFTER TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION product_prices_search_truncated();
CREATE FUNCTION stock_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET in_stock = '{}' WHERE in_stock <> '{}';
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_search_truncated AFTER TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_search_truncated();

-- A shop moved to another stock code takes its stock with it.
CREATE FUNCTION shops_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_stock((SELECT array_agg(DISTINCT product_id) FROM stock WHERE shop_id = NEW.id AND quantity > 0));
  RETURN NULL;
END
$$;
CREATE TRIGGER shops_search_changed AFTER UPDATE OF code ON shops
  FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION shops_search_changed();

-- The dictionary counts only the docs that changed: an update of the arrays or the popularity
-- (an order, a review) leaves it alone without unnesting every doc twice.
CREATE OR REPLACE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
        SELECT word, 1 AS d
          FROM added a, unnest(tsvector_to_array(a.doc)) word
         WHERE NOT EXISTS (SELECT 1 FROM removed r WHERE r.product_id = a.product_id AND r.doc = a.doc)
        UNION ALL
        SELECT word, -1
          FROM removed r, unnest(tsvector_to_array(r.doc)) word
         WHERE NOT EXISTS (SELECT 1 FROM added a WHERE a.product_id = r.product_id AND a.doc = r.doc)) c
      GROUP BY word HAVING sum(d) <> 0) c;
  END IF;
  IF words IS NOT NULL THEN
    PERFORM search_words_count(words, deltas);
  END IF;
  RETURN NULL;
END
$$;

-- An existing catalogue's arrays, once.
UPDATE product_search ps SET categories = c.ids
  FROM (SELECT product_id, array_agg(category_id ORDER BY category_id) AS ids FROM product_categories GROUP BY product_id) c
 WHERE c.product_id = ps.product_id;
SELECT product_search_stock(array_agg(product_id)) FROM product_search;
