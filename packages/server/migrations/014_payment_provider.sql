-- Payments held by a real gateway (PayKeeper, decision 0018): which gateway holds each payment,
-- its invoice there, and when the store last asked the gateway about it (reconciliation).
ALTER TABLE payments ADD COLUMN provider text NOT NULL DEFAULT 'demo';
ALTER TABLE payments ADD COLUMN invoice_id text;
ALTER TABLE payments ADD COLUMN checked_at timestamptz;
CREATE UNIQUE INDEX payments_invoice_idx ON payments (provider, invoice_id) WHERE invoice_id IS NOT NULL;
-- The reconciliation job's queue: pending invoices, the least recently asked first.
CREATE INDEX payments_unconfirmed_idx ON payments (provider, checked_at NULLS FIRST, created_at)
  WHERE status = 'pending' AND invoice_id IS NOT NULL;

-- A gateway's word about money: the amount it says was paid and where the word came from
-- ('notification' or 'reconciliation'). notification_id is the gateway's payment id for PayKeeper,
-- so a notification and a reconciliation of one payment count it once.
ALTER TABLE payment_notifications ADD COLUMN amount numeric(12, 2);
ALTER TABLE payment_notifications ADD COLUMN source text;
