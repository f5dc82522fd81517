-- Orders, their lines, stock reservations, idempotency keys and payments.

-- One order (SPEC §3 Order). Prices are the server's figures at the time of ordering.
-- idempotency_key is scoped by the buyer's phone: a repeated submit finds the first order.
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id),
  phone text NOT NULL,
  customer text NOT NULL,
  email text,
  phone_contact text,
  status_id integer NOT NULL,
  city_id bigint NOT NULL REFERENCES cities (id),
  stock_code integer NOT NULL,
  shop_id integer REFERENCES shops (id),
  delivery_id integer NOT NULL,
  payment_method_id integer NOT NULL,
  goods_total numeric(12, 2) NOT NULL,
  delivery_price numeric(12, 2) NOT NULL DEFAULT 0,
  total_price numeric(12, 2) NOT NULL,
  prepayment numeric(12, 2) NOT NULL DEFAULT 0,
  confirmed smallint NOT NULL,
  payment_status text CHECK (payment_status IN ('pending', 'stuck', 'obtained')),
  paid_at timestamptz,
  is_legal boolean NOT NULL DEFAULT false,
  legal_name text,
  legal_address text,
  legal_email text,
  inn text,
  kpp text,
  legal_address_coincides boolean NOT NULL DEFAULT false,
  address_city text,
  street text,
  house text,
  apartment text,
  comment text,
  courier_city_code integer,
  courier_mode text,
  courier_point_code text,
  courier_period_days integer,
  contacts jsonb NOT NULL DEFAULT '{}'::jsonb,
  utm_source text,
  ym_client_id text,
  one_click boolean NOT NULL DEFAULT true,
  idempotency_key text,
  request_hash text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX orders_idempotency_idx ON orders (phone, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_user_status_idx ON orders (user_id, status_id, created_at DESC, id DESC);
CREATE INDEX orders_phone_idx ON orders (phone, created_at DESC);

-- Order lines (SPEC §3 Order product); shop_id is where the unit was reserved (null: toOrder/onWay or a marked-down item).
CREATE TABLE order_products (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  sku text NOT NULL,
  product_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(12, 2) NOT NULL,
  defect_serial_number text,
  product_status text NOT NULL,
  shop_id integer REFERENCES shops (id)
);
CREATE INDEX order_products_order_idx ON order_products (order_id);
CREATE INDEX order_products_product_idx ON order_products (product_id, order_id);

-- Online payment attempts: one per payment address given to the buyer (first payment and each repayment).
CREATE TABLE payments (
  id text PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL,
  address text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'obtained', 'refused')),
  created_at timestamptz NOT NULL,
  paid_at timestamptz
);
CREATE INDEX payments_order_idx ON payments (order_id, created_at DESC);

-- Gateway notifications already processed: a replayed notification changes nothing.
CREATE TABLE payment_notifications (
  notification_id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  status text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX payment_notifications_payment_idx ON payment_notifications (payment_id);

-- Reference data of the local courier-company model: cities it serves (code = its city code;
-- the seeded store cities keep their stock code) and its pickup points.
CREATE TABLE courier_company_cities (
  code integer PRIMARY KEY,
  name text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

CREATE TABLE courier_company_points (
  code text PRIMARY KEY,
  city_code integer NOT NULL REFERENCES courier_company_cities (code),
  address text NOT NULL,
  address_full text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  max_weight_kg numeric(8, 2) NOT NULL DEFAULT 30
);
CREATE INDEX courier_company_points_city_idx ON courier_company_points (city_code, code);

INSERT INTO courier_company_cities (code, name, lat, lon) VALUES
  (353, 'Усолье-Сибирское', 52.7513, 103.6452),
  (301, 'Иркутск', 52.2869, 104.305),
  (302, 'Ангарск', 52.5447, 103.8885),
  (303, 'Черемхово', 53.1369, 103.0901),
  (304, 'Саянск', 54.1138, 102.1622),
  (305, 'Шелехов', 52.2107, 104.0974),
  (306, 'Братск', 56.1515, 101.6342),
  (307, 'Зима', 53.9208, 102.0491),
  (310, 'Улан-Удэ', 51.8335, 107.5841),
  (320, 'Красноярск', 56.0111, 92.8526),
  (1001, 'Новосибирск', 55.0302, 82.9204),
  (1002, 'Томск', 56.4847, 84.9482),
  (1003, 'Кемерово', 55.3547, 86.0873),
  (1004, 'Чита', 52.0339, 113.4994),
  (1005, 'Омск', 54.9893, 73.3682),
  (1006, 'Москва', 55.7558, 37.6173);

INSERT INTO courier_company_points (code, city_code, address, address_full, lat, lon, max_weight_kg) VALUES
  ('USL1', 353, 'ул. Ленина, 80', 'Усолье-Сибирское, ул. Ленина, 80', 52.7521, 103.6466, 30),
  ('IRK1', 301, 'ул. Карла Маркса, 13', 'Иркутск, ул. Карла Маркса, 13', 52.2817, 104.2823, 30),
  ('IRK2', 301, 'ул. Лермонтова, 275', 'Иркутск, ул. Лермонтова, 275', 52.2467, 104.2646, 15),
  ('ANG1', 302, '82-й квартал, 1', 'Ангарск, 82-й квартал, 1', 52.5412, 103.8861, 30),
  ('CHE1', 303, 'ул. Ленина, 18', 'Черемхово, ул. Ленина, 18', 53.1401, 103.0874, 30),
  ('SAY1', 304, 'микрорайон Центральный, 2', 'Саянск, микрорайон Центральный, 2', 54.1121, 102.1689, 30),
  ('SHE1', 305, '1-й квартал, 40', 'Шелехов, 1-й квартал, 40', 52.2131, 104.1017, 30),
  ('BRA1', 306, 'ул. Кирова, 24', 'Братск, ул. Кирова, 24', 56.1519, 101.6334, 30),
  ('ZIM1', 307, 'ул. Коммунистическая, 60', 'Зима, ул. Коммунистическая, 60', 53.9185, 102.0452, 30),
  ('ULU1', 310, 'ул. Ленина, 32', 'Улан-Удэ, ул. Ленина, 32', 51.8348, 107.5849, 30),
  ('KRS1', 320, 'пр. Мира, 50', 'Красноярск, пр. Мира, 50', 56.0106, 92.8671, 30),
  ('KRS2', 320, 'ул. Партизана Железняка, 23', 'Красноярск, ул. Партизана Железняка, 23', 56.0376, 92.9164, 15),
  ('NSK1', 1001, 'Красный проспект, 25', 'Новосибирск, Красный проспект, 25', 55.0306, 82.9207, 30),
  ('NSK2', 1001, 'ул. Богдана Хмельницкого, 54', 'Новосибирск, ул. Богдана Хмельницкого, 54', 55.0919, 82.9679, 15),
  ('TOM1', 1002, 'пр. Ленина, 80', 'Томск, пр. Ленина, 80', 56.4739, 84.9507, 30),
  ('KEM1', 1003, 'пр. Советский, 56', 'Кемерово, пр. Советский, 56', 55.3548, 86.0869, 30),
  ('CHI1', 1004, 'ул. Амурская, 91', 'Чита, ул. Амурская, 91', 52.0335, 113.5017, 30),
  ('OMS1', 1005, 'ул. Ленина, 14', 'Омск, ул. Ленина, 14', 54.9855, 73.3741, 30),
  ('MSK1', 1006, 'ул. Тверская, 22', 'Москва, ул. Тверская, 22', 55.7673, 37.5994, 30),
  ('MSK2', 1006, 'Ленинский проспект, 30', 'Москва, Ленинский проспект, 30', 55.7096, 37.5887, 15);
