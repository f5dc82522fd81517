-- Each category's slug path from the top, and whether it is a branch (has children), kept with the
-- tree (decision 0065): a product's own category and its path are then one probe of the product's
-- links and one of this table, instead of a recursive walk of the tree for every product of every
-- listing, search answer, cart and product page. The tree is small and changes rarely (an operator's
-- edit, 1C's import in batches): each statement that changes it rebuilds the whole table.
-- Function bodies are dollar-quoted; splitStatements keeps them whole.

CREATE TABLE category_paths (
  category_id integer PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  slugs text[] NOT NULL,
  branch boolean NOT NULL
);

CREATE FUNCTION category_paths_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM category_paths;
  INSERT INTO category_paths (category_id, slugs, branch)
    WITH RECURSIVE down AS (
      SELECT c.id, ARRAY[c.slug] AS slugs, 1 AS depth FROM categories c WHERE c.parent_id IS NULL
      UNION ALL
      SELECT c.id, down.slugs || c.slug, down.depth + 1 FROM down JOIN categories c ON c.parent_id = down.id WHERE down.depth < 17
    )
    SELECT down.id, down.slugs, EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = down.id) FROM down;
END
$$;

CREATE FUNCTION category_paths_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_paths_rebuild();
  RETURN NULL;
END
$$;

-- TRUNCATE of categories empties this table through its foreign key (TRUNCATE … CASCADE, as the seed does).
CREATE TRIGGER category_paths_changed AFTER INSERT OR UPDATE OF id, parent_id, slug OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_paths_changed();

SELECT category_paths_rebuild();
