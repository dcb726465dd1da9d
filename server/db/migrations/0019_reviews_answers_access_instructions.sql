-- Public reviews with the host's answer, private access instructions, and the booking
-- reminders sent by jobs (docs/decisions/023-reviews-and-access-instructions.md).
--
-- A host answers a review once, publicly: one row per review (the primary key), never
-- edited afterwards. The answer survives its author's account (host_id set null).
CREATE TABLE review_answers (
  review_id uuid PRIMARY KEY REFERENCES reviews(id) ON DELETE CASCADE,
  host_id text REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A listing's access instructions (key box, gate code, where to pick the vehicle up):
-- private until a booking is paid, so they live beside the listing, never in the row
-- the public reads select from. Not part of what administrators review: changing them
-- does not bump the listing's version nor send it back to moderation.
CREATE TABLE listing_access_instructions (
  listing_id uuid PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) <= 2000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What the reminder jobs sent, one row per booking and kind: the INSERT … ON CONFLICT DO
-- NOTHING that claims a row is the one place that decides, whatever the number of
-- processes, so a booking gets each e-mail once.
CREATE TABLE booking_reminders (
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('review_reminder', 'access_instructions')),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (booking_id, kind)
);
