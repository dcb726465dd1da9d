-- Surviving a crashed process (docs/DEPLOY.md).
--
-- Outbox claims name the database session of the worker that holds them (backend pid and
-- its start time). A claim whose session is gone (the process died, or lost its
-- connection) is taken back at once instead of after its 2-minute lease.
ALTER TABLE email_outbox
  ADD COLUMN claimed_by_pid integer,
  ADD COLUMN claimed_by_start timestamptz;

-- The payment reconciliation job looks for payments still pending at FedaPay's last word.
CREATE INDEX payment_transactions_pending_idx ON payment_transactions (created_at) WHERE status = 'pending';
