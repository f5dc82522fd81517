-- Newsletter subscriptions and feedback messages (the orders desk form of /feedback?category=7).
CREATE TABLE subscriptions (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz
);

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  category integer NOT NULL,
  name text NOT NULL,
  phone text,
  email text,
  message text NOT NULL,
  order_id integer,
  user_id integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (category, created_at DESC);
