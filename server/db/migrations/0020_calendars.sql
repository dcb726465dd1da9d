-- Calendars in step with other platforms (docs/decisions/024).
-- A listing's iCal export: one secret token per listing, replaced to revoke the old URL.
CREATE TABLE listing_calendar_exports (
  listing_id uuid PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Calendars of other platforms a host imports, refreshed every 30 minutes by a job that
-- claims a row (claimed_until) so that several processes never fetch it at once.
CREATE TABLE listing_calendar_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2000),
  created_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_refresh_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  last_success_at timestamptz,
  last_event_count integer,
  last_error text,
  last_error_at timestamptz,
  UNIQUE (listing_id, url)
);
CREATE INDEX listing_calendar_imports_due_idx ON listing_calendar_imports (next_refresh_at);

-- Dates an imported calendar holds: rows of the same calendar (the exclusion constraint
-- keeps them off bookings), removed with their import.
ALTER TABLE listing_calendar DROP CONSTRAINT listing_calendar_source_check;
ALTER TABLE listing_calendar ADD CONSTRAINT listing_calendar_source_check
  CHECK (source IN ('booking', 'block', 'import'));
ALTER TABLE listing_calendar
  ADD COLUMN import_id uuid REFERENCES listing_calendar_imports(id) ON DELETE CASCADE;
ALTER TABLE listing_calendar ADD CONSTRAINT listing_calendar_import_source
  CHECK ((source = 'import') = (import_id IS NOT NULL));
CREATE INDEX listing_calendar_import_idx ON listing_calendar (import_id) WHERE import_id IS NOT NULL;

-- An imported event over a booking: the booking stays, the host is shown the conflict.
CREATE TABLE listing_calendar_import_conflicts (
  import_id uuid NOT NULL REFERENCES listing_calendar_imports(id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  event_start date NOT NULL,
  event_end date NOT NULL,
  PRIMARY KEY (import_id, booking_id, event_start)
);
