-- СДЭК API v2 beside the local courier-company model (decision 0017). Everything the adapter keeps
-- lives here, not in an instance's memory: several API instances share one token, one directory and
-- one daily refresh.

-- The OAuth access token (client credentials) of an account at an API base, used by every instance
-- until expires_at; replaced when it expires or СДЭК refuses it (401).
CREATE TABLE cdek_tokens (
  base_url text NOT NULL,
  client_id text NOT NULL,
  access_token text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (base_url, client_id)
);

-- The store's destination cities (courier_company_cities) resolved to СДЭК's city codes.
CREATE TABLE cdek_cities (
  code integer PRIMARY KEY,
  name text NOT NULL,
  region text NOT NULL DEFAULT '',
  refreshed_at timestamptz NOT NULL
);

-- Pickup points (type PVZ, handing parcels out) of those cities, as the price and points routes read them.
CREATE TABLE cdek_points (
  code text PRIMARY KEY,
  city_code integer NOT NULL REFERENCES cdek_cities (code) ON DELETE CASCADE,
  address text NOT NULL,
  address_full text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  max_weight_kg numeric(8, 2) NOT NULL,
  refreshed_at timestamptz NOT NULL
);
CREATE INDEX cdek_points_city_idx ON cdek_points (city_code, code);

-- Jobs that one instance of many runs at a time: the one holding an unexpired lease runs it; done_at
-- says when it last completed, so a daily job starts again only a day later.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  done_at timestamptz,
  lease_until timestamptz
);

-- Where a courier-company order goes, as the order was placed: pickup points close and are
-- refreshed daily, the order keeps its address.
ALTER TABLE orders ADD COLUMN courier_point_address text;
