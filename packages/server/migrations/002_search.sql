-- Product search: Russian morphology (full-text) plus typo tolerance (trigrams on the title).
ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('russian', title)) STORED;
CREATE INDEX products_search_idx ON products USING gin (search);
