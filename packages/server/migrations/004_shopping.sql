-- Server cart and favourites of signed-in users, and product reviews.

-- One cart line per product, or per marked-down item of it (SPEC §4 Cart: the pair id and defect
-- serial number identifies a line). NULLS NOT DISTINCT makes (user, product, NULL) unique as well,
-- so a merge can upsert with ON CONFLICT. The quantity limit matches the API's (1 to 99).
CREATE TABLE cart_lines (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  defect_serial_number text REFERENCES product_defects (serial_number),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  selected boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_lines_item_key UNIQUE NULLS NOT DISTINCT (user_id, product_id, defect_serial_number)
);
CREATE INDEX cart_lines_product_idx ON cart_lines (product_id);

-- Favourites (SPEC §3 Favourite item): productId and a defect serial number that may be null.
CREATE TABLE favourites (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  defect_serial_number text REFERENCES product_defects (serial_number),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT favourites_item_key UNIQUE NULLS NOT DISTINCT (user_id, product_id, defect_serial_number)
);
CREATE INDEX favourites_product_idx ON favourites (product_id);

-- Reviews (SPEC §3 Review, §5 rating score): one per user and product, score in half stars from
-- 0.5 to 5. The texts are kept as the user typed them (trimmed): they are data, never markup.
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  score numeric(2, 1) NOT NULL CHECK (score BETWEEN 0.5 AND 5 AND score * 2 = floor(score * 2)),
  advantages text NOT NULL DEFAULT '',
  disadvantages text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reviews_user_product_key UNIQUE (product_id, user_id)
);
CREATE INDEX reviews_product_created_idx ON reviews (product_id, created_at DESC, id DESC);
CREATE INDEX reviews_user_idx ON reviews (user_id);
