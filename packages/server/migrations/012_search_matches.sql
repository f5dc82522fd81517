-- Each search query's ranked matches kept per stock code and threshold, valid for one version of
-- what a search can find (decision 0014). Function bodies are dollar-quoted; splitStatements keeps them whole.

-- The catalogue's search version: one row, bumped by the statements that change what a search finds
-- or the parent categories it names. A row (not a sequence) so the bump is transactional: a search
-- reads the version and the matches in one snapshot, and a bump becomes visible with its changes.
-- bumped_by: the transaction that bumped it last, so a transaction of many statements bumps it once
-- (its changes become visible together at its commit) and leaves one row version, not one a statement.
CREATE TABLE search_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL,
  bumped_by xid8
);
INSERT INTO search_version (one, version) VALUES (true, 1);

-- ids: every match, in the answer's order (exact match desc, ts_rank desc, word similarity desc, id);
-- total: their number; parents: the parent categories of their categories, as the answer names them.
CREATE TABLE search_matches (
  query text NOT NULL,
  stock_code integer NOT NULL,
  threshold real NOT NULL,
  version bigint NOT NULL,
  ids integer[] NOT NULL,
  total integer NOT NULL,
  parents jsonb NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (query, stock_code, threshold)
);

CREATE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_version SET version = version + 1, bumped_by = pg_current_xact_id()
   WHERE bumped_by IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END
$$;

-- What a search finds: the titles (the tsvector `search` is generated from the title), which
-- products have a price in a stock code (a price change alone moves nothing: a page reads the live
-- price, so the repricing job keeps the matches), the products' categories and the category tree
-- (the parents' slugs and names). BEFORE the statement: the version row is locked before the listing
-- triggers (AFTER, 011) lock their counters, in the same order in every writer.
CREATE TRIGGER products_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, title ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
CREATE TRIGGER product_prices_search_version
  BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF product_id, stock_code ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
CREATE TRIGGER product_categories_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
CREATE TRIGGER categories_search_version BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, parent_id, slug, name ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
