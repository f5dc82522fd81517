-- The comparison list of signed-in users (SPEC §2 /compare): a product, or one marked-down item of
-- it, once per user (NULLS NOT DISTINCT, as favourites); the API keeps at most COMPARE_LIMIT rows.
CREATE TABLE compare_items (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  defect_serial_number text REFERENCES product_defects (serial_number),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT compare_items_item_key UNIQUE NULLS NOT DISTINCT (user_id, product_id, defect_serial_number)
);
CREATE INDEX compare_items_product_idx ON compare_items (product_id);
