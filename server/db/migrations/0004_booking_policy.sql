-- A booking keeps the cancellation policy its listing had when it was made: a host who
-- later switches the listing to a stricter policy must not shrink a paid traveler's refund.
ALTER TABLE bookings
  ADD COLUMN cancellation_policy text
    CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict'));

-- Existing bookings: the listing's policy today is the best record there is.
UPDATE bookings b
SET cancellation_policy = l.cancellation_policy
FROM listings l
WHERE l.id = b.listing_id;

ALTER TABLE bookings ALTER COLUMN cancellation_policy SET NOT NULL;
