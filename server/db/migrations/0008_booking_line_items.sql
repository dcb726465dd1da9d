-- A booking's money as line items (common/line-items.ts, docs/decisions/010): what each
-- amount is, who pays it, who receives it and what it was computed from. They are kept on
-- the booking as a jsonb list, written in the same INSERT as the booking; the amount
-- columns stay, copied from the line items when a booking is written
-- (server/bookings/money-columns.server.ts), because SQL reads them (the dashboard's paid
-- volume, the CHECK total_price = subtotal + traveler_fee).
ALTER TABLE bookings ADD COLUMN line_items jsonb;

-- Existing bookings: their lines rebuilt from the amounts they stored, so that each reads the
-- same total, fees and host share as before (the lines common/pricing.ts stayLineItems builds).
-- The fees were 10 % and 5 % of the subtotal when they were made.
UPDATE bookings
SET line_items = jsonb_build_array(
  jsonb_build_object('kind', 'stay', 'payer', 'traveler', 'payee', 'host',
    'amount', subtotal, 'units', units, 'unitPrice', unit_price),
  jsonb_build_object('kind', 'traveler_fee', 'payer', 'traveler', 'payee', 'platform',
    'amount', traveler_fee, 'percent', 10, 'base', subtotal),
  jsonb_build_object('kind', 'host_fee', 'payer', 'host', 'payee', 'platform',
    'amount', host_fee, 'percent', 5, 'base', subtotal)
);

ALTER TABLE bookings
  ALTER COLUMN line_items SET NOT NULL,
  ADD CONSTRAINT bookings_line_items_list
    CHECK (jsonb_typeof(line_items) = 'array' AND jsonb_array_length(line_items) > 0);
