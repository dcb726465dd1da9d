-- Booking rules per listing, and request to book (issue 16 item 1,
-- docs/decisions/026-booking-rules-and-requests.md):
-- - each listing says how it is booked: instantly (the default) or on request, the host
--   accepting or declining within 24 h and the traveler then paying within 12 h;
-- - the shortest and longest stay in nights (days for a vehicle), the days of advance
--   notice, and the weekly (7+) and monthly (28+) discounts in whole percent;
-- - a booking made on request starts 'requested' (it holds its dates, hold_expires_at is
--   the host's 24 h deadline), becomes an ordinary unpaid hold when accepted
--   (hold_expires_at then the traveler's 12 h), or ends 'declined' or 'request_expired'.
ALTER TABLE listings
  ADD COLUMN booking_mode text NOT NULL DEFAULT 'instant' CHECK (booking_mode IN ('instant', 'request')),
  ADD COLUMN min_stay integer NOT NULL DEFAULT 1 CHECK (min_stay BETWEEN 1 AND 90),
  ADD COLUMN max_stay integer CHECK (max_stay BETWEEN 1 AND 90),
  ADD COLUMN advance_notice_days integer NOT NULL DEFAULT 0 CHECK (advance_notice_days BETWEEN 0 AND 30),
  ADD COLUMN weekly_discount_percent integer NOT NULL DEFAULT 0 CHECK (weekly_discount_percent BETWEEN 0 AND 90),
  ADD COLUMN monthly_discount_percent integer NOT NULL DEFAULT 0 CHECK (monthly_discount_percent BETWEEN 0 AND 90),
  ADD CONSTRAINT listings_stay_bounds_check CHECK (max_stay IS NULL OR max_stay >= min_stay);

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'expired', 'requested', 'declined', 'request_expired'));
-- When the traveler asked (a booking made on request); null for an instant booking.
ALTER TABLE bookings ADD COLUMN requested_at timestamptz;
-- The host's answer (accepted or declined), when there was one.
ALTER TABLE bookings ADD COLUMN answered_at timestamptz;

-- The request job reads the requests past their 24 h.
CREATE INDEX bookings_request_idx ON bookings (hold_expires_at) WHERE status = 'requested';
