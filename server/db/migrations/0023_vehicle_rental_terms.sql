-- Vehicles as they are rented in Benin (issue 16, docs/decisions/027-vehicle-rental-terms.md):
-- with a driver, without, or both (the driver's price per day); the deposit (caution) handed
-- to the owner at pick-up, never collected online; the distance included per day (none:
-- unlimited); the minimum age and licence seniority of whoever drives. Vehicles only: an
-- accommodation has none of them.
ALTER TABLE listings
  ADD COLUMN driver_option text CHECK (driver_option IN ('without', 'with', 'both')),
  ADD COLUMN driver_price_per_day integer CHECK (driver_price_per_day BETWEEN 1 AND 100000000),
  ADD COLUMN deposit_amount integer CHECK (deposit_amount BETWEEN 0 AND 100000000),
  ADD COLUMN daily_distance_km integer CHECK (daily_distance_km BETWEEN 1 AND 5000),
  ADD COLUMN min_driver_age integer CHECK (min_driver_age BETWEEN 18 AND 99),
  ADD COLUMN min_licence_years integer CHECK (min_licence_years BETWEEN 0 AND 50);

-- Vehicles listed before: rented without a driver, 200 km a day, as the page said of every
-- vehicle (a vehicle written without a driver option, by older code, is read as 'without'). Their deposit, age and licence were never stated: they stay unknown (the page
-- says a deposit and a licence are required, as before) until the host edits the listing.
UPDATE listings SET driver_option = 'without', daily_distance_km = 200 WHERE is_vehicle;

ALTER TABLE listings
  ADD CONSTRAINT listings_rental_terms_vehicle_only CHECK (
    is_vehicle OR (driver_option IS NULL AND driver_price_per_day IS NULL AND deposit_amount IS NULL
      AND daily_distance_km IS NULL AND min_driver_age IS NULL AND min_licence_years IS NULL)),
  -- A driver's price exactly when a driver is offered.
  ADD CONSTRAINT listings_driver_price_when_driver CHECK (
    driver_option IS NULL OR (driver_option IN ('with', 'both')) = (driver_price_per_day IS NOT NULL)),
  -- Nobody but the driver drives a vehicle offered only with one: no age or licence asked.
  ADD CONSTRAINT listings_driver_rules_when_self_drive CHECK (
    driver_option IS DISTINCT FROM 'with' OR (min_driver_age IS NULL AND min_licence_years IS NULL));

-- The terms of a rental as they were when it was booked (a later edit does not change the
-- deal): with or without a driver, the driver's price, the deposit, the distance, the age
-- and licence. The driver's price is also a line item ('driver'). Null on stays, and on
-- vehicle bookings made before.
ALTER TABLE bookings ADD COLUMN rental_terms jsonb;
ALTER TABLE bookings ADD CONSTRAINT bookings_rental_terms_vehicle_only
  CHECK (rental_terms IS NULL OR (entity_type = 'vehicle' AND jsonb_typeof(rental_terms) = 'object'
    AND jsonb_typeof(rental_terms -> 'withDriver') = 'boolean'));
