-- Catalogue, cities and shops, menus and news: what the storefront reads.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE regions (
  id integer PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- code is the city's stock code: prices are kept per stock code.
CREATE TABLE cities (
  id bigint PRIMARY KEY,
  region_id integer REFERENCES regions (id),
  name text NOT NULL,
  code integer NOT NULL,
  default_shop_id integer NOT NULL,
  is_other boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX cities_region_idx ON cities (region_id, sort);

CREATE TABLE shops (
  id integer PRIMARY KEY,
  city_id bigint NOT NULL REFERENCES cities (id),
  code integer NOT NULL,
  title text NOT NULL,
  address text NOT NULL,
  phone text,
  opening_hours_main text,
  opening_hours_weekend text,
  opening_hours_custom text,
  lat double precision,
  lon double precision,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX shops_city_idx ON shops (city_id, sort);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories (id),
  slug text NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  delivery_price numeric(12, 2),
  percent_prepayment numeric(5, 2),
  assembly_price numeric(12, 2)
);
CREATE UNIQUE INDEX categories_child_slug_idx ON categories (parent_id, slug) WHERE parent_id IS NOT NULL;
CREATE UNIQUE INDEX categories_root_slug_idx ON categories (slug) WHERE parent_id IS NULL;

CREATE TABLE producers (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  title text NOT NULL,
  producer_id integer REFERENCES producers (id),
  status text NOT NULL DEFAULT 'inStock' CHECK (status IN ('inStock', 'toOrder', 'onWay')),
  weight_kg numeric(8, 3) NOT NULL,
  length_cm integer NOT NULL,
  width_cm integer NOT NULL,
  height_cm integer NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_producer_idx ON products (producer_id);
CREATE INDEX products_title_trgm_idx ON products USING gin (title gin_trgm_ops);

CREATE TABLE product_categories (
  category_id integer NOT NULL REFERENCES categories (id),
  product_id integer NOT NULL REFERENCES products (id),
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product_idx ON product_categories (product_id);

CREATE TABLE product_prices (
  product_id integer NOT NULL REFERENCES products (id),
  stock_code integer NOT NULL,
  price_retail numeric(12, 2) NOT NULL CHECK (price_retail > 0),
  price_discount numeric(12, 2),
  price_discount_end_date timestamptz,
  defect_price_retail numeric(12, 2),
  PRIMARY KEY (product_id, stock_code)
);
CREATE INDEX product_prices_stock_idx ON product_prices (stock_code, product_id);

CREATE TABLE product_defects (
  serial_number text PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id),
  stock_code integer NOT NULL,
  price_retail numeric(12, 2) NOT NULL,
  price_discount numeric(12, 2),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 0),
  reason text NOT NULL
);
CREATE INDEX product_defects_product_idx ON product_defects (product_id);
CREATE INDEX product_defects_stock_idx ON product_defects (stock_code);

CREATE TABLE stock (
  product_id integer NOT NULL REFERENCES products (id),
  shop_id integer NOT NULL REFERENCES shops (id),
  quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  assembled_quantity integer NOT NULL DEFAULT 0 CHECK (assembled_quantity >= 0),
  PRIMARY KEY (product_id, shop_id)
);
CREATE INDEX stock_shop_idx ON stock (shop_id);

CREATE TABLE product_images (
  product_id integer NOT NULL REFERENCES products (id),
  name text NOT NULL,
  main boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, name)
);

CREATE TABLE menus (
  code text PRIMARY KEY,
  title text NOT NULL
);

CREATE TABLE menu_items (
  id serial PRIMARY KEY,
  menu_code text NOT NULL REFERENCES menus (code),
  title text NOT NULL,
  href text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX menu_items_code_idx ON menu_items (menu_code, sort);

CREATE TABLE news (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE INDEX news_published_idx ON news (published_at DESC);
