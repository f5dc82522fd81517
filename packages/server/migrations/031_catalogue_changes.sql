-- The catalogue's changes as the YML feed sees them (issue 39): every statement that changes what
-- the feed says (goods, prices, stock, marked-down items, pictures, categories, producers, shops)
-- adds a row. A plain insert per statement, never an update of a shared row: concurrent orders
-- reserving stock never wait on each other for it. The feed's version is (count, max id): a change
-- committed after a later-numbered one still changes the count, so no change is missed.
CREATE TABLE catalogue_changes (
  id bigserial PRIMARY KEY,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER product_prices_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER product_defects_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_defects
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER stock_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER product_images_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER product_categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER producers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON producers
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER shops_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();

-- The feed pages through the goods of one stock code by product id.
CREATE INDEX product_defects_feed_idx ON product_defects (stock_code, serial_number) WHERE quantity > 0;
