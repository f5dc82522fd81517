-- 1C's exchange (CommerceML 2, «Обмен с сайтом», decision 0056): sessions, uploads, stepped imports
-- with their staging rows, the classifier 1C sent, the operator's mappings, and what the catalogue and
-- the orders keep of 1C. Nothing of an exchange lives in an instance's memory: any instance answers
-- the next request. Function bodies are dollar-quoted; splitStatements keeps them whole.

-- What the catalogue keeps of 1C. external_id: the Товар's Ид, the store's id stays the product's
-- own (URLs and orders never change with an import). catalog_id: the Каталог/Ид it last came in (a
-- full catalogue hides only its own products). hidden_at: hidden from the store (deleted in 1C or
-- missing from a full catalogue), never deleted: orders, reviews and favourites keep it; its prices
-- wait in hidden_product_prices, so no listing, count or search row sees it. exchange_session /
-- exchange_import: the session and import that sent it last (a full catalogue hides the others).
ALTER TABLE products ADD COLUMN external_id text;
ALTER TABLE products ADD COLUMN catalog_id text;
ALTER TABLE products ADD COLUMN description text;
ALTER TABLE products ADD COLUMN barcode text;
ALTER TABLE products ADD COLUMN hidden_at timestamptz;
ALTER TABLE products ADD COLUMN exchange_session bigint;
ALTER TABLE products ADD COLUMN exchange_import bigint;
CREATE UNIQUE INDEX products_external_id_idx ON products (external_id) WHERE external_id IS NOT NULL;
CREATE INDEX products_catalog_idx ON products (catalog_id, exchange_import) WHERE catalog_id IS NOT NULL;

-- A group of 1C's classifier is a category with its Ид; the defaults stand in for the weight and
-- dimensions of its products that 1C sends without them (an operator may set them).
ALTER TABLE categories ADD COLUMN external_id text;
ALTER TABLE categories ADD COLUMN default_weight_kg numeric(8, 3) CHECK (default_weight_kg > 0);
ALTER TABLE categories ADD COLUMN default_length_cm integer CHECK (default_length_cm > 0);
ALTER TABLE categories ADD COLUMN default_width_cm integer CHECK (default_width_cm > 0);
ALTER TABLE categories ADD COLUMN default_height_cm integer CHECK (default_height_cm > 0);
CREATE UNIQUE INDEX categories_external_id_idx ON categories (external_id) WHERE external_id IS NOT NULL;

-- A marked-down item that came as an offer `<product>#<characteristic>`: that offer's whole Ид.
ALTER TABLE product_defects ADD COLUMN external_id text;
CREATE UNIQUE INDEX product_defects_external_id_idx ON product_defects (external_id) WHERE external_id IS NOT NULL;

-- A hidden product's prices and its marked-down items' quantities, set aside until it returns.
CREATE TABLE hidden_product_prices (
  product_id integer NOT NULL REFERENCES products (id),
  stock_code integer NOT NULL,
  price_retail numeric(12, 2) NOT NULL CHECK (price_retail > 0),
  price_discount numeric(12, 2),
  price_discount_end_date timestamptz,
  defect_price_retail numeric(12, 2),
  PRIMARY KEY (product_id, stock_code)
);
CREATE TABLE hidden_product_defects (
  serial_number text PRIMARY KEY REFERENCES product_defects (serial_number),
  quantity integer NOT NULL CHECK (quantity >= 0)
);

-- An exchange session, started by checkauth: 1C sends its cookie with every later request. Only
-- the cookie's hash is kept (a read of the table gives no usable cookie). init starts a clean
-- upload folder; zip_version: the schema version 1C named at init (sale: the new protocol).
CREATE TABLE exchange_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('catalog', 'sale')),
  version text,
  created_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL,
  -- Full catalogues of split packages imported in this session: mode=deactivate hides the rest of them.
  full_catalogs text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX exchange_sessions_seen_idx ON exchange_sessions (seen_at);

-- The session's upload folder: each file under its confined relative name, its bytes in chunks as
-- they came (a POST each, appended in order). from_zip: the archive it was unpacked from;
-- unpacked: an archive whose entries are files of the folder already.
CREATE TABLE exchange_files (
  id bigserial PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES exchange_sessions (id) ON DELETE CASCADE,
  name text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  chunks integer NOT NULL DEFAULT 0,
  from_zip bigint REFERENCES exchange_files (id) ON DELETE CASCADE,
  unpacked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (session_id, name)
);
CREATE TABLE exchange_file_chunks (
  file_id bigint NOT NULL REFERENCES exchange_files (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  start bigint NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (file_id, seq)
);

-- One file's import, step by step across calls and instances: phase and state (the parse's
-- checkpoint, the apply's cursor) move together with the staging rows each step writes, in one
-- transaction. The lease: the one instance that runs the next step; another instance's call only
-- reports progress until the lease ends.
CREATE TABLE exchange_imports (
  id bigserial PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES exchange_sessions (id) ON DELETE CASCADE,
  file_id bigint NOT NULL REFERENCES exchange_files (id) ON DELETE CASCADE,
  name text NOT NULL,
  phase text NOT NULL CHECK (phase IN ('unzip', 'parse', 'apply', 'finish', 'done', 'failed')),
  state jsonb NOT NULL DEFAULT '{}'::jsonb,
  report jsonb NOT NULL DEFAULT '{}'::jsonb,
  message text,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (session_id, name)
);

-- A parsed file, item by item in the file's order (kind: group, property, price_type, warehouse,
-- product, offer, document), checked whole before anything of it is applied.
CREATE TABLE exchange_staging (
  import_id bigint NOT NULL REFERENCES exchange_imports (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  kind text NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (import_id, seq)
);
CREATE INDEX exchange_staging_kind_idx ON exchange_staging (import_id, kind, seq);

-- The classifier as 1C sent it last (a changes-only file refers to what an earlier one defined).
-- sort: the order 1C listed the price types in (the default price type is the first).
CREATE TABLE exchange_properties (
  external_id text PRIMARY KEY,
  name text NOT NULL,
  value_type text,
  "values" jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE TABLE exchange_price_types (
  external_id text PRIMARY KEY,
  name text NOT NULL,
  currency text,
  sort bigserial
);
CREATE TABLE exchange_warehouses (
  external_id text PRIMARY KEY,
  name text NOT NULL,
  address text
);

-- The operator's mappings (`pnpm exchange map …`, docs/operations.md). price_type and warehouse
-- name 1C's Ид or its Наименование. With no price map at all the default applies: the one price
-- type, or the one named «Розничная», else the first, is the retail price of every stock code.
CREATE TABLE exchange_price_map (
  price_type text NOT NULL,
  stock_code integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('retail', 'discount')),
  PRIMARY KEY (price_type, stock_code, kind)
);
CREATE TABLE exchange_warehouse_map (
  warehouse text PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id)
);
-- 1C's order status (its name, lower case) → SPEC §4's status id; the default table of
-- @store/domain applies to the names not listed here.
CREATE TABLE exchange_status_map (
  status text PRIMARY KEY CHECK (status = lower(status) AND status <> ''),
  status_id integer NOT NULL CHECK (status_id BETWEEN 1 AND 16)
);

-- Orders for 1C: every change of an order moves its revision; `query` sends the orders whose sent
-- revision is behind and remembers which revision it sent; `success` marks exactly those as sent,
-- so an order changed between the two goes again. A change that came from 1C (the transaction
-- sets store.exchange_origin) counts as sent when the order was in step before it.
ALTER TABLE orders ADD COLUMN exchange_revision integer NOT NULL DEFAULT 1;
ALTER TABLE orders ADD COLUMN exchange_sent_revision integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN exchange_number text;
ALTER TABLE orders ADD COLUMN exchange_date timestamptz;
ALTER TABLE orders ADD COLUMN shipped_at timestamptz;
CREATE INDEX orders_exchange_pending_idx ON orders (id) WHERE exchange_sent_revision < exchange_revision;

CREATE FUNCTION orders_exchange_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'exchange_revision' - 'exchange_sent_revision') IS DISTINCT FROM
     (to_jsonb(OLD) - 'exchange_revision' - 'exchange_sent_revision') THEN
    NEW.exchange_revision := OLD.exchange_revision + 1;
    IF current_setting('store.exchange_origin', true) = '1c' AND OLD.exchange_sent_revision >= OLD.exchange_revision THEN
      NEW.exchange_sent_revision := NEW.exchange_revision;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_exchange_revision BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_exchange_revision();

-- The orders one `query` of a session sent, with the revision each had.
CREATE TABLE exchange_order_queries (
  session_id bigint NOT NULL REFERENCES exchange_sessions (id) ON DELETE CASCADE,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  PRIMARY KEY (session_id, order_id)
);
