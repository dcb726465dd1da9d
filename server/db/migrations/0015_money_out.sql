-- Money out (docs/decisions/017): hosts' payout accounts, payouts stored as intents before
-- FedaPay is called, the bookings each host payout covers, and the double-entry ledger.

-- Where a host is paid: an MTN or Moov number of Benin and its holder's name. Changing it
-- holds the host's payouts 48 h (payouts_held_until).
CREATE TABLE payout_accounts (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  operator text NOT NULL CHECK (operator IN ('mtn', 'moov')),
  -- International form, +229 and the 10-digit national number.
  phone text NOT NULL CHECK (phone ~ '^\+229[0-9]{10}$'),
  holder_name text NOT NULL CHECK (length(holder_name) BETWEEN 2 AND 100),
  payouts_held_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One payout: our intent (reference, amount, beneficiary, purpose) written before FedaPay
-- is asked, then FedaPay's id and status as read back (common/lifecycles/payout.ts).
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Ours, sent as custom_metadata.reference: an intent whose answer was lost is looked up
  -- by it before anything is created again.
  reference text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('host_earnings', 'refund')),
  -- Who receives it: the host, or the traveler (null once their account is deleted).
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  -- A refund's booking, or the surplus payment it gives back.
  booking_id uuid REFERENCES bookings(id) ON DELETE RESTRICT,
  surplus_payment_id uuid UNIQUE REFERENCES surplus_payments(id) ON DELETE RESTRICT,
  amount integer NOT NULL CHECK (amount > 0 AND amount <= 1000000),
  operator text NOT NULL CHECK (operator IN ('mtn', 'moov')),
  phone text NOT NULL,
  holder_name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'started', 'processing', 'sent', 'failed')),
  provider_payout_id text UNIQUE,
  -- The last status FedaPay gave, even one we do not know (read as still in progress).
  provider_status text,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_error_code text,
  last_error_message text,
  started_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_checked_at timestamptz,
  -- An administrator's decision on a failed payout: paid by other means, with a note.
  settled_by_hand_at timestamptz,
  settled_by text REFERENCES users(id) ON DELETE SET NULL,
  settlement_note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'refund') = (booking_id IS NOT NULL OR surplus_payment_id IS NOT NULL)),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL)),
  CHECK ((status = 'failed') = (failed_at IS NOT NULL)),
  CHECK (settled_by_hand_at IS NULL OR (status = 'failed' AND settlement_note IS NOT NULL))
);
CREATE INDEX payouts_user_idx ON payouts (user_id, created_at DESC);
CREATE INDEX payouts_booking_idx ON payouts (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX payouts_open_idx ON payouts (next_attempt_at) WHERE status IN ('pending', 'started', 'processing');
CREATE INDEX payouts_phone_day_idx ON payouts (phone, created_at);
-- One refund payout under way per booking (a failed one may be followed by another).
CREATE UNIQUE INDEX payouts_one_open_refund_idx ON payouts (booking_id)
  WHERE purpose = 'refund' AND surplus_payment_id IS NULL AND status <> 'failed';

-- The bookings a host payout covers, and how much of each (a booking over the cap is
-- split across payouts).
CREATE TABLE payout_items (
  payout_id uuid NOT NULL REFERENCES payouts(id) ON DELETE RESTRICT,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE RESTRICT,
  amount integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (payout_id, booking_id)
);
CREATE INDEX payout_items_booking_idx ON payout_items (booking_id);

-- The ledger: append-only signed entries, each journal summing to zero.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  journal_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('payment_received', 'surplus_received', 'booking_cancelled',
    'payout_started', 'payout_sent', 'payout_failed', 'paid_by_hand')),
  account text NOT NULL CHECK (account IN ('fedapay_balance', 'host_payable', 'refund_payable',
    'payouts_in_flight', 'platform_revenue', 'paid_by_hand')),
  amount bigint NOT NULL CHECK (amount <> 0),
  booking_id uuid REFERENCES bookings(id) ON DELETE RESTRICT,
  payout_id uuid REFERENCES payouts(id) ON DELETE RESTRICT,
  surplus_payment_id uuid REFERENCES surplus_payments(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id);
CREATE INDEX ledger_entries_booking_idx ON ledger_entries (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX ledger_entries_payout_idx ON ledger_entries (payout_id) WHERE payout_id IS NOT NULL;
-- A booking's money is recorded once per kind of journal that can happen to it once.
CREATE UNIQUE INDEX ledger_once_per_booking_idx ON ledger_entries (booking_id, kind, account)
  WHERE kind IN ('payment_received', 'booking_cancelled');

CREATE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount) FROM ledger_entries WHERE journal_id = NEW.journal_id) <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not sum to zero', NEW.journal_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed: write a new journal';
END;
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- The money recorded before the ledger existed, as the journals common/ledger.ts builds:
-- each paid booking's payment, each paid booking's cancellation, each surplus payment, and
-- what administrators already paid back by hand.
CREATE FUNCTION pg_temp.line_net(lines jsonb, party text) RETURNS bigint LANGUAGE sql AS $$
  SELECT coalesce(sum(CASE WHEN line->>'payee' = party THEN (line->>'amount')::bigint ELSE 0 END)
                - sum(CASE WHEN line->>'payer' = party THEN (line->>'amount')::bigint ELSE 0 END), 0)
  FROM jsonb_array_elements(lines) AS line
$$;

CREATE TEMP TABLE money_before AS
SELECT b.id, gen_random_uuid() AS paid_journal, gen_random_uuid() AS cancel_journal,
  gen_random_uuid() AS refund_journal, coalesce(b.paid_at, b.created_at) AS paid_at,
  coalesce(b.cancelled_at, b.updated_at) AS cancelled_at, b.status, b.refund_status,
  coalesce(b.refund_amount, 0)::bigint AS refund,
  -pg_temp.line_net(b.line_items, 'traveler') AS total,
  pg_temp.line_net(b.line_items, 'host') AS host,
  pg_temp.line_net(b.line_items, 'platform') AS platform
FROM bookings b
WHERE b.payment_status = 'completed';

INSERT INTO ledger_entries (journal_id, kind, account, amount, booking_id, created_at)
SELECT paid_journal, 'payment_received', e.acc, e.amt, id, paid_at
FROM money_before,
  LATERAL (VALUES ('fedapay_balance', total), ('host_payable', -host), ('platform_revenue', -platform)) AS e(acc, amt)
WHERE e.amt <> 0;

INSERT INTO ledger_entries (journal_id, kind, account, amount, booking_id, created_at)
SELECT cancel_journal, 'booking_cancelled', e.acc, e.amt, id, cancelled_at
FROM (
  SELECT *, CASE WHEN total = 0 THEN 0 ELSE ((total - refund) * host) / total END AS kept_host
  FROM money_before WHERE status IN ('cancelled', 'rejected') AND refund > 0
) AS m,
  LATERAL (VALUES ('refund_payable', -refund), ('host_payable', host - kept_host),
    ('platform_revenue', platform - ((total - refund) - kept_host))) AS e(acc, amt)
WHERE e.amt <> 0;

INSERT INTO ledger_entries (journal_id, kind, account, amount, booking_id, created_at)
SELECT refund_journal, 'paid_by_hand', e.acc, e.amt, id, cancelled_at
FROM money_before,
  LATERAL (VALUES ('refund_payable', refund), ('paid_by_hand', -refund)) AS e(acc, amt)
WHERE status IN ('cancelled', 'rejected') AND refund_status = 'paid' AND refund > 0;

CREATE TEMP TABLE surplus_before AS
SELECT s.*, gen_random_uuid() AS received_journal, gen_random_uuid() AS paid_journal FROM surplus_payments s;

INSERT INTO ledger_entries (journal_id, kind, account, amount, surplus_payment_id, booking_id, created_at)
SELECT s.received_journal, 'surplus_received', e.acc, e.amt, s.id, s.booking_id, s.created_at
FROM surplus_before s,
  LATERAL (VALUES ('fedapay_balance', s.amount::bigint), ('refund_payable', -s.amount::bigint)) AS e(acc, amt);

INSERT INTO ledger_entries (journal_id, kind, account, amount, surplus_payment_id, booking_id, created_at)
SELECT s.paid_journal, 'paid_by_hand', e.acc, e.amt, s.id, s.booking_id, s.paid_at
FROM surplus_before s,
  LATERAL (VALUES ('refund_payable', s.amount::bigint), ('paid_by_hand', -s.amount::bigint)) AS e(acc, amt)
WHERE s.status = 'paid';

DROP TABLE money_before;
DROP TABLE surplus_before;
DROP FUNCTION pg_temp.line_net(jsonb, text);
