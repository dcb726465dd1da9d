-- The local FedaPay stand-in as FedaPay's own SDK sees it (issue 23, docs/decisions/015):
-- customers and currency by id, fees, the statuses after approval
-- (transferred about 72 h later, refunded), durable signed events with retried deliveries,
-- payouts with FedaPay's rules, and the controls a developer or a test sets. Every table
-- is read only by server/integrations/fedapay/stand-in; state lives here, not in memory,
-- so that several app processes answer alike.

CREATE TABLE fedapay_standin_customers (
  id bigserial PRIMARY KEY,
  firstname text,
  lastname text,
  email text,
  phone_number jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

ALTER TABLE fedapay_standin_transactions
  DROP CONSTRAINT fedapay_standin_transactions_status_check,
  ADD CONSTRAINT fedapay_standin_transactions_status_check CHECK (status IN (
    'pending', 'approved', 'declined', 'canceled', 'transferred', 'refunded',
    'approved_partially_refunded', 'transferred_partially_refunded')),
  ALTER COLUMN customer DROP NOT NULL,
  ADD COLUMN customer_id bigint REFERENCES fedapay_standin_customers (id),
  ADD COLUMN transaction_key text,
  ADD COLUMN last_error_message text,
  -- What the next checkout or send-now does (a control): approve, fail, pending, late.
  ADD COLUMN planned_outcome text NOT NULL DEFAULT 'approve'
    CHECK (planned_outcome IN ('approve', 'fail', 'pending', 'late')),
  -- The payer confirmed (checkout or send-now) and the outcome is still to come.
  ADD COLUMN submitted_at timestamptz,
  -- A 'late' payment is approved at this time (by the stand-in's job, or on a read).
  ADD COLUMN settles_at timestamptz,
  ADD COLUMN transferred_at timestamptz,
  ADD COLUMN refunded_at timestamptz;

CREATE INDEX fedapay_standin_transactions_approved ON fedapay_standin_transactions (approved_at)
  WHERE status = 'approved';

CREATE TABLE fedapay_standin_payouts (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0 AND amount <= 1000000),
  description text,
  mode text NOT NULL,
  customer_id bigint NOT NULL REFERENCES fedapay_standin_customers (id),
  -- The number the money goes to ('+229…'), from the customer or the start request.
  phone text,
  custom_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'started', 'processing', 'sent', 'failed')),
  planned_outcome text NOT NULL DEFAULT 'approve'
    CHECK (planned_outcome IN ('approve', 'fail', 'pending', 'late')),
  scheduled_at timestamptz,
  started_at timestamptz,
  settles_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error_code text,
  last_error_message text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX fedapay_standin_payouts_phone ON fedapay_standin_payouts (phone, started_at);

-- Every event, as /v1/events lists it; entity is the object as it was at that moment.
CREATE TABLE fedapay_standin_events (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  object text NOT NULL CHECK (object IN ('transaction', 'payout')),
  object_id bigint NOT NULL,
  entity jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- One delivery of an event to the app's webhook URL, retried with backoff until a 2xx.
CREATE TABLE fedapay_standin_deliveries (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL UNIQUE REFERENCES fedapay_standin_events (id),
  url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'abandoned')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE INDEX fedapay_standin_deliveries_due ON fedapay_standin_deliveries (next_attempt_at)
  WHERE status = 'pending';

CREATE TABLE fedapay_standin_delivery_attempts (
  id bigserial PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES fedapay_standin_deliveries (id),
  attempted_at timestamptz NOT NULL,
  http_status integer,
  error text
);

CREATE INDEX fedapay_standin_delivery_attempts_delivery ON fedapay_standin_delivery_attempts (delivery_id);

-- The controls: the next transaction's and payout's outcome, "payouts activated".
CREATE TABLE fedapay_standin_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- "This endpoint answers this HTTP status for the next N calls".
CREATE TABLE fedapay_standin_faults (
  operation text PRIMARY KEY,
  status integer NOT NULL CHECK (status BETWEEN 400 AND 599),
  remaining integer NOT NULL CHECK (remaining >= 0)
);
