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

-- One-time codes sent by SMS (sign-in, recovery, order phone confirmation, phone change).
-- hash_code is the random handle the client holds; the code itself is kept only as an HMAC.
CREATE TABLE phone_codes (
  hash_code text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('login', 'recovery', 'order', 'phone-change')),
  phone text NOT NULL,
  code_hmac text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX phone_codes_phone_idx ON phone_codes (phone, purpose, created_at DESC);
CREATE INDEX phone_codes_expires_idx ON phone_codes (expires_at);

-- Fixed-window counters for rate limits (per phone, per IP) and captcha failures, shared by all instances.
CREATE TABLE rate_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_counters_window_idx ON rate_counters (window_start);

-- Refresh tokens (SPEC §4 "Startup": a refresh call when the access token has expired). Only the
-- sha256 of the opaque token is stored. Every sign-in starts a family; a refresh marks its token
-- used and issues the next one in the same family, so a used token coming back means it was
-- stolen: the whole family is revoked.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

-- Local checkbox captcha tokens already spent: a token is accepted once, on any instance.
CREATE TABLE captcha_tokens_used (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_tokens_used_expires_idx ON captcha_tokens_used (expires_at);
