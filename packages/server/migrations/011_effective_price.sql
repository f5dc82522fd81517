-- The price a shopper pays kept per stock code, and the category listings kept in price order
-- (decision 0012, docs/benchmarks.md). Function bodies are dollar-quoted; splitStatements keeps them whole.

-- The rule of `effectivePrice` (@store/domain) at a moment: the sale price while the discount lasts,
-- after it ends defectPriceRetail when positive, else retail.
CREATE FUNCTION effective_price(retail numeric, discount numeric, discount_end timestamptz, defect_retail numeric, at timestamptz)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN discount > 0 AND (discount_end IS NULL OR discount_end > at) THEN discount
    WHEN discount > 0 AND defect_retail > 0 THEN defect_retail
    ELSE retail END
$$;

-- price: the effective price as of the last write or refresh; price_until: when it stops being
-- right (the end of a running discount), NULL when only a new write can change it.
ALTER TABLE product_prices ADD COLUMN price numeric(12, 2);
ALTER TABLE product_prices ADD COLUMN price_until timestamptz;

CREATE FUNCTION product_prices_set_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price := effective_price(NEW.price_retail, NEW.price_discount, NEW.price_discount_end_date, NEW.defect_price_retail, now());
  NEW.price_until := CASE WHEN NEW.price_discount > 0 AND NEW.price_discount_end_date > now() THEN NEW.price_discount_end_date END;
  RETURN NEW;
END
$$;
CREATE TRIGGER product_prices_set_price BEFORE INSERT OR UPDATE ON product_prices
  FOR EACH ROW EXECUTE FUNCTION product_prices_set_price();
UPDATE product_prices SET price_until = NULL;
ALTER TABLE product_prices ALTER COLUMN price SET NOT NULL;

-- The refresh (a scheduled job of the API, and before each listing) finds the ended discounts here.
CREATE INDEX product_prices_due_idx ON product_prices (price_until) WHERE price_until IS NOT NULL;
-- The whole catalogue of a stock code in price order (a listing without a category).
CREATE INDEX product_prices_price_idx ON product_prices (stock_code, price, product_id);

-- Every category with itself and its ancestors: a product of a leaf is listed under each of them.
CREATE TABLE category_ancestors (
  category_id integer NOT NULL,
  ancestor_id integer NOT NULL,
  PRIMARY KEY (category_id, ancestor_id)
);

-- One row per (category or ancestor of one, stock code, product with a price there): a listing page
-- is a walk of the primary key in price order that stops after the page.
CREATE TABLE listing_entries (
  category_id integer NOT NULL,
  stock_code integer NOT NULL,
  price numeric(12, 2) NOT NULL,
  product_id integer NOT NULL,
  PRIMARY KEY (category_id, stock_code, price, product_id)
);

-- Writers lock count rows in (category_id, stock_code) order, so two concurrent writes to the same
-- categories wait for each other instead of deadlocking.
-- How many products each listing has (category 0: the whole catalogue of the stock code), and a
-- version that changes with the set, so cached facets know when they are stale.
CREATE TABLE listing_counts (
  category_id integer NOT NULL,
  stock_code integer NOT NULL,
  count integer NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (category_id, stock_code)
);
CREATE SEQUENCE listing_version;

CREATE FUNCTION listing_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_counts AS c (category_id, stock_code, count, version)
    SELECT category_id, stock_code, count(*), nextval('listing_version') FROM added GROUP BY category_id, stock_code
     ORDER BY category_id, stock_code
  ON CONFLICT (category_id, stock_code) DO UPDATE SET count = c.count + EXCLUDED.count, version = EXCLUDED.version;
  RETURN NULL;
END
$$;
CREATE FUNCTION listing_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM listing_counts c
    WHERE (c.category_id, c.stock_code) IN (SELECT category_id, stock_code FROM removed)
    ORDER BY c.category_id, c.stock_code FOR UPDATE;
  UPDATE listing_counts c SET count = c.count - r.n, version = nextval('listing_version')
    FROM (SELECT category_id, stock_code, count(*) AS n FROM removed GROUP BY category_id, stock_code) r
   WHERE c.category_id = r.category_id AND c.stock_code = r.stock_code;
  RETURN NULL;
END
$$;
CREATE TRIGGER listing_entries_added AFTER INSERT ON listing_entries REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_add();
CREATE TRIGGER listing_entries_removed AFTER DELETE ON listing_entries REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_remove();

-- Prices added: their products enter the listings of their categories and of the whole catalogue.
CREATE FUNCTION listing_prices_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_entries (category_id, stock_code, price, product_id)
    SELECT DISTINCT a.ancestor_id, n.stock_code, n.price, n.product_id
      FROM added n JOIN product_categories pc ON pc.product_id = n.product_id
      JOIN category_ancestors a ON a.category_id = pc.category_id
  ON CONFLICT DO NOTHING;
  INSERT INTO listing_counts AS c (category_id, stock_code, count, version)
    SELECT 0, stock_code, count(*), nextval('listing_version') FROM added GROUP BY stock_code ORDER BY stock_code
  ON CONFLICT (category_id, stock_code) DO UPDATE SET count = c.count + EXCLUDED.count, version = EXCLUDED.version;
  RETURN NULL;
END
$$;
CREATE FUNCTION listing_prices_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_entries e USING removed o, product_categories pc, category_ancestors a
   WHERE pc.product_id = o.product_id AND a.category_id = pc.category_id
     AND e.category_id = a.ancestor_id AND e.stock_code = o.stock_code AND e.price = o.price AND e.product_id = o.product_id;
  PERFORM 1 FROM listing_counts c WHERE c.category_id = 0 AND c.stock_code IN (SELECT stock_code FROM removed)
    ORDER BY c.stock_code FOR UPDATE;
  UPDATE listing_counts c SET count = c.count - r.n, version = nextval('listing_version')
    FROM (SELECT stock_code, count(*) AS n FROM removed GROUP BY stock_code) r
   WHERE c.category_id = 0 AND c.stock_code = r.stock_code;
  RETURN NULL;
END
$$;
-- A changed price moves the product's entries (delete and insert keep the counts and bump the
-- versions); a changed key (product or stock code) is a removal and an addition.
CREATE FUNCTION listing_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_entries e USING removed o, product_categories pc, category_ancestors a
   WHERE NOT EXISTS (SELECT 1 FROM added n WHERE n.product_id = o.product_id AND n.stock_code = o.stock_code AND n.price = o.price)
     AND pc.product_id = o.product_id AND a.category_id = pc.category_id
     AND e.category_id = a.ancestor_id AND e.stock_code = o.stock_code AND e.price = o.price AND e.product_id = o.product_id;
  INSERT INTO listing_entries (category_id, stock_code, price, product_id)
    SELECT DISTINCT a.ancestor_id, n.stock_code, n.price, n.product_id
      FROM added n JOIN product_categories pc ON pc.product_id = n.product_id
      JOIN category_ancestors a ON a.category_id = pc.category_id
     WHERE NOT EXISTS (SELECT 1 FROM removed o WHERE o.product_id = n.product_id AND o.stock_code = n.stock_code AND o.price = n.price)
  ON CONFLICT DO NOTHING;
  IF EXISTS (SELECT 1 FROM added n WHERE NOT EXISTS (SELECT 1 FROM removed o WHERE o.product_id = n.product_id AND o.stock_code = n.stock_code)) THEN
    INSERT INTO listing_counts AS c (category_id, stock_code, count, version)
      SELECT 0, d.stock_code, sum(d.n), nextval('listing_version')
        FROM (SELECT stock_code, 1 AS n FROM added UNION ALL SELECT stock_code, -1 FROM removed) d
       GROUP BY d.stock_code ORDER BY d.stock_code
    ON CONFLICT (category_id, stock_code) DO UPDATE SET count = c.count + EXCLUDED.count, version = EXCLUDED.version;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_prices_added AFTER INSERT ON product_prices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_prices_added();
CREATE TRIGGER product_prices_removed AFTER DELETE ON product_prices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION listing_prices_removed();
CREATE TRIGGER product_prices_changed AFTER UPDATE ON product_prices REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_prices_changed();

-- A product put in a category (or taken out) enters (leaves) the listings of it and its ancestors.
CREATE FUNCTION listing_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_entries (category_id, stock_code, price, product_id)
    SELECT DISTINCT a.ancestor_id, pp.stock_code, pp.price, pp.product_id
      FROM added n JOIN category_ancestors a ON a.category_id = n.category_id
      JOIN product_prices pp ON pp.product_id = n.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE FUNCTION listing_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_entries e USING removed o, category_ancestors a, product_prices pp
   WHERE a.category_id = o.category_id AND pp.product_id = o.product_id
     AND e.category_id = a.ancestor_id AND e.stock_code = pp.stock_code AND e.price = pp.price AND e.product_id = o.product_id
     AND NOT EXISTS (SELECT 1 FROM product_categories pc JOIN category_ancestors b ON b.category_id = pc.category_id
                      WHERE pc.product_id = o.product_id AND b.ancestor_id = a.ancestor_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER product_categories_added AFTER INSERT ON product_categories REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION listing_links_added();
CREATE TRIGGER product_categories_removed AFTER DELETE ON product_categories REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION listing_links_removed();

-- The category tree changed: the closure and the listings are rebuilt (a rare operator's edit).
CREATE FUNCTION listing_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_ancestors;
  INSERT INTO category_ancestors (category_id, ancestor_id)
    WITH RECURSIVE up AS (
      SELECT id AS category_id, id AS ancestor_id, parent_id FROM categories
      UNION ALL SELECT up.category_id, c.id, c.parent_id FROM up JOIN categories c ON c.id = up.parent_id)
    SELECT category_id, ancestor_id FROM up;
  TRUNCATE listing_entries, listing_counts;
  INSERT INTO listing_entries (category_id, stock_code, price, product_id)
    SELECT DISTINCT a.ancestor_id, pp.stock_code, pp.price, pp.product_id
      FROM product_prices pp JOIN product_categories pc ON pc.product_id = pp.product_id
      JOIN category_ancestors a ON a.category_id = pc.category_id;
  INSERT INTO listing_counts (category_id, stock_code, count, version)
    SELECT 0, stock_code, count(*), nextval('listing_version') FROM product_prices GROUP BY stock_code;
END
$$;
CREATE FUNCTION categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM listing_rebuild();
  RETURN NULL;
END
$$;
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OF id, parent_id OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION categories_changed();

-- Discounts that have ended since the last write: their prices are recomputed (the trigger above)
-- and their listing entries move. Cheap when none has: one probe of product_prices_due_idx.
CREATE FUNCTION refresh_effective_prices() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  changed integer := 0;
BEGIN
  IF EXISTS (SELECT 1 FROM product_prices WHERE price_until <= now()) THEN
    UPDATE product_prices SET price_until = NULL WHERE price_until <= now();
    GET DIAGNOSTICS changed = ROW_COUNT;
  END IF;
  RETURN changed;
END
$$;

-- TRUNCATE of the catalogue (seed --reset) empties the derived tables too.
CREATE FUNCTION listing_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE listing_entries, listing_counts;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_prices_truncated AFTER TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION listing_truncated();

SELECT listing_rebuild();
