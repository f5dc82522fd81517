-- The transactional outbox (issue 39, decision 0061): every e-mail and SMS an order causes is a
-- row written in the same transaction as the change that causes it, so a change committed always
-- has its messages and a change rolled back has none. `facts` is the snapshot the message is
-- rendered from (the order as it was at the change), so a retry sends the same text.
-- Sending: a worker claims due rows (`FOR UPDATE SKIP LOCKED`, status 'sending' with a lease);
-- a lease that expires (the sender died) makes the row due again. `message_key` is fixed at the
-- insert and goes out as the Message-ID (SMS: the gateway's id field), so the one double no protocol
-- prevents (accepted by the gateway, the store died before recording it) carries the same id.
CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  -- E-mail addresses separated by commas, or one phone 79XXXXXXXXX.
  recipient text NOT NULL,
  order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
  facts jsonb NOT NULL,
  message_key text NOT NULL UNIQUE,
  -- A message that must exist once whatever writes it twice (the payment reminder of an order).
  once_key text UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until timestamptz,
  last_error text,
  gateway_id text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
-- The worker's scan: due pending rows, and sending rows whose lease ran out.
CREATE INDEX outbox_due_idx ON outbox_messages (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX outbox_leased_idx ON outbox_messages (lease_until) WHERE status = 'sending';
CREATE INDEX outbox_failed_idx ON outbox_messages (id) WHERE status = 'failed';
CREATE INDEX outbox_order_idx ON outbox_messages (order_id);

-- The local mail provider's outbox (development and tests, like sms_outbox): what would have been
-- sent, read back by GET /api/dev/mail-outbox on this machine only.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  message_id text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (recipient, id DESC);

-- Addresses that left the reminder e-mails (the order's own messages are transactional and still go).
CREATE TABLE mail_unsubscribes (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL
);
