-- Money a payer sent that no booking kept (common/lifecycles/surplus-payment.ts).
--
-- A booking's own refund (bookings.refund_status) covers one refund per booking. A payer
-- can pay more than once: a second checkout approved after the first, a checkout the
-- traveler replaced by another ("Payer" again with the other operator), a payment that
-- arrives once the booking was paid and cancelled. Each such payment is owed back to the
-- number that paid it: one row per FedaPay transaction, unique on it, so a webhook, the
-- reconciliation job and a retry never record it twice.
CREATE TABLE surplus_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE RESTRICT,
  payment_transaction_id uuid NOT NULL UNIQUE REFERENCES payment_transactions(id) ON DELETE RESTRICT,
  provider_transaction_id text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'XOF',
  -- How it was paid: our method, FedaPay's mode, and the number the money came from.
  payment_method text CHECK (payment_method IN ('mtn', 'moov')),
  provider_mode text,
  phone text,
  reason text NOT NULL CHECK (reason IN ('already_paid', 'booking_cancelled', 'superseded', 'not_confirmable')),
  status text NOT NULL DEFAULT 'owed' CHECK (status IN ('owed', 'paid')),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX surplus_payments_booking_idx ON surplus_payments (booking_id);
CREATE INDEX surplus_payments_owed_idx ON surplus_payments (created_at) WHERE status = 'owed';

-- One open checkout per booking: starting another (another operator or number) marks the
-- previous one superseded; its approval, if it ever comes, is a surplus to refund.
ALTER TABLE payment_transactions ADD COLUMN superseded_at timestamptz;
