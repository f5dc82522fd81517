-- Catalogue indexes found with EXPLAIN ANALYZE on a 100 000-product catalogue (docs/benchmarks.md).
-- (006_perf landed empty and may be applied already, so they live here.)

-- Category listing of new goods: the order by the shopper's price, the price filter and the total read
-- only the prices of one stock code, so an index-only scan of this index replaces a bitmap heap scan of
-- product_prices plus a lookup of every product of the category (a listing of 10 000 products:
-- about 90 ms down to 20 ms).
CREATE INDEX IF NOT EXISTS product_prices_listing_idx
  ON product_prices (stock_code, product_id)
  INCLUDE (price_retail, price_discount, price_discount_end_date, defect_price_retail);

-- Attribute filters of the listing (`attributes @> '{"Цвет": "белый"}'`).
CREATE INDEX IF NOT EXISTS products_attributes_idx ON products USING gin (attributes jsonb_path_ops);
