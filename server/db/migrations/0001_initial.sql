-- The whole product's schema. Runs identically on PGlite and PostgreSQL.
-- Money is whole FCFA (integer). Dates of stays are calendar dates (Africa/Porto-Novo).

CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Lowercase, accents removed, every run of non-alphanumerics turned into one space:
-- 'Abomey-Calavi, Bénin' -> 'abomey calavi benin'. IMMUTABLE so it can feed indexes and
-- generated columns (unaccent() itself is only STABLE because its dictionary could change).
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT trim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[^a-z0-9]+', ' ', 'g'))
$$;

-- ---------------------------------------------------------------- accounts (better-auth)
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accounts_user_idx ON accounts (user_id);

CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_identifier_idx ON verifications (identifier);

-- Sign-in attempts and other limits, shared by every app process.
CREATE TABLE rate_limits (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  last_request bigint NOT NULL
);

CREATE TABLE profiles (
  id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  full_name text,
  user_type text NOT NULL DEFAULT 'traveler' CHECK (user_type IN ('traveler', 'host', 'admin')),
  avatar_url text,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profiles_created_idx ON profiles (created_at DESC);

-- The source of truth for permissions.
CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'host', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

-- ---------------------------------------------------------------- media
-- Every stored picture, uploaded or generated; listings reference them by key.
CREATE TABLE media_files (
  key text PRIMARY KEY,
  bucket text NOT NULL DEFAULT 'properties',
  owner_id text REFERENCES users(id) ON DELETE SET NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  widths integer[] NOT NULL,
  content_hash text NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_files_owner_idx ON media_files (owner_id, created_at DESC);

-- ---------------------------------------------------------------- listings
CREATE TABLE listings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 10000),
  category text NOT NULL CHECK (char_length(category) BETWEEN 1 AND 60),
  price integer NOT NULL CHECK (price > 0 AND price <= 100000000),
  address text NOT NULL CHECK (char_length(address) <= 300),
  city text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 100),
  country text NOT NULL DEFAULT 'Bénin',
  is_vehicle boolean NOT NULL DEFAULT false,
  amenities text[] NOT NULL DEFAULT '{}',
  house_rules text[] NOT NULL DEFAULT '{}',
  -- media_files keys, in order; the first is the cover.
  images text[] NOT NULL DEFAULT '{}',
  -- Travelers an accommodation takes; for a vehicle, its seats.
  max_guests integer NOT NULL DEFAULT 2 CHECK (max_guests BETWEEN 1 AND 50),
  cancellation_policy text NOT NULL DEFAULT 'moderate'
    CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason text CHECK (char_length(rejection_reason) <= 1000),
  make text,
  model text,
  year integer CHECK (year BETWEEN 1900 AND 2100),
  vehicle_type text,
  transmission text,
  fuel_type text,
  seats integer CHECK (seats BETWEEN 1 AND 50),
  search_text text GENERATED ALWAYS AS (
    search_normalize(title || ' ' || city || ' ' || address || ' ' || country)
  ) STORED,
  city_key text GENERATED ALWAYS AS (search_normalize(city)) STORED,
  category_key text GENERATED ALWAYS AS (search_normalize(category)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listings_public_idx ON listings (status, is_vehicle, created_at DESC);
CREATE INDEX listings_price_idx ON listings (status, price);
CREATE INDEX listings_owner_idx ON listings (user_id, created_at DESC);
CREATE INDEX listings_category_idx ON listings (status, category_key);
CREATE INDEX listings_city_idx ON listings (status, city_key);
CREATE INDEX listings_search_trgm_idx ON listings USING gin (search_text gin_trgm_ops);
CREATE INDEX listings_amenities_idx ON listings USING gin (amenities);

-- Every administrator decision, kept (who, what, when, why).
CREATE TABLE listing_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  admin_id text REFERENCES users(id) ON DELETE SET NULL,
  decision text NOT NULL CHECK (decision IN ('approved', 'rejected', 'resubmitted')),
  reason text CHECK (char_length(reason) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_decisions_listing_idx ON listing_decisions (listing_id, created_at DESC);

-- ---------------------------------------------------------------- bookings
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_reference text NOT NULL UNIQUE CHECK (booking_reference ~ '^BK[0-9]{8}$'),
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE RESTRICT,
  entity_type text NOT NULL CHECK (entity_type IN ('accommodation', 'vehicle')),
  start_date date NOT NULL,
  end_date date NOT NULL,
  guests integer NOT NULL CHECK (guests BETWEEN 1 AND 50),
  unit_price integer NOT NULL CHECK (unit_price > 0),
  units integer NOT NULL CHECK (units > 0),
  subtotal integer NOT NULL CHECK (subtotal > 0),
  traveler_fee integer NOT NULL CHECK (traveler_fee >= 0),
  host_fee integer NOT NULL CHECK (host_fee >= 0),
  total_price integer NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'expired')),
  payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'completed')),
  traveler_info jsonb NOT NULL,
  -- An unpaid booking holds its dates until then (30 minutes).
  hold_expires_at timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  refund_amount integer CHECK (refund_amount >= 0),
  refund_status text CHECK (refund_status IN ('none', 'owed', 'paid')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date),
  CHECK (total_price = subtotal + traveler_fee)
);
CREATE INDEX bookings_user_idx ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_listing_idx ON bookings (listing_id, start_date);
CREATE INDEX bookings_hold_idx ON bookings (hold_expires_at) WHERE status = 'pending' AND payment_status = 'pending';

-- A listing's calendar: each row holds a range of nights, for a booking or a host's
-- block. The exclusion constraint is the one rule that refuses overlapping holds,
-- whoever writes them and however many app processes run.
CREATE TABLE listing_calendar (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  during daterange NOT NULL CHECK (NOT isempty(during) AND NOT lower_inf(during) AND NOT upper_inf(during)),
  source text NOT NULL CHECK (source IN ('booking', 'block')),
  booking_id uuid UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((source = 'booking') = (booking_id IS NOT NULL)),
  CONSTRAINT listing_calendar_no_overlap EXCLUDE USING gist (listing_id WITH =, during WITH &&)
);

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  author_name text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_listing_idx ON reviews (listing_id, created_at DESC);

-- ---------------------------------------------------------------- payments (FedaPay)
CREATE TABLE payment_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE RESTRICT,
  provider text NOT NULL DEFAULT 'fedapay',
  provider_transaction_id text UNIQUE,
  provider_reference text,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'XOF',
  payment_method text CHECK (payment_method IN ('mtn', 'moov')),
  phone text,
  status text NOT NULL DEFAULT 'pending',
  checkout_url text,
  last_checked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_transactions_booking_idx ON payment_transactions (booking_id, created_at DESC);

-- Webhook events as received, once each (dedupe_key), for audit and replay safety.
CREATE TABLE payment_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  dedupe_key text NOT NULL UNIQUE,
  event_name text NOT NULL,
  provider_transaction_id text,
  payload jsonb NOT NULL,
  signed_at timestamptz,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  processing_error text
);

-- ---------------------------------------------------------------- messages
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  link text,
  listing_id uuid REFERENCES listings(id) ON DELETE CASCADE,
  booking_id uuid REFERENCES bookings(id) ON DELETE CASCADE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 320),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 300),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);

-- Durable e-mail outbox: written in the same transaction as what it reports, sent by a
-- worker (any process may run it: rows are claimed with FOR UPDATE SKIP LOCKED).
CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  template text NOT NULL,
  dedupe_key text UNIQUE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status IN ('queued', 'sending');
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC);
