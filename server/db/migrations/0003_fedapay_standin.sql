-- The local FedaPay stand-in's transactions (server/integrations/fedapay/stand-in). Only
-- used when no FEDAPAY_SECRET_KEY is set; kept in the database (not in memory) so that
-- several app processes serve the same checkout pages and answers.
CREATE TABLE fedapay_standin_transactions (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  -- The checkout page's capability: whoever holds it may approve or refuse the payment.
  token text UNIQUE,
  amount integer NOT NULL CHECK (amount >= 100),
  currency_iso text NOT NULL DEFAULT 'XOF' CHECK (currency_iso = 'XOF'),
  description text NOT NULL,
  callback_url text,
  customer jsonb NOT NULL,
  custom_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'declined', 'canceled')),
  -- FedaPay's mode names: mtn_open (MTN Mobile Money), moov (Moov Money).
  mode text CHECK (mode IN ('mtn_open', 'moov')),
  payer_phone text,
  last_error_code text,
  approved_at timestamptz,
  declined_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
