-- What a listing shows of a product besides its price, kept with the rows it comes from (decision
-- 0066): its stock per stock code (the sum over the code's shops), its main picture and its own
-- category (a leaf before a branch, then the smallest id; the slug path is category_paths'). Before,
-- every item of every listing page ran three subqueries for them (the shops of the code joined to
-- the stock, the pictures sorted, the links hashed with every category path): together they were
-- half of the page's time in PostgreSQL. Statement triggers keep both tables as stock, shops,
-- pictures, links and the tree change; a row is written only when what it holds changed.
-- Function bodies are dollar-quoted; splitStatements keeps them whole.

CREATE TABLE stock_totals (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  stock_code integer NOT NULL,
  quantity integer NOT NULL,
  PRIMARY KEY (product_id, stock_code)
);

CREATE TABLE product_cards (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  image text,
  own_category_id integer
);

-- The stock totals of these products made again from their stock; unchanged rows are not written.
CREATE FUNCTION stock_totals_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM stock_totals t
   WHERE t.product_id = ANY (ids)
     AND NOT EXISTS (SELECT 1 FROM stock s JOIN shops sh ON sh.id = s.shop_id WHERE s.product_id = t.product_id AND sh.code = t.stock_code);
  INSERT INTO stock_totals AS t (product_id, stock_code, quantity)
    SELECT s.product_id, sh.code, sum(s.quantity)::int FROM stock s JOIN shops sh ON sh.id = s.shop_id
     WHERE s.product_id = ANY (ids) GROUP BY s.product_id, sh.code
  ON CONFLICT (product_id, stock_code) DO UPDATE SET quantity = EXCLUDED.quantity WHERE t.quantity <> EXCLUDED.quantity;
$$;

-- The cards of these products made again from their pictures and links; unchanged rows are not written.
CREATE FUNCTION product_cards_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_cards AS c (product_id, image, own_category_id)
    SELECT p.id,
           (SELECT i.name FROM product_images i WHERE i.product_id = p.id ORDER BY i.main DESC, i.sort LIMIT 1),
           (SELECT pc.category_id FROM product_categories pc JOIN category_paths cp ON cp.category_id = pc.category_id
             WHERE pc.product_id = p.id ORDER BY cp.branch, cp.category_id LIMIT 1)
      FROM products p WHERE p.id = ANY (ids)
  ON CONFLICT (product_id) DO UPDATE SET image = EXCLUDED.image, own_category_id = EXCLUDED.own_category_id
   WHERE (c.image, c.own_category_id) IS DISTINCT FROM (EXCLUDED.image, EXCLUDED.own_category_id);
$$;

-- The products a statement touched, from its transition tables, made again by the function the
-- trigger names (stock_totals_refresh or product_cards_refresh). One trigger per event: PostgreSQL
-- allows transition tables only on a trigger of one event.
CREATE FUNCTION listing_kept_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM added;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM removed;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM (SELECT product_id FROM added UNION SELECT product_id FROM removed) t;
  END IF;
  EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING ids;
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_totals_added AFTER INSERT ON stock
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('stock_totals_refresh');
CREATE TRIGGER stock_totals_removed AFTER DELETE ON stock
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('stock_totals_refresh');
CREATE TRIGGER stock_totals_changed AFTER UPDATE ON stock
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('stock_totals_refresh');
-- A product with neither pictures nor links has no card: the listing reads a missing card as one of nulls.
CREATE TRIGGER product_cards_images_added AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('product_cards_refresh');
CREATE TRIGGER product_cards_images_removed AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('product_cards_refresh');
CREATE TRIGGER product_cards_images_changed AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('product_cards_refresh');
CREATE TRIGGER product_cards_links_added AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('product_cards_refresh');
CREATE TRIGGER product_cards_links_removed AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('product_cards_refresh');
CREATE TRIGGER product_cards_links_changed AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_follow('product_cards_refresh');

-- A shop moved to another stock code takes its stock with it.
CREATE FUNCTION stock_totals_shops_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_totals_refresh((SELECT array_agg(DISTINCT s.product_id) FROM stock s JOIN added a ON a.id = s.shop_id
                                  JOIN removed r ON r.id = a.id WHERE a.code IS DISTINCT FROM r.code));
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_totals_shops_changed AFTER UPDATE ON shops
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION stock_totals_shops_changed();

-- An emptied table (an import starting over) leaves nothing of it kept.
CREATE FUNCTION listing_kept_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'stock' THEN DELETE FROM stock_totals;
    WHEN 'product_images' THEN UPDATE product_cards SET image = NULL WHERE image IS NOT NULL;
    ELSE UPDATE product_cards SET own_category_id = NULL WHERE own_category_id IS NOT NULL;
  END CASE;
  RETURN NULL;
END
$$;
CREATE TRIGGER stock_totals_truncated AFTER TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_truncated();
CREATE TRIGGER product_cards_images_truncated AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_truncated();
CREATE TRIGGER product_cards_links_truncated AFTER TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION listing_kept_truncated();

-- The tree: a category that turns from a leaf into a branch (a child added) or back changes the own
-- category of the products linked to it. The paths are rebuilt as before; the products of every
-- category whose branch flag moved are made again.
CREATE OR REPLACE FUNCTION category_paths_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  branches integer[];
  moved integer[];
BEGIN
  SELECT coalesce(array_agg(category_id), '{}') INTO branches FROM category_paths WHERE branch;
  PERFORM category_paths_rebuild();
  SELECT array_agg(category_id) INTO moved FROM category_paths WHERE branch <> (category_id = ANY (branches));
  IF moved IS NOT NULL THEN
    PERFORM product_cards_refresh((SELECT array_agg(DISTINCT product_id) FROM product_categories WHERE category_id = ANY (moved)));
  END IF;
  RETURN NULL;
END
$$;

SELECT stock_totals_refresh(array_agg(id)) FROM products;
SELECT product_cards_refresh(array_agg(id)) FROM products;
