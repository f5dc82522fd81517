-- Keys the API generates for itself outside production when JWT_SECRET or PAYMENT_SECRET is not set
-- (decision 0021): made once at the first start (crypto random), shared by every instance on this
-- database, never a constant of the source. Production refuses to start without its own JWT_SECRET.
CREATE TABLE generated_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
