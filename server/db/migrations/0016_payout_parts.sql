-- Money out, as the payout worker sends it (docs/decisions/017):
-- - a refund or a surplus over FedaPay's 1 000 000 XOF cap is paid in parts, one open
--   payout per part (a failed part may be followed by another);
-- - a failed payout retried by an administrator names the payout it replaces, once;
-- - the periodic ledger check remembers the problems it last reported, so administrators
--   are told once per distinct set of problems, not at every run.
ALTER TABLE payouts DROP CONSTRAINT payouts_surplus_payment_id_key;
DROP INDEX payouts_one_open_refund_idx;
ALTER TABLE payouts ADD COLUMN part smallint NOT NULL DEFAULT 1 CHECK (part >= 1);
ALTER TABLE payouts ADD COLUMN replaces_payout_id uuid UNIQUE REFERENCES payouts(id) ON DELETE RESTRICT;
CREATE UNIQUE INDEX payouts_one_open_refund_idx ON payouts (booking_id, part)
  WHERE purpose = 'refund' AND surplus_payment_id IS NULL AND status <> 'failed';
CREATE UNIQUE INDEX payouts_one_open_surplus_idx ON payouts (surplus_payment_id, part)
  WHERE surplus_payment_id IS NOT NULL AND status <> 'failed';

CREATE TABLE money_checks (
  name text PRIMARY KEY,
  -- A digest of the problems last reported (empty: none).
  fingerprint text NOT NULL,
  checked_at timestamptz NOT NULL
);
