-- Users, sign-in codes, refresh tokens, rate limits, captcha counters and the SMS outbox:
-- everything the API must remember between requests lives here, never in process memory.

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text UNIQUE,
  email text,
  first_name text,
  last_name text,
  middle_name text,
  password_hash text,
  phone_confirm boolean NOT NULL DEFAULT false,
  legal_inn text,
  legal_kpp text,
  legal_name text,
  legal_address text,
  legal_email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email)) WHERE email IS NOT NULL;

-- SMS of the local provider: kept for the operator and for development (GET /api/dev/sms-outbox).
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id DESC);
